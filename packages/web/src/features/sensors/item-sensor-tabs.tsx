/**
 * The PdM and multi-view tabs of an item (/equipments/:id/details/pdm/:sensorId and
 * …/multi-view/:multiViewId): the item's sensors (sensors.list by equipment_item_id, in position
 * order) and multi-views as sub-tabs whose state is the URL; for the selected sensor its latest
 * values, a velocity trend and links to its statistics and FFT pages; for a multi-view its graphs
 * stacked with their thresholds. Editors can reorder the sensors (sensors.positions), create a
 * multi-view (multi-view-dialog.tsx) and set a graph's thresholds (graph-thresholds.tsx).
 */
import {
  AXIS_LABELS,
  hasPermission,
  parameterTypeInfo,
  presetRange,
  type WaveformSummary,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon, BarChart3Icon, RadioTowerIcon, WavesIcon } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EquipmentFrame, useEquipment } from "@/features/equipment/equipment-frame";
import { byPosition, moveInOrder } from "@/features/hierarchy/reorder";
import { formatValue, formatZoned, unitConverter } from "@/features/signals/charts/chart-utils";
import { PresetPicker, type Range, SensorTrend } from "@/features/signals/signal-controls";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { GraphThresholdsDialog, ThresholdTrend } from "./graph-thresholds";
import { NewMultiViewDialog } from "./multi-view-dialog";
import { Indicator, LastSeen, OnlineBadge, useChartContext } from "./sensor-bits";
import { fftBase } from "./sensor-statistics-page";
import type { SensorDetails, SensorRow } from "./sensor-types";

interface MultiView {
  id: number;
  name: string;
  graphs: {
    id: number;
    sensor_id: number;
    parameter_type: number;
    axis: number;
    warning_threshold: number | null;
    alarm_threshold: number | null;
  }[];
}

export function SensorTabs({
  selectedSensorId,
  selectedMultiViewId,
}: {
  selectedSensorId?: number;
  selectedMultiViewId?: number;
}) {
  const { id, query } = useEquipment();
  return (
    <EquipmentFrame id={id} item={query.data} error={query.error} onRetry={() => void query.refetch()}>
      {(item) => (
        <ItemSensors
          itemId={item.id}
          plantId={item.plant_id}
          selectedSensorId={selectedSensorId}
          selectedMultiViewId={selectedMultiViewId}
        />
      )}
    </EquipmentFrame>
  );
}

function ItemSensors({
  itemId,
  plantId,
  selectedSensorId,
  selectedMultiViewId,
}: {
  itemId: number;
  plantId: number;
  selectedSensorId: number | undefined;
  selectedMultiViewId: number | undefined;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const canEdit = hasPermission(user, "edit_dashboard");
  const list = useQuery(
    trpc.sensors.list.queryOptions({
      equipment_item_id: itemId,
      page: 1,
      max: 100,
      orderByColumn: "position",
    }),
  );
  const views = useQuery(trpc.sensors.multiViews.queryOptions({ equipment_id: itemId }));
  const sensors = byPosition(((list.data as { data?: SensorRow[] } | undefined)?.data ?? []) as SensorRow[]);
  const multiViews = (views.data ?? []) as MultiView[];

  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.isError) return <RecordState error={list.error} onRetry={() => void list.refetch()} />;
  if (sensors.length === 0) {
    return (
      <Card data-testid="no-sensors">
        <CardContent className="flex items-start gap-3 p-6">
          <RadioTowerIcon className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t("sensors.itemNoSensors")}</p>
            <p className="text-sm text-muted-foreground">{t("sensors.itemNoSensorsBody")}</p>
            {canEdit ? (
              <Button asChild size="sm" className="mt-2 w-fit">
                <Link href="/ncd-sensors/new">{t("sensors.create")}</Link>
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    );
  }
  const selectedSensor = sensors.find((s) => s.id === selectedSensorId);
  const selectedView = multiViews.find((v) => v.id === selectedMultiViewId);
  return (
    <div className="flex flex-col gap-4">
      <nav
        aria-label={t("sensors.itemSensors")}
        className="flex flex-wrap items-end justify-between gap-2 border-b"
      >
        <ul className="-mb-px flex flex-wrap gap-1">
          {sensors.map((s) => (
            <SubTab
              key={`s${s.id}`}
              href={`/equipments/${itemId}/details/pdm/${s.id}`}
              active={s.id === selectedSensorId}
            >
              <RadioTowerIcon className="size-3.5" aria-hidden="true" />
              {s.name}
              {s.is_online ? null : <span className="sr-only">({t("sensors.offline")})</span>}
            </SubTab>
          ))}
          {multiViews.map((v) => (
            <SubTab
              key={`v${v.id}`}
              href={`/equipments/${itemId}/details/multi-view/${v.id}`}
              active={v.id === selectedMultiViewId}
            >
              <BarChart3Icon className="size-3.5" aria-hidden="true" />
              {v.name}
            </SubTab>
          ))}
        </ul>
        {canEdit ? (
          <div className="pb-1">
            <NewMultiViewDialog itemId={itemId} sensors={sensors} />
          </div>
        ) : null}
      </nav>
      {selectedMultiViewId !== undefined ? (
        selectedView ? (
          <MultiViewPanel view={selectedView} sensors={sensors} plantId={plantId} canEdit={canEdit} />
        ) : (
          <NotOnItem text={views.isPending ? null : t("sensors.multiViewNotOnItem")} />
        )
      ) : selectedSensor ? (
        <div className="grid gap-4 lg:grid-cols-[3fr_1fr]">
          <SensorPanel sensorId={selectedSensor.id} plantId={plantId} />
          <PositionsCard itemId={itemId} sensors={sensors} canEdit={canEdit} />
        </div>
      ) : (
        <NotOnItem text={t("sensors.sensorNotOnItem")} />
      )}
    </div>
  );
}

function SubTab({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "inline-flex h-8 items-center gap-1.5 border-b-2 px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
          active
            ? "border-primary font-medium text-foreground"
            : "border-transparent text-muted-foreground hover:text-foreground",
        )}
      >
        {children}
      </Link>
    </li>
  );
}

