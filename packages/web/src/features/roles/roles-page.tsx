import type { RouterOutputs } from "@plantwise/api/router";
import { ShieldIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { Badge } from "@/components/ui/badge";
import { ROLE_FLAGS } from "./role-flags";

export type RoleRow = RouterOutputs["roles"]["list"]["data"][number];

const COLUMNS: ColumnSpec<RoleRow>[] = [
  {
    id: "name",
    header: "roles.name",
    opens: true,
    badge: (row, t) =>
      row.platform_role !== null ? <Badge variant="outline">{t("roles.platform")}</Badge> : null,
  },
  { id: "type", header: "roles.type", cell: (row, t) => t(`roles.types.${row.type}`) },
  {
    id: "company_name",
    header: "roles.company",
    cell: (row, t) => row.company_name ?? t("roles.platformWide"),
  },
  {
    id: "flags",
    header: "roles.flags",
    sortable: false,
    cell: (row, t) => (
      <span className="flex flex-wrap gap-1">
        {ROLE_FLAGS.filter((flag) => row[flag]).map((flag) => (
          <Badge key={flag} variant="secondary">
            {t(`roles.flag.${flag}`)}
          </Badge>
        ))}
      </span>
    ),
  },
  { id: "users_count", header: "roles.users", align: "right" },
];

const CARD: CardSpec<RoleRow> = {
  icon: ShieldIcon,
  title: (role) => role.name,
  body: (role, t) => (
    <p className="text-sm text-muted-foreground">
      {t(`roles.types.${role.type}`)} · {role.company_name ?? t("roles.platformWide")}
    </p>
  ),
};

/** /user-roles: platform roles and, for a customer, their company's own roles. */
export function RolesPage() {
  const { t } = useTranslation();
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
    <RecordListPage<RoleRow>
      listId="user-roles"
      nouns={useListNouns("pages.userRoles", "roles")}
      query={(trpc, input) => trpc.roles.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      records={{ base: "/user-roles", create: "create_user_roles" }}
    />
  );
}
