/**
 * One simulated gateway talking to the real ingest endpoint: posts batches with fetch and its device
 * token — live values with status, and when due a standard capture of every axis of each vibration
 * sensor (split over several posts to stay within the ingest's waveform limits) — and answers the
 * commands the ingest answer hands out: fft_request with a capture, equipment_rpm / gain_adjustment /
 * config by changing the simulated sensor (gain and speed apply to the next values), reboot and ping
 * with a plausible response. Results go back at once in a follow-up post, so a user waiting on an FFT
 * is not kept for a whole interval. The history before the live batches is backfill.ts.
 */
import { captureAxes, type WaveformEntry, waveformPosts } from "./captures";
import { type PendingCommand, runCommand } from "./commands";
import { liveValues, type Reading, type SimSensor, statusAt } from "./model";
import type { SimGateway } from "./setup";

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

/** Readings as the ingest's columns. */
export class Columns {
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
 * One live batch: values measured on synthesised waveforms and status, with a standard capture of
 * every axis of `captures` (the first post carries as many as the limits allow, follow-ups the rest).
 */
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
  const waveforms = captures.flatMap((sensor) => captureAxes(sensor, now));
  const commands = await postWaveforms(ctx, gateway, waveforms, { readings: batch.cols, status });
  await answerCommands(ctx, gateway, commands, now);
}

/**
 * Posts captures in as many posts as the ingest's limits need, the first one carrying `first` (readings,
 * status, command results); nothing when both are empty. Returns the commands the answers handed out.
 */
export async function postWaveforms(
  ctx: PostContext,
  gateway: SimGateway,
  waveforms: Iterable<WaveformEntry>,
  first: IngestBody = {},
): Promise<PendingCommand[]> {
  const commands: PendingCommand[] = [];
  let rest = first;
  let posted = false;
  for (const chunk of waveformPosts(waveforms)) {
    commands.push(...(await post(ctx, gateway, { ...rest, waveforms: chunk })));
    rest = {};
    posted = true;
  }
  if (!posted && Object.keys(first).length > 0) commands.push(...(await post(ctx, gateway, first)));
  return commands;
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
    pending = await postWaveforms(ctx, gateway, waveforms, { command_results: results });
  }
  gateway.backlog.push(...pending);
}
