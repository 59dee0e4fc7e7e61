/**
 * Tenant isolation classification of every `signals.*` procedure, spread into isolation.test.ts's
 * REGISTRY. Every procedure starts from a sensor (or an item) looked up inside the caller's plants,
 * so each is scoped-by-id: A's admin naming B's sensor, capture, zone or item must get 403/404 and
 * change nothing; mixing A's sensor with B's capture or zone must too. `own` calls, where the
 * answer does not depend on the fixture's samples, prove the refusal is the scope.
 */
import type { IsolationEntry, SensorFixtures } from "../sensors/sensors.isolation";

/** The part of isolation.test.ts's Tenant these entries read. */
interface TenantFixtures {
  assets: { item: number };
  sensors: SensorFixtures;
}
type Fixtures = { a: TenantFixtures; b: TenantFixtures };
type Entry = IsolationEntry<(f: Fixtures) => unknown>;

const HOUR = 3_600_000;
const zone = (sensor_id: number) => ({
  sensor_id,
  parameter_type: 1,
  axis: 1,
  warning_zone: 1,
  alarm_zone: 2,
});

/** Attacks naming B's sensor, and `own` naming A's, with the same extra input. */
function bySensor(extra: Record<string, unknown> = {}, withOwn = true): Entry {
  return {
    kind: "scoped-by-id",
    attacks: [(f) => ({ sensor_id: f.b.sensors.sensor, ...extra })],
    ...(withOwn ? { own: (f: Fixtures) => ({ sensor_id: f.a.sensors.sensor, ...extra }) } : {}),
  };
}

export const SIGNAL_ENTRIES: Record<string, Entry> = {
  "signals.trend": bySensor({ parameter_type: 1, axis: 1, from: 0, to: HOUR, width: 100 }),
  "signals.statistics": bySensor({ from: 0, to: HOUR }),
  "signals.captures": bySensor({ limit: 10 }),
  "signals.spectrum": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, fft_id: f.b.sensors.waveform, kind: "spectrum" }),
      (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform, kind: "envelope" }),
    ],
  },
  "signals.waveform": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, fft_id: f.b.sensors.waveform }),
      (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform }),
    ],
  },
  "signals.fft": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor }),
      (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform }),
    ],
  },
  "signals.requestFft": bySensor({ axis: 1 }, false),
  "signals.levelZones": bySensor(),
  "signals.saveLevelZones": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ zones: [zone(f.b.sensors.sensor)] }),
      (f) => ({ sensor_id: f.b.sensors.sensor, zones: [{ parameter_type: 1, axis: 1, alarm_zone: 9 }] }),
    ],
    references: [(f) => ({ zones: [zone(f.a.sensors.sensor), { ...zone(f.b.sensors.sensor), axis: 2 }] })],
  },
  "signals.createLevelZones": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({
        sensor_id: f.b.sensors.sensor,
        zones: [{ parameter_type: 5, axis: 1, warning_zone: 1, alarm_zone: 2 }],
      }),
    ],
  },
  "signals.updateLevelZone": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, zone_id: f.b.sensors.zone, alarm_zone: 999 }),
      (f) => ({ sensor_id: f.a.sensors.sensor, zone_id: f.b.sensors.zone, alarm_zone: 999 }),
    ],
  },
  "signals.rebaselineZones": bySensor({}, false),
  "signals.rebaselineItem": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ item_id: f.b.assets.item })],
    own: (f) => ({ item_id: f.a.assets.item }),
  },
  "signals.rebaseline": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ids: [f.b.sensors.sensor] }),
      (f) => ({ ids: [f.a.sensors.sensor, f.b.sensors.sensor] }),
    ],
  },
  "signals.rssi": bySensor(),
  "signals.faults": bySensor(),
  "signals.gainAdjustment": bySensor({ type: "INCREASE" }, false),
  "signals.runtimeTracker": bySensor({ enabled: true, reset: true, run_threshold: 2 }, false),
  "signals.equipmentRpm": bySensor({ rpm: 1500 }, false),
  "signals.soundWaveform": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, fft_id: f.b.sensors.waveform, axis: 1 }),
      (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform, axis: 1 }),
    ],
  },
};
