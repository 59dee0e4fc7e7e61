import { type Database, schema, testDrivers } from "@plantwise/db";
import { AlertType, ParameterType } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { validateBatch } from "../ingest/batch";
import { authenticateGateway } from "../ingest/ingest";
import { storeBatch } from "../ingest/store";
import { runDueJobs } from "../lib/job-runner";
import { notifyAlarmChanges } from "../notifications/alarm-notify";
import { evaluateSeries, evaluateSeriesList, resetSeries } from "./evaluate";
import {
  type AlarmView,
  addGateway,
  addSensor,
  addZones,
  alarmsOf,
  type Gateway,
  MIN,
  postBatch,
  type Reading,
  readingsBody,
  restartedApp,
} from "./evaluation-world.fixtures";
import type { AlarmChange } from "./events";
import { registerAlarmJobs } from "./jobs";
import { initialSeriesState, stateToJson } from "./level-rules";

/**
 * Level evaluation through the real ingest path: readings posted by a gateway cross the
 * warning, then the alarm level, and settle; the alarm rows are exactly the expected ones, and a
 * restart, a re-sent batch or a crash between storing and evaluating changes none of them.
 */

// The notifications fan-out is another piece's: here we only record what evaluation hands it.
vi.mock("../notifications/alarm-notify", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../notifications/alarm-notify")>()),
  notifyAlarmChanges: vi.fn(async () => {}),
}));

const { zoneEvaluatorState, sensorLevelZones } = schema;
const VELOCITY = ParameterType.velocity_rms;
const base = Math.floor(Date.now() / MIN) * MIN - 50 * MIN;
const at = (i: number) => base + i * MIN;

/** Warning 4 and alarm 7 mm/s after 2 samples, settling after 2; acute (×2 = 14) and chronic out of reach. */
const ZONES = {
  parameter_type: VELOCITY,
  axis: 1,
  warning_zone: 4,
  alarm_zone: 7,
  samples_to_alarm: 2,
  samples_to_settle: 2,
  acute_samples: 3,
  stable_samples: 50,
  extra_vibration_multiplier: 2,
};

/** Crosses the warning (raised at 2), the alarm (raised at 4), and settles (both cleared at 6). */
const SEQUENCE = [2, 5, 5, 8, 8, 3, 3];

function series(serial: string, values: readonly number[], from = 0, axis = 1): Reading[] {
  return values.map((v, i) => [serial, VELOCITY, axis, at(from + i), v]);
}

/** The readings of several series interleaved by time, as one gateway post carries them. */
function interleaved(...all: Reading[][]): Reading[] {
  return all.flat().sort((a, b) => a[3] - b[3]);
}

const EXPECTED: AlarmView[] = [
  {
    type: AlertType.warning,
    parameter: VELOCITY,
    axis: 1,
    created: at(2),
    value: 5,
    cleared: at(6),
    cause: "level",
  },
  {
    type: AlertType.alarm,
    parameter: VELOCITY,
    axis: 1,
    created: at(4),
    value: 8,
    cleared: at(6),
    cause: "level",
  },
];

/** Every change handed to alarmsChanged since the last clear, in order. */
function handedOn(): AlarmChange[] {
  return vi.mocked(notifyAlarmChanges).mock.calls.flatMap(([, changes]) => [...changes]);
}

async function stateOf(db: Database, sensorId: number, parameterType = VELOCITY, axis = 1) {
  const [row] = await db
    .select()
    .from(zoneEvaluatorState)
    .where(
      and(
        eq(zoneEvaluatorState.sensor_id, sensorId),
        eq(zoneEvaluatorState.parameter_type, parameterType),
        eq(zoneEvaluatorState.axis, axis),
      ),
    );
  const zone = row!.state.zone as {
    index: number;
    latches: Record<string, { raised: boolean; above: number }>;
  };
  return {
    index: zone.index,
    lastTs: row!.last_ts?.getTime() ?? null,
    /** Latches raised or counting towards a raise. */
    busy: Object.entries(zone.latches)
      .filter(([, l]) => l.raised || l.above > 0)
      .map(([kind]) => kind)
      .sort(),
  };
}

