/** The place of a work order: line → machine → asset → item, each narrowing the next (the plant is the page's). */
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFields } from "@/components/form/form-fields";
import { nameOptions } from "@/components/ui/select-box";
import { useLineOptions } from "@/features/hierarchy/hierarchy-options";
import { useTRPC } from "@/lib/trpc";

const LEVELS = ["production_line_id", "machine_id", "asset_id", "equipment_item_id"] as const;

export function PlaceFields({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { control, setValue } = useFormContext();
  const [lineId, machineId, assetId] = useWatch({
    control,
    name: ["production_line_id", "machine_id", "asset_id"],
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
  return (
    <FormFields
      columns={2}
      fields={[
        {
          kind: "select",
          name: "production_line_id",
          label: t("workOrders.line"),
          options: lines,
          required: true,
          placeholder: t("workOrders.choose"),
          parse: narrow("production_line_id"),
          testId: "place-line",
        },
        {
          kind: "select",
          name: "machine_id",
          label: t("workOrders.machine"),
          options: lineId ? nameOptions(machines.data?.data) : [],
          placeholder: t("workOrders.choose"),
          parse: narrow("machine_id"),
          testId: "place-machine",
        },
        {
          kind: "select",
          name: "asset_id",
          label: t("workOrders.asset"),
          options: machineId ? nameOptions(assets.data?.data) : [],
          placeholder: t("workOrders.choose"),
          parse: narrow("asset_id"),
          testId: "place-asset",
        },
        {
          kind: "select",
          name: "equipment_item_id",
          label: t("workOrders.equipment"),
          options: assetId ? nameOptions(items.data?.data) : [],
          placeholder: t("workOrders.choose"),
          parse: narrow("equipment_item_id"),
          testId: "place-item",
        },
      ]}
    />
  );
}
