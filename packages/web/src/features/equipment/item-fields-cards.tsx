/** The item's own data on its main tab: its fields, its type's option values, its components. */
import { OptionValueKind } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CompactTable } from "@/features/common/compact-table";
import { useTRPC } from "@/lib/trpc";
import { BreakdownBadge } from "./breakdown-badge";
import { DetailsCard, DetailsList } from "./details-card";
import type { EquipmentDetails } from "./equipment-form-dialog";
import { HealthDot } from "./health-dot";
import { usePlaceLabel } from "./item-labels";

const shown = (value: ReactNode) => (value === null || value === undefined || value === "" ? "—" : value);

export function FieldsCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const placeLabel = usePlaceLabel();
  const health = useQuery(trpc.equipments.health.queryOptions({ plant_id: item.plant_id }));
  const itemHealth = health.data?.find((h) => h.id === item.id)?.health;
  const rows: [string, ReactNode][] = [
    [t("equipment.type"), item.equipment_type_name],
    [t("equipment.brand"), item.brand_name],
    [t("equipment.model"), [item.brand_model_name, item.part_number].filter(Boolean).join(" · ") || null],
    [t("equipment.serial"), item.serial_number],
    [t("equipment.bearing"), item.bearing?.designation ?? null],
    [t("equipment.sensorLocation"), item.sensor_location],
    [t("equipment.locOnMachine"), item.loc_on_machine],
    [t("equipment.place"), placeLabel(item)],
    [t("equipment.health"), <HealthDot key="health" health={itemHealth} />],
    [t("equipment.breakdown"), item.has_breakdown ? <BreakdownBadge key="b" /> : t("equipment.noBreakdown")],
  ];
  return (
    <DetailsCard title={t("equipment.fields")}>
      <DetailsList entries={rows.map(([label, value]) => ({ key: label, label, value: shown(value) }))} />
      {item.notes ? (
        <div className="mt-4 flex flex-col">
          <span className="text-xs text-muted-foreground">{t("equipment.notes")}</span>
          <p className="whitespace-pre-wrap">{item.notes}</p>
        </div>
      ) : null}
    </DetailsCard>
  );
}

export function OptionsCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  return (
    <DetailsCard
      title={t("equipment.optionValues")}
      empty={item.option_values.length === 0 && t("equipment.noOptionValues")}
    >
      <DetailsList
        entries={item.option_values.map((o) => ({
          key: o.option_id,
          label: o.option_name,
          value: `${o.value ?? "—"}${o.unit && o.value ? ` ${o.unit}` : ""}`,
          valueClassName: o.value_kind === OptionValueKind.NUMBER ? "tabular-nums" : undefined,
        }))}
      />
    </DetailsCard>
  );
}

type Component = EquipmentDetails["child_components"][number];

export function ComponentsCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  return (
    <DetailsCard
      title={t("equipment.components")}
      empty={item.child_components.length === 0 && t("equipment.noComponents")}
    >
      <CompactTable<Component>
        rows={item.child_components}
        rowKey={(c) => c.id}
        rowClassName="border-b last:border-0"
        columns={[
          { key: "name", header: t("equipment.componentName"), className: "py-1.5", cell: (c) => c.name },
          {
            key: "quantity",
            header: t("equipment.quantity"),
            headClassName: "text-right",
            className: "py-1.5 text-right tabular-nums",
            cell: (c) => c.quantity,
          },
          {
            key: "notes",
            header: t("equipment.notes"),
            headClassName: "pl-4",
            className: "py-1.5 pl-4 text-muted-foreground",
            cell: (c) => c.notes,
          },
        ]}
      />
    </DetailsCard>
  );
}
