/** The demo gateways, sensors and level zones of seed/demo: placement, zones, idempotency. */
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  assets,
  bearings,
  companies,
  controllers,
  equipmentItems,
  machines,
  plants,
  sensorLevelZones,
  sensors,
} from "../src/schema/index";
import { DEMO_COMPANY, DEMO_CONTROLLERS, SECOND_COMPANY, seedDatabase } from "../src/seed/index";
import { testDrivers } from "../src/testing";
import { useTestDatabase } from "./test-database";

describe.each(testDrivers())("demo sensors seed on %s", (driver) => {
  const handle = useTestDatabase(driver, { demoUsers: true });

  async function companyId(name: string): Promise<number> {
    const [row] = await handle.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, name));
    return row!.id;
  }

  it("gives Hamilton Works three gateways (NCD and Banner) and Southridge one, with the sensors of the spec", async () => {
    const demo = await companyId(DEMO_COMPANY);
    const second = await companyId(SECOND_COMPANY);
    const demoControllers = await handle.db
      .select({ serial: controllers.serial_number, type: controllers.type, plant: plants.name })
      .from(controllers)
      .innerJoin(plants, eq(plants.id, controllers.plant_id))
      .where(eq(controllers.company_id, demo));
    expect(demoControllers.map((c) => c.plant)).toEqual([
      "Hamilton Works",
      "Hamilton Works",
      "Hamilton Works",
    ]);
    expect(new Set(demoControllers.map((c) => c.type))).toEqual(new Set([1, 5]));
    const [demoSensors] = await handle.db
      .select({ n: count() })
      .from(sensors)
      .where(eq(sensors.company_id, demo));
    expect(demoSensors!.n).toBeGreaterThanOrEqual(12);
    expect(demoSensors!.n).toBeLessThanOrEqual(20);
    const [secondControllers] = await handle.db
      .select({ n: count() })
      .from(controllers)
      .where(eq(controllers.company_id, second));
    const [secondSensors] = await handle.db
      .select({ n: count() })
      .from(sensors)
      .where(eq(sensors.company_id, second));
    expect([secondControllers!.n, secondSensors!.n]).toEqual([1, 2]);
  });

  it("attaches every sensor to the named demo item of its own company and plant, on its gateway", async () => {
    const rows = await handle.db
      .select({
        serial: sensors.serial_number,
        company: sensors.company_id,
        plant: sensors.plant_id,
        itemCompany: equipmentItems.company_id,
        itemPlant: equipmentItems.plant_id,
        position: equipmentItems.position,
        asset: assets.name,
        machine: machines.name,
        controllerCompany: controllers.company_id,
        controllerSerial: controllers.serial_number,
      })
      .from(sensors)
      .innerJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
      .innerJoin(assets, eq(assets.id, equipmentItems.asset_id))
      .innerJoin(machines, eq(machines.id, assets.machine_id))
      .innerJoin(controllers, eq(controllers.id, sensors.controller_id));
    const specs = DEMO_CONTROLLERS.flatMap((c) => c.sensors.map((s) => ({ ...s, controller: c.serial })));
    expect(rows).toHaveLength(specs.length);
    for (const spec of specs) {
      const row = rows.find((r) => r.serial === spec.serial);
      expect(row, spec.serial).toBeDefined();
      expect([row!.machine, row!.asset, row!.position]).toEqual([...spec.item]);
      expect(row!.controllerSerial).toBe(spec.controller);
      expect([row!.itemCompany, row!.controllerCompany]).toEqual([row!.company, row!.company]);
      expect(row!.itemPlant).toBe(row!.plant);
    }
  });

  it("gives the faulty machine's motor a bearing with geometry, for the defect markers", async () => {
    const faulty = DEMO_CONTROLLERS.flatMap((c) => c.sensors).filter((s) => s.fault);
    expect(faulty).toHaveLength(1);
    const [row] = await handle.db
      .select({ balls: bearings.ball_count, pitch: bearings.pitch_diameter_mm })
      .from(sensors)
      .innerJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
      .innerJoin(bearings, eq(bearings.id, equipmentItems.bearing_id))
      .where(eq(sensors.serial_number, faulty[0]!.serial));
    expect(row!.balls).toBeGreaterThan(0);
    expect(row!.pitch).toBeGreaterThan(0);
  });

  it("sets ISO-style velocity zones per axis and temperature zones on every sensor", async () => {
    const vibration = DEMO_CONTROLLERS.flatMap((c) => c.sensors).find((s) => s.kind === "vibration")!;
    const [sensor] = await handle.db
      .select({ id: sensors.id })
      .from(sensors)
      .where(eq(sensors.serial_number, vibration.serial));
    const zones = await handle.db
      .select()
      .from(sensorLevelZones)
      .where(eq(sensorLevelZones.sensor_id, sensor!.id));
    const velocity = zones.filter((z) => z.parameter_type === 1);
    expect(velocity.map((z) => z.axis).sort()).toEqual([...vibration.axes]);
    for (const z of velocity) expect([z.warning_zone, z.alarm_zone]).toEqual([4.5, 7.1]);
    const temperature = zones.find((z) => z.parameter_type === 4);
    expect([temperature!.axis, temperature!.warning_zone, temperature!.alarm_zone]).toEqual([0, 70, 85]);
    const ids = (await handle.db.select({ id: sensors.id }).from(sensors)).map((s) => s.id);
    const [withTemperature] = await handle.db
      .select({ n: count() })
      .from(sensorLevelZones)
      .where(and(inArray(sensorLevelZones.sensor_id, ids), eq(sensorLevelZones.parameter_type, 4)));
    expect(withTemperature!.n).toBe(ids.length);
  });

  it("stores only a token hash nobody holds, with a pwd_ prefix", async () => {
    const rows = await handle.db.select().from(controllers);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_prefix.startsWith("pwd_")).toBe(true);
    }
    expect(new Set(rows.map((r) => r.token_hash)).size).toBe(rows.length);
  });

  it("is idempotent: a second seed run adds no gateway, sensor or zone", async () => {
    const counts = async () =>
      Promise.all(
        [controllers, sensors, sensorLevelZones].map(
          async (table) => (await handle.db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    await seedDatabase(handle.db, { demoUsers: true });
    expect(await counts()).toEqual(before);
  });
});
