/** How the capture history names a capture: its time on the plant's clock, axis and waveform type. */
import { AXIS_LABELS, WaveformKind, type WaveformSummary } from "@plantwise/shared";
import { formatZoned } from "./charts/zoned-time";

/** The i18n key of a waveform type's name (signals.history.kindStandard / kindEnvelope). */
export function kindLabelKey(kind: number): string {
  return kind === WaveformKind.ENVELOPE ? "signals.history.kindEnvelope" : "signals.history.kindStandard";
}

/** "2026-11-20 10:00 · X": a capture told apart from its neighbours in words. */
export function captureName(capture: Pick<WaveformSummary, "ts" | "axis">, timeZone: string): string {
  return `${formatZoned(capture.ts, timeZone)} · ${AXIS_LABELS[capture.axis] ?? capture.axis}`;
}
