import type { RouterOutputs } from "@plantwise/api/router";
import { effectiveRole, hasPermission, isInternal } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

export type TeamRow = RouterOutputs["teams"]["list"]["data"][number];

/** /teams — the teams of the user's company (all companies for provider staff). */
export function TeamsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const staff = user ? isInternal(effectiveRole(user)) : false;
  const createAction = hasPermission(user, "create_users_teams") ? (
    <Button asChild size="sm">
      <Link href="/teams/new">
        <PlusIcon aria-hidden="true" />
        {t("teams.create")}
      </Link>
    </Button>
  ) : undefined;

  const columns = useMemo<ColumnDef<TeamRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("teams.name"),
        cell: ({ row }) => (
          <Link
            href={`/teams/${row.original.id}`}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: "plant_name",
        accessorKey: "plant_name",
        header: t("teams.plant"),
        cell: ({ row }) => row.original.plant_name ?? <span className="text-muted-foreground">—</span>,
      },
      ...(staff
        ? [
            {
              id: "company_name",
              accessorKey: "company_name",
              header: t("teams.company"),
            } as ColumnDef<TeamRow>,
          ]
        : []),
      {
        id: "members_count",
        accessorKey: "members_count",
        header: t("teams.membersCount"),
        meta: { align: "right" },
      },
    ],
    [t, staff],
  );

  const plants = user?.plants ?? [];
  const filters = useMemo<ListFilter[]>(
    () =>
      plants.length > 0
        ? [
            {
              id: "plant_id",
              label: t("teams.plant"),
              options: plants.map((p) => ({ value: String(p.id), label: p.name })),
            },
          ]
        : [],
    [t, plants],
  );

  return (
    <ListPage<TeamRow>
      listId="teams"
      title={t("pages.teams")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.teams.list.queryOptions(input)}
      emptyTitle={t("teams.emptyTitle")}
      emptyDescription={t("teams.emptyDescription")}
      renderCard={(team) => <TeamCard team={team} />}
      primaryAction={createAction}
    />
  );
}

function TeamCard({ team }: { team: TeamRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <Link
          href={`/teams/${team.id}`}
          className="flex items-center gap-2 font-medium outline-none hover:underline"
        >
          <UsersIcon className="size-4 text-primary" aria-hidden="true" />
          {team.name}
        </Link>
        <p className="text-sm text-muted-foreground">{team.plant_name ?? team.company_name}</p>
        <p className="text-xs text-muted-foreground">
          {t("teams.countMembers", { count: team.members_count })}
        </p>
      </CardContent>
    </Card>
  );
}
