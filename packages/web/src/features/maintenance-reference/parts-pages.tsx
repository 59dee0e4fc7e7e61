import type { RouterOutputs } from "@plantwise/api/router";
import { createPartInput, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { PackageIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import type { ListFilter } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { Badge } from "@/components/ui/badge";
import { useTRPC } from "@/lib/trpc";
import {
  formatAmount,
  formatCost,
  InUseNote,
  plantFieldSpec,
  useDefaultPlantId,
  usePlantFilters,
} from "./reference-fields";
import { StockRows, useFormPlantId } from "./stock-rows";

export type PartRow = RouterOutputs["maintenance"]["parts"]["list"]["data"][number];

// Stock and cost come before vendor and plant, so a narrow screen shows what needs reordering.
const COLUMNS: ColumnSpec<PartRow>[] = [
  { id: "part_number", header: "maintenanceReference.parts.partNumber", opens: true },
  { id: "name", header: "maintenanceReference.name" },
  {
    id: "total_stock",
    header: "maintenanceReference.parts.totalStock",
    align: "right",
    cell: (row) => <StockCell row={row} />,
  },
  {
    id: "unit_cost",
    header: "maintenanceReference.parts.unitCost",
    align: "right",
    cell: (row) => <CostCell value={row.unit_cost} />,
  },
  { id: "vendor_name", header: "maintenanceReference.parts.vendor" },
  { id: "plant_name", header: "maintenanceReference.plant" },
];

const CARD: CardSpec<PartRow> = {
  icon: PackageIcon,
  title: (part) => `${part.part_number} · ${part.name}`,
  body: (part) => (
    <>
      <p className="text-sm">
        <StockCell row={part} />
      </p>
      <p className="text-xs text-muted-foreground">
        {[part.vendor_name, part.plant_name].filter(Boolean).join(" · ")}
      </p>
    </>
  ),
};

function CostCell({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <span className="tabular-nums">{formatCost(value, i18n.language)}</span>;
}

/** The part's total stock with its unit, and a warning badge at or below the reorder point. */
function StockCell({ row }: { row: PartRow }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex items-center justify-end gap-2 whitespace-nowrap">
      {row.below_reorder ? (
        <Badge
          variant="warning"
          title={t("maintenanceReference.parts.belowReorderWarning", {
            point: formatAmount(row.reorder_point, i18n.language),
            unit: row.unit,
          })}
        >
          <TriangleAlertIcon aria-hidden="true" />
          {t("maintenanceReference.parts.belowReorder")}
        </Badge>
      ) : null}
      <span className="tabular-nums">
        {formatAmount(row.total_stock, i18n.language)} {row.unit}
      </span>
    </span>
  );
}

/** /parts: the misc parts of the user's plants, with their stock and what needs reordering. */
export function PartsPage() {
  const { t } = useTranslation();
  const stockFilter = useMemo<ListFilter[]>(
    () => [
      {
        id: "below_reorder",
        label: t("maintenanceReference.parts.stockFilter"),
        options: [
          { value: "true", label: t("maintenanceReference.parts.stockLow") },
          { value: "false", label: t("maintenanceReference.parts.stockOk") },
        ],
      },
    ],
    [t],
  );
  return (
    <RecordListPage<PartRow>
      listId="parts"
      nouns={useListNouns("pages.parts", "maintenanceReference.parts")}
      query={(trpc, input) => trpc.maintenance.parts.list.queryOptions(input)}
      columns={COLUMNS}
      filters={usePlantFilters(stockFilter)}
      card={CARD}
      records={{ base: "/parts", create: "create_misc_parts" }}
    />
  );
}

const schema = createPartInput;

/** The vendor select: the vendors of the plant the form names. */
function VendorField() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const plantId = useFormPlantId();
  const vendors = useQuery({
    ...trpc.maintenance.vendors.options.queryOptions({ plant_id: plantId }),
    enabled: plantId > 0,
  });
  return (
    <FormFields
      fields={[
        {
          kind: "select",
          name: "vendor_id",
          label: t("maintenanceReference.parts.vendor"),
          options: [
            { value: "0", label: t("maintenanceReference.none") },
            ...(vendors.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.name })),
          ],
          parse: Number,
        },
      ]}
    />
  );
}

/** /parts/:id — a misc part, its cost and reorder point, and its stock per store room. */
export function PartFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plantId = useDefaultPlantId();
  const resource = trpc.maintenance.parts;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const save = useRecordSave(resource, (values: z.output<typeof schema>) => ({
    plant_id: values.plant_id,
    part_number: values.part_number,
    name: values.name,
    description: values.description ?? null,
    vendor_id: values.vendor_id ?? null,
    unit: values.unit,
    unit_cost: values.unit_cost,
    reorder_point: values.reorder_point,
    stock: values.stock.map((row) => ({ store_room_id: row.store_room_id, quantity: row.quantity })),
  }));
  return (
    <RecordFormPage
      basePath="/parts"
      nouns={useRecordNouns("pages.parts", "pages.part", "maintenanceReference.parts")}
      edited={edited}
      titleOf={(part) => `${part.part_number} · ${part.name}`}
      schema={schema}
      defaults={(part) => ({
        plant_id: part?.plant_id ?? (plantId as number),
        part_number: part?.part_number ?? "",
        name: part?.name ?? "",
        description: part?.description ?? "",
        vendor_id: part?.vendor_id ?? 0,
        unit: part?.unit ?? "pcs",
        unit_cost: part?.unit_cost ?? 0,
        reorder_point: part?.reorder_point ?? 0,
        stock: (part?.stock ?? []).map((row) => ({
          store_room_id: row.store_room_id,
          quantity: row.quantity,
        })),
      })}
      save={save}
      header={(part) => <InUseNote count={part.work_orders_count} />}
      removal={{
        resource,
        allowed: (part) => hasPermission(user, "delete_misc_parts") && part.work_orders_count === 0,
        words: "maintenanceReference.parts",
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormFields
          fields={[
            plantFieldSpec(t, user, edited.current),
            { name: "part_number", label: t("maintenanceReference.parts.partNumber"), required: true },
            { name: "name", label: t("maintenanceReference.name"), required: true },
          ]}
        />
        <VendorField />
        <FormFields
          fields={[
            { name: "unit", label: t("maintenanceReference.parts.unit"), required: true },
            {
              kind: "number",
              name: "unit_cost",
              label: t("maintenanceReference.parts.unitCost"),
              min: 0,
              step: "0.01",
            },
            {
              kind: "number",
              name: "reorder_point",
              label: t("maintenanceReference.parts.reorderPoint"),
              description: t("maintenanceReference.parts.reorderHelp"),
              min: 0,
              step: "any",
            },
            { name: "description", label: t("maintenanceReference.description") },
          ]}
        />
      </div>
      <StockRows />
    </RecordFormPage>
  );
}
