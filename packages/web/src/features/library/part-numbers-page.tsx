import type { RouterOutputs } from "@plantwise/api/router";
import { CpuIcon } from "lucide-react";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { useBrandTypeFilters } from "./library-options";
import { OwnerBadge, ownerBadge } from "./owner-badge";

export type PartNumberRow = RouterOutputs["library"]["brandModels"]["list"]["data"][number];

const rpm = (row: PartNumberRow) => (row.rated_rpm == null ? null : `${row.rated_rpm} RPM`);

const COLUMNS: ColumnSpec<PartNumberRow>[] = [
  {
    id: "part_number",
    header: "library.partNumbers.partNumber",
    opens: true,
    cell: (row) => <span className="tabular-nums">{row.part_number}</span>,
    // Only the shared library's entries are marked: most part numbers are the company's own.
    badge: (row) => (row.company_id === null ? <OwnerBadge companyId={null} /> : null),
  },
  { id: "name", header: "library.name" },
  { id: "brand_name", header: "library.partNumbers.brand" },
  { id: "type_name", header: "library.partNumbers.type" },
  { id: "rated_rpm", header: "library.partNumbers.ratedRpm", align: "right", cell: rpm },
];

const CARD: CardSpec<PartNumberRow> = {
  icon: CpuIcon,
  title: (row) => row.part_number,
  badge: ownerBadge,
  body: (row) => (
    <>
      <p className="text-sm">{row.name}</p>
      <p className="text-xs text-muted-foreground">
        {[row.brand_name, row.type_name, rpm(row)].filter(Boolean).join(" · ")}
      </p>
    </>
  ),
};

/** /brand-models: part numbers (a brand's models), filtered by brand and item type. */
export function PartNumbersPage() {
  return (
    <RecordListPage<PartNumberRow>
      listId="brand-models"
      nouns={useListNouns("pages.partNumbers", "library.partNumbers")}
      query={(trpc, input) => trpc.library.brandModels.list.queryOptions(input)}
      columns={COLUMNS}
      filters={useBrandTypeFilters()}
      card={CARD}
      records={{ base: "/brand-models", suffix: "/details", create: "create_part_numbers", guarded: true }}
    />
  );
}
