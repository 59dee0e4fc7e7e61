/**
 * What needs attention (alarms.attention) and the items' state (alarms.itemStatus) on both
 * drivers: one row per item in alarm or warning, worst first (severity, then unacknowledged, then
 * how far past the threshold the latest value is, then how long), the lead alarm's latest reading
 * against its threshold; the items of a line, machine or asset with health, open alarms and latest
 * velocity and temperature; scope (404 for another company's plant) and the empty answers.
 */
import { schema, testDrivers } from "@plantwise/db";
import { AlertType } from "@plantwise/shared";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../../test/harness";
import { insertRow } from "../hierarchy/hierarchy.fixtures";

const ADMIN = "plantadmin@plantwise.demo";
const VIEWER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface World {
  plant: number;
  line: number;
  machine: number;
  asset: number;
  otherAsset: number;
  items: Record<
    "hot" | "acked" | "warm" | "warmer" | "stale" | "battery" | "quiet" | "cleared" | "bare",
    number
  >;
  alarms: { hot: number; hotTemperature: number };
  hotReadingAt: Date;
}

/** A plant of the demo company that only this test fills, so every row is known. */
async function buildWorld(app: TestApp): Promise<World> {
  const db = app.handle.db;
  const now = Date.now();
  const [hamilton] = await db.select().from(schema.plants).where(eq(schema.plants.name, "Hamilton Works"));
  const company_id = hamilton!.company_id;
  const plant = await insertRow(db, schema.plants, { name: "Zq Attention Plant", company_id });
  const members = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(inArray(schema.users.email, [ADMIN, VIEWER]));
  await db.insert(schema.userPlants).values(members.map((u) => ({ user_id: u.id, plant_id: plant.id })));
  const at = { company_id, plant_id: plant.id };
  const line = await insertRow(db, schema.productionLines, {
    ...at,
    name: "Zq Cooling",
    kind: 1,
    position: 0,
  });
  const machine = await insertRow(db, schema.machines, {
    ...at,
    name: "Zq Tower",
    production_line_id: line.id,
    position: 0,
  });
  const otherMachine = await insertRow(db, schema.machines, {
    ...at,
    name: "Zq Press",
    production_line_id: line.id,
    position: 1,
  });
  const asset = await insertRow(db, schema.assets, { ...at, name: "Zq Pump", machine_id: machine.id });
  const otherAsset = await insertRow(db, schema.assets, {
    ...at,
    name: "Zq Ram",
    machine_id: otherMachine.id,
  });
  const item = (name: string, asset_id = asset.id) =>
    insertRow(db, schema.equipmentItems, { ...at, name, asset_id });
  const items = {
    hot: (await item("Zq Hot Motor")).id,
    acked: (await item("Zq Acked Motor")).id,
    warm: (await item("Zq Warm Fan")).id,
    warmer: (await item("Zq Warmer Fan")).id,
    stale: (await item("Zq Stale Fan")).id,
    battery: (await item("Zq Battery Gearbox")).id,
    quiet: (await item("Zq Quiet Fan")).id,
    cleared: (await item("Zq Cleared Roll")).id,
    bare: (await item("Zq Bare Roll", otherAsset.id)).id,
  };
  const sensorOf: Record<string, number> = {};
  for (const [key, id] of Object.entries(items)) {
    if (key === "bare") continue;
    sensorOf[key] = (
      await insertRow(db, schema.sensors, {
        ...at,
        name: `Zq ${key} DE`,
        serial_number: `ZQ-ATT-${key}`,
        equipment_item_id: id,
        family: "NCD",
        type: 5,
      })
    ).id;
  }
  const hotReadingAt = new Date(now - HOUR);
  const reading = (key: string, parameter_type: number, axis: number, value: number, ago: number) => ({
    sensor_id: sensorOf[key]!,
    parameter_type,
    axis,
    value,
    ts: new Date(now - ago),
  });
  await db.insert(schema.sensorReadings).values([
    // The hot motor: X worse than Y, and its newest X reading is the value shown.
    reading("hot", 1, 1, 8.2, 3 * HOUR),
    reading("hot", 1, 1, 9, HOUR),
    reading("hot", 1, 2, 3.1, HOUR),
    reading("hot", 4, 0, 74, 2 * HOUR),
    reading("acked", 1, 1, 20, HOUR),
    reading("warm", 1, 1, 5, HOUR),
    reading("warmer", 1, 1, 6.3, HOUR),
    // Ten days old: history, not the latest value; the alarm's own value speaks instead.
    reading("stale", 1, 1, 100, 10 * DAY),
    reading("quiet", 1, 3, 1.2, 2 * HOUR),
    reading("quiet", 4, 0, 41, 2 * HOUR),
  ]);
  const level = (key: keyof typeof items, values: Partial<typeof schema.alarms.$inferInsert>) =>
    insertRow(db, schema.alarms, {
      ...at,
      sensor_id: sensorOf[key],
      equipment_item_id: items[key],
      parameter_type: 1,
      axis: 1,
      alert_type: AlertType.warning,
      severity: 1,
      alert_rule: { rule: "level", threshold: 4.5, unit: "mm/s" },
      ...values,
    });
  const hot = await level("hot", {
    alert_type: AlertType.alarm,
    severity: 2,
    value: 7.5,
    alert_rule: { rule: "level", threshold: 7.1 },
    created_at: new Date(now - 5 * HOUR),
  });
  const hotTemperature = await level("hot", {
    parameter_type: 4,
    axis: 0,
    alert_type: AlertType.temperature_warning,
    value: 71,
    alert_rule: { rule: "level", threshold: 70 },
    created_at: new Date(now - 6 * HOUR),
  });
  await level("acked", {
    alert_type: AlertType.alarm,
    severity: 2,
    value: 8,
    alert_rule: { rule: "level", threshold: 7.1 },
    created_at: new Date(now - HOUR),
    acknowledged_at: new Date(now - HOUR / 2),
  });
  await level("warm", { value: 4.8, created_at: new Date(now - 2 * DAY) });
  await level("warmer", { value: 4.9, created_at: new Date(now - HOUR) });
  await level("stale", { value: 5, created_at: new Date(now - 3 * DAY) });
  await level("battery", {
    parameter_type: null,
    axis: 0,
    alert_type: AlertType.battery_low,
    value: 30,
    alert_rule: { rule: "battery", below: 40, unit: "%" },
    created_at: new Date(now - DAY),
  });
  await level("cleared", {
    alert_type: AlertType.alarm,
    severity: 2,
    value: 9,
    created_at: new Date(now - DAY),
    cleared_at: new Date(now - HOUR),
  });
  // A gateway offline has no item: it makes no item worse and stays in the alarm lists.
  await insertRow(db, schema.alarms, {
    ...at,
    alert_type: AlertType.controller_offline,
    severity: 2,
    alert_rule: { rule: "offline", after_minutes: 30 },
    value: 90,
  });
  return {
    plant: plant.id,
    line: line.id,
    machine: machine.id,
    asset: asset.id,
    otherAsset: otherAsset.id,
    items,
    alarms: { hot: hot.id, hotTemperature: hotTemperature.id },
    hotReadingAt,
  };
}

