import { schema, testDrivers } from "@plantwise/db";
import type { SearchRecordsOutput } from "@plantwise/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

/**
 * search.records through the HTTP app on each driver: what it finds (name, tag, serial), where it
 * says each hit sits, the selected plant first, literal wildcards, the limit per kind, and that
 * nobody finds a record of a plant they may not see.
 */

const TAG = "Qzt";

describe.each(testDrivers())("global search on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let plantuser: string;
  let south: string;
  const ids: Record<string, number> = {};

  /** A line, machine, asset, item and sensor in the plant, every name carrying TAG and `place`. */
  const branch = async (plantId: number, companyId: number, place: string) => {
    const db = app.handle.db;
    const at = { company_id: companyId, plant_id: plantId };
    const [line] = await db
      .insert(schema.productionLines)
      .values({ ...at, name: `${place} line` })
      .returning();
    const [machine] = await db
      .insert(schema.machines)
      .values({ ...at, production_line_id: line!.id, name: `${TAG} press ${place}` })
      .returning();
    const [asset] = await db
      .insert(schema.assets)
      .values({ ...at, machine_id: machine!.id, name: `${TAG} gearbox ${place}` })
      .returning();
    const [item] = await db
      .insert(schema.equipmentItems)
      .values({ ...at, asset_id: asset!.id, name: `${TAG} motor ${place}`, serial_number: `SN-${place}-77` })
      .returning();
    const [sensor] = await db
      .insert(schema.sensors)
      .values({
        ...at,
        equipment_item_id: item!.id,
        name: `${TAG} sensor ${place}`,
        serial_number: `SER-${place}-9`,
        family: "NCD",
        type: 5,
      })
      .returning();
    Object.assign(ids, {
      [`${place}Machine`]: machine!.id,
      [`${place}Asset`]: asset!.id,
      [`${place}Item`]: item!.id,
      [`${place}Sensor`]: sensor!.id,
    });
  };

  const search = async (token: string, input: Record<string, unknown>) => {
    const res = await app.query("search.records", input, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.data as SearchRecordsOutput;
  };
  const names = (hits: { name: string }[]) => hits.map((h) => h.name);

  beforeAll(async () => {
    admin = await app.signIn("plantadmin@plantwise.demo");
    plantuser = await app.signIn("plantuser@plantwise.demo");
    south = await app.signIn("southadmin@plantwise.demo");
    const { hamilton, calgary, regina, northwind, southridge } = app.demo;
    await branch(hamilton, northwind, "Ham");
    await branch(calgary, northwind, "Cal");
    await branch(regina, southridge, "Reg");
    // A spare in a store room, with LIKE wildcards in its name; and an archived sensor.
    const [room] = await app.handle.db
      .insert(schema.storeRooms)
      .values({ company_id: northwind, plant_id: hamilton, name: "Spares cage" })
      .returning();
    const [spare] = await app.handle.db
      .insert(schema.equipmentItems)
      .values({
        company_id: northwind,
        plant_id: hamilton,
        is_store_room: true,
        store_room_id: room!.id,
        name: `${TAG} spare 50%_off`,
      })
      .returning();
    ids.spare = spare!.id;
    await app.handle.db.insert(schema.sensors).values({
      company_id: northwind,
      plant_id: hamilton,
      name: `${TAG} sensor retired`,
      serial_number: "SER-OLD-1",
      family: "Banner",
      type: 1,
      is_archived: true,
    });
  });

  it("finds items, machines, assets and sensors of the caller's plants with their place", async () => {
    const found = await search(admin, { q: TAG.toLowerCase() });
    expect(names(found.machines).sort()).toEqual([`${TAG} press Cal`, `${TAG} press Ham`]);
    expect(names(found.assets).sort()).toEqual([`${TAG} gearbox Cal`, `${TAG} gearbox Ham`]);
    expect(names(found.items).sort()).toEqual([
      `${TAG} motor Cal`,
      `${TAG} motor Ham`,
      `${TAG} spare 50%_off`,
    ]);
    // The archived sensor is not offered.
    expect(names(found.sensors).sort()).toEqual([`${TAG} sensor Cal`, `${TAG} sensor Ham`]);

    const item = found.items.find((h) => h.id === ids.HamItem)!;
    expect(item).toEqual({
      id: ids.HamItem,
      name: `${TAG} motor Ham`,
      serial_number: "SN-Ham-77",
      plant_id: app.demo.hamilton,
      place: ["Hamilton Works", "Ham line", `${TAG} press Ham`, `${TAG} gearbox Ham`],
    });
    expect(found.items.find((h) => h.id === ids.spare)!.place).toEqual(["Hamilton Works", "Spares cage"]);
    expect(found.machines.find((h) => h.id === ids.CalMachine)!.place).toEqual(["Calgary Works", "Cal line"]);
    expect(found.assets.find((h) => h.id === ids.CalAsset)!.place).toEqual([
      "Calgary Works",
      "Cal line",
      `${TAG} press Cal`,
    ]);
    expect(found.sensors.find((h) => h.id === ids.HamSensor)).toEqual({
      id: ids.HamSensor,
      name: `${TAG} sensor Ham`,
      serial_number: "SER-Ham-9",
      family: "NCD",
      equipment_item_id: ids.HamItem,
      plant_id: app.demo.hamilton,
      place: ["Hamilton Works", "Ham line", `${TAG} press Ham`, `${TAG} gearbox Ham`, `${TAG} motor Ham`],
    });
  });

  it("finds items and sensors by serial number, case-insensitively", async () => {
    const items = await search(admin, { q: "sn-cal" });
    expect(items.items.map((h) => h.id)).toEqual([ids.CalItem]);
    const sensors = await search(admin, { q: "ser-ham-9" });
    expect(sensors.sensors.map((h) => h.id)).toEqual([ids.HamSensor]);
    expect(sensors.items).toEqual([]);
  });

  it("puts the selected plant's records first, then names starting with the text", async () => {
    const calgaryFirst = await search(admin, { q: `${TAG} motor`, plant_id: app.demo.calgary });
    expect(names(calgaryFirst.items)).toEqual([`${TAG} motor Cal`, `${TAG} motor Ham`]);
    const hamiltonFirst = await search(admin, { q: `${TAG} motor`, plant_id: app.demo.hamilton });
    expect(names(hamiltonFirst.items)).toEqual([`${TAG} motor Ham`, `${TAG} motor Cal`]);
    // Within a plant, a name starting with the text comes before one merely containing it.
    const db = app.handle.db;
    const at = { company_id: app.demo.northwind, plant_id: app.demo.hamilton, asset_id: ids.HamAsset! };
    await db.insert(schema.equipmentItems).values([
      { ...at, name: "Old zebrafin" },
      { ...at, name: "Zebrafin drive" },
    ]);
    expect(names((await search(admin, { q: "zebrafin" })).items)).toEqual(["Zebrafin drive", "Old zebrafin"]);
  });

  it("matches % and _ literally", async () => {
    expect(names((await search(admin, { q: "50%_" })).items)).toEqual([`${TAG} spare 50%_off`]);
    const percent = await search(admin, { q: "%" });
    expect(names(percent.items)).toEqual([`${TAG} spare 50%_off`]);
    expect(percent.machines).toEqual([]);
    expect((await search(admin, { q: "5_%" })).items).toEqual([]);
  });

  it("answers at most `limit` hits of each kind", async () => {
    const found = await search(admin, { q: TAG, limit: 1, plant_id: app.demo.hamilton });
    expect(found.machines.map((h) => h.id)).toEqual([ids.HamMachine]);
    expect(found.items).toHaveLength(1);
    expect(found.sensors).toHaveLength(1);
    expect(found.assets).toHaveLength(1);
  });

  it("never answers a record of a plant the caller may not see, whatever plant they name", async () => {
    const mine = await search(plantuser, { q: TAG, plant_id: app.demo.calgary, limit: 20 });
    const all = [...mine.items, ...mine.machines, ...mine.assets, ...mine.sensors];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((h) => h.plant_id === app.demo.hamilton)).toBe(true);

    const other = await search(admin, { q: TAG, plant_id: app.demo.regina, limit: 20 });
    expect(JSON.stringify(other)).not.toContain("Reg");
    const south_ = await search(south, { q: TAG, limit: 20 });
    expect(names(south_.machines)).toEqual([`${TAG} press Reg`]);
    expect(JSON.stringify(south_)).not.toMatch(/Ham|Cal/);
  });

  it("refuses a blank search naming the field, and a caller signed out with 401", async () => {
    // Over tRPC a bad input is a 400 whose messages name the field (REST answers those with 422).
    const blank = await app.query("search.records", { q: "   " }, admin);
    expect(blank.status).toBe(400);
    expect(blank.body.error.data.messages).toEqual([["q: Required"]]);
    expect((await app.query("search.records", { q: TAG })).status).toBe(401);
  });
});