describe.each(testDrivers())("alarm evaluation on %s", (driver) => {
  let app: TestApp;
  let db: Database;
  let gw: Gateway;
  const sensor: Record<string, number> = {};

  beforeAll(async () => {
    registerAlarmJobs();
    app = await startTestApp(driver);
    db = app.handle.db;
    gw = await addGateway(db, "EVAL-GW");
    for (const serial of ["LV-A", "LV-B", "LV-C", "LV-D", "LV-E", "LV-F", "LV-G", "LV-H", "LV-I", "LV-J"]) {
      sensor[serial] = await addSensor(db, gw, serial);
      if (serial !== "LV-F") {
        const created = new Date(serial === "LV-C" ? base : base - 60 * MIN);
        await addZones(db, { sensor_id: sensor[serial]!, ...ZONES }, created);
      }
    }
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    vi.mocked(notifyAlarmChanges).mockClear();
  });

  const post = (rows: Reading[]) => postBatch(app.url, gw.token, readingsBody(rows));

  it("raises a warning, then an alarm, and clears both when the level settles", async () => {
    const readings = series("LV-A", SEQUENCE);
    await post(readings.slice(0, 3));
    expect(await alarmsOf(db, { sensors: [sensor["LV-A"]!] })).toEqual([
      { ...EXPECTED[0], cleared: null, cause: null },
    ]);
    await post(readings.slice(3, 5));
    await post(readings.slice(5));
    const rows = await alarmsOf(db, { sensors: [sensor["LV-A"]!] });
    expect(rows).toEqual(EXPECTED);

    // Each change went to alarmsChanged once, in order, inside the evaluating transaction.
    const [warning, alarm] = await db
      .select({ id: schema.alarms.id, rule: schema.alarms.alert_rule, severity: schema.alarms.severity })
      .from(schema.alarms)
      .where(eq(schema.alarms.sensor_id, sensor["LV-A"]!))
      .orderBy(schema.alarms.created_at);
    expect(handedOn()).toEqual([
      { alarmId: warning!.id, action: "raised" },
      { alarmId: alarm!.id, action: "raised" },
      { alarmId: warning!.id, action: "cleared" },
      { alarmId: alarm!.id, action: "cleared" },
    ]);
    expect(warning!.rule).toEqual({ rule: "level", kind: "warning", threshold: 4, samples: 2, unit: "mm/s" });
    expect([warning!.severity, alarm!.severity]).toEqual([1, 2]);
    expect(await stateOf(db, sensor["LV-A"]!)).toEqual({ index: 7, lastTs: at(6), busy: [] });
  });

  it("gives the same rows across a restart, a re-sent batch and a crash between storing and evaluating", async () => {
    const readings = series("LV-B", SEQUENCE);
    await post(readings.slice(0, 3));

    // The process restarts: a new app on the same database; the gateway re-sends its last batch.
    const second = await restartedApp(app);
    try {
      const again = await postBatch(second.url, gw.token, readingsBody(readings.slice(0, 3)));
      expect(again).toMatchObject({ accepted: 0, duplicates: 3 });
      expect(await alarmsOf(db, { sensors: [sensor["LV-B"]!] })).toHaveLength(1);

      // A crash after the batch is stored and before it is evaluated: stored, not judged.
      const gateway = await authenticateGateway(db, gw.token);
      const batch = validateBatch(readingsBody(readings.slice(3, 5)), gateway!.sensors, Date.now());
      expect((await storeBatch(db, gateway!.controller, batch)).inserted).toBe(2);
      expect(await alarmsOf(db, { sensors: [sensor["LV-B"]!] })).toHaveLength(1);

      // The sweep catches up, once however often it runs.
      await runDueJobs(db);
      await runDueJobs(db);
      expect(await alarmsOf(db, { sensors: [sensor["LV-B"]!] })).toEqual([
        { ...EXPECTED[0], cleared: null, cause: null },
        { ...EXPECTED[1], cleared: null, cause: null },
      ]);

      await postBatch(second.url, gw.token, readingsBody(readings.slice(5)));
      await postBatch(second.url, gw.token, readingsBody(readings));
      await runDueJobs(db);
    } finally {
      await second.close();
    }
    expect(await alarmsOf(db, { sensors: [sensor["LV-B"]!] })).toEqual(EXPECTED);
    const changes = handedOn();
    expect(changes.filter((c) => c.action === "raised")).toHaveLength(2);
    expect(changes.filter((c) => c.action === "cleared")).toHaveLength(2);
    expect(await stateOf(db, sensor["LV-B"]!)).toEqual({ index: 7, lastTs: at(6), busy: [] });
  });

  it("raises each alarm once when several evaluations of a series race", async () => {
    const gateway = await authenticateGateway(db, gw.token);
    const batch = validateBatch(readingsBody(series("LV-G", SEQUENCE)), gateway!.sensors, Date.now());
    await storeBatch(db, gateway!.controller, batch);
    const key = { sensorId: sensor["LV-G"]!, parameterType: VELOCITY, axis: 1 };
    // Small batches, so the racers interleave transaction by transaction.
    const consumed = await Promise.all([
      evaluateSeries(db, key, { batch: 2 }),
      evaluateSeries(db, key, { batch: 3 }),
      evaluateSeries(db, key, { batch: 1 }),
      runDueJobs(db).then(() => 0),
    ]);
    expect(consumed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(SEQUENCE.length);
    expect(await alarmsOf(db, { sensors: [sensor["LV-G"]!] })).toEqual(EXPECTED);
    expect(handedOn()).toHaveLength(4);
    expect(await stateOf(db, sensor["LV-G"]!)).toEqual({ index: 7, lastTs: at(6), busy: [] });
  });

  it("judges every series of a post together, each exactly as it would be alone", async () => {
    await addZones(db, { sensor_id: sensor["LV-H"]!, ...ZONES, axis: 2 }, new Date(base - 60 * MIN));
    await post(
      interleaved(series("LV-H", SEQUENCE), series("LV-H", SEQUENCE, 0, 2), series("LV-I", SEQUENCE)),
    );
    expect(await alarmsOf(db, { sensors: [sensor["LV-H"]!] })).toEqual([
      EXPECTED[0],
      { ...EXPECTED[0], axis: 2 },
      EXPECTED[1],
      { ...EXPECTED[1], axis: 2 },
    ]);
    expect(await alarmsOf(db, { sensors: [sensor["LV-I"]!] })).toEqual(EXPECTED);
    // Each of the six alarms was handed on once raised and once cleared.
    const ids = (
      await db
        .select({ id: schema.alarms.id })
        .from(schema.alarms)
        .where(inArray(schema.alarms.sensor_id, [sensor["LV-H"]!, sensor["LV-I"]!]))
    ).map((a) => a.id);
    expect(ids).toHaveLength(6);
    expect(handedOn().sort((a, b) => a.alarmId - b.alarmId || b.action.localeCompare(a.action))).toEqual(
      ids
        .sort((a, b) => a - b)
        .flatMap((alarmId) => [
          { alarmId, action: "raised" },
          { alarmId, action: "cleared" },
        ]),
    );
    for (const [id, axis] of [
      [sensor["LV-H"]!, 1],
      [sensor["LV-H"]!, 2],
      [sensor["LV-I"]!, 1],
    ] as const) {
      expect(await stateOf(db, id, VELOCITY, axis)).toEqual({ index: 7, lastTs: at(6), busy: [] });
    }
  });

  it("catches up a set of series round by round, and one that cannot be judged holds up no other", async () => {
    // LV-J's state is corrupt (its last sample lies after every reading): judging it throws.
    const broken = initialSeriesState();
    const state = stateToJson({ ...broken, zone: { ...broken.zone, lastTimeMs: at(1000) } });
    await db
      .insert(zoneEvaluatorState)
      .values({ sensor_id: sensor["LV-J"]!, parameter_type: VELOCITY, axis: 1, state })
      .onConflictDoUpdate({
        target: [zoneEvaluatorState.sensor_id, zoneEvaluatorState.parameter_type, zoneEvaluatorState.axis],
        set: { state },
      });
    const gateway = await authenticateGateway(db, gw.token);
    const readings = interleaved(series("LV-G", SEQUENCE, 10), series("LV-J", SEQUENCE));
    await storeBatch(
      db,
      gateway!.controller,
      validateBatch(readingsBody(readings), gateway!.sensors, Date.now()),
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await evaluateSeriesList(
        db,
        [sensor["LV-G"]!, sensor["LV-J"]!].map((sensorId) => ({
          sensorId,
          parameterType: VELOCITY,
          axis: 1,
        })),
        { batch: 2 },
      );
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        `[alarms] evaluation of sensor ${sensor["LV-J"]} parameter ${VELOCITY} axis 1 failed`,
      ]);
    } finally {
      errors.mockRestore();
    }
    // LV-G (whose first sequence ended at 6) goes on from where it stood, two readings a round.
    const shifted = EXPECTED.map((a) => ({ ...a, created: a.created + 10 * MIN, cleared: at(16) }));
    expect((await alarmsOf(db, { sensors: [sensor["LV-G"]!] })).slice(2)).toEqual(shifted);
    expect(await stateOf(db, sensor["LV-G"]!)).toEqual({ index: 14, lastTs: at(16), busy: [] });
    expect(await alarmsOf(db, { sensors: [sensor["LV-J"]!] })).toEqual([]);
    // Out of service, so the later tests' sweeps do not trip over it again.
    await db.delete(sensorLevelZones).where(eq(sensorLevelZones.sensor_id, sensor["LV-J"]!));
  });

  it("judges neither readings from before the zones existed nor late ones older than last_ts", async () => {
    // Zones of LV-C were created at `base`: the high readings before it are history, not alarms.
    await post([
      ["LV-C", VELOCITY, 1, base - 3 * MIN, 9],
      ["LV-C", VELOCITY, 1, base - 2 * MIN, 9],
    ]);
    expect(await alarmsOf(db, { sensors: [sensor["LV-C"]!] })).toEqual([]);
    expect(await stateOf(db, sensor["LV-C"]!)).toEqual({ index: 0, lastTs: null, busy: [] });

    await post(series("LV-C", [2, 3, 3], 1));
    expect(await stateOf(db, sensor["LV-C"]!)).toEqual({ index: 3, lastTs: at(3), busy: [] });
    // Late readings (between the zones' creation and last_ts) are stored but never judged.
    const late = await post([
      ["LV-C", VELOCITY, 1, at(1) + 20_000, 9],
      ["LV-C", VELOCITY, 1, at(1) + 40_000, 9],
    ]);
    expect(late).toMatchObject({ accepted: 2 });
    await runDueJobs(db);
    expect(await alarmsOf(db, { sensors: [sensor["LV-C"]!] })).toEqual([]);
    expect(await stateOf(db, sensor["LV-C"]!)).toEqual({ index: 3, lastTs: at(3), busy: [] });
  });

  it("clears open level alarms when the zones change, restarts on the new zones, and when they go", async () => {
    const id = sensor["LV-D"]!;
    await post(series("LV-D", [2, 5, 5]));
    expect(await alarmsOf(db, { sensors: [id] })).toHaveLength(1);

    expect(await stateOf(db, id)).toEqual({ index: 3, lastTs: at(2), busy: ["chronic", "warning"] });
    const changedAt = new Date(at(2) + 30_000);
    await db
      .update(sensorLevelZones)
      .set({ warning_zone: 6, updated_at: changedAt })
      .where(eq(sensorLevelZones.sensor_id, id));
    await runDueJobs(db);
    expect(await alarmsOf(db, { sensors: [id] })).toEqual([
      { ...EXPECTED[0], cleared: changedAt.getTime(), cause: "zones_changed" },
    ]);
    // Latches start over (the machine's running state is kept); last_ts stays.
    expect(await stateOf(db, id)).toEqual({ index: 3, lastTs: at(2), busy: [] });

    // A fresh state on the new zones: two samples ≥ 6 raise a new warning.
    await post(series("LV-D", [6.5, 6.5], 3));
    const rows = await alarmsOf(db, { sensors: [id] });
    expect(rows[1]).toEqual({ ...EXPECTED[0], created: at(4), value: 6.5, cleared: null, cause: null });

    // Zones deleted: nothing could clear the warning any more, so the sweep does.
    await db.delete(sensorLevelZones).where(eq(sensorLevelZones.sensor_id, id));
    await runDueJobs(db);
    const last = (await alarmsOf(db, { sensors: [id] }))[1]!;
    expect(last.cause).toBe("zones_changed");
    expect(last.cleared).not.toBeNull();
  });

  it("resetSeries clears the series' open level alarms and restarts its evaluation", async () => {
    const id = sensor["LV-E"]!;
    await post(series("LV-E", [2, 5, 5, 8, 8]));
    expect(await alarmsOf(db, { sensors: [id] })).toHaveLength(2);
    handedOn();
    vi.mocked(notifyAlarmChanges).mockClear();

    const resetAt = new Date(at(4) + 10_000);
    const changes = await db.transaction((tx) => resetSeries(tx, id, VELOCITY, 1, "rebaseline", resetAt));
    expect(changes.map((c) => c.action)).toEqual(["cleared", "cleared"]);
    expect(handedOn()).toEqual(changes);
    expect(await alarmsOf(db, { sensors: [id] })).toEqual([
      { ...EXPECTED[0], cleared: resetAt.getTime(), cause: "rebaseline" },
      { ...EXPECTED[1], cleared: resetAt.getTime(), cause: "rebaseline" },
    ]);
    expect(await stateOf(db, id)).toEqual({ index: 5, lastTs: at(4), busy: [] });

    // Evaluation starts over: one high sample is not enough, the second raises both again.
    await post(series("LV-E", [8], 5));
    expect(await alarmsOf(db, { sensors: [id] })).toHaveLength(2);
    await post(series("LV-E", [8], 6));
    const open = (await alarmsOf(db, { sensors: [id] })).filter((a) => a.cleared === null);
    expect(open.map((a) => [a.type, a.created])).toEqual([
      [AlertType.warning, at(6)],
      [AlertType.alarm, at(6)],
    ]);
  });

  it("judges a parameter only while the machine runs by the sensor's velocity", async () => {
    const id = sensor["LV-F"]!;
    const temperature = ParameterType.temperature;
    await db.update(schema.sensors).set({ run_threshold: 1 }).where(eq(schema.sensors.id, id));
    await addZones(
      db,
      {
        sensor_id: id,
        parameter_type: temperature,
        axis: 0,
        warning_zone: 70,
        alarm_zone: 85,
        samples_to_alarm: 2,
      },
      new Date(base - 60 * MIN),
    );
    const step = (i: number, velocity: number, degrees: number): Reading[] => [
      ["LV-F", VELOCITY, 1, at(i), velocity],
      ["LV-F", temperature, 0, at(i), degrees],
    ];
    // Stopped (0.2 mm/s < 1): a hot idle machine is not judged.
    await post([...step(0, 0.2, 90), ...step(1, 0.2, 90), ...step(2, 0.2, 90)]);
    expect(await alarmsOf(db, { sensors: [id] })).toEqual([]);
    // Running: the second hot sample raises the warning and the alarm.
    await post([...step(3, 3, 90), ...step(4, 3, 90)]);
    const rows = await alarmsOf(db, { sensors: [id] });
    expect(rows.map((a) => [a.type, a.parameter, a.axis, a.created])).toEqual([
      [AlertType.warning, temperature, 0, at(4)],
      [AlertType.alarm, temperature, 0, at(4)],
    ]);
  });
});
