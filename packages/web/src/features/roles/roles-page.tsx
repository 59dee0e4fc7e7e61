import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, ShieldIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

export type RoleRow = RouterOutputs["roles"]["list"]["data"][number];
const FLAGS = ["is_technic", "is_requisitioner", "is_fab_shop_manager", "is_forced_mfa"] as const;

/** /user-roles: platform roles and, for a customer, their company's own roles. */
export function RolesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const createAction = hasPermission(user, "create_user_roles") ? (
    <Button asChild size="sm">
      <Link href="/user-roles/new">
        <PlusIcon aria-hidden="true" />
        {t("roles.create")}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<RoleRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("roles.name"),
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <Link
              href={`/user-roles/${row.original.id}`}
              className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {row.original.name}
            </Link>
            {row.original.platform_role !== null ? (
              <Badge variant="outline">{t("roles.platform")}</Badge>
            ) : null}
          </span>
        ),
      },
      {
        id: "type",
        accessorKey: "type",
        header: t("roles.type"),
        cell: ({ row }) => t(`roles.types.${row.original.type}`),
      },
      {
        id: "company_name",
        accessorKey: "company_name",
        header: t("roles.company"),
        cell: ({ row }) => row.original.company_name ?? t("roles.platformWide"),
      },
      {
        id: "flags",
        header: t("roles.flags"),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {FLAGS.filter((flag) => row.original[flag]).map((flag) => (
              <Badge key={flag} variant="secondary">
                {t(`roles.flag.${flag}`)}
              </Badge>
            ))}
          </span>
        ),
      },
      { id: "users_count", accessorKey: "users_count", header: t("roles.users"), meta: { align: "right" } },
    ],
    [t],
  );
  const filters = useMemo(
    () => [
      {
        id: "type",
        label: t("roles.type"),
        options: ["0", "1", "2"].map((value) => ({ value, label: t(`roles.types.${value}`) })),
      },
    ],
    [t],
  );
  return (
    <ListPage<RoleRow>
      listId="user-roles"
      title={t("pages.userRoles")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.roles.list.queryOptions(input)}
      emptyTitle={t("roles.emptyTitle")}
      emptyDescription={t("roles.emptyDescription")}
      renderCard={(role) => <RoleCard role={role} />}
      primaryAction={createAction}
    />
  );
}

function RoleCard({ role }: { role: RoleRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <Link
          href={`/user-roles/${role.id}`}
          className="flex items-center gap-2 font-medium outline-none hover:underline"
        >
          <ShieldIcon className="size-4 text-primary" aria-hidden="true" />
          {role.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {t(`roles.types.${role.type}`)} · {role.company_name ?? t("roles.platformWide")}
        </p>
      </CardContent>
    </Card>
  );
}