function NotOnItem({ text }: { text: string | null }) {
  if (text === null) return <Skeleton className="h-40 w-full" />;
  return <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">{text}</p>;
}

function SensorPanel({ sensorId, plantId }: { sensorId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { timeZone, measuringSystem } = useChartContext(plantId);
  const query = useQuery(trpc.sensors.get.queryOptions({ id: sensorId }));
  const captures = useQuery(trpc.signals.captures.queryOptions({ sensor_id: sensorId, limit: 1 }));
  const [preset, setPreset] = useState<Parameters<typeof presetRange>[0] | "custom">("last_7_days");
  const [range, setRange] = useState<Range>(() => toRange("last_7_days", timeZone));
  const sensor = query.data as SensorDetails | undefined;
  const latestCapture = ((captures.data ?? []) as WaveformSummary[])[0];
  if (!sensor) return <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />;
  const velocityAxis = sensor.latest.find((l) => l.parameter_type === 1)?.axis ?? 1;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle className="text-base">{sensor.name}</CardTitle>
            <div className="flex flex-wrap items-center gap-3">
              <OnlineBadge online={sensor.is_online} inactive={sensor.is_inactive} />
              <Indicator kind="rssi" value={sensor.rssi} />
              <Indicator kind="battery" value={sensor.battery} />
              <LastSeen at={sensor.last_seen_at} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={`/sensors/${sensor.id}/statistics`}>
                <BarChart3Icon aria-hidden="true" />
                {t("sensors.statistics")}
              </Link>
            </Button>
            {latestCapture ? (
              <Button asChild variant="outline" size="sm">
                <Link href={`/${fftBase(sensor)}/${sensor.id}/fft/${latestCapture.id}`}>
                  <WavesIcon aria-hidden="true" />
                  {t("sensors.fft")}
                </Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled title={t("sensors.noCaptures")}>
                <WavesIcon aria-hidden="true" />
                {t("sensors.fft")}
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent>
          <LatestValues sensor={sensor} measuringSystem={measuringSystem} timeZone={timeZone} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <CardTitle className="text-base">
            {t("signals.parameters.velocity_rms")} · {AXIS_LABELS[velocityAxis]}
          </CardTitle>
          <PresetPicker
            value={preset}
            onChange={(p) => {
              setPreset(p);
              setRange(toRange(p, timeZone));
            }}
          />
        </CardHeader>
        <CardContent>
          <SensorTrend
            sensorId={sensor.id}
            parameterType={1}
            axis={velocityAxis}
            range={range}
            timeZone={timeZone}
            measuringSystem={measuringSystem}
            onZoom={(r) => {
              setPreset("custom");
              setRange(r);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function toRange(preset: Parameters<typeof presetRange>[0], timeZone: string): Range {
  const r = presetRange(preset, new Date(), timeZone);
  return { from: r.from.getTime(), to: r.to.getTime() };
}

function LatestValues({
  sensor,
  measuringSystem,
  timeZone,
}: {
  sensor: SensorDetails;
  measuringSystem: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const rows = useMemo(
    () => [...sensor.latest].sort((a, b) => a.parameter_type - b.parameter_type || a.axis - b.axis),
    [sensor.latest],
  );
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("sensors.noReadingsYet")}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="latest-values">
      {rows.map((l) => {
        const info = parameterTypeInfo(l.parameter_type);
        const conv = unitConverter(info?.unit ?? "", measuringSystem);
        return (
          <div key={`${l.parameter_type}:${l.axis}`} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">
              {info ? t(`signals.parameters.${info.key}`) : l.parameter_type}
              {l.axis ? ` · ${AXIS_LABELS[l.axis]}` : ""}
            </dt>
            <dd className="tabular-nums" title={formatZoned(new Date(l.ts).getTime(), timeZone)}>
              {formatValue(conv.convert(l.value), conv.unit)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function PositionsCard({
  itemId,
  sensors,
  canEdit,
}: {
  itemId: number;
  sensors: SensorRow[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.sensors.positions.mutationOptions({ meta: { handlesErrors: true } }));
  const ids = sensors.map((s) => s.id);
  const move = async (id: number, delta: -1 | 1) => {
    const next = moveInOrder(ids, id, delta);
    if (next.every((v, i) => v === ids[i])) return;
    try {
      await save.mutateAsync({ item_id: itemId, ids: next });
      notifySuccess(t("sensors.positionsSaved"));
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.list.queryKey() });
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("sensors.positions")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y text-sm" data-testid="sensor-positions">
          {sensors.map((s, i) => (
            <li key={s.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate">
                <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
                {s.name}
              </span>
              {canEdit ? (
                <span className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("sensors.moveUp", { name: s.name })}
                    disabled={i === 0 || save.isPending}
                    onClick={() => void move(s.id, -1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("sensors.moveDown", { name: s.name })}
                    disabled={i === sensors.length - 1 || save.isPending}
                    onClick={() => void move(s.id, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MultiViewPanel({
  view,
  sensors,
  plantId,
  canEdit,
}: {
  view: MultiView;
  sensors: SensorRow[];
  plantId: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { timeZone, measuringSystem } = useChartContext(plantId);
  const [preset, setPreset] = useState<Parameters<typeof presetRange>[0] | "custom">("last_7_days");
  const [range, setRange] = useState<Range>(() => toRange("last_7_days", timeZone));
  const names = new Map(sensors.map((s) => [s.id, s.name]));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle className="text-base">{view.name}</CardTitle>
        <PresetPicker
          value={preset}
          onChange={(p) => {
            setPreset(p);
            setRange(toRange(p, timeZone));
          }}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {view.graphs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sensors.multiViewEmpty")}</p>
        ) : (
          view.graphs.map((g) => {
            const info = parameterTypeInfo(g.parameter_type);
            const conv = unitConverter(info?.unit ?? "", measuringSystem);
            const threshold = (v: number | null) =>
              formatValue(v === null ? null : conv.convert(v), conv.unit);
            const title = `${names.get(g.sensor_id) ?? t("sensors.sensorId", { id: g.sensor_id })} · ${
              info ? t(`signals.parameters.${info.key}`) : g.parameter_type
            }${g.axis ? ` · ${AXIS_LABELS[g.axis]}` : ""}`;
            return (
              <section key={g.id} aria-label={title}>
                <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-medium">
                    {title}
                    {g.warning_threshold !== null || g.alarm_threshold !== null ? (
                      <span className="ml-2 text-xs font-normal text-muted-foreground">
                        {t("sensors.graphThresholds", {
                          warning: threshold(g.warning_threshold),
                          alarm: threshold(g.alarm_threshold),
                        })}
                      </span>
                    ) : null}
                  </h3>
                  {canEdit ? (
                    <GraphThresholdsDialog
                      multiViewId={view.id}
                      graph={g}
                      measuringSystem={measuringSystem}
                      title={title}
                    />
                  ) : null}
                </div>
                <ThresholdTrend
                  graph={g}
                  range={range}
                  timeZone={timeZone}
                  measuringSystem={measuringSystem}
                  height={200}
                  onZoom={(r) => {
                    setPreset("custom");
                    setRange(r);
                  }}
                />
              </section>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}

/** The item's sensors on its main tab: each opens the PdM tab (the item tabs carry no sensor id). */
export function ItemSensorsCard({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.sensors.list.queryOptions({
      equipment_item_id: itemId,
      page: 1,
      max: 100,
      orderByColumn: "position",
    }),
    meta: { handlesErrors: true },
  });
  const sensors = byPosition(list.data?.data ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("sensors.itemSensors")}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {list.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : list.isError ? (
          <p className="text-muted-foreground">{t("sensors.listError")}</p>
        ) : sensors.length === 0 ? (
          <p className="text-muted-foreground">{t("sensors.itemNoSensors")}</p>
        ) : (
          <ul className="flex flex-col divide-y" data-testid="item-sensors">
            {sensors.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                <Link
                  href={`/equipments/${itemId}/details/pdm/${s.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {s.name}
                </Link>
                <span className="flex items-center gap-2">
                  <OnlineBadge online={s.is_online} inactive={s.is_inactive} />
                  <Indicator kind="battery" value={s.battery} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
