import { formatDate, hasPermission, OptionValueKind } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ConfirmAction } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AlarmPanel } from "@/features/alarms/alarm-panel";
import { ItemSensorsCard } from "@/features/sensors/item-sensor-tabs";
import { useTRPC } from "@/lib/trpc";
import { BreakdownBadge, HealthDot, usePlaceLabel } from "./equipment-bits";
import { type EquipmentDetails, EquipmentFormDialog } from "./equipment-form-dialog";
import { EquipmentFrame, useEquipment } from "./equipment-frame";
import { EquipmentPictures } from "./equipment-pictures";
import { MoveDialog } from "./move-dialog";
import { RpmCard } from "./rpm-card";

/** /equipments/:id/details/main: the item's fields, pictures, components, RPM, history, analogues. */
export function EquipmentDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { id, query } = useEquipment();
  const remove = useMutation(trpc.equipments.delete.mutationOptions());
  const item = query.data;
  const canEdit = hasPermission(user, "edit_dashboard");
  const canDelete = hasPermission(user, "delete_dashboard");

  const actions = item ? (
    <>
      {canEdit ? (
        <>
          <EquipmentFormDialog
            plantId={item.plant_id}
            item={item}
            trigger={
              <Button variant="outline" size="sm">
                <PencilIcon aria-hidden="true" />
                {t("equipment.edit")}
              </Button>
            }
          />
          <MoveDialog item={item} />
        </>
      ) : null}
      {canDelete ? (
        <ConfirmAction
          title={t("equipment.deleteTitle", { name: item.name })}
          description={t("equipment.deleteDescription")}
          confirmLabel={t("common.delete")}
          pendingLabel={t("equipment.deleting")}
          successMessage={t("messages.itemDeleted", { item: t("equipment.item") })}
          onConfirm={async () => {
            await remove.mutateAsync({ id: item.id });
            navigate("/dashboard/equipments");
            // The deleted item's own queries would answer "not found": drop them, and let the
            // lists refetch when they mount rather than refetching this page on its way out.
            queryClient.removeQueries({ queryKey: trpc.equipments.get.queryKey({ id: item.id }) });
            queryClient.removeQueries({ queryKey: trpc.equipments.analogues.queryKey({ itemId: item.id }) });
            await queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey(), refetchType: "none" });
          }}
          trigger={
            <Button variant="outline" size="sm">
              <Trash2Icon aria-hidden="true" />
              {t("common.delete")}
            </Button>
          }
        />
      ) : null}
    </>
  ) : undefined;

  return (
    <EquipmentFrame
      id={id}
      item={item}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={actions}
    >
      {(loaded) => (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <div className="flex min-w-0 flex-col gap-4">
            <FieldsCard item={loaded} />
            <OptionsCard item={loaded} />
            <ComponentsCard item={loaded} />
            <RpmCard item={loaded} canEdit={canEdit} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <AlarmPanel equipmentItemId={loaded.id} />
            <EquipmentPictures item={loaded} canEdit={canEdit} />
            <ItemSensorsCard itemId={loaded.id} />
            <HistoryCard item={loaded} />
            <AnaloguesCard itemId={loaded.id} />
          </div>
        </div>
      )}
    </EquipmentFrame>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function FieldsCard({ item }: { item: EquipmentDetails }) {
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
    <Section title={t("equipment.fields")}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd>{value === null || value === undefined || value === "" ? "—" : value}</dd>
          </div>
        ))}
      </dl>
      {item.notes ? (
        <div className="mt-4 flex flex-col">
          <span className="text-xs text-muted-foreground">{t("equipment.notes")}</span>
          <p className="whitespace-pre-wrap">{item.notes}</p>
        </div>
      ) : null}
    </Section>
  );
}

function OptionsCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  return (
    <Section title={t("equipment.optionValues")}>
      {item.option_values.length === 0 ? (
        <p className="text-muted-foreground">{t("equipment.noOptionValues")}</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {item.option_values.map((o) => (
            <div key={o.option_id} className="flex flex-col">
              <dt className="text-xs text-muted-foreground">{o.option_name}</dt>
              <dd className={o.value_kind === OptionValueKind.NUMBER ? "tabular-nums" : undefined}>
                {o.value ?? "—"}
                {o.unit && o.value ? ` ${o.unit}` : ""}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

function ComponentsCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  return (
    <Section title={t("equipment.components")}>
      {item.child_components.length === 0 ? (
        <p className="text-muted-foreground">{t("equipment.noComponents")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th className="py-1.5 font-medium">{t("equipment.componentName")}</th>
              <th className="py-1.5 text-right font-medium">{t("equipment.quantity")}</th>
              <th className="py-1.5 pl-4 font-medium">{t("equipment.notes")}</th>
            </tr>
          </thead>
          <tbody>
            {item.child_components.map((c) => (
              <tr key={c.id} className="border-b last:border-0">
                <td className="py-1.5">{c.name}</td>
                <td className="py-1.5 text-right tabular-nums">{c.quantity}</td>
                <td className="py-1.5 pl-4 text-muted-foreground">{c.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

type HistoryRow = EquipmentDetails["histories"][number];

function useHistoryText() {
  const { t } = useTranslation();
  return (h: HistoryRow): string => {
    const d = (h.details ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof d[key] === "string" ? (d[key] as string) : "");
    switch (h.action) {
      case "created":
        return text("place")
          ? t("equipment.historyAction.created", { place: text("place") })
          : t("equipment.historyAction.createdPlain");
      case "updated":
        return t("equipment.historyAction.updated", {
          fields: Array.isArray(d.fields) ? (d.fields as string[]).join(", ") : "",
        });
      case "moved":
        return t("equipment.historyAction.moved", { from: text("from"), to: text("to") });
      case "breakdown":
        return t(
          d.has_breakdown ? "equipment.historyAction.breakdown_on" : "equipment.historyAction.breakdown_off",
        );
      case "rpm_set":
        return t("equipment.historyAction.rpm_set");
      case "picture_added":
        return t("equipment.historyAction.picture_added", { name: text("original_name") });
      case "picture_removed":
        return t("equipment.historyAction.picture_removed", { name: text("original_name") });
      default:
        return t("equipment.historyAction.other", { action: h.action });
    }
  };
}

function HistoryCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  const describe = useHistoryText();
  return (
    <Section title={t("equipment.history")}>
      {item.histories.length === 0 ? (
        <p className="text-muted-foreground">{t("equipment.noHistory")}</p>
      ) : (
        <div className="max-h-96 overflow-y-auto pl-1.5">
          <ol className="flex flex-col gap-3 border-l pl-4" data-testid="history">
            {item.histories.map((h) => (
              <li key={h.id} className="relative">
                <span
                  className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
                  aria-hidden="true"
                />
                <p>{describe(h)}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {formatDate(h.created_at, { withTime: true })}
                  {h.user_full_name ? ` · ${t("equipment.historyBy", { name: h.user_full_name })}` : ""}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  );
}

function AnaloguesCard({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const placeLabel = usePlaceLabel();
  const analogues = useQuery(trpc.equipments.analogues.queryOptions({ itemId }));
  return (
    <Section title={t("equipment.analogues")}>
      <p className="mb-2 text-xs text-muted-foreground">{t("equipment.analoguesHelp")}</p>
      {analogues.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : !analogues.data || analogues.data.length === 0 ? (
        <p className="text-muted-foreground">{t("equipment.noAnalogues")}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {analogues.data.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-1.5">
              <div className="min-w-0">
                <Link
                  href={`/equipments/${a.id}/details/main`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {a.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{placeLabel(a)}</p>
              </div>
              {a.has_breakdown ? <BreakdownBadge /> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
