/**
 * What the fault test sends and what it must find afterwards. Every series is one sensor's
 * temperature (parameter 4, axis 0: a temperature-only series has no run signal of its own, and
 * the test sends no velocity, so the machine counts as running and every reading is judged). Its
 * readings are one every STEP_MS from t0, so a reading is identified by (sensor, ts); their values
 * repeat CYCLE, which crosses every level of ZONES so that each cycle raises and clears each of
 * the four level alarms once. The expected alarms are the dsp evaluator's run over the whole
 * stream in one go: what evaluation must end up with however the stream was cut into batches,
 * transactions and crashes.
 */
import { type AlarmKind, evaluateZones, type ZoneSettings } from "@plantwise/dsp";
import { AlertType, ParameterType } from "@plantwise/shared";
import type { GatewayBatch } from "./gateway";

export const PARAMETER = ParameterType.temperature;
export const AXIS = 0;
export const STEP_MS = 10;

/** The zones every test series gets (sensor_level_zones columns). */
export const ZONE_ROW = {
  warning_zone: 70,
  alarm_zone: 85,
  baseline: null,
  warning_delta: null,
  alarm_delta: null,
  baseline_delta: null,
  samples_to_alarm: 3,
  samples_to_settle: 3,
  acute_samples: 1,
  stable_samples: 6,
  extra_vibration_multiplier: 1.5,
  warm_up_minutes: 0,
  cool_down_minutes: 0,
  further_below_run_rate_percent: null,
  stop_time_minutes: null,
} as const;

/** ZONE_ROW as the dsp evaluator takes it. */
export const ZONE_SETTINGS: ZoneSettings = {
  warningZone: ZONE_ROW.warning_zone,
  alarmZone: ZONE_ROW.alarm_zone,
  samplesToAlarm: ZONE_ROW.samples_to_alarm,
  samplesToSettle: ZONE_ROW.samples_to_settle,
  acuteSamples: ZONE_ROW.acute_samples,
  stableSamples: ZONE_ROW.stable_samples,
  extraVibrationMultiplier: ZONE_ROW.extra_vibration_multiplier,
  warmUpMinutes: ZONE_ROW.warm_up_minutes,
  coolDownMinutes: ZONE_ROW.cool_down_minutes,
};

/**
 * One cycle of values (warning 70, alarm 85, acute 127.5, chronic: six in a row ≥ 70): warning
 * rises at index 6, chronic at 9, alarm at 13, acute at 15; alarm and acute settle at 18, warning
 * and chronic at 19. 24 values, so events fall at every offset of the 7-reading batches.
 */
export const CYCLE: readonly number[] = [
  50, 50, 50, 50, 75, 75, 75, 75, 90, 90, 60, 90, 90, 90, 90, 130, 75, 50, 50, 50, 50, 50, 50, 50,
];

/** Each series starts its cycle elsewhere, so the series do not raise in step. */
export function valueAt(seriesIndex: number, j: number): number {
  return CYCLE[(j + seriesIndex * 5) % CYCLE.length]!;
}

export interface PlannedSeries {
  /** 0, 1, 2 … over all gateways: the cycle offset. */
  index: number;
  sensorId: number;
  serial: string;
}

export interface Plan {
  t0: number;
  /** Batches per gateway and readings per series in each. */
  batches: number;
  perBatch: number;
}

export const readingsPerSeries = (plan: Plan) => plan.batches * plan.perBatch;
export const tsAt = (plan: Plan, j: number) => plan.t0 + j * STEP_MS;

/** A gateway's batches: batch b carries readings b·perBatch … of each of its series. */
export function gatewayBatches(plan: Plan, series: readonly PlannedSeries[]): GatewayBatch[] {
  return Array.from({ length: plan.batches }, (_, b) => {
    const readings: { sensor: string; parameter_type: number; axis: number; ts: number; value: number }[] =
      [];
    for (let j = b * plan.perBatch; j < (b + 1) * plan.perBatch; j++) {
      for (const s of series) {
        readings.push({
          sensor: s.serial,
          parameter_type: PARAMETER,
          axis: AXIS,
          ts: tsAt(plan, j),
          value: valueAt(s.index, j),
        });
      }
    }
    return { number: b, body: { readings }, readings: readings.length };
  });
}

/** An alarm row as the test compares it. */
export interface AlarmRecord {
  sensorId: number;
  alertType: number;
  createdMs: number;
  clearedMs: number | null;
  clearCause: string | null;
  value: number;
}

const ALERT_TYPE_OF: Record<AlarmKind, number> = {
  warning: AlertType.warning,
  alarm: AlertType.alarm,
  acute: AlertType.acute,
  chronic: AlertType.chronic,
};

/** The level alarms of a series' whole stream, in the order they were raised. */
export function expectedAlarms(plan: Plan, s: PlannedSeries): AlarmRecord[] {
  const samples = Array.from({ length: readingsPerSeries(plan) }, (_, j) => ({
    timeMs: tsAt(plan, j),
    value: valueAt(s.index, j),
    running: true,
  }));
  const open = new Map<AlarmKind, AlarmRecord>();
  const records: AlarmRecord[] = [];
  for (const event of evaluateZones(ZONE_SETTINGS, samples)) {
    if (event.action === "raised") {
      const record: AlarmRecord = {
        sensorId: s.sensorId,
        alertType: ALERT_TYPE_OF[event.kind],
        createdMs: event.timeMs,
        clearedMs: null,
        clearCause: null,
        value: event.value,
      };
      open.set(event.kind, record);
      records.push(record);
    } else {
      const record = open.get(event.kind)!;
      record.clearedMs = event.timeMs;
      record.clearCause = event.cause;
      open.delete(event.kind);
    }
  }
  return records;
}

/** A stable text of an alarm record, to compare sets of them and to show the differences. */
export function alarmText(a: AlarmRecord): string {
  const at = (ms: number | null) => (ms === null ? "open" : new Date(ms).toISOString());
  return `sensor ${a.sensorId} type ${a.alertType} raised ${at(a.createdMs)} at ${a.value}, cleared ${at(a.clearedMs)}${a.clearCause ? ` (${a.clearCause})` : ""}`;
}
