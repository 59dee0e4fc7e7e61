import type { RouterOutputs } from "@plantwise/api/router";
import { formatDate } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { MailIcon, UserIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ListFilter } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { Badge } from "@/components/ui/badge";
import { nameOptions } from "@/components/ui/select-box";
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

const COLUMNS: ColumnSpec<UserRow>[] = [
  { id: "name", field: "full_name", header: "users.name", opens: true },
  { id: "email", header: "users.email" },
  { id: "role_name", header: "users.role" },
  {
    id: "plants",
    header: "users.plants",
    sortable: false,
    cell: (row) =>
      row.plants.length ? (
        row.plants.map((p) => p.name).join(", ")
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    id: "last_login_at",
    header: "users.lastSignIn",
    cell: (row, t) =>
      row.last_login_at ? (
        <span className="tabular-nums">{formatDate(row.last_login_at, { withTime: true })}</span>
      ) : (
        <span className="text-muted-foreground">{t("users.never")}</span>
      ),
  },
  { id: "is_active", header: "users.status", cell: (row) => <StatusBadge active={row.is_active} /> },
];

const CARD: CardSpec<UserRow> = {
  icon: UserIcon,
  title: (user) => user.full_name,
  body: (user) => (
    <>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MailIcon className="size-3.5" aria-hidden="true" />
        {user.email}
      </p>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{user.role_name}</span>
        <StatusBadge active={user.is_active} />
      </div>
    </>
  ),
};

/** /users — the users of the signed-in user's tenant (spec part 1 §2.2, §2.4). */
export function UsersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const options = useQuery(trpc.users.formOptions.queryOptions());
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "role_id",
        label: t("users.role"),
        options: nameOptions(options.data?.roles),
      },
      {
        id: "plant_id",
        label: t("users.plants"),
        options: nameOptions(options.data?.plants),
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
    <RecordListPage<UserRow>
      listId="users"
      nouns={useListNouns("pages.users", "users")}
      query={(trpc, input) => trpc.users.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      records={{ base: "/users", create: "create_users" }}
    />
  );
}
