import type { RouterOutputs } from "@plantwise/api/router";
import { formatDate, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { MailIcon, PlusIcon, UserIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { NameLink } from "@/features/common/list-links";
import { useTRPC } from "@/lib/trpc";

export type UserRow = RouterOutputs["users"]["list"]["data"][number];

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant={active ? "secondary" : "outline"}>
      {active ? t("users.active") : t("users.inactive")}
    </Badge>
  );
}

/** /users — the users of the signed-in user's tenant (spec part 1 §2.2, §2.4). */
export function UsersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const options = useQuery(trpc.users.formOptions.queryOptions());
  const createAction = hasPermission(user, "create_users") ? (
    <ToolButton icon={PlusIcon} href="/users/new" variant="default">
      {t("users.create")}
    </ToolButton>
  ) : undefined;

  const columns = useMemo<ColumnDef<UserRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "full_name",
        header: t("users.name"),
        cell: ({ row }) => <NameLink href={`/users/${row.original.id}`}>{row.original.full_name}</NameLink>,
      },
      { id: "email", accessorKey: "email", header: t("users.email") },
      { id: "role_name", accessorKey: "role_name", header: t("users.role") },
      {
        id: "plants",
        header: t("users.plants"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.plants.length ? (
            row.original.plants.map((p) => p.name).join(", ")
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: "last_login_at",
        accessorKey: "last_login_at",
        header: t("users.lastSignIn"),
        cell: ({ row }) =>
          row.original.last_login_at ? (
            <span className="tabular-nums">{formatDate(row.original.last_login_at, { withTime: true })}</span>
          ) : (
            <span className="text-muted-foreground">{t("users.never")}</span>
          ),
      },
      {
        id: "is_active",
        accessorKey: "is_active",
        header: t("users.status"),
        cell: ({ row }) => <StatusBadge active={row.original.is_active} />,
      },
    ],
    [t],
  );

  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "role_id",
        label: t("users.role"),
        options: (options.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name })),
      },
      {
        id: "plant_id",
        label: t("users.plants"),
        options: (options.data?.plants ?? []).map((p) => ({ value: String(p.id), label: p.name })),
      },
      {
        id: "is_active",
        label: t("users.status"),
        options: [
          { value: "true", label: t("users.active") },
          { value: "false", label: t("users.inactive") },
        ],
      },
    ],
    [t, options.data],
  );

  return (
    <ListPage<UserRow>
      listId="users"
      title={t("pages.users")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.users.list.queryOptions(input)}
      emptyTitle={t("users.emptyTitle")}
      emptyDescription={t("users.emptyDescription")}
      renderCard={(row) => <UserCard user={row} />}
      primaryAction={createAction}
    />
  );
}

function UserCard({ user }: { user: UserRow }) {
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <Link
          href={`/users/${user.id}`}
          className="flex items-center gap-2 font-medium outline-none hover:underline"
        >
          <UserIcon className="size-4 text-primary" aria-hidden="true" />
          {user.full_name}
        </Link>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MailIcon className="size-3.5" aria-hidden="true" />
          {user.email}
        </p>
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>{user.role_name}</span>
          <StatusBadge active={user.is_active} />
        </div>
      </CardContent>
    </Card>
  );
}
