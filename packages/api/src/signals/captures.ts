/** The FFT page's procedures: a sensor's captures, one capture's spectrum, envelope and waveform. */
import { type Database, schema } from "@plantwise/db";
import { WINDOW_KINDS, type WindowKind } from "@plantwise/dsp";
import {
  axisSchema,
  fftOutput,
  type WaveformSummary,
  type WaveformView,
  waveformInput,
} from "@plantwise/shared";
import { and, desc, eq, gte, lte } from "drizzle-orm";
import { z } from "zod";
import { instantSchema, withPathAliases } from "../lib/fields";
import { captureSummary, decodeSamples, latestCapture, sensorCapture } from "./capture-store";
import { idSchema, scopedSensor, viewSignals } from "./sensor-procedures";
import { decimate, spectrumView } from "./spectrum";

const { waveforms } = schema;

const spectrumOptionsShape = {
  window: z.enum(WINDOW_KINDS as [WindowKind, ...WindowKind[]]).optional(),
  scaling: z.enum(["peak", "rms"]).optional(),
};

export const capturesInput = withPathAliases(
  z.object({
    sensor_id: idSchema,
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    axis: axisSchema.optional(),
    kind: z.coerce.number().int().min(1).max(2).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
);

async function listCaptures(
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
  return rows.map(captureSummary);
}

/** signals.captures: newest first, without samples. */
export const captures = viewSignals.input(capturesInput).query(async ({ ctx, input }) => {
  const sensor = await scopedSensor(ctx, input.sensor_id);
  return listCaptures(ctx.db, sensor.id, input);
});

export const spectrumInput = withPathAliases(
  z.object({
    sensor_id: idSchema,
    fft_id: idSchema,
    kind: z.enum(["spectrum", "envelope"]).default("spectrum"),
    unit: z.enum(["g", "mm/s", "gE"]).optional(),
    ...spectrumOptionsShape,
  }),
);

/** signals.spectrum. */
export const spectrum = viewSignals.input(spectrumInput).query(async ({ ctx, input }) => {
  const sensor = await scopedSensor(ctx, input.sensor_id);
  const capture = await sensorCapture(ctx.db, sensor.id, input.fft_id);
  return spectrumView(ctx.db, sensor, capture, input);
});

/** signals.waveform: the time signal, decimated to at most max_points values. */
export const waveform = viewSignals
  .input(withPathAliases(waveformInput))
  .query(async ({ ctx, input }): Promise<WaveformView> => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const capture = await sensorCapture(ctx.db, sensor.id, input.fft_id);
    const { dt, values } = decimate(decodeSamples(capture.samples), capture.sample_rate, input.max_points);
    return { capture: captureSummary(capture), dt, values };
  });

/** signals.fft (GET /sensors/{sensorId}/ncd/fft): a capture's spectrum and the capture list. */
export const fft = viewSignals
  .input(
    withPathAliases(
      z.object({
        sensor_id: idSchema,
        fft_id: idSchema.optional(),
        kind: z.enum(["spectrum", "envelope"]).default("spectrum"),
        unit: z.enum(["g", "mm/s", "gE"]).optional(),
        ...spectrumOptionsShape,
      }),
    ),
  )
  .output(fftOutput)
  .query(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const capture =
      input.fft_id === undefined
        ? await latestCapture(ctx.db, sensor.id)
        : await sensorCapture(ctx.db, sensor.id, input.fft_id);
    const [view, list] = await Promise.all([
      capture ? spectrumView(ctx.db, sensor, capture, input) : Promise.resolve(null),
      listCaptures(ctx.db, sensor.id, { limit: 100 }),
    ]);
    return { spectrum: view, captures: list };
  });
