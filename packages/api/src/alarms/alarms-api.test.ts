/**
 * Alarms API on both drivers: the list (every filter, scope, row shape, order, bad input), GET
 * /machines/alarms, acknowledging (once, audit fields, 403 without the edit permission, 404 for
 * another company's alarm, all-or-nothing), acknowledge with re-baseline (zone baseline and source
 * type, the series cleared, one transaction) and the health roll-up at every level. Alarm rows are
 * inserted directly: raising them is the evaluator's job, tested with ingest.
 */
import { schema, testDrivers } from "@plantwise/db";
import { AlertType, graphSourceTypeId } from "@plantwise/shared";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../../test/harness";
import { insertRow } from "../hierarchy/hierarchy.fixtures";

const ADMIN = "plantadmin@plantwise.demo";
const VIEWER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";
const STAFF = "superadmin@plantwise.demo";

const HOUR = 3_600_000;
/** A fixed past time, so every created_at filter is exact. */
const T0 = Date.UTC(2026, 2, 1, 12);

function query(app: TestApp, token: string, path: string, input: unknown) {
  return app.call("GET", `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
}
function mutate(app: TestApp, token: string, path: string, input: unknown) {
  return app.call("POST", `/trpc/${path}`, { token, body: input });
}

interface World {
  plant: number;
  lineA: number;
  lineB: number;
  machineA1: number;
  machineA2: number;
  machineB1: number;
  assetA1: number;
  assetA1b: number;
  /** On asset A1: red (open alarm), amber (open warning); A1b: quiet (readings only), bare (nothing). */
  red: number;
  amber: number;
  quiet: number;
  bare: number;
  sensorRed: number;
  sensorAmber: number;
  sensorQuiet: number;
  alarms: {
    redAlarm: number;
    redWarningCleared: number;
    amberWarning: number;
    battery: number;
    southAlarm: number;
  };
}

/** A plant of the demo company that only this test fills, so every count is known. */
async function buildWorld(app: TestApp): Promise<World> {
  const db = app.handle.db;
  const [hamilton] = await db.select().from(schema.plants).where(eq(schema.plants.name, "Hamilton Works"));
  const [regina] = await db.select().from(schema.plants).where(eq(schema.plants.name, "Regina Plant"));
  const company_id = hamilton!.company_id;
  const plant = await insertRow(db, schema.plants, { name: "Zq Alarm Plant", company_id });
  const members = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(inArray(schema.users.email, [ADMIN, VIEWER]));
  await db.insert(schema.userPlants).values(members.map((u) => ({ user_id: u.id, plant_id: plant.id })));
  const at = { company_id, plant_id: plant.id };
  const line = (name: string, position: number) =>
    insertRow(db, schema.productionLines, { ...at, name, kind: 1, position });
  const lineA = await line("Zq Line A", 0);
  const lineB = await line("Zq Line B", 1);
  const machine = (name: string, production_line_id: number, position: number) =>
    insertRow(db, schema.machines, { ...at, name, production_line_id, position });
  const machineA1 = await machine("Zq Mill 1", lineA.id, 0);
  const machineA2 = await machine("Zq Mill 2", lineA.id, 1);
  const machineB1 = await machine("Zq Packer", lineB.id, 0);
  const asset = (name: string, machine_id: number) =>
    insertRow(db, schema.assets, { ...at, name, machine_id });
  const assetA1 = await asset("Zq Drive", machineA1.id);
  const assetA1b = await asset("Zq Feed", machineA1.id);
  await asset("Zq Spare Drive", machineA2.id);
  const item = (name: string, asset_id: number) =>
    insertRow(db, schema.equipmentItems, { ...at, name, asset_id });
  const red = await item("Zq Red Motor", assetA1.id);
  const amber = await item("Zq Amber Gearbox", assetA1.id);
  const quiet = await item("Zq Quiet Fan", assetA1b.id);
  const bare = await item("Zq Bare Roll", assetA1b.id);
  const sensor = (name: string, equipment_item_id: number) =>
    insertRow(db, schema.sensors, {
      ...at,
      name,
      serial_number: `${name}-SN`,
      equipment_item_id,
      family: "NCD",
      type: 5,
    });
  const sensorRed = await sensor("Zq Red DE", red.id);
  const sensorAmber = await sensor("Zq Amber In", amber.id);
  const sensorQuiet = await sensor("Zq Quiet DE", quiet.id);
  // Readings on the red series (the re-baseline window) and on the quiet item (health "good").
  await db.insert(schema.sensorReadings).values([
    ...[2, 4, 6].map((v, i) => ({
      sensor_id: sensorRed.id,
      parameter_type: 1,
      axis: 1,
      ts: new Date(T0 - (3 - i) * HOUR),
      value: v,
    })),
    { sensor_id: sensorQuiet.id, parameter_type: 1, axis: 1, ts: new Date(T0), value: 1 },
  ]);
  const alarm = (
    values: Partial<typeof schema.alarms.$inferInsert> & { alert_type: number; severity: number },
  ) =>
    insertRow(db, schema.alarms, {
      ...at,
      axis: 1,
      alert_rule: { rule: "level", threshold: 7.1 },
      ...values,
    });
  const redAlarm = await alarm({
    sensor_id: sensorRed.id,
    equipment_item_id: red.id,
    parameter_type: 1,
    alert_type: AlertType.alarm,
    severity: 2,
    value: 9.5,
    created_at: new Date(T0 - 2 * HOUR),
  });
  const redWarningCleared = await alarm({
    sensor_id: sensorRed.id,
    equipment_item_id: red.id,
    parameter_type: 1,
    alert_type: AlertType.warning,
    severity: 1,
    value: 5,
    alert_rule: { rule: "level", threshold: 4.5 },
    created_at: new Date(T0 - 5 * HOUR),
    cleared_at: new Date(T0 - 4 * HOUR),
    clear_cause: "level",
  });
  const amberWarning = await alarm({
    sensor_id: sensorAmber.id,
    equipment_item_id: amber.id,
    parameter_type: 4,
    axis: 0,
    alert_type: AlertType.temperature_warning,
    severity: 1,
    value: 71,
    alert_rule: { rule: "level", threshold: 70 },
    created_at: new Date(T0 - HOUR),
  });
  const battery = await alarm({
    sensor_id: sensorAmber.id,
    equipment_item_id: amber.id,
    axis: 0,
    alert_type: AlertType.battery_low,
    severity: 1,
    value: 35,
    alert_rule: { rule: "battery", threshold: 40 },
    created_at: new Date(T0 - 30 * 60_000),
    cleared_at: new Date(T0 - 10 * 60_000),
  });
  const southAlarm = await insertRow(db, schema.alarms, {
    company_id: regina!.company_id,
    plant_id: regina!.id,
    alert_type: AlertType.alarm,
    severity: 2,
    alert_rule: { rule: "level", threshold: 1 },
    created_at: new Date(T0),
  });
  return {
    plant: plant.id,
    lineA: lineA.id,
    lineB: lineB.id,
    machineA1: machineA1.id,
    machineA2: machineA2.id,
    machineB1: machineB1.id,
    assetA1: assetA1.id,
    assetA1b: assetA1b.id,
    red: red.id,
    amber: amber.id,
    quiet: quiet.id,
    bare: bare.id,
    sensorRed: sensorRed.id,
    sensorAmber: sensorAmber.id,
    sensorQuiet: sensorQuiet.id,
    alarms: {
      redAlarm: redAlarm.id,
      redWarningCleared: redWarningCleared.id,
      amberWarning: amberWarning.id,
      battery: battery.id,
      southAlarm: southAlarm.id,
    },
  };
}

describe.each(testDrivers())("alarms API on %s", (driver) => {
  const app = useTestApp(driver);
  let w: World;
  let admin: string;
  let viewer: string;
  let south: string;

  const ids = (res: { body: { result: { data: { data: { id: number }[] } } } }) =>
    res.body.result.data.data.map((r) => r.id);
  const listIds = async (input: Record<string, unknown>, token = admin) => {
    const res = await query(app, token, "alarms.list", { plant_id: w.plant, ...input });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ids(res);
  };
  const alarmRow = async (id: number) =>
    (await app.handle.db.select().from(schema.alarms).where(eq(schema.alarms.id, id)))[0]!;

  beforeAll(async () => {
    w = await buildWorld(app);
    [admin, viewer, south] = await Promise.all([app.signIn(ADMIN), app.signIn(VIEWER), app.signIn(SOUTH)]);
  });

  describe("list", () => {
    it("answers the plant's alarms, open first and newest first, with names, labels and threshold", async () => {
      const res = await query(app, viewer, "alarms.list", { plant_id: w.plant });
      expect(res.status).toBe(200);
      const { data, meta } = res.body.result.data;
      expect(data.map((r: { id: number }) => r.id)).toEqual([
        w.alarms.amberWarning,
        w.alarms.redAlarm,
        w.alarms.battery,
        w.alarms.redWarningCleared,
      ]);
      expect(meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
      expect(data[1]).toMatchObject({
        id: w.alarms.redAlarm,
        plant_id: w.plant,
        plant_name: "Zq Alarm Plant",
        sensor_id: w.sensorRed,
        sensor_name: "Zq Red DE",
        sensor_serial: "Zq Red DE-SN",
        equipment_item_id: w.red,
        item_name: "Zq Red Motor",
        asset_name: "Zq Drive",
        machine_id: w.machineA1,
        machine_name: "Zq Mill 1",
        production_line_id: w.lineA,
        production_line_name: "Zq Line A",
        parameter_type: 1,
        parameter_key: "velocity_rms",
        unit: "mm/s",
        axis: 1,
        alert_type: AlertType.alarm,
        alert_type_key: "alarm",
        alert_type_label: "Alarm",
        kind: "level",
        severity: 2,
        value: 9.5,
        threshold: 7.1,
        created_at: new Date(T0 - 2 * HOUR).toISOString(),
        acknowledged_by: null,
        acknowledged_by_name: null,
        acknowledged_at: null,
        cleared_at: null,
        is_open: true,
      });
      expect(data[2]).toMatchObject({ alert_type_key: "battery_low", kind: "device", threshold: 40 });
    });

    it("filters by place, kind, type, severity, status, time and text", async () => {
      expect(await listIds({ production_line_id: w.lineB })).toEqual([]);
      expect(await listIds({ production_line_id: w.lineA })).toHaveLength(4);
      expect(await listIds({ machine_id: w.machineA2 })).toEqual([]);
      expect(await listIds({ machine_id: w.machineA1 })).toHaveLength(4);
      expect(await listIds({ asset_id: w.assetA1b })).toEqual([]);
      expect(await listIds({ equipment_item_id: w.red })).toEqual([
        w.alarms.redAlarm,
        w.alarms.redWarningCleared,
      ]);
      expect(await listIds({ sensor_id: w.sensorAmber })).toEqual([w.alarms.amberWarning, w.alarms.battery]);
      expect(await listIds({ kind: "device" })).toEqual([w.alarms.battery]);
      expect(await listIds({ kind: "level" })).toHaveLength(3);
      expect(await listIds({ kind: "lube" })).toEqual([]);
      expect(await listIds({ alert_type: AlertType.temperature_warning })).toEqual([w.alarms.amberWarning]);
      expect(await listIds({ severity: 2 })).toEqual([w.alarms.redAlarm]);
      expect(await listIds({ status: "open" })).toEqual([w.alarms.amberWarning, w.alarms.redAlarm]);
      expect(await listIds({ status: "cleared" })).toEqual([w.alarms.battery, w.alarms.redWarningCleared]);
      expect(await listIds({ from: T0 - 2 * HOUR, to: T0 - HOUR })).toEqual([w.alarms.redAlarm]);
      expect(await listIds({ from: new Date(T0 - HOUR).toISOString() })).toEqual([
        w.alarms.amberWarning,
        w.alarms.battery,
      ]);
      expect(await listIds({ q: "red de-sn" })).toEqual([w.alarms.redAlarm, w.alarms.redWarningCleared]);
      expect(await listIds({ q: "gearbox" })).toEqual([w.alarms.amberWarning, w.alarms.battery]);
      expect(await listIds({ orderByColumn: "value", orderByMethod: "desc" })).toEqual([
        w.alarms.amberWarning,
        w.alarms.battery,
        w.alarms.redAlarm,
        w.alarms.redWarningCleared,
      ]);
    });

    it("sorts by an allowed column in either direction, across pages, blanks last", async () => {
      const { redAlarm, redWarningCleared, amberWarning, battery } = w.alarms;
      const pages = async (input: Record<string, unknown>) => [
        ...(await listIds({ ...input, max: 3, page: 1 })),
        ...(await listIds({ ...input, max: 3, page: 2 })),
      ];
      expect(await pages({ orderByColumn: "created_at", orderByMethod: "asc" })).toEqual([
        redWarningCleared,
        redAlarm,
        amberWarning,
        battery,
      ]);
      expect(await pages({ orderByColumn: "created_at", orderByMethod: "desc" })).toEqual([
        battery,
        amberWarning,
        redAlarm,
        redWarningCleared,
      ]);
      // Ties (three warnings) read newest first.
      expect(await pages({ orderByColumn: "severity", orderByMethod: "desc" })).toEqual([
        redAlarm,
        battery,
        amberWarning,
        redWarningCleared,
      ]);
      expect(await pages({ orderByColumn: "severity", orderByMethod: "asc" })).toEqual([
        battery,
        amberWarning,
        redWarningCleared,
        redAlarm,
      ]);
      expect(await pages({ orderByColumn: "value", orderByMethod: "asc" })).toEqual([
        redWarningCleared,
        redAlarm,
        battery,
        amberWarning,
      ]);
      expect(await pages({ orderByColumn: "item_name", orderByMethod: "desc" })).toEqual([
        redAlarm,
        redWarningCleared,
        battery,
        amberWarning,
      ]);
      // The battery alarm has no parameter: last in both directions.
      expect(await pages({ orderByColumn: "parameter_type", orderByMethod: "desc" })).toEqual([
        amberWarning,
        redAlarm,
        redWarningCleared,
        battery,
      ]);
      expect((await pages({ orderByColumn: "parameter_type", orderByMethod: "asc" })).at(-1)).toBe(battery);
      // Status: open ones first (newest first), then the latest cleared.
      expect(await pages({ orderByColumn: "status", orderByMethod: "asc" })).toEqual([
        amberWarning,
        redAlarm,
        battery,
        redWarningCleared,
      ]);
      expect(await pages({ orderByColumn: "status", orderByMethod: "desc" })).toEqual([
        battery,
        redWarningCleared,
        amberWarning,
        redAlarm,
      ]);
      // A blank column is the default (attention) order.
      expect(await listIds({ orderByColumn: "", orderByMethod: "desc" })).toEqual([
        amberWarning,
        redAlarm,
        battery,
        redWarningCleared,
      ]);
    });

    it("refuses a sort column it does not know (BAD_REQUEST naming orderByColumn)", async () => {
      for (const column of ["plant_name", "id; drop table alarms", "alert_rule", "VALUE"]) {
        const res = await query(app, admin, "alarms.list", { plant_id: w.plant, orderByColumn: column });
        expect(res.status, column).toBe(400);
        expect(res.body.error.data.code).toBe("BAD_REQUEST");
        expect(JSON.stringify(res.body.error.data.messages)).toContain("orderByColumn:");
      }
    });

    it("stays inside the caller's plants", async () => {
      expect(await listIds({ plant_id: undefined }, south)).toContain(w.alarms.southAlarm);
      expect(await listIds({ plant_id: undefined }, south)).not.toContain(w.alarms.redAlarm);
      expect(await listIds({ plant_id: undefined })).not.toContain(w.alarms.southAlarm);
      expect(await listIds({}, south)).toEqual([]);
      const other = await query(app, admin, "alarms.get", { id: w.alarms.southAlarm });
      expect(other.status).toBe(404);
      const own = await query(app, admin, "alarms.get", { id: w.alarms.redAlarm });
      expect(own.body.result.data).toMatchObject({ id: w.alarms.redAlarm, machine_name: "Zq Mill 1" });
    });

    // tRPC answers BAD_REQUEST with its own 400; the REST facade maps the same error to 422.
    it("refuses bad filters with BAD_REQUEST naming the field", async () => {
      for (const [input, field] of [
        [{ severity: 3 }, "severity"],
        [{ kind: "weather" }, "kind"],
        [{ status: "gone" }, "status"],
        [{ alert_type: 27 }, "alert_type"],
        [{ acknowledged: "maybe" }, "acknowledged"],
        [{ from: "yesterday-ish" }, "from"],
        [{ from: T0, to: T0 }, "to"],
      ] as const) {
        const res = await query(app, admin, "alarms.list", input);
        expect(res.status, JSON.stringify(input)).toBe(400);
        expect(res.body.error.data.code).toBe("BAD_REQUEST");
        expect(JSON.stringify(res.body.error.data.messages)).toContain(`${field}:`);
      }
    });
  });

  describe("GET /machines/alarms", () => {
    it("answers every machine of the plant with open counts, worst severity, health and open alarms", async () => {
      const res = await app.call("GET", `/api/machines/alarms?plant_id=${w.plant}`, { token: viewer });
      expect(res.status).toBe(200);
      const rows = res.body.data as Record<string, unknown>[];
      expect(rows.map((r) => r.machine_id)).toEqual([w.machineA1, w.machineA2, w.machineB1]);
      expect(rows[0]).toMatchObject({
        machine_name: "Zq Mill 1",
        production_line_id: w.lineA,
        production_line_name: "Zq Line A",
        open_counts: { warning: 1, alarm: 1 },
        open_total: 2,
        worst_severity: 2,
        health: "alarm",
        latest_alarm_at: new Date(T0 - 30 * 60_000).toISOString(),
      });
      expect((rows[0]!.open_alarms as { id: number }[]).map((a) => a.id)).toEqual([
        w.alarms.amberWarning,
        w.alarms.redAlarm,
      ]);
      expect(rows[1]).toMatchObject({
        open_counts: { warning: 0, alarm: 0 },
        open_total: 0,
        worst_severity: null,
        health: "no_data",
        latest_alarm_at: null,
        open_alarms: [],
      });
    });

    it("answers 404 for another company's plant and 422 for a bad id", async () => {
      const [regina] = await app.handle.db
        .select()
        .from(schema.plants)
        .where(eq(schema.plants.name, "Regina Plant"));
      expect(
        (await app.call("GET", `/api/machines/alarms?plant_id=${regina!.id}`, { token: admin })).status,
      ).toBe(404);
      expect((await app.call("GET", "/api/machines/alarms?plant_id=abc", { token: admin })).status).toBe(422);
    });
  });

  describe("health roll-up", () => {
    it("colours items by their open alarms and readings, and every level by its worst item", async () => {
      const res = await query(app, viewer, "alarms.health", { plant_id: w.plant });
      expect(res.status).toBe(200);
      const h = res.body.result.data;
      const of = (list: { id: number; health: string }[]) =>
        Object.fromEntries(list.map((x) => [x.id, x.health]));
      expect(of(h.items)).toEqual({
        [w.red]: "alarm",
        [w.amber]: "warning",
        [w.quiet]: "good",
        [w.bare]: "no_data",
      });
      expect(of(h.assets)).toMatchObject({ [w.assetA1]: "alarm", [w.assetA1b]: "good" });
      expect(of(h.machines)).toEqual({
        [w.machineA1]: "alarm",
        [w.machineA2]: "no_data",
        [w.machineB1]: "no_data",
      });
      expect(of(h.production_lines)).toEqual({ [w.lineA]: "alarm", [w.lineB]: "no_data" });
      expect(h.plants).toEqual([{ id: w.plant, health: "alarm" }]);

      const items = await app.call("GET", `/api/equipments/health?plant_id=${w.plant}`, { token: viewer });
      expect(items.status).toBe(200);
      expect(of(items.body.data)).toEqual(of(h.items));
      expect((await query(app, south, "alarms.health", { plant_id: w.plant })).status).toBe(404);
    });
  });

  describe("acknowledge", () => {
    it("needs the dashboard's edit permission", async () => {
      const res = await mutate(app, viewer, "alarms.acknowledge", { ids: [w.alarms.redAlarm] });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain("edit_dashboard");
      expect((await alarmRow(w.alarms.redAlarm)).acknowledged_at).toBeNull();
    });

    it("answers 404 for another company's alarm and changes nothing, even mixed with one's own", async () => {
      for (const input of [
        { ids: [w.alarms.southAlarm] },
        { ids: [w.alarms.battery, w.alarms.southAlarm] },
      ]) {
        const res = await mutate(app, admin, "alarms.acknowledge", input);
        expect(res.status).toBe(404);
      }
      expect((await alarmRow(w.alarms.southAlarm)).acknowledged_at).toBeNull();
      expect((await alarmRow(w.alarms.battery)).acknowledged_at).toBeNull();
      const empty = await mutate(app, admin, "alarms.acknowledge", { ids: [] });
      expect(empty.status).toBe(400);
      expect(JSON.stringify(empty.body.error.data.messages)).toContain("ids:");
    });

    it("records who and when once; a second acknowledgement keeps the first; cleared alarms too", async () => {
      const first = await mutate(app, admin, "alarms.acknowledge", {
        ids: [w.alarms.amberWarning, w.alarms.battery],
        note: "checked the gearbox oil",
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.result.data).toEqual({
        acknowledged: [w.alarms.amberWarning, w.alarms.battery].sort((a, b) => a - b),
        already_acknowledged: [],
      });
      const stored = await alarmRow(w.alarms.amberWarning);
      const [adminUser] = await app.handle.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, ADMIN));
      expect(stored.acknowledged_by).toBe(adminUser!.id);
      expect(stored.acknowledge_note).toBe("checked the gearbox oil");
      expect(stored.acknowledged_at).toBeInstanceOf(Date);
      expect((await alarmRow(w.alarms.battery)).acknowledged_by).toBe(adminUser!.id);

      const staff = await app.signIn(STAFF);
      const again = await mutate(app, staff, "alarms.acknowledge", {
        id: w.alarms.amberWarning,
        note: "late",
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.result.data).toEqual({
        acknowledged: [],
        already_acknowledged: [w.alarms.amberWarning],
      });
      const after = await alarmRow(w.alarms.amberWarning);
      expect(after.acknowledged_by).toBe(adminUser!.id);
      expect(after.acknowledge_note).toBe("checked the gearbox oil");
      expect(after.acknowledged_at).toEqual(stored.acknowledged_at);

      expect(await listIds({ acknowledged: true })).toEqual([w.alarms.amberWarning, w.alarms.battery]);
      expect(await listIds({ acknowledged: "false" })).toEqual([
        w.alarms.redAlarm,
        w.alarms.redWarningCleared,
      ]);
      const row = (await query(app, viewer, "alarms.get", { id: w.alarms.amberWarning })).body.result.data;
      expect(row.acknowledged_by_name).toBe("Alex Tremblay");
    });
  });

  describe("acknowledge with re-baseline", () => {
    it("refuses (BAD_REQUEST) alarms that are not level alarms, and a series without zones or readings, changing nothing", async () => {
      const battery = await mutate(app, admin, "alarms.acknowledgeRebaseline", { id: w.alarms.battery });
      expect(battery.status).toBe(400);
      expect(JSON.stringify(battery.body.error.data.messages)).toContain("id: only level alarms");

      // No zone row for the amber series: 422, and the alarm keeps its (earlier) acknowledgement state.
      const amberBefore = await alarmRow(w.alarms.amberWarning);
      const noZone = await mutate(app, admin, "alarms.acknowledgeRebaseline", { id: w.alarms.amberWarning });
      expect(noZone.status).toBe(400);
      expect(await alarmRow(w.alarms.amberWarning)).toEqual(amberBefore);

      // A zone row but no readings of the series: 422, and the alarm stays unacknowledged (rolled back).
      const db = app.handle.db;
      await db.insert(schema.sensorLevelZones).values({
        sensor_id: w.sensorQuiet,
        parameter_type: 4,
        axis: 0,
        warning_zone: 60,
        alarm_zone: 80,
      });
      const [hot] = await db
        .insert(schema.alarms)
        .values({
          company_id: (await alarmRow(w.alarms.redAlarm)).company_id,
          plant_id: w.plant,
          sensor_id: w.sensorQuiet,
          equipment_item_id: w.quiet,
          parameter_type: 4,
          axis: 0,
          alert_type: AlertType.temperature_alarm,
          severity: 2,
          alert_rule: { rule: "level", threshold: 80 },
          created_at: new Date(T0 - 3 * HOUR),
          cleared_at: new Date(T0 - 2 * HOUR),
        })
        .returning();
      const noReadings = await mutate(app, admin, "alarms.acknowledgeRebaseline", { id: hot!.id });
      expect(noReadings.status).toBe(400);
      expect(JSON.stringify(noReadings.body.error.data.messages)).toContain("no readings");
      expect((await alarmRow(hot!.id)).acknowledged_at).toBeNull();
      await db.delete(schema.alarms).where(eq(schema.alarms.id, hot!.id));
    });

    it("acknowledges, re-baselines the zone from recent readings with source type, and clears the series", async () => {
      await app.handle.db.insert(schema.sensorLevelZones).values({
        sensor_id: w.sensorRed,
        parameter_type: 1,
        axis: 1,
        warning_zone: 4.5,
        alarm_zone: 7.1,
        warning_delta: 0.5,
        alarm_delta: 1,
      });
      const others = await mutate(app, south, "alarms.acknowledgeRebaseline", { id: w.alarms.redAlarm });
      expect(others.status).toBe(404);
      const denied = await mutate(app, viewer, "alarms.acknowledgeRebaseline", { id: w.alarms.redAlarm });
      expect(denied.status).toBe(403);

      const res = await mutate(app, admin, "alarms.acknowledgeRebaseline", {
        id: w.alarms.redAlarm,
        note: "new bearing fitted",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const zone = res.body.result.data.zone;
      // Mean of the readings 2, 4, 6 in the 24 h ending at the latest one; zones from the deltas.
      expect(zone.baseline).toBeCloseTo(4, 12);
      expect(zone.warning_zone).toBeCloseTo(6, 12);
      expect(zone.alarm_zone).toBeCloseTo(8, 12);
      expect(zone.source_type).toBe(graphSourceTypeId("acknowledge_rebaseline"));
      expect(res.body.result.data).toMatchObject({ alarm_id: w.alarms.redAlarm, acknowledged: true });
      const stored = await alarmRow(w.alarms.redAlarm);
      expect(stored.acknowledged_at).toBeInstanceOf(Date);
      expect(stored.acknowledge_note).toBe("new bearing fitted");
      expect(stored.cleared_at).toBeInstanceOf(Date);
      expect(stored.clear_cause).toBe("rebaseline");

      const h = (await query(app, viewer, "alarms.health", { plant_id: w.plant })).body.result.data;
      expect(h.items.find((i: { id: number }) => i.id === w.red).health).toBe("good");
      expect(h.machines.find((m: { id: number }) => m.id === w.machineA1).health).toBe("warning");
    });
  });
});
