/**
 * The item a requisition is for, picked within the plant: line → machine → asset → item, each
 * narrowing the next. Only the item is saved (the API copies the places above it); the three
 * levels above are the form's own. An item already chosen (the tab's link, the saved requisition)
 * stays among the choices even where the levels above do not reach it (an item in a store room).
 */
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFields } from "@/components/form/form-fields";
import { nameOptions, type SelectOption } from "@/components/ui/select-box";
import { useLineOptions } from "@/features/hierarchy/hierarchy-options";
import { useTRPC } from "@/lib/trpc";

const LEVELS = ["production_line_id", "machine_id", "asset_id", "equipment_item_id"] as const;

/** An option list that keeps `known` (the item chosen before) when the query's page lacks it. */
function withKnown(options: SelectOption[], known: { id: number; name: string } | null): SelectOption[] {
  if (!known || options.some((o) => o.value === String(known.id))) return options;
  return [{ value: String(known.id), label: known.name }, ...options];
}

export function RequisitionPlaceFields({
  plantId,
  knownItem,
}: {
  plantId: number;
  /** The item chosen when the form opened, with its name. */
  knownItem: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { control, setValue } = useFormContext();
  const [lineId, machineId, assetId, itemId] = useWatch({
    control,
    name: ["production_line_id", "machine_id", "asset_id", "equipment_item_id"],
  }) as (number | null)[];
  const lines = useLineOptions(plantId);
  const machines = useQuery({
    ...trpc.machines.list.queryOptions({
      plant_id: plantId,
      production_line_id: lineId ?? undefined,
      max: 100,
    }),
    enabled: Boolean(lineId),
  });
  const assets = useQuery({
    ...trpc.assets.list.queryOptions({ plant_id: plantId, machine_id: machineId ?? undefined, max: 100 }),
    enabled: Boolean(machineId),
  });
  const items = useQuery({
    ...trpc.equipments.list.queryOptions({ plant_id: plantId, asset_id: assetId ?? undefined, max: 100 }),
    enabled: Boolean(assetId),
  });
  // Choosing a level clears the ones under it.
  const narrow = (level: (typeof LEVELS)[number]) => (value: string) => {
    const index = LEVELS.indexOf(level);
    for (const below of LEVELS.slice(index + 1)) setValue(below, null);
    return value === "" ? null : Number(value);
  };
  const known = knownItem && itemId === knownItem.id ? knownItem : null;
  return (
    <FormFields
      columns={2}
      fields={[
        {
          kind: "select",
          name: "production_line_id",
          label: t("requisitions.line"),
          options: lines,
          placeholder: t("requisitions.choose"),
          parse: narrow("production_line_id"),
          testId: "requisition-line",
        },
        {
          kind: "select",
          name: "machine_id",
          label: t("requisitions.machine"),
          options: lineId ? nameOptions(machines.data?.data) : [],
          placeholder: t("requisitions.choose"),
          parse: narrow("machine_id"),
          testId: "requisition-machine",
        },
        {
          kind: "select",
          name: "asset_id",
          label: t("requisitions.asset"),
          options: machineId ? nameOptions(assets.data?.data) : [],
          placeholder: t("requisitions.choose"),
          parse: narrow("asset_id"),
          testId: "requisition-asset",
        },
        {
          kind: "select",
          name: "equipment_item_id",
          label: t("requisitions.equipmentItem"),
          options: withKnown(assetId ? nameOptions(items.data?.data) : [], known),
          required: true,
          placeholder: t("requisitions.choose"),
          parse: (value) => (value === "" ? null : Number(value)),
          testId: "requisition-item",
        },
      ]}
    />
  );
}
