/**
 * The FFT page's "Compare" tab (multiple FFT): up to four captures overlaid — those ticked in the
 * capture history, else the capture on screen with its axis's baseline — plus captures of other
 * sensors of the plant (drive end against non-drive end) added from a sensor and capture picker.
 * The choice lives in the URL (`?tab=compare&with=12:345,13:350`), so a link reproduces the overlay.
 */
import { AXIS_LABELS, type CompareView, MAX_COMPARE_CAPTURES, type WaveformSummary } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { LabelledSelect } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";
import { CompareChart } from "./charts/compare-chart";
import { formatZoned } from "./charts/zoned-time";

export interface CaptureRef {
  sensor_id: number;
  fft_id: number;
}

/** `12:345,13:350` ↔ refs; anything malformed is dropped, at most four kept. */
export function parseCaptureRefs(text: string | null): CaptureRef[] {
  if (!text) return [];
  const refs: CaptureRef[] = [];
  for (const part of text.split(",")) {
    const [s, f] = part.split(":").map(Number);
    if (Number.isInteger(s) && Number.isInteger(f) && s! > 0 && f! > 0)
      refs.push({ sensor_id: s!, fft_id: f! });
  }
  return refs.slice(0, MAX_COMPARE_CAPTURES);
}

export const formatCaptureRefs = (refs: readonly CaptureRef[]) =>
  refs.map((r) => `${r.sensor_id}:${r.fft_id}`).join(",");

/** The overlay when nothing was picked: the capture on screen and its axis's baseline, oldest first. */
export function defaultCompare(current: CaptureRef, captures: readonly WaveformSummary[]): CaptureRef[] {
  const on = captures.find((c) => c.id === current.fft_id);
  const baseline = on
    ? captures.find((c) => c.is_baseline && c.axis === on.axis && c.kind === on.kind && c.id !== on.id)
    : undefined;
  return baseline ? [{ sensor_id: current.sensor_id, fft_id: baseline.id }, current] : [current];
}

export function FftCompareTab({
  refs,
  onChange,
  plantId,
  unit,
  measuringSystem,
  timeZone,
}: {
  refs: CaptureRef[];
  onChange: (refs: CaptureRef[]) => void;
  plantId: number;
  unit: "g" | "mm/s";
  measuringSystem: number;
  timeZone: string;
}) {
  const trpc = useTRPC();
  const compare = useQuery({
    ...trpc.analysis.compare.queryOptions({ captures: refs, kind: "spectrum", unit }),
    enabled: refs.length > 0,
  });
  const view = compare.data as CompareView | undefined;
  return (
    <div className="flex flex-col gap-3">
      <ComparePicker refs={refs} onChange={onChange} plantId={plantId} timeZone={timeZone} />
      <CompareChart
        view={view}
        loading={compare.isPending}
        measuringSystem={measuringSystem}
        timeZone={timeZone}
      />
    </div>
  );
}

function ComparePicker({
  refs,
  onChange,
  plantId,
  timeZone,
}: {
  refs: CaptureRef[];
  onChange: (refs: CaptureRef[]) => void;
  plantId: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [sensorId, setSensorId] = useState<string>("");
  const sensors = useQuery(
    trpc.sensors.list.queryOptions({ page: 1, max: 100, plant_id: plantId, orderByColumn: "name" }),
  );
  const captures = useQuery({
    ...trpc.signals.captures.queryOptions({ sensor_id: Number(sensorId), limit: 50 }),
    enabled: sensorId !== "",
  });
  const full = refs.length >= MAX_COMPARE_CAPTURES;
  const sensorName = (id: number) =>
    (sensors.data?.data ?? []).find((s: { id: number }) => s.id === id)?.name ?? `#${id}`;
  return (
    <div className="flex flex-wrap items-end gap-2 text-sm" data-testid="compare-picker">
      <ul className="flex flex-wrap gap-1" aria-label={t("signals.compare.picked")}>
        {refs.map((r) => (
          <li
            key={`${r.sensor_id}:${r.fft_id}`}
            className="flex items-center gap-1 rounded-md border px-2 py-1"
          >
            <span>
              {sensorName(r.sensor_id)} · #{r.fft_id}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={t("signals.compare.remove")}
              onClick={() => onChange(refs.filter((x) => x !== r))}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <LabelledSelect
        className="flex min-w-44 flex-col gap-1"
        label={t("signals.compare.sensor")}
        value={sensorId || undefined}
        options={(sensors.data?.data ?? []).map((s: { id: number; name: string }) => ({
          value: String(s.id),
          label: s.name,
        }))}
        onChange={setSensorId}
      />
      <LabelledSelect
        className="flex min-w-56 flex-col gap-1"
        key={refs.length}
        label={t("signals.compare.add")}
        value={undefined}
        disabled={full || sensorId === ""}
        options={((captures.data ?? []) as WaveformSummary[]).map((c) => ({
          value: String(c.id),
          label: `${formatZoned(c.ts, timeZone)} · ${AXIS_LABELS[c.axis] ?? c.axis}${c.is_baseline ? ` · ${t("signals.compare.baseline")}` : ""}`,
        }))}
        onChange={(v) => onChange([...refs, { sensor_id: Number(sensorId), fft_id: Number(v) }])}
      />
      {full ? <p className="pb-1.5 text-xs text-muted-foreground">{t("signals.compare.full")}</p> : null}
    </div>
  );
}
