/**
 * One simulated gateway talking to the real ingest endpoint: builds batches (backfill, live values,
 * captures), posts them with fetch and its device token, and answers the commands the ingest answer
 * hands out — fft_request with a capture, equipment_rpm / gain_adjustment / config by changing the
 * simulated sensor (gain and speed apply to the next values), reboot and ping with a plausible
 * response. Results go back at once in a follow-up post, so a user waiting on an FFT is not kept
 * for a whole interval.
 */
import { INGEST_LIMITS, ParameterType, WaveformKind } from "@plantwise/shared";
import { capture, type PendingCommand, runCommand, type WaveformEntry } from "./commands";
import { channelsOf, liveValues, modelValues, type Reading, type SimSensor, statusAt } from "./model";
import type { SimGateway } from "./setup";

export const BACKFILL_STEP_MS = 10 * 60_000;
export const MAX_READINGS_PER_POST = 5000;
/** Follow-up posts answering commands, per cycle: commands queued meanwhile wait for the next one. */
const MAX_COMMAND_ROUNDS = 3;

export interface IngestBody {
  readings?: { sensor: string[]; parameter_type: number[]; axis: number[]; ts: number[]; value: number[] };
  waveforms?: WaveformEntry[];
  status?: { sensor: string; rssi: number; battery?: number; firmware_version?: string; ts: number }[];
  command_results?: { id: number; status: number; response: Record<string, unknown> }[];
}

export interface IngestTotals {
  posts: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  waveformsAccepted: number;
  waveformsDuplicates: number;
  commandsAnswered: number;
}

export interface PostContext {
  baseUrl: string;
  totals: IngestTotals;
  log: (message: string, error?: unknown) => void;
}

class Columns {
  readonly cols = {
    sensor: [] as string[],
    parameter_type: [] as number[],
    axis: [] as number[],
    ts: [] as number[],
    value: [] as number[],
  };
  get length(): number {
    return this.cols.sensor.length;
  }
  push(serial: string, ts: number, readings: Reading[]): void {
    for (const [parameter_type, axis, value] of readings) {
      this.cols.sensor.push(serial);
      this.cols.parameter_type.push(parameter_type);
      this.cols.axis.push(axis);
      this.cols.ts.push(ts);
      this.cols.value.push(value);
    }
  }
}

