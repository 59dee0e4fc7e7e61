import { TriangleAlertIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type CardSpec, type ColumnSpec, useListNouns } from "@/components/list/record-list-page";
import { filterIfAny } from "@/features/library/library-options";
import { ownerBadge } from "@/features/library/owner-badge";
import { FaultDialog, type FaultRow } from "./fault-dialog";
import { TypeName, useFaultTypeOptions } from "./fault-type-name";
import { SettingsEntriesPage } from "./settings-entries-page";

export type { FaultRow };

const COLUMNS: ColumnSpec<FaultRow>[] = [
  { id: "name", header: "settingsLibrary.name", opens: true, badge: ownerBadge },
  {
    id: "description",
    header: "settingsLibrary.description",
    sortable: false,
    cell: (row) => <span className="line-clamp-2 text-muted-foreground">{row.description}</span>,
  },
  {
    id: "recommendation",
    header: "settingsLibrary.faults.recommendation",
    sortable: false,
    cell: (row) => <span className="line-clamp-2">{row.recommendation}</span>,
  },
  {
    id: "equipment_type_id",
    header: "settingsLibrary.faults.type",
    sortable: false,
    cell: (row) => <TypeName id={row.equipment_type_id} />,
  },
];

const CARD: CardSpec<FaultRow> = {
  icon: TriangleAlertIcon,
  title: (row) => row.name,
  badge: ownerBadge,
  hover: false,
  steadyIcon: true,
  body: (row) => (
    <>
      <p className="text-xs text-muted-foreground">
        <TypeName id={row.equipment_type_id} />
      </p>
      {row.description ? <p className="line-clamp-3 text-sm">{row.description}</p> : null}
      {row.recommendation ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">{row.recommendation}</p>
      ) : null}
    </>
  ),
};

/** /settings/faults: the fault catalogue (shared and the company's own), edited in a dialog. */
export function FaultsPage() {
  const { t } = useTranslation();
  const types = useFaultTypeOptions();
  const filters = useMemo(
    () => filterIfAny("equipment_type_id", t("settingsLibrary.faults.type"), types),
    [t, types],
  );
  return (
    <SettingsEntriesPage<FaultRow>
      listId="faults"
      nouns={useListNouns("settingsLibrary.faults.title", "settingsLibrary.faults")}
      query={(trpc, input) => trpc.library.faults.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      createPermission="create_settings"
      dialog={(entry, close) => <FaultDialog fault={entry} types={types} onClose={close} />}
    />
  );
}
