/**
 * Validation of one gateway batch (docs/api/ingest.md), before anything touches the database.
 *
 * Readings are checked as columns, in one pass with plain loops: a batch holds up to 20 000
 * readings and a zod parse per reading would cost more than the insert itself. Policy: a batch
 * over a limit, or whose shape is wrong (not an object, columns of different lengths), is refused
 * whole (`BatchError`); otherwise each bad entry is listed in `rejected` with its index, the field
 * and the rule it broke, and the good ones go on to be stored.
 */
import { AXIS_IDS, INGEST_LIMITS, PARAMETER_TYPE_IDS, ParameterType, WaveformKind } from "@plantwise/shared";
import {
  BatchError,
  type CommandResult,
  type GatewaySensor,
  type ReadingColumns,
  type Rejection,
  type SensorStatus,
  type ValidatedBatch,
  type WaveformCapture,
} from "./batch-types";

export * from "./batch-types";

const MIN_TS = Date.UTC(2000, 0, 1);
const MIN_WAVEFORM_SAMPLES = 256;
const MAX_TEXT = 64;
const MAX_INT4 = 2_147_483_647;
const READING_KEYS = ["sensor", "parameter_type", "axis", "ts", "value"] as const;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const knownParameter = lookupTable(PARAMETER_TYPE_IDS);
const knownAxis = lookupTable(AXIS_IDS);

function lookupTable(ids: readonly number[]): Uint8Array {
  const table = new Uint8Array(256);
  for (const id of ids) table[id] = 1;
  return table;
}

