/**
 * The waterfall (cascade) of one sensor axis: its last N standard captures, oldest first, as spectra
 * (or envelope spectra) on one frequency grid. Captures at another sample rate or length than the
 * newest would not line up, so they are left out and counted. Rows are reduced to at most
 * `max_lines` values by keeping the largest line of each group, so peaks survive and a 100-row
 * cascade of 3 200-line spectra stays a few hundred kilobytes.
 */
import { schema } from "@plantwise/db";
import { type WaterfallView, WaveformKind, waterfallInput } from "@plantwise/shared";
import { and, desc, eq, lte } from "drizzle-orm";
import {
  captureSpeedRpm,
  captureSummary,
  machineContext,
  runningSpeedHz,
  scopedSensor,
  spectrumCore,
  viewSignals,
} from "../signals/service";

const { waveforms } = schema;

/** The largest value of each run of `factor` values. */
export function reduceLines(amplitudes: readonly number[], factor: number): number[] {
  if (factor <= 1) return [...amplitudes];
  const out: number[] = [];
  for (let start = 0; start < amplitudes.length; start += factor) {
    let max = amplitudes[start]!;
    const end = Math.min(amplitudes.length, start + factor);
    for (let i = start + 1; i < end; i++) if (amplitudes[i]! > max) max = amplitudes[i]!;
    out.push(max);
  }
  return out;
}

/** analysis.waterfall. */
export const waterfall = viewSignals
  .input(waterfallInput)
  .query(async ({ ctx, input }): Promise<WaterfallView> => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const rows = await ctx.db
      .select()
      .from(waveforms)
      .where(
        and(
          eq(waveforms.sensor_id, sensor.id),
          eq(waveforms.axis, input.axis),
          eq(waveforms.kind, WaveformKind.STANDARD),
          input.to === undefined ? undefined : lte(waveforms.ts, new Date(input.to)),
        ),
      )
      .orderBy(desc(waveforms.ts), desc(waveforms.id))
      .limit(input.count);
    const newest = rows[0];
    const unit = input.unit ?? (input.kind === "envelope" ? "gE" : (newest?.unit ?? "g"));
    const empty: WaterfallView = {
      sensor_id: sensor.id,
      axis: input.axis,
      kind: input.kind,
      unit,
      df: 0,
      fmax: 0,
      lines: 0,
      captures: [],
      rows: [],
      skipped: 0,
    };
    if (!newest) return empty;
    const alike = rows.filter(
      (r) => r.sample_rate === newest.sample_rate && r.sample_count === newest.sample_count,
    );
    const machine = await machineContext(ctx.db, sensor);
    const options = { kind: input.kind, unit };
    const first = spectrumCore(ctx.db, newest, options);
    const factor = Math.max(1, Math.ceil((first.amplitudes.length - 1) / input.max_lines));
    const view: WaterfallView = {
      ...empty,
      unit: first.unit,
      df: first.df * factor,
      fmax: first.fmax,
      skipped: rows.length - alike.length,
    };
    for (const capture of alike.reverse()) {
      const core = spectrumCore(ctx.db, capture, options);
      view.captures.push({
        ...captureSummary(capture),
        running_speed_hz: runningSpeedHz(captureSpeedRpm(capture), machine),
      });
      view.rows.push(reduceLines(core.amplitudes, factor));
    }
    view.lines = (view.rows[0]?.length ?? 1) - 1;
    return view;
  });
