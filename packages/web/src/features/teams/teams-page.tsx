import type { RouterOutputs } from "@plantwise/api/router";
import { UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser, useIsStaff } from "@/auth/auth-context";
import type { ListFilter } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { nameOptions } from "@/components/ui/select-box";

export type TeamRow = RouterOutputs["teams"]["list"]["data"][number];

const NAME: ColumnSpec<TeamRow> = { id: "name", header: "teams.name", opens: true };
const PLANT: ColumnSpec<TeamRow> = {
  id: "plant_name",
  header: "teams.plant",
  cell: (row) => row.plant_name ?? <span className="text-muted-foreground">—</span>,
};
const COMPANY: ColumnSpec<TeamRow> = { id: "company_name", header: "teams.company" };
const MEMBERS: ColumnSpec<TeamRow> = { id: "members_count", header: "teams.membersCount", align: "right" };
// Provider staff see every company's teams, so they also see whose each one is.
const STAFF_COLUMNS = [NAME, PLANT, COMPANY, MEMBERS];
const COLUMNS = [NAME, PLANT, MEMBERS];

const CARD: CardSpec<TeamRow> = {
  icon: UsersIcon,
  title: (team) => team.name,
  body: (team, t) => (
    <>
      <p className="text-sm text-muted-foreground">{team.plant_name ?? team.company_name}</p>
      <p className="text-xs text-muted-foreground">
        {t("teams.countMembers", { count: team.members_count })}
      </p>
    </>
  ),
};

/** /teams — the teams of the user's company (all companies for provider staff). */
export function TeamsPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const staff = useIsStaff();
  const plants = user?.plants ?? [];
  const filters = useMemo<ListFilter[]>(
    () =>
      plants.length > 0
        ? [
            {
              id: "plant_id",
              label: t("teams.plant"),
              options: nameOptions(plants),
            },
          ]
        : [],
    [t, plants],
  );
  return (
    <RecordListPage<TeamRow>
      listId="teams"
      nouns={useListNouns("pages.teams", "teams")}
      query={(trpc, input) => trpc.teams.list.queryOptions(input)}
      columns={staff ? STAFF_COLUMNS : COLUMNS}
      filters={filters}
      card={CARD}
      records={{ base: "/teams", create: "create_users_teams" }}
    />
  );
}
