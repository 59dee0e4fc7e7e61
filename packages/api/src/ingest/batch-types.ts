import type { WaveformSummary } from "@plantwise/shared";

/** A sensor attached to the authenticated gateway. */
export interface GatewaySensor {
  id: number;
  serial_number: string;
  is_archived: boolean;
}

export interface Rejection {
  index: number;
  /** The reading's field (`value`), or `<section>.<field>` for the other sections (`waveforms.samples`). */
  field: string;
  rule: string;
}

/** The whole batch is refused and nothing is stored: 413 for an over-size body, 422 otherwise. */
export class BatchError extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
    readonly messages: string[][] = [],
  ) {
    super(message);
  }
}

/** Accepted readings, column by column (ts in epoch milliseconds). */
export interface ReadingColumns {
  sensor_id: number[];
  parameter_type: number[];
  axis: number[];
  ts: number[];
  value: number[];
}

/** A capture as received: the stored summary's fields (it has no id yet) and its samples. */
export interface WaveformCapture
  extends Pick<
    WaveformSummary,
    "sensor_id" | "axis" | "kind" | "ts" | "sample_rate" | "sample_count" | "unit" | "rpm"
  > {
  /** Float32 little-endian, as received. */
  samples: Buffer;
}

export interface SensorStatus {
  sensor_id: number;
  rssi: number | null;
  battery: number | null;
  firmware_version: string | null;
}

export interface CommandResult {
  index: number;
  id: number;
  status: number;
  response: Record<string, unknown> | null;
}

export interface ValidatedBatch {
  /** The `readings` section, then the signal-strength and battery readings of `status`. */
  readings: ReadingColumns;
  waveforms: WaveformCapture[];
  status: SensorStatus[];
  commandResults: CommandResult[];
  /** Newest accepted timestamp per sensor id (readings, captures, status), for sensors.last_seen_at. */
  seen: Map<number, number>;
  rejected: Rejection[];
}