function isKnown(table: Uint8Array, v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v < table.length && table[v] === 1;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Validates a parsed JSON body against the gateway's sensors. `sensors` maps lower-cased serial
 * numbers; `now` is the server's clock in ms.
 */
export function validateBatch(
  body: unknown,
  sensors: Map<string, GatewaySensor>,
  now: number,
): ValidatedBatch {
  if (!isRecord(body)) throw malformed("body", "must be a JSON object");
  const columns = readingColumns(body.readings);
  const waveformList = sectionList(body.waveforms, "waveforms", INGEST_LIMITS.maxWaveforms);
  const statusList = sectionList(body.status, "status", INGEST_LIMITS.maxReadings);
  const resultList = sectionList(body.command_results, "command_results", INGEST_LIMITS.maxReadings);

  const ctx = new Checker(sensors, now);
  const readings: ReadingColumns = { sensor_id: [], parameter_type: [], axis: [], ts: [], value: [] };
  if (columns) checkReadings(columns, ctx, readings);
  const waveforms = checkWaveforms(waveformList, ctx);
  const status = checkStatus(statusList, ctx, readings);
  const commandResults = checkCommandResults(resultList, ctx);
  return { readings, waveforms, status, commandResults, seen: ctx.seen, rejected: ctx.rejected };
}

/** Sensors are resolved once per distinct serial string, however many readings name it. */
class Checker {
  readonly rejected: Rejection[] = [];
  readonly seen = new Map<number, number>();
  private readonly resolved = new Map<string, GatewaySensor | undefined>();

  constructor(
    private readonly sensors: Map<string, GatewaySensor>,
    readonly now: number,
  ) {}

  reject(index: number, field: string, rule: string): void {
    this.rejected.push({ index, field, rule });
  }

  /** The sensor id, or a rule broken. */
  sensor(v: unknown): number | string {
    if (typeof v !== "string" || v === "") return "must be a sensor serial number";
    let sensor = this.resolved.get(v);
    if (sensor === undefined && !this.resolved.has(v)) {
      sensor = this.sensors.get(v.toLowerCase());
      this.resolved.set(v, sensor);
    }
    if (!sensor) return "sensor not on this gateway";
    if (sensor.is_archived) return "sensor archived";
    return sensor.id;
  }

  /** Epoch ms, or a rule broken. */
  timestamp(v: unknown): number | string {
    const ms = typeof v === "number" ? v : typeof v === "string" ? Date.parse(v) : Number.NaN;
    if (!Number.isFinite(ms)) return "not a timestamp (epoch ms or ISO 8601)";
    if (ms < MIN_TS) return "before 2000-01-01";
    if (ms > this.now + INGEST_LIMITS.maxFutureSkewMs) return "more than 5 minutes in the future";
    return ms;
  }

  markSeen(sensorId: number, ts: number): void {
    const prev = this.seen.get(sensorId);
    if (prev === undefined || ts > prev) this.seen.set(sensorId, ts);
  }
}

type RawColumns = Record<(typeof READING_KEYS)[number], unknown[]>;

/** Both forms of `readings` as raw columns: the columnar object as is, an array of rows transposed. */
function readingColumns(raw: unknown): RawColumns | null {
  if (raw === undefined || raw === null) return null;
  if (Array.isArray(raw)) {
    checkCount(raw.length, "readings", INGEST_LIMITS.maxReadings);
    const cols: RawColumns = { sensor: [], parameter_type: [], axis: [], ts: [], value: [] };
    for (const row of raw) {
      const r = isRecord(row) ? row : {};
      cols.sensor.push(r.sensor);
      cols.parameter_type.push(r.parameter_type);
      cols.axis.push(r.axis);
      cols.ts.push(r.ts);
      cols.value.push(r.value);
    }
    return cols;
  }
  if (!isRecord(raw)) throw malformed("readings", "must be an array of readings or an object of columns");
  const length = Array.isArray(raw.sensor) ? raw.sensor.length : 0;
  for (const key of READING_KEYS) {
    if (!Array.isArray(raw[key])) throw malformed(`readings.${key}`, "must be an array");
    if ((raw[key] as unknown[]).length !== length) {
      throw malformed(`readings.${key}`, "every column must have the same length as readings.sensor");
    }
  }
  checkCount(length, "readings", INGEST_LIMITS.maxReadings);
  return raw as RawColumns;
}

function checkReadings(cols: RawColumns, ctx: Checker, out: ReadingColumns): void {
  const { sensor, parameter_type, axis, ts, value } = cols;
  for (let i = 0; i < sensor.length; i++) {
    const sensorId = ctx.sensor(sensor[i]);
    if (typeof sensorId === "string") {
      ctx.reject(i, "sensor", sensorId);
      continue;
    }
    const p = parameter_type[i];
    if (!isKnown(knownParameter, p)) {
      ctx.reject(i, "parameter_type", "unknown parameter type");
      continue;
    }
    const a = axis[i];
    if (!isKnown(knownAxis, a)) {
      ctx.reject(i, "axis", "unknown axis (0 none, 1 X, 2 Y, 3 Z)");
      continue;
    }
    const t = ctx.timestamp(ts[i]);
    if (typeof t === "string") {
      ctx.reject(i, "ts", t);
      continue;
    }
    const v = value[i];
    if (typeof v !== "number" || !Number.isFinite(v)) {
      ctx.reject(i, "value", "not a finite number");
      continue;
    }
    out.sensor_id.push(sensorId);
    out.parameter_type.push(p);
    out.axis.push(a);
    out.ts.push(t);
    out.value.push(v);
    ctx.markSeen(sensorId, t);
  }
}

/** A rule an entry of `waveforms`, `status` or `command_results` broke. */
class Broken {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {}
}

/** Checks each entry of a section; broken ones are listed as `<section>.<field>`. */
function checkSection<T>(
  list: unknown[],
  section: string,
  ctx: Checker,
  check: (entry: Record<string, unknown>, index: number) => T | Broken,
): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    const result = isRecord(entry) ? check(entry, i) : new Broken("entry", "not an object");
    if (result instanceof Broken) ctx.reject(i, `${section}.${result.field}`, result.rule);
    else out.push(result);
  }
  return out;
}

function checkWaveforms(list: unknown[], ctx: Checker): WaveformCapture[] {
  // Size first, for the whole list: one over-size capture refuses the batch before any decoding.
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    const samples = isRecord(entry) ? entry.samples : undefined;
    // base64: 4 characters per 3 bytes, at most 2 of padding.
    if (typeof samples === "string" && (samples.length * 3) / 4 - 2 > INGEST_LIMITS.maxWaveformSamples * 4) {
      throw tooManySamples(i);
    }
  }
  return checkSection(list, "waveforms", ctx, (w, i) => {
    const sensorId = ctx.sensor(w.sensor);
    if (typeof sensorId === "string") return new Broken("sensor", sensorId);
    if (!isKnown(knownAxis, w.axis)) return new Broken("axis", "unknown axis (0 none, 1 X, 2 Y, 3 Z)");
    const kind = w.kind ?? WaveformKind.STANDARD;
    if (kind !== WaveformKind.STANDARD && kind !== WaveformKind.ENVELOPE)
      return new Broken("kind", "must be 1 or 2");
    const ts = ctx.timestamp(w.ts);
    if (typeof ts === "string") return new Broken("ts", ts);
    const rate = w.sample_rate;
    if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0) {
      return new Broken("sample_rate", "must be a number above 0");
    }
    const unit = w.unit ?? "g";
    if (typeof unit !== "string" || unit === "" || unit.length > MAX_TEXT) {
      return new Broken("unit", "must be a short text");
    }
    const rpm = w.rpm ?? null;
    if (rpm !== null && (typeof rpm !== "number" || !Number.isFinite(rpm) || rpm < 0)) {
      return new Broken("rpm", "must be a number of at least 0");
    }
    if (typeof w.samples !== "string" || !BASE64.test(w.samples))
      return new Broken("samples", "must be base64");
    const samples = Buffer.from(w.samples, "base64");
    if (samples.length % 4 !== 0) return new Broken("samples", "must be whole Float32 values (4 bytes each)");
    const count = samples.length / 4;
    if (count > INGEST_LIMITS.maxWaveformSamples) throw tooManySamples(i);
    if (count < MIN_WAVEFORM_SAMPLES)
      return new Broken("samples", `at least ${MIN_WAVEFORM_SAMPLES} samples`);
    if (w.sample_count !== undefined && w.sample_count !== count) {
      return new Broken("sample_count", "does not match the decoded samples");
    }
    for (let k = 0; k < count; k++) {
      if (!Number.isFinite(samples.readFloatLE(k * 4)))
        return new Broken("samples", "every sample must be finite");
    }
    ctx.markSeen(sensorId, ts);
    return {
      sensor_id: sensorId,
      axis: w.axis,
      kind,
      ts,
      sample_rate: rate,
      sample_count: count,
      unit,
      rpm,
      samples,
    };
  });
}