/** Posts one body; returns the pending commands of the answer (none when the post failed). */
export async function post(
  ctx: PostContext,
  gateway: SimGateway,
  body: IngestBody,
): Promise<PendingCommand[]> {
  if (gateway.revoked) return [];
  let res: Response;
  try {
    res = await fetch(`${ctx.baseUrl}/api/ingest/readings`, {
      method: "POST",
      headers: { authorization: `Bearer ${gateway.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    ctx.log(`gateway ${gateway.serial}: ingest unreachable`, error);
    return [];
  }
  const answer = (await res.json().catch(() => ({}))) as {
    message?: string;
    accepted?: number;
    duplicates?: number;
    rejected?: unknown[];
    waveforms?: { accepted: number; duplicates: number };
    commands?: PendingCommand[];
  };
  ctx.totals.posts += 1;
  ctx.totals.accepted += answer.accepted ?? 0;
  ctx.totals.duplicates += answer.duplicates ?? 0;
  ctx.totals.rejected += answer.rejected?.length ?? 0;
  ctx.totals.waveformsAccepted += answer.waveforms?.accepted ?? 0;
  ctx.totals.waveformsDuplicates += answer.waveforms?.duplicates ?? 0;
  if (res.status === 401) {
    gateway.revoked = true;
    ctx.log(
      `gateway ${gateway.serial}: device token refused (rotated or archived in the app); no longer simulated`,
    );
    return [];
  }
  if (res.status !== 200) {
    const detail = JSON.stringify(answer.rejected?.slice(0, 3) ?? answer.message ?? "");
    ctx.log(`gateway ${gateway.serial}: ingest answered ${res.status} ${detail}`);
  }
  return Array.isArray(answer.commands) ? answer.commands : [];
}

/**
 * Backfill: the model's values at every 10-minute step after the sensor's newest reading (at most
 * `windowMs` back), with hourly signal strength and battery history, in posts of ≤ 5 000 readings.
 * Steps sit on a fixed grid, so a resent step is a duplicate, never a near-copy.
 */
export async function backfill(
  ctx: PostContext,
  gateway: SimGateway,
  now: number,
  windowMs: number,
  last: Map<number, number>,
  isStopped: () => boolean,
): Promise<void> {
  const end = Math.floor(now / BACKFILL_STEP_MS) * BACKFILL_STEP_MS;
  let batch = new Columns();
  const flush = async () => {
    if (batch.length === 0) return;
    const body: IngestBody = { readings: batch.cols };
    batch = new Columns();
    await post(ctx, gateway, body);
  };
  for (const sensor of gateway.sensors) {
    const windowStart = Math.ceil((now - windowMs) / BACKFILL_STEP_MS) * BACKFILL_STEP_MS;
    const newest = last.get(sensor.id);
    const from =
      newest === undefined
        ? windowStart
        : Math.max(windowStart, Math.floor(newest / BACKFILL_STEP_MS + 1) * BACKFILL_STEP_MS);
    const perStep = channelsOf(sensor.spec).length + 2;
    for (let ts = from; ts <= end; ts += BACKFILL_STEP_MS) {
      if (isStopped()) return;
      if (batch.length + perStep > MAX_READINGS_PER_POST) await flush();
      batch.push(sensor.serial, ts, modelValues(sensor, ts));
      if (ts % 3_600_000 === 0) {
        const status = statusAt(sensor, ts);
        const history: Reading[] = [[ParameterType.signal_strength, 0, status.rssi]];
        if (status.battery !== null) history.push([ParameterType.battery, 0, status.battery]);
        batch.push(sensor.serial, ts, history);
      }
    }
  }
  await flush();
}

/** One live batch: values measured on synthesised waveforms, status, and captures when due. */
export async function liveBatch(
  ctx: PostContext,
  gateway: SimGateway,
  now: number,
  captures: SimSensor[],
): Promise<void> {
  const batch = new Columns();
  const status: NonNullable<IngestBody["status"]> = [];
  for (const sensor of gateway.sensors) {
    batch.push(sensor.serial, now, liveValues(sensor, now));
    const s = statusAt(sensor, now);
    status.push({
      sensor: sensor.serial,
      rssi: s.rssi,
      ...(s.battery === null ? {} : { battery: s.battery }),
      ts: now,
    });
  }
  const waveforms = captures.map((sensor) =>
    capture(sensor, sensor.spec.axes[0] ?? 1, WaveformKind.STANDARD, now),
  );
  const commands = await post(ctx, gateway, { readings: batch.cols, status, waveforms });
  await answerCommands(ctx, gateway, commands, now);
}

/**
 * Answers pending commands (and any backlog) in follow-up posts, a capture riding along with its
 * fft_request result. Commands still arriving after a few rounds wait in the backlog for the next post.
 */
export async function answerCommands(
  ctx: PostContext,
  gateway: SimGateway,
  commands: PendingCommand[],
  now: number,
): Promise<void> {
  let pending = [...gateway.backlog.splice(0), ...commands];
  for (let round = 0; round < MAX_COMMAND_ROUNDS && pending.length > 0; round++) {
    const results: NonNullable<IngestBody["command_results"]> = [];
    const waveforms: WaveformEntry[] = [];
    for (const command of pending) {
      const outcome = runCommand(gateway, command, now);
      results.push({ id: command.id, status: outcome.status, response: outcome.response });
      if (outcome.waveform) waveforms.push(outcome.waveform);
    }
    ctx.totals.commandsAnswered += results.length;
    const chunks: WaveformEntry[][] = [];
    for (let i = 0; i < waveforms.length; i += INGEST_LIMITS.maxWaveforms) {
      chunks.push(waveforms.slice(i, i + INGEST_LIMITS.maxWaveforms));
    }
    pending = [];
    for (const [i, chunk] of (chunks.length > 0 ? chunks : [[]]).entries()) {
      const body: IngestBody = { waveforms: chunk };
      if (i === 0) body.command_results = results;
      pending.push(...(await post(ctx, gateway, body)));
    }
  }
  gateway.backlog.push(...pending);
}
