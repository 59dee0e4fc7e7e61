/**
 * The time cursors' readout under the waveform: T1 and T2 (each a slider the arrow keys move one
 * point at a time, so the cursors work without a pointer too), Δt between them and 1/Δt as a
 * frequency, a shaft speed (60/Δt RPM) and, when the running speed is known, in orders.
 */
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { orderText } from "./peak-list";
import { formatValue } from "./units";
import { CURSOR_NAMES } from "./waveform-marks";
import { type CursorPair, cursorInterval, type TimeRange } from "./waveform-math";

/** Points a Page Up / Page Down moves a cursor. */
const PAGE_POINTS = 10;

export function WaveformCursors({
  cursors,
  onCursors,
  runningSpeedHz,
  dtMs,
  durationMs,
  range,
}: {
  cursors: CursorPair;
  onCursors: (cursors: CursorPair) => void;
  runningSpeedHz: number | null;
  /** Time between points, ms: a key press moves a cursor by one. */
  dtMs: number;
  /** Time of the last point, ms. */
  durationMs: number;
  /** The range shown: an unset cursor placed by key starts in its middle. */
  range: TimeRange;
}) {
  const { t } = useTranslation();
  const interval = cursorInterval(cursors, runningSpeedHz);
  const snap = (ms: number) => Math.min(durationMs, Math.max(0, Math.round(ms / dtMs) * dtMs));
  const onKey = (index: number) => (event: KeyboardEvent) => {
    const at = cursors[index] ?? null;
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowDown: -1,
      ArrowRight: 1,
      ArrowUp: 1,
      PageDown: -PAGE_POINTS,
      PageUp: PAGE_POINTS,
    };
    let next: number | null = null;
    if (event.key === "Home") next = snap(range[0]);
    else if (event.key === "End") next = snap(range[1]);
    else if (steps[event.key] !== undefined) {
      next = at === null ? snap((range[0] + range[1]) / 2) : snap(at + (steps[event.key] ?? 0) * dtMs);
    }
    if (next === null) return;
    event.preventDefault();
    const moved: CursorPair = [...cursors];
    moved[index] = next;
    onCursors(moved);
  };
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs tabular-nums"
      data-testid="waveform-cursors"
    >
      {cursors.map((ms, i) => {
        const name = CURSOR_NAMES[i] ?? "";
        const text = ms === null ? t("signals.waveform.cursorUnset") : formatValue(ms, "ms");
        return (
          <span
            key={name}
            role="slider"
            tabIndex={0}
            aria-label={t("signals.waveform.cursorSlider", { name })}
            aria-valuemin={0}
            aria-valuemax={durationMs}
            aria-valuenow={ms ?? undefined}
            aria-valuetext={text}
            onKeyDown={onKey(i)}
            className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <span className="font-semibold">{name}</span> {text}
          </span>
        );
      })}
      {interval !== null ? (
        <span aria-live="polite" className="flex flex-wrap gap-x-3">
          <span>
            <span className="font-semibold">Δt</span> {formatValue(interval.deltaMs, "ms")}
          </span>
          <span>
            <span className="font-semibold">1/Δt</span> {formatValue(interval.hz, "Hz")} ·{" "}
            {`${Math.round(interval.rpm)} RPM`}
            {interval.orders !== null
              ? ` · ${t("signals.waveform.orders", { orders: orderText(interval.orders) })}`
              : null}
          </span>
        </span>
      ) : null}
    </div>
  );
}