/** Status entries update the sensor and become signal-strength and battery readings at `ts` (or now). */
function checkStatus(list: unknown[], ctx: Checker, readings: ReadingColumns): SensorStatus[] {
  return checkSection(list, "status", ctx, (s) => {
    const sensorId = ctx.sensor(s.sensor);
    if (typeof sensorId === "string") return new Broken("sensor", sensorId);
    const rssi = percent(s.rssi);
    if (rssi === undefined) return new Broken("rssi", "must be a number from 0 to 100");
    const battery = percent(s.battery);
    if (battery === undefined) return new Broken("battery", "must be a number from 0 to 100");
    const fw = s.firmware_version ?? null;
    if (fw !== null && (typeof fw !== "string" || fw.length > MAX_TEXT)) {
      return new Broken("firmware_version", "must be a short text");
    }
    const ts = s.ts === undefined ? ctx.now : ctx.timestamp(s.ts);
    if (typeof ts === "string") return new Broken("ts", ts);
    for (const [parameter, v] of [
      [ParameterType.signal_strength, rssi],
      [ParameterType.battery, battery],
    ] as const) {
      if (v === null) continue;
      readings.sensor_id.push(sensorId);
      readings.parameter_type.push(parameter);
      readings.axis.push(0);
      readings.ts.push(ts);
      readings.value.push(v);
    }
    ctx.markSeen(sensorId, ts);
    return { sensor_id: sensorId, rssi, battery, firmware_version: fw };
  });
}

/** 0–100 rounded to a whole number; null when absent; undefined when invalid. */
function percent(v: unknown): number | null | undefined {
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 100) return undefined;
  return Math.round(v);
}

function checkCommandResults(list: unknown[], ctx: Checker): CommandResult[] {
  return checkSection(list, "command_results", ctx, (c, index) => {
    if (typeof c.id !== "number" || !Number.isInteger(c.id) || c.id <= 0 || c.id > MAX_INT4) {
      return new Broken("id", "must be a command id");
    }
    if (typeof c.status !== "number" || !Number.isInteger(c.status) || c.status < 0 || c.status > 3) {
      return new Broken("status", "must be 0 (fail), 1 (success), 2 (process) or 3 (controller timeout)");
    }
    const response = c.response ?? null;
    if (response !== null && !isRecord(response)) return new Broken("response", "must be an object");
    return { index, id: c.id, status: c.status, response };
  });
}

function sectionList(raw: unknown, name: string, limit: number): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw malformed(name, "must be an array");
  checkCount(raw.length, name, limit);
  return raw;
}

function checkCount(count: number, name: string, limit: number): void {
  if (count > limit) {
    throw new BatchError(422, `${name}: at most ${limit} per request`, [
      [`${name}: at most ${limit} per request`],
    ]);
  }
}

function tooManySamples(index: number): BatchError {
  const rule = `waveforms.${index}.samples: at most ${INGEST_LIMITS.maxWaveformSamples} samples per capture`;
  return new BatchError(422, rule, [[rule]]);
}

function malformed(field: string, rule: string): BatchError {
  return new BatchError(422, "Malformed batch: nothing was stored", [[`${field}: ${rule}`]]);
}