describe.each(testDrivers())("what needs attention on %s", (driver) => {
  const app = useTestApp(driver);
  let world: World;
  let admin: string;

  beforeAll(async () => {
    world = await buildWorld(app);
    admin = await app.signIn(ADMIN);
  });

  it("lists the items in alarm or warning worst first, each with its lead alarm's latest value", async () => {
    const res = await app.query("alarms.attention", { plant_id: world.plant }, admin);
    expect(res.status).toBe(200);
    const rows = res.body.result.data;
    // Alarm before warning; unacknowledged before acknowledged (the acked motor is further past its
    // zone); among warnings the machines' condition before a sensor's battery (30 % against 40 %
    // is further past than 5 against 4.5, but says nothing about the machine), then the one furthest
    // past (6.3), then the longest (the stale fan's 5 from its alarm, three days, before the warm
    // fan's two).
    expect(rows.map((r: { item_name: string }) => r.item_name)).toEqual([
      "Zq Hot Motor",
      "Zq Acked Motor",
      "Zq Warmer Fan",
      "Zq Stale Fan",
      "Zq Warm Fan",
      "Zq Battery Gearbox",
    ]);
    const [hot, acked, warmer, stale, , battery] = rows;
    expect(hot).toMatchObject({
      equipment_item_id: world.items.hot,
      asset_name: "Zq Pump",
      machine_id: world.machine,
      machine_name: "Zq Tower",
      production_line_id: world.line,
      production_line_name: "Zq Cooling",
      severity: 2,
      acknowledged: false,
      open_count: 2,
      unacknowledged_count: 2,
      alarm_id: world.alarms.hot,
      alert_type_key: "alarm",
      parameter_key: "velocity_rms",
      axis: 1,
      unit: "mm/s",
      threshold: 7.1,
      direction: "above",
      value: 9,
      value_at: world.hotReadingAt.toISOString(),
    });
    expect(hot.excess).toBeCloseTo(9 / 7.1);
    // Since the oldest open alarm: the temperature warning, an hour before the velocity alarm.
    const temperature = await app.query("alarms.get", { id: world.alarms.hotTemperature }, admin);
    expect(hot.since).toBe(temperature.body.result.data.created_at);
    expect(acked).toMatchObject({ severity: 2, acknowledged: true, unacknowledged_count: 0, value: 20 });
    expect(warmer).toMatchObject({ severity: 1, value: 6.3, threshold: 4.5 });
    expect(battery).toMatchObject({
      alert_type_key: "battery_low",
      parameter_key: null,
      direction: "below",
      value: 30,
      threshold: 40,
      unit: "%",
    });
    expect(battery.excess).toBeCloseTo(40 / 30);
    expect(stale).toMatchObject({ value: 5 });
  });

  it("answers nothing for a plant where every item is within its zones", async () => {
    const res = await app.query("alarms.attention", { plant_id: app.demo.calgary }, admin);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual([]);
  });

  it("keeps to the caller's plants: 404 for another company's plant, refused without a plant", async () => {
    const south = await app.signIn(SOUTH);
    expect((await app.query("alarms.attention", { plant_id: world.plant }, south)).status).toBe(404);
    expect((await app.query("alarms.attention", {}, admin)).status).toBe(400);
    const viewer = await app.signIn(VIEWER);
    const seen = await app.query("alarms.attention", { plant_id: world.plant }, viewer);
    expect(seen.body.result.data).toHaveLength(6);
  });

  it("gives a machine's items worst first with open alarms and latest velocity and temperature", async () => {
    const res = await app.query(
      "alarms.itemStatus",
      { plant_id: world.plant, machine_id: world.machine },
      admin,
    );
    expect(res.status).toBe(200);
    const rows = res.body.result.data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      "Zq Acked Motor",
      "Zq Hot Motor",
      "Zq Battery Gearbox",
      "Zq Stale Fan",
      "Zq Warm Fan",
      "Zq Warmer Fan",
      "Zq Quiet Fan",
      "Zq Cleared Roll",
    ]);
    const byName = new Map(rows.map((r: { name: string }) => [r.name, r]));
    expect(byName.get("Zq Hot Motor")).toMatchObject({
      health: "alarm",
      open_counts: { warning: 1, alarm: 1 },
      machine_name: "Zq Tower",
      // The worst axis (X at 9, not Y at 3.1), its newest reading.
      velocity: { value: 9, axis: 1, at: world.hotReadingAt.toISOString() },
      temperature: { value: 74, axis: 0 },
    });
    expect(byName.get("Zq Quiet Fan")).toMatchObject({
      health: "good",
      open_counts: { warning: 0, alarm: 0 },
      velocity: { value: 1.2, axis: 3 },
      temperature: { value: 41, axis: 0 },
    });
    // Only history older than a week: no latest value.
    expect(byName.get("Zq Stale Fan")).toMatchObject({
      health: "warning",
      velocity: null,
      temperature: null,
    });
    // Its alarm cleared and no readings: nothing open, no data.
    expect(byName.get("Zq Cleared Roll")).toMatchObject({
      health: "no_data",
      open_counts: { warning: 0, alarm: 0 },
    });
  });

  it("narrows to an asset or a line, and keeps to the caller's plants", async () => {
    const asset = await app.query(
      "alarms.itemStatus",
      { plant_id: world.plant, asset_id: world.otherAsset },
      admin,
    );
    expect(asset.body.result.data).toEqual([
      expect.objectContaining({ name: "Zq Bare Roll", health: "no_data", velocity: null, temperature: null }),
    ]);
    const line = await app.query(
      "alarms.itemStatus",
      { plant_id: world.plant, production_line_id: world.line },
      admin,
    );
    expect(line.body.result.data).toHaveLength(9);
    const south = await app.signIn(SOUTH);
    expect((await app.query("alarms.itemStatus", { plant_id: world.plant }, south)).status).toBe(404);
  });

  it("pages the item list worst health first, A–Z within a health (equipments.list, orderByColumn health)", async () => {
    const names = async (method: "asc" | "desc") => {
      const res = await app.query(
        "equipments.list",
        { plant_id: world.plant, orderByColumn: "health", orderByMethod: method, max: 100 },
        admin,
      );
      expect(res.status).toBe(200);
      return res.body.result.data.data.map((r: { name: string }) => r.name);
    };
    const worstFirst = [
      "Zq Acked Motor",
      "Zq Hot Motor",
      "Zq Battery Gearbox",
      "Zq Stale Fan",
      "Zq Warm Fan",
      "Zq Warmer Fan",
      "Zq Quiet Fan",
      "Zq Bare Roll",
      "Zq Cleared Roll",
    ];
    expect(await names("asc")).toEqual(worstFirst);
    expect(await names("desc")).toEqual([...worstFirst].reverse());
  });
});
