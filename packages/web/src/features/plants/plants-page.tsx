import type { RouterOutputs } from "@plantwise/api/router";
import { FactoryIcon, GlobeIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ArchivedBadge, useArchivedRecords } from "@/components/list/archived-records";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { useTRPC } from "@/lib/trpc";

export type PlantRow = RouterOutputs["plants"]["list"]["data"][number];

const COLUMNS: ColumnSpec<PlantRow>[] = [
  { id: "company_name", header: "plants.company" },
  { id: "time_zone", header: "plants.timeZone" },
  { id: "id", header: "plants.id", align: "right" },
];

const CARD: CardSpec<PlantRow> = {
  icon: FactoryIcon,
  title: (plant) => plant.name,
  body: (plant) => (
    <>
      <p className="text-sm text-muted-foreground">{plant.company_name}</p>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <GlobeIcon className="size-3.5" aria-hidden="true" />
        {plant.time_zone}
      </p>
    </>
  ),
};

/** Plants the user can access (spec part 1 §2.2, System). */
export function PlantsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const archived = useArchivedRecords<PlantRow>({
    resource: trpc.plants,
    permissions: ["archive_plants", "delete_plants"],
    words: "plantForm",
    item: t("plants.item"),
  });
  const columns = useMemo<ColumnSpec<PlantRow>[]>(
    () => [
      {
        id: "name",
        header: "plants.name",
        opens: true,
        badge: (row) =>
          row.archived_at ? (
            <>
              <ArchivedBadge label={t("plantForm.archivedStatus")} />
              {archived.restoreButton(row)}
            </>
          ) : null,
      },
      ...COLUMNS,
    ],
    [t, archived],
  );
  return (
    <RecordListPage<PlantRow>
      listId="plants"
      nouns={useListNouns("pages.plants", "plants")}
      query={(trpc, input) => trpc.plants.list.queryOptions(input)}
      columns={columns}
      filters={archived.filters}
      card={CARD}
      records={{ base: "/plants", create: "create_plants" }}
    />
  );
}
