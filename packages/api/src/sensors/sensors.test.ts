import { createHash } from "node:crypto";
/**
 * Sensors through the REST facade on both drivers: every field round-trips, each rule answers 422
 * naming the field, positions, delete with the time-series rows, formulas, multi-views, NCD config,
 * the PdM dashboard counts and the public graph. The world lives in Calgary Works and a plant made
 * here, which the demo seed leaves empty, so counts are exact.
 */
import { type Database, schema, testDrivers } from "@plantwise/db";
import { CommandStatus } from "@plantwise/shared";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { insertGateway } from "../controllers/controllers.fixtures";

const ADMIN = "plantadmin@plantwise.demo";
const PLANT_USER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";
const HOUR = 3600_000;

interface Place {
  company: number;
  plant: number;
  machine: number;
  item: number;
  item2: number;
  controller: number;
}

/** A line, machine, asset with two items and a gateway in the given plant. */
async function buildPlace(
  db: Database,
  plant: { id: number; company_id: number },
  tag: string,
): Promise<Place> {
  const at = { company_id: plant.company_id, plant_id: plant.id };
  const [line] = await db
    .insert(schema.productionLines)
    .values({ ...at, name: `${tag} Line` })
    .returning();
  const [machine] = await db
    .insert(schema.machines)
    .values({ ...at, production_line_id: line!.id, name: `${tag} Machine` })
    .returning();
  const [asset] = await db
    .insert(schema.assets)
    .values({ ...at, machine_id: machine!.id, name: `${tag} Asset` })
    .returning();
  const [bearing] = await db
    .insert(schema.bearings)
    .values({ designation: `${tag}-6309`, ball_count: 8, ball_diameter_mm: 17.5, pitch_diameter_mm: 72.5 })
    .returning();
  const [item, item2] = await db
    .insert(schema.equipmentItems)
    .values([
      { ...at, asset_id: asset!.id, name: `${tag} Motor`, bearing_id: bearing!.id },
      { ...at, asset_id: asset!.id, name: `${tag} Pump`, position: 1 },
    ])
    .returning();
  const controller = await insertGateway(db, at, `${tag} Gateway`, `${tag}-GW`);
  return {
    company: plant.company_id,
    plant: plant.id,
    machine: machine!.id,
    item: item!.id,
    item2: item2!.id,
    controller: controller.id,
  };
}

const FULL = {
  name: "DE horizontal",
  serial_number: "CAL-S-0001",
  family: "NCD",
  type: 5,
  data_set: 26,
  power_type: 2,
  port_number: 3,
  location: "Drive end, horizontal",
  rpm_source: 3,
  rpm_value: 1780,
  gain: 2.5,
  firmware_version: "5.1.0",
  boot_time: "2026-01-05T08:30:00.000Z",
  sample_duration_ms: 1000,
  output_data_rate: 6400,
  frequency_range: "2-5300 Hz",
  low_pass_filter: 5300,
  high_pass_filter: 2,
  low_cut_filter: 1.5,
  high_cut_filter: 6000,
  fmax: 2600,
  run_hour_tracking: true,
  run_threshold: 0.8,
  reset_rotation: true,
  is_inactive: false,
  is_archived: false,
};

