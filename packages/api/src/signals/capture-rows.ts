/** What the FFT page's procedures share: a sensor's capture list and the spectrum options. */
import { type Database, schema } from "@plantwise/db";
import { WINDOW_KINDS, type WindowKind } from "@plantwise/dsp";
import type { WaveformSummary } from "@plantwise/shared";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { captureSummary } from "./capture-store";

const { waveforms } = schema;

export const spectrumOptionsShape = {
  window: z.enum(WINDOW_KINDS as [WindowKind, ...WindowKind[]]).optional(),
  scaling: z.enum(["peak", "rms"]).optional(),
};

/** A sensor's captures, newest first, without samples, with how many notes each carries. */
export async function listCaptures(
  db: Database,
  sensorId: number,
  filter: {
    from?: number | undefined;
    to?: number | undefined;
    axis?: number | undefined;
    kind?: number | undefined;
    limit: number;
  },
): Promise<WaveformSummary[]> {
  const rows = await db
    .select({
      id: waveforms.id,
      sensor_id: waveforms.sensor_id,
      axis: waveforms.axis,
      kind: waveforms.kind,
      ts: waveforms.ts,
      sample_rate: waveforms.sample_rate,
      sample_count: waveforms.sample_count,
      unit: waveforms.unit,
      rpm: waveforms.rpm,
      manual_rpm: waveforms.manual_rpm,
      is_baseline: waveforms.is_baseline,
      // Table names spelled out: Drizzle leaves a single-table select's columns unqualified, which
      // would bind both sides inside the subquery.
      note_count: sql<number>`(select count(*)::int from "capture_notes" "cn" where "cn"."waveform_id" = "waveforms"."id")`,
    })
    .from(waveforms)
    .where(
      and(
        eq(waveforms.sensor_id, sensorId),
        filter.from === undefined ? undefined : gte(waveforms.ts, new Date(filter.from)),
        filter.to === undefined ? undefined : lte(waveforms.ts, new Date(filter.to)),
        filter.axis === undefined ? undefined : eq(waveforms.axis, filter.axis),
        filter.kind === undefined ? undefined : eq(waveforms.kind, filter.kind),
      ),
    )
    .orderBy(desc(waveforms.ts), desc(waveforms.id))
    .limit(filter.limit);
  return rows.map(({ note_count, ...row }) => captureSummary(row, Number(note_count)));
}