describe.each(testDrivers())("sensors on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let cal: Place;
  let ham: Place;
  let southItem: number;
  let southController: number;

  beforeAll(async () => {
    admin = await app.signIn(ADMIN);
    const plants = await app.handle.db.select().from(schema.plants);
    const plant = (name: string) => plants.find((p) => p.name === name)!;
    cal = await buildPlace(app.handle.db, plant("Calgary Works"), "Cal");
    ham = await buildPlace(app.handle.db, plant("Hamilton Works"), "Ham");
    const south = await buildPlace(app.handle.db, plant("Regina Plant"), "Reg");
    southItem = south.item;
    southController = south.controller;
  });

  const call = (method: string, path: string, body?: unknown, token = admin) =>
    app.call(method, `/api${path}`, { token, body });
  const create = (over: Record<string, unknown> = {}) =>
    call("POST", "/sensors", {
      ...FULL,
      equipment_item_id: cal.item,
      controller_id: cal.controller,
      ...over,
    });
  const messages = (res: { body: { messages?: string[][] } }) => (res.body.messages ?? []).flat();
  const db = () => app.handle.db;
  /** Readings of one sensor, each [parameter type, axis, hours before `now`, value]. */
  const insertReadings = (sensor_id: number, now: number, rows: [number, number, number, number][]) =>
    db()
      .insert(schema.sensorReadings)
      .values(
        rows.map(([parameter_type, axis, hours, value]) => ({
          sensor_id,
          parameter_type,
          axis,
          ts: new Date(now - hours * HOUR),
          value,
        })),
      );

  it("creates a sensor with every field and reads them all back with its place and controller", async () => {
    const res = await create();
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({
      ...FULL,
      plant_id: cal.plant,
      company_id: cal.company,
      position: 0,
    });

    const now = Date.now();
    await insertReadings(id, now, [
      [1, 1, 2, 1.1],
      [1, 1, 1, 1.4],
      [1, 2, 1, 0.9],
      [4, 0, 3, 41.5],
    ]);
    await db()
      .insert(schema.sensorLevelZones)
      .values({ sensor_id: id, parameter_type: 1, axis: 1, warning_zone: 4.5, alarm_zone: 7.1 });
    await db()
      .update(schema.sensors)
      .set({ rssi: 85, battery: 30, last_seen_at: new Date() })
      .where(eq(schema.sensors.id, id));

    const got = await call("GET", `/sensors/${id}`);
    expect(got.status).toBe(200);
    const d = got.body.data;
    expect(d).toMatchObject({
      ...FULL,
      id,
      equipment_item_id: cal.item,
      controller_id: cal.controller,
      controller: { id: cal.controller, name: "Cal Gateway", type: 5, transport: "HTTP" },
      item: { id: cal.item, name: "Cal Motor" },
      asset: { name: "Cal Asset" },
      machine: { id: cal.machine, name: "Cal Machine" },
      line: { name: "Cal Line" },
      bearing: { name: "Cal-6309" },
      rssi_level: "high",
      battery_level: "none",
      is_online: true,
      is_public_graph: false,
    });
    expect(d.zones).toEqual([
      expect.objectContaining({ parameter_type: 1, axis: 1, warning_zone: 4.5, alarm_zone: 7.1 }),
    ]);
    expect(
      d.latest.map((l: { parameter_type: number; axis: number; value: number }) => [
        l.parameter_type,
        l.axis,
        l.value,
      ]),
    ).toEqual([
      [1, 1, 1.4],
      [1, 2, 0.9],
      [4, 0, 41.5],
    ]);
    expect(new Date(d.latest[0].ts).getTime()).toBe(now - HOUR);

    const list = await call("GET", `/sensors?equipment_item_id=${cal.item}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id,
        serial_number: FULL.serial_number,
        family: "NCD",
        data_set: 26,
        power_type: 2,
        port_number: 3,
        fmax: 2600,
        rpm_source: 3,
        equipment_name: "Cal Motor",
        asset_name: "Cal Asset",
        machine_id: cal.machine,
        machine_name: "Cal Machine",
        controller_name: "Cal Gateway",
        plant_id: cal.plant,
        rssi_level: "high",
        battery_level: "none",
        is_online: true,
      }),
    ]);
    expect(list.body.meta).toMatchObject({ total: 1 });
  });

  it("updates only the fields sent, null clearing one; moving to another item puts it last there", async () => {
    const { id } = (await create({ serial_number: "CAL-UPD-1" })).body.data;
    const res = await call("PUT", `/sensors/${id}`, { location: null, gain: 4, fmax: 650, rpm_source: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...FULL,
      serial_number: "CAL-UPD-1",
      location: null,
      gain: 4,
      fmax: 650,
      rpm_source: 5,
    });
    const moved = await call("PUT", `/sensors/${id}`, { equipment_item_id: cal.item2 });
    expect(moved.body.data).toMatchObject({ equipment_item_id: cal.item2, plant_id: cal.plant, position: 0 });
    // Unattached, it stays in its controller's plant.
    const loose = await call("PUT", `/sensors/${id}`, { equipment_item_id: null });
    expect(loose.body.data).toMatchObject({
      equipment_item_id: null,
      controller_id: cal.controller,
      plant_id: cal.plant,
    });
    const onlyController = await create({ serial_number: "CAL-LOOSE-1", equipment_item_id: null });
    expect(onlyController.body.data).toMatchObject({ equipment_item_id: null, plant_id: cal.plant });
    await call("DELETE", `/sensors/${id}`);
    await call("DELETE", `/sensors/${onlyController.body.data.id}`);
  });

  it("answers each broken rule with 422 naming the field", async () => {
    await create({ serial_number: "CAL-DUP-1" });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ family: "Bosch" }, ["family: must be one of Banner, NCD, SDT, Lube Matrix, Pulsar, Perma, CM1L"]],
      [{ type: 7 }, ["type: must be one of the controller types (1, 2, 3, 4, 5)"]],
      [{ data_set: 27 }, [expect.stringContaining("data_set: must be one of the data-set codes")]],
      [{ fmax: 4000 }, ["fmax: must be one of the FFT Hz limits (10600, 5300, 2600, 1300, 650, 325)"]],
      [{ rpm_source: 0 }, ["rpm_source: must be 1 to 5"]],
      [{ rpm_source: 6 }, ["rpm_source: must be 1 to 5"]],
      [{ power_type: 3 }, [expect.stringContaining("power_type: must be one of the power types")]],
      [{ name: "" }, ["name: Name is required"]],
      [{ serial_number: "cal-dup-1" }, ['serial_number: A sensor named "cal-dup-1" already exists']],
      [{ equipment_item_id: southItem }, ["equipment_item_id: Equipment item not found"]],
      [{ equipment_item_id: 999_999 }, ["equipment_item_id: Equipment item not found"]],
      [{ controller_id: southController }, ["controller_id: Controller not found"]],
      [{ controller_id: ham.controller }, ["controller_id: must be in the same plant as the equipment item"]],
      [
        { equipment_item_id: null, controller_id: null },
        ["equipment_item_id: a sensor needs an equipment item or a controller"],
      ],
    ];
    for (const [over, expected] of cases) {
      const res = await create({ serial_number: "CAL-BAD-1", ...over });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(messages(res), JSON.stringify(over)).toEqual(expected);
    }
    const [dup] = await db()
      .select()
      .from(schema.sensors)
      .where(eq(schema.sensors.serial_number, "CAL-DUP-1"));
    const self = await call("PUT", `/sensors/${dup!.id}`, { parent_sensor_id: dup!.id });
    expect(messages(self)).toEqual(["parent_sensor_id: a sensor cannot be its own parent"]);
    await call("DELETE", `/sensors/${dup!.id}`);
  });

  it("orders an item's sensors; the ids must be exactly its sensors", async () => {
    const a = (await create({ serial_number: "CAL-POS-A", equipment_item_id: cal.item2 })).body.data.id;
    const b = (await create({ serial_number: "CAL-POS-B", equipment_item_id: cal.item2 })).body.data.id;
    const other = (await create({ serial_number: "CAL-POS-C" })).body.data.id;
    const path = `/equipments/${cal.item2}/sensors/positions`;
    for (const ids of [[a], [a, b, other], [a, a], [b, other]]) {
      const res = await call("PUT", path, { ids });
      expect(res.status, JSON.stringify(ids)).toBe(422);
      expect(messages(res)).toEqual(["ids: must list exactly the 2 item's sensors, each once"]);
    }
    const ok = await call("PUT", path, { ids: [b, a] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "ok", ids: [b, a] });
    const list = await call("GET", `/sensors?equipment_item_id=${cal.item2}&orderByColumn=position`);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([b, a]);
    expect((await call("PUT", `/equipments/${southItem}/sensors/positions`, { ids: [] })).status).toBe(404);
    for (const id of [a, b, other]) await call("DELETE", `/sensors/${id}`);
  });

  it("deletes a sensor with its readings, hourly rollup and waveforms, and nothing of another sensor", async () => {
    const gone = (await create({ serial_number: "CAL-DEL-1" })).body.data.id as number;
    const kept = (await create({ serial_number: "CAL-DEL-2" })).body.data.id as number;
    const ts = new Date(Date.now() - HOUR);
    for (const sensor_id of [gone, kept]) {
      await db()
        .insert(schema.sensorReadings)
        .values({ sensor_id, parameter_type: 1, axis: 1, ts, value: 2 });
      await db()
        .insert(schema.sensorReadingsHourly)
        .values({ sensor_id, parameter_type: 1, axis: 1, bucket: ts, min: 2, max: 2, sum: 2, count: 1 });
      await db()
        .insert(schema.waveforms)
        .values({ sensor_id, ts, sample_rate: 2560, sample_count: 4, samples: new Uint8Array(16) });
    }
    await db()
      .insert(schema.sensorLevelZones)
      .values({ sensor_id: gone, parameter_type: 1, axis: 1, warning_zone: 3 });
    const res = await call("DELETE", `/sensors/${gone}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", ids: [gone] });
    expect((await call("GET", `/sensors/${gone}`)).status).toBe(404);
    const count = async (
      table: typeof schema.sensorReadings | typeof schema.sensorReadingsHourly | typeof schema.waveforms,
      id: number,
    ) => (await db().select().from(table).where(eq(table.sensor_id, id))).length;
    for (const table of [schema.sensorReadings, schema.sensorReadingsHourly, schema.waveforms]) {
      expect(await count(table, gone)).toBe(0);
      expect(await count(table, kept)).toBe(1);
    }
    expect(
      await db().select().from(schema.sensorLevelZones).where(eq(schema.sensorLevelZones.sensor_id, gone)),
    ).toEqual([]);
    expect((await call("DELETE", `/sensors/${gone}`)).status).toBe(404);
    await call("DELETE", `/sensors/${kept}`);
  });

  it("saves formulas (create, then update by id) and lists them per sensor", async () => {
    const sensor = (await create({ serial_number: "CAL-F-1" })).body.data.id;
    const bad = await call("POST", "/sensors/formulas", {
      sensor_id: sensor,
      name: "x",
      expression: "2 *",
      parameter_type: 1,
    });
    expect(bad.status).toBe(422);
    expect(messages(bad)).toEqual(["expression: must contain the value placeholder {value}"]);
    const made = await call("POST", "/sensors/formulas", {
      sensor_id: sensor,
      name: "Velocity in/s",
      expression: "{value} / 25.4",
      parameter_type: 1,
      unit: "in/s",
    });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    const edited = await call("POST", "/sensors/formulas", {
      id,
      sensor_id: sensor,
      name: "Velocity ips",
      expression: "{value} * 0.03937",
      parameter_type: 1,
    });
    expect(edited.body.data).toMatchObject({ id, name: "Velocity ips", unit: null });
    const list = await call("GET", `/sensors/formulas?sensor_id=${sensor}`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id, sensor_name: FULL.name, expression: "{value} * 0.03937" }),
    ]);
    await call("DELETE", `/sensors/${sensor}`);
  });

  it("creates metric multi-views with graphs and sets a graph's thresholds", async () => {
    const sensor = (await create({ serial_number: "CAL-MV-1" })).body.data.id;
    const made = await call("POST", `/equipments/${cal.item}/metric-multi-views`, {
      name: "Motor overview",
      graphs: [
        { sensor_id: sensor, parameter_type: 1, axis: 1 },
        { sensor_id: sensor, parameter_type: 4 },
      ],
    });
    expect(made.status).toBe(200);
    const view = made.body.data;
    expect(
      view.graphs.map((g: { parameter_type: number; axis: number }) => [g.parameter_type, g.axis]),
    ).toEqual([
      [1, 1],
      [4, 0],
    ]);
    const foreign = await call("POST", `/equipments/${cal.item}/metric-multi-views`, {
      name: "x",
      graphs: [{ sensor_id: 999_999, parameter_type: 1 }],
    });
    expect(messages(foreign)).toEqual(["graphs.0.sensor_id: Sensor not found"]);
    const graph = view.graphs[0].id;
    const path = `/metric-multi-views/${view.id}/graphs/${graph}/thresholds`;
    const wrong = await call("POST", path, { warning_threshold: 5, alarm_threshold: 4 });
    expect(messages(wrong)).toEqual(["alarm_threshold: must be higher than the warning threshold"]);
    const set = await call("POST", path, { warning_threshold: 4.5, alarm_threshold: 7.1 });
    expect(set.body.data).toMatchObject({ id: graph, warning_threshold: 4.5, alarm_threshold: 7.1 });
    const list = await call("GET", `/equipments/${cal.item}/metric-multi-views`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: view.id,
        name: "Motor overview",
        graphs: [
          expect.objectContaining({ id: graph, alarm_threshold: 7.1, sensor_name: FULL.name }),
          expect.anything(),
        ],
      }),
    ]);
    await call("DELETE", `/sensors/${sensor}`);
  });

  it("saves NCD settings and queues a config command to the sensor's controller", async () => {
    const sensor = (await create({ serial_number: "CAL-NCD-1" })).body.data.id;
    const res = await call("PUT", `/sensors/${sensor}/ncd/config`, { fmax: 1300, output_data_rate: 3200 });
    expect(res.status).toBe(200);
    expect(res.body.data.sensor).toMatchObject({
      fmax: 1300,
      output_data_rate: 3200,
      sample_duration_ms: 1000,
    });
    expect(res.body.data.command).toMatchObject({
      controller_id: cal.controller,
      sensor_id: sensor,
      command: "config",
      status: CommandStatus.PROCESS,
      payload: { serial_number: "CAL-NCD-1", fmax: 1300, output_data_rate: 3200 },
    });
    const bad = await call("PUT", `/sensors/${sensor}/ncd/config`, { fmax: 1000 });
    expect(messages(bad)).toEqual([
      "fmax: must be one of the FFT Hz limits (10600, 5300, 2600, 1300, 650, 325)",
    ]);
    const loose = (await create({ serial_number: "CAL-NCD-2", controller_id: null })).body.data.id;
    const none = await call("PUT", `/sensors/${loose}/ncd/config`, { fmax: 1300 });
    expect(messages(none)).toEqual(["sensor_id: the sensor has no controller to send the configuration to"]);
    await call("DELETE", `/sensors/${sensor}`);
    await call("DELETE", `/sensors/${loose}`);
  });

  it("counts the PdM dashboard: states, battery, signal, families and latest velocity per machine", async () => {
    const [northwind] = await db().select().from(schema.plants).where(eq(schema.plants.id, ham.plant));
    const [plant] = await db()
      .insert(schema.plants)
      .values({ name: "Pdm Works", company_id: northwind!.company_id })
      .returning();
    const [user] = await db().select().from(schema.users).where(eq(schema.users.email, ADMIN));
    await db().insert(schema.userPlants).values({ user_id: user!.id, plant_id: plant!.id });
    const p = await buildPlace(db(), plant!, "Pdm");
    const now = Date.now();
    const base = { company_id: p.company, plant_id: p.plant, type: 5, controller_id: p.controller };
    const made = await db()
      .insert(schema.sensors)
      .values([
        {
          ...base,
          equipment_item_id: p.item,
          name: "On",
          serial_number: "PDM-1",
          family: "NCD",
          rssi: 90,
          battery: 90,
          last_seen_at: new Date(now),
        },
        {
          ...base,
          equipment_item_id: p.item,
          name: "Stale",
          serial_number: "PDM-2",
          family: "NCD",
          rssi: 50,
          battery: 30,
          last_seen_at: new Date(now - 3 * HOUR),
        },
        {
          ...base,
          equipment_item_id: p.item2,
          name: "Idle",
          serial_number: "PDM-3",
          family: "NCD",
          is_inactive: true,
        },
        {
          ...base,
          equipment_item_id: p.item2,
          name: "Old",
          serial_number: "PDM-4",
          family: "NCD",
          is_archived: true,
        },
        { ...base, name: "Loose", serial_number: "PDM-5", family: "Banner" },
      ])
      .returning();
    const on = made[0]!.id;
    await insertReadings(on, now, [
      [1, 1, 2, 9],
      [1, 1, 1, 2],
      [1, 2, 1, 3.5],
      [4, 0, 1, 60],
    ]);
    const res = await call("GET", `/dashboard/pdm?plant_id=${p.plant}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ total: 4, online: 1, offline: 2, inactive: 1, low_battery: 1, weak_signal: 1 });
    expect(d.by_family).toEqual([
      { family: "NCD", count: 3 },
      { family: "Banner", count: 1 },
    ]);
    expect(d.machines).toEqual([
      {
        machine_id: p.machine,
        machine_name: "Pdm Machine",
        sensors: [
          expect.objectContaining({ name: "On", is_online: true, velocity_rms: 3.5 }),
          expect.objectContaining({ name: "Stale", is_online: false, velocity_rms: null }),
          expect.objectContaining({ name: "Idle", is_inactive: true, velocity_rms: null }),
        ],
      },
    ]);
    const statuses = async (status: string) =>
      (await call("GET", `/sensors?plant_id=${p.plant}&status=${status}&orderByColumn=name`)).body.data.map(
        (s: { name: string }) => s.name,
      );
    expect(await statuses("online")).toEqual(["On"]);
    expect(await statuses("offline")).toEqual(["Loose", "Stale"]);
    expect(await statuses("inactive")).toEqual(["Idle"]);
    expect(await statuses("archived")).toEqual(["Old"]);
    const south = await app.signIn(SOUTH);
    const theirs = await call("GET", `/dashboard/pdm?plant_id=${p.plant}`, undefined, south);
    expect(theirs.body.data).toMatchObject({ total: 0, machines: [] });
    await db()
      .delete(schema.sensors)
      .where(
        inArray(
          schema.sensors.id,
          made.map((s) => s.id),
        ),
      );
  });

  it("answers a shared chart only for its token: that chart, until revoked or expired, per-IP limited", async () => {
    const sensor = (await create({ serial_number: "CAL-PUB-1", name: "Shared fan" })).body.data.id as number;
    const now = Date.now();
    await insertReadings(sensor, now, [
      [1, 3, 2, 1.2],
      [1, 3, 1, 1.6],
      [1, 3, 30, 9],
      [2, 3, 1, 0.4],
    ]);
    let ip = 0;
    const graph = (token: unknown, from = `198.51.100.${++ip}`) =>
      app.call("GET", `/trpc/sensors.publicGraph?input=${encodeURIComponent(JSON.stringify({ token }))}`, {
        headers: { "x-forwarded-for": from },
      });
    const share = (input: Record<string, unknown>, token = admin) =>
      app.call("POST", "/trpc/sensors.createPublicGraphLink", {
        token,
        body: { sensor_id: sensor, ...input },
      });

    // A sensor id is no longer a link.
    const byId = await graph(String(sensor));
    expect(byId.status).toBe(404);
    expect(JSON.stringify(byId.body)).not.toContain("Shared fan");

    expect((await share({ parameter_type: 1, axis: 3 }, await app.signIn(SOUTH))).status).toBe(404);
    expect((await share({ parameter_type: 1, axis: 3 }, await app.signIn(PLANT_USER))).status).toBe(403);
    const made = await share({ parameter_type: 1, axis: 3 });
    expect(made.status).toBe(200);
    const link = made.body.result.data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/graph/${link.token}`);
    expect(link).toMatchObject({ sensor_id: sensor, parameter_type: 1, axis: 3, from: null, active: true });
    const [stored] = await db()
      .select()
      .from(schema.publicGraphLinks)
      .where(eq(schema.publicGraphLinks.id, link.id));
    expect(Buffer.from(stored!.token_hash)).toEqual(createHash("sha256").update(link.token).digest());
    expect(stored!.created_by).not.toBeNull();

    const on = await graph(link.token);
    expect(on.status).toBe(200);
    const data = on.body.result.data;
    expect(data.sensor).toEqual({ name: "Shared fan" });
    expect(data.live).toBe(true);
    expect(data.series).toMatchObject({ parameter_type: 1, axis: 3, unit: "mm/s" });
    expect(data.series.to - data.series.from).toBe(24 * HOUR);
    expect(data.series.points.map((pt: { max: number }) => pt.max)).toEqual([1.2, 1.6]);
    const text = JSON.stringify(on.body);
    for (const secret of ["Calgary", "Northwind", "Cal Motor", "CAL-PUB-1"])
      expect(text).not.toContain(secret);

    // A fixed range answers that range only, whatever the caller would like.
    const fixed = (await share({ parameter_type: 1, axis: 3, from: now - 40 * HOUR, to: now - 20 * HOUR }))
      .body.result.data;
    const old = (await graph(fixed.token)).body.result.data;
    expect(old.live).toBe(false);
    expect(old.series.points.map((pt: { max: number }) => pt.max)).toEqual([9]);
    const asked = await app.call(
      "GET",
      `/trpc/sensors.publicGraph?input=${encodeURIComponent(JSON.stringify({ token: fixed.token, parameter_type: 2, axis: 1, sensor_id: 1 }))}`,
      { headers: { "x-forwarded-for": "198.51.100.200" } },
    );
    expect(asked.body.result.data.series).toMatchObject({ parameter_type: 1, axis: 3 });

    // Revoked, expired, unknown and malformed tokens: one answer.
    const unknown = await graph("A".repeat(43));
    expect(unknown.status).toBe(404);
    const revoke = await app.call("POST", "/trpc/sensors.revokePublicGraphLink", {
      token: admin,
      body: { id: link.id },
    });
    expect(revoke.status).toBe(200);
    const revoked = await graph(link.token);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error.message).toBe(unknown.body.error.message);
    expect((await graph("x")).body.error.message).toBe(unknown.body.error.message);
    await db()
      .update(schema.publicGraphLinks)
      .set({ expires_at: new Date(now - 1000) })
      .where(eq(schema.publicGraphLinks.id, fixed.id));
    expect((await graph(fixed.token)).body.error.message).toBe(unknown.body.error.message);
    const listed = await app.call(
      "GET",
      `/trpc/sensors.publicGraphLinks?input=${encodeURIComponent(JSON.stringify({ sensor_id: sensor }))}`,
      { token: admin },
    );
    expect(listed.body.result.data.data.map((l: { active: boolean }) => l.active)).toEqual([false, false]);
    expect(JSON.stringify(listed.body)).not.toContain(link.token);

    // One address may not try tokens at speed (the window starts empty for it).
    await db().delete(schema.rateLimitEvents).where(eq(schema.rateLimitEvents.bucket, "public_graph_ip"));
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await graph(`guess-${i}`, "198.51.100.250")).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    await call("DELETE", `/sensors/${sensor}`);
  });

  it("keeps tenants apart and needs the dashboard permissions", async () => {
    const sensor = (await create({ serial_number: "CAL-TEN-1" })).body.data.id;
    const south = await app.signIn(SOUTH);
    expect((await call("GET", `/sensors/${sensor}`, undefined, south)).status).toBe(404);
    expect((await call("PUT", `/sensors/${sensor}`, { name: "Hijacked" }, south)).status).toBe(404);
    expect((await call("DELETE", `/sensors/${sensor}`, undefined, south)).status).toBe(404);
    const theirs = await call("GET", "/sensors?max=100", undefined, south);
    expect(theirs.body.data.map((s: { plant_id: number }) => s.plant_id)).not.toContain(cal.plant);
    const viewer = await app.signIn(PLANT_USER);
    const refused = await call(
      "POST",
      "/sensors",
      { ...FULL, serial_number: "PU-1", controller_id: ham.controller },
      viewer,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("create_dashboard");
    await call("DELETE", `/sensors/${sensor}`);
  });
});
