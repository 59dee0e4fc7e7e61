import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { schema, testDrivers } from "@plantwise/db";
import { OptionValueKind, RpmSource } from "@plantwise/shared";
import { eq, inArray } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../../test/harness";
import { configureUploads, equipmentPictureRoutes } from "./pictures-routes";

const ADMIN = "plantadmin@plantwise.demo";
const PLANT_USER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";

interface World {
  hamilton: number;
  regina: number;
  assetA: number;
  assetB: number;
  room: number;
  southAsset: number;
  southRoom: number;
  motor: number;
  power: number;
  frame: number;
  frameValue: number;
  speed: number;
  speedValue: number;
  brand: number;
  model: number;
  southBrand: number;
}

/** A small hierarchy in Hamilton Works (Northwind) and Regina Plant (Southridge), and a library. */
async function buildWorld(app: TestApp): Promise<World> {
  const db = app.handle.db;
  const { plants, productionLines, machines, assets, storeRooms, equipmentTypes, brands, brandModels } =
    schema;
  const plantRows = await db.select().from(plants);
  const hamilton = plantRows.find((p) => p.name === "Hamilton Works")!;
  const regina = plantRows.find((p) => p.name === "Regina Plant")!;
  const hierarchy = async (plant: typeof hamilton, prefix: string) => {
    const [line] = await db
      .insert(productionLines)
      .values({
        company_id: plant.company_id,
        plant_id: plant.id,
        name: `${prefix} Line`,
        line_speed_rpm: 1200,
      })
      .returning();
    const [machine] = await db
      .insert(machines)
      .values({
        company_id: plant.company_id,
        plant_id: plant.id,
        production_line_id: line!.id,
        name: `${prefix} Machine`,
      })
      .returning();
    const made = await db
      .insert(assets)
      .values(
        ["A", "B"].map((n) => ({
          company_id: plant.company_id,
          plant_id: plant.id,
          machine_id: machine!.id,
          name: `${prefix} Asset ${n}`,
        })),
      )
      .returning();
    const [room] = await db
      .insert(storeRooms)
      .values({ company_id: plant.company_id, plant_id: plant.id, name: `${prefix} Stores` })
      .returning();
    return { assets: made.map((a) => a.id), room: room!.id };
  };
  const north = await hierarchy(hamilton, "North");
  const south = await hierarchy(regina, "South");
  const [motor] = await db.insert(equipmentTypes).values({ name: "Zq Motor" }).returning();
  const [power, frame, speed] = await db
    .insert(schema.equipmentTypeOptions)
    .values([
      { equipment_type_id: motor!.id, name: "Power", unit: "kW", value_kind: OptionValueKind.NUMBER },
      { equipment_type_id: motor!.id, name: "Frame", value_kind: OptionValueKind.LIST, position: 1 },
      { equipment_type_id: motor!.id, name: "Speed", value_kind: OptionValueKind.LIST, is_rpm: true },
    ])
    .returning();
  const [frameValue, speedValue] = await db
    .insert(schema.equipmentTypeOptionValues)
    .values([
      { option_id: frame!.id, value: "IEC 132" },
      { option_id: speed!.id, value: "1750" },
    ])
    .returning();
  const [brand] = await db.insert(brands).values({ name: "Zqbrand" }).returning();
  const [southBrand] = await db
    .insert(brands)
    .values({ name: "Southridge Own", company_id: regina.company_id })
    .returning();
  const [model] = await db
    .insert(brandModels)
    .values({
      brand_id: brand!.id,
      equipment_type_id: motor!.id,
      name: "Zq W22",
      part_number: "ZQ-132",
      rated_rpm: 1780,
    })
    .returning();
  return {
    hamilton: hamilton.id,
    regina: regina.id,
    assetA: north.assets[0]!,
    assetB: north.assets[1]!,
    room: north.room,
    southAsset: south.assets[0]!,
    southRoom: south.room,
    motor: motor!.id,
    power: power!.id,
    frame: frame!.id,
    frameValue: frameValue!.id,
    speed: speed!.id,
    speedValue: speedValue!.id,
    brand: brand!.id,
    model: model!.id,
    southBrand: southBrand!.id,
  };
}

describe.each(testDrivers())("equipments on %s", (driver) => {
  const app = useTestApp(driver);
  let w: World;
  let admin: string;
  let south: string;
  let dataDir: string;
  let pictures: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-equipments-"));
    configureUploads({ dataDir });
    w = await buildWorld(app);
    admin = await app.signIn(ADMIN);
    south = await app.signIn(SOUTH);
    // The picture routes on a bare Express app over the same database, as the integrator mounts them.
    const bare = express();
    bare.use("/api", equipmentPictureRoutes({ services: { db: app.handle.db, driver }, dataDir }));
    const server = bare.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    pictures = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  });
  afterAll(async () => {
    await pictures?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const create = (body: Record<string, unknown>, token = admin) =>
    app.call("POST", "/api/equipments", { token, body });
  const item = async (id: number) =>
    (await app.handle.db.select().from(schema.equipmentItems).where(eq(schema.equipmentItems.id, id)))[0];

  it("creates an item with options and components, and gets it back whole", async () => {
    const res = await create({
      name: "Drive motor",
      serial_number: "SN-1",
      asset_id: w.assetA,
      equipment_type_id: w.motor,
      brand_model_id: w.model,
      option_values: [
        { option_id: w.power, value: "7.5" },
        { option_id: w.frame, option_value_id: w.frameValue },
      ],
      child_components: [{ name: "Coupling", quantity: 2 }],
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    const got = await app.call("GET", `/api/equipments/${id}`, { token: admin });
    expect(got.status).toBe(200);
    const d = got.body.data;
    expect(d).toMatchObject({
      name: "Drive motor",
      brand_id: w.brand, // filled in from the part number
      brand_name: "Zqbrand",
      part_number: "ZQ-132",
      equipment_type_name: "Zq Motor",
      asset_name: "North Asset A",
      production_line_name: "North Line",
      plant_id: w.hamilton,
      place: "asset",
    });
    expect(d.option_values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ option_name: "Power", value: "7.5" }),
        expect.objectContaining({ option_name: "Frame", value: "IEC 132", option_value_id: w.frameValue }),
      ]),
    );
    expect(d.child_components).toMatchObject([{ name: "Coupling", quantity: 2 }]);
    expect(d.histories).toMatchObject([{ action: "created", user_full_name: expect.any(String) }]);
  });

  it("answers 422 naming the field for bad input, and nothing is written", async () => {
    const before = (await app.handle.db.select().from(schema.equipmentItems)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ asset_id: w.assetA }, "name:"],
      [{ name: "No place" }, "asset_id:"],
      [{ name: "Two places", asset_id: w.assetA, is_limbo: true }, "asset_id:"],
      [
        {
          name: "Bad number",
          asset_id: w.assetA,
          equipment_type_id: w.motor,
          option_values: [{ option_id: w.power, value: "fast" }],
        },
        "option_values.0:",
      ],
      [
        {
          name: "Bad value",
          asset_id: w.assetA,
          equipment_type_id: w.motor,
          option_values: [{ option_id: w.frame, option_value_id: w.speedValue }],
        },
        "option_values.0:",
      ],
      [{ name: "Foreign brand", asset_id: w.assetA, brand_id: w.southBrand }, "brand_id:"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body.messages)).toContain(field);
    }
    expect((await app.handle.db.select().from(schema.equipmentItems)).length).toBe(before);
  });

  it("lists with joined names in one page of 24, searches, filters and sorts", async () => {
    await create({ name: "Spare pump", store_room_id: w.room, is_store_room: true });
    const res = await app.call("GET", `/api/equipments?asset_id=${w.assetA}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 24 });
    const motor = res.body.data.find((r: { name: string }) => r.name === "Drive motor");
    expect(motor).toMatchObject({
      brand_name: "Zqbrand",
      brand_model_name: "Zq W22",
      machine_name: "North Machine",
      production_line_name: "North Line",
      plant_name: "Hamilton Works",
      company_name: "Northwind Mills",
      line_speed_rpm: 1200,
      is_equipment_runtime_tracking: false,
      thumb_url: null,
    });
    const search = await app.call("GET", "/api/equipments?q=zqbrand", { token: admin });
    expect(search.body.data.map((r: { name: string }) => r.name)).toEqual(["Drive motor"]);
    const stored = await app.call(
      "GET",
      `/api/equipments?place=store_room&plant_id=${w.hamilton}&q=spare%20pump`,
      {
        token: admin,
      },
    );
    expect(stored.body.data.map((r: { name: string }) => r.name)).toEqual(["Spare pump"]);
    expect(stored.body.meta.total).toBe(1);
    await create({ name: "zq sort alpha", asset_id: w.assetB });
    await create({ name: "zq sort beta", asset_id: w.assetB });
    const desc = await app.call("GET", "/api/equipments?q=zq%20sort&orderByColumn=name&orderByMethod=desc", {
      token: admin,
    });
    expect(desc.body.data.map((r: { name: string }) => r.name)).toEqual(["zq sort beta", "zq sort alpha"]);
  });

  it("keeps another tenant out: 404 on its items, 403 on its parents, nothing changed", async () => {
    const mine = (await create({ name: "Tenant test", asset_id: w.assetA })).body.data.id as number;
    const theirs = await create({ name: "South motor", asset_id: w.southAsset }, south);
    expect(theirs.status).toBe(200);
    const theirId = theirs.body.data.id as number;
    expect(
      (await app.call("GET", "/api/equipments", { token: south })).body.data.map(
        (r: { name: string }) => r.name,
      ),
    ).toContain("South motor");
    const seen = (await app.call("GET", "/api/equipments?max=100", { token: south })).body.data;
    expect(seen.every((r: { plant_id: number }) => r.plant_id === w.regina)).toBe(true);
    expect((await app.call("GET", `/api/equipments/${mine}`, { token: south })).status).toBe(404);
    const put = await app.call("PUT", `/api/equipments/${mine}`, {
      token: south,
      body: { name: "Hijacked", asset_id: w.southAsset },
    });
    expect(put.status).toBe(404);
    expect((await app.call("DELETE", `/api/equipments/${mine}`, { token: south })).status).toBe(404);
    expect((await item(mine))?.name).toBe("Tenant test");
    expect((await create({ name: "Sneaky", asset_id: w.assetA }, south)).status).toBe(403);
    const move = await app.call("POST", `/api/equipments/move/${mine}`, {
      token: admin,
      body: { asset_id: w.southAsset },
    });
    expect(move.status).toBe(403);
    expect((await item(mine))?.asset_id).toBe(w.assetA);
    // All or nothing: one foreign id and nothing goes.
    const many = await app.call("POST", "/trpc/equipments.delete", {
      token: admin,
      body: { ids: [mine, theirId] },
    });
    expect(many.status).toBe(404);
    expect(await item(mine)).toBeDefined();
    expect(await item(theirId)).toBeDefined();
    const spare = (await create({ name: "Zq spare", asset_id: w.assetB })).body.data.id as number;
    const both = await app.call("POST", "/trpc/equipments.delete", {
      token: admin,
      body: { ids: [mine, spare] },
    });
    expect(both.status).toBe(200);
    expect(await item(mine)).toBeUndefined();
    expect(await item(spare)).toBeUndefined();
  });

  it("answers 403 to a plant user without create_dashboard, who can still list", async () => {
    const token = await app.signIn(PLANT_USER);
    const res = await create({ name: "Not allowed", asset_id: w.assetA }, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("create_dashboard");
    expect((await app.call("GET", "/api/equipments", { token })).status).toBe(200);
  });

  it("updates, writing 'updated' with the changed fields and 'breakdown' when it flips", async () => {
    const id = (await create({ name: "Fan", asset_id: w.assetA })).body.data.id as number;
    const res = await app.call("PUT", `/api/equipments/${id}`, {
      token: admin,
      body: {
        name: "Exhaust fan",
        asset_id: w.assetA,
        notes: "noisy",
        has_breakdown: true,
        child_components: [{ name: "Belt" }],
      },
    });
    expect(res.status).toBe(200);
    const rows = await app.handle.db
      .select()
      .from(schema.equipmentHistories)
      .where(eq(schema.equipmentHistories.equipment_id, id));
    const updated = rows.find((r) => r.action === "updated");
    expect(updated?.details).toEqual({ fields: ["name", "notes", "child_components"] });
    expect(rows.find((r) => r.action === "breakdown")?.details).toEqual({ has_breakdown: true });
    const broken = await app.call("GET", `/api/equipments?has_breakdown=true&asset_id=${w.assetA}`, {
      token: admin,
    });
    expect(broken.body.data.map((r: { name: string }) => r.name)).toEqual(["Exhaust fan"]);
  });

  it("moves between asset, store room and limbo with a 'moved' history, and reorders an asset", async () => {
    const id = (await create({ name: "Gearbox", asset_id: w.assetB })).body.data.id as number;
    const toRoom = await app.call("POST", `/api/equipments/move/${id}`, {
      token: admin,
      body: { store_room_id: w.room },
    });
    expect(toRoom.status).toBe(200);
    expect(toRoom.body).toMatchObject({
      status: "ok",
      data: { from: "Asset North Asset B", to: "Store room North Stores" },
    });
    const toLimbo = await app.call("POST", `/api/equipments/move/${id}`, {
      token: admin,
      body: { limbo: true },
    });
    expect(toLimbo.status).toBe(200);
    expect(await item(id)).toMatchObject({
      is_limbo: true,
      asset_id: null,
      store_room_id: null,
      plant_id: w.hamilton,
    });
    const onA = (
      await app.call("GET", `/api/equipments?asset_id=${w.assetA}`, { token: admin })
    ).body.data.map((r: { id: number }) => r.id) as number[];
    const reversed = [...onA].reverse();
    const ok = await app.call("POST", "/api/equipments/reorder", {
      token: admin,
      body: { asset_id: w.assetA, ids: reversed },
    });
    expect(ok.status).toBe(200);
    const positions = await app.handle.db
      .select({ id: schema.equipmentItems.id, position: schema.equipmentItems.position })
      .from(schema.equipmentItems)
      .where(inArray(schema.equipmentItems.id, reversed));
    for (const p of positions) expect(p.position).toBe(reversed.indexOf(p.id));
    const inOrder = await app.call("GET", `/api/equipments?asset_id=${w.assetA}&orderByColumn=position`, {
      token: admin,
    });
    expect(inOrder.body.data.map((r: { id: number }) => r.id)).toEqual(reversed);
    const partial = await app.call("POST", "/api/equipments/reorder", {
      token: admin,
      body: { asset_id: w.assetA, ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(422);
    expect(JSON.stringify(partial.body.messages)).toContain("ids:");
    // As many ids as items, but one twice and one missing: still not "each item exactly once".
    expect(reversed.length).toBeGreaterThan(1);
    const twice = await app.call("POST", "/api/equipments/reorder", {
      token: admin,
      body: { asset_id: w.assetA, ids: reversed.map(() => reversed[0]) },
    });
    expect(twice.status).toBe(422);
  });

  it("sets RPM parameters, checking the formula and the source's required field", async () => {
    const id = (await create({ name: "RPM motor", asset_id: w.assetA, equipment_type_id: w.motor })).body.data
      .id as number;
    const path = `/api/equipments/${id}/rpm-params`;
    const bad = await app.call("PUT", path, {
      token: admin,
      body: { rpm_source_item: RpmSource.MANUAL, rpm_value: 1500, rpm_formula: "2 * 3" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.messages[0][0]).toMatch(/^rpm_formula: /);
    const noValue = await app.call("PUT", path, {
      token: admin,
      body: { rpm_source_item: RpmSource.MANUAL },
    });
    expect(noValue.status).toBe(422);
    expect(JSON.stringify(noValue.body.messages)).toContain("rpm_value:");
    const noSpec = await app.call("PUT", path, {
      token: admin,
      body: { rpm_source_item: RpmSource.SPECIFICATION },
    });
    expect(noSpec.status).toBe(422);
    const ok = await app.call("PUT", path, {
      token: admin,
      body: {
        rpm_source_item: RpmSource.MANUAL,
        rpm_value: 1500,
        rpm_formula: "{value} / 2",
        rpm_option_value_id: w.speedValue,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ is_rpm_params_set: true, effective_rpm: 750 });
    const line = await app.call("PUT", path, {
      token: admin,
      body: { rpm_source_item: RpmSource.LINE_SPEED },
    });
    expect(line.body.data.effective_rpm).toBe(1200);
    expect(
      (await app.call("PUT", path, { token: south, body: { rpm_source_item: 3, rpm_value: 5 } })).status,
    ).toBe(404);
    const options = await app.call("GET", `/api/equipments/rpm-options?equipment_type_id=${w.motor}`, {
      token: admin,
    });
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual([
      expect.objectContaining({ id: w.speedValue, value: "1750", option_name: "Speed" }),
    ]);
  });

  it("finds analogues, reports health as no_data and counts for the dashboard", async () => {
    const a = (
      await create({
        name: "Twin 1",
        asset_id: w.assetA,
        equipment_type_id: w.motor,
        brand_model_id: w.model,
      })
    ).body.data.id as number;
    const analogues = await app.call("GET", `/api/equipments/${a}/analogues`, { token: admin });
    expect(analogues.status).toBe(200);
    expect(analogues.body.data.map((r: { name: string }) => r.name)).toEqual(["Drive motor"]);
    expect(analogues.body.data[0]).toMatchObject({
      asset_name: "North Asset A",
      plant_name: "Hamilton Works",
      place: "asset",
    });
    expect((await app.call("GET", `/api/equipments/${a}/analogues`, { token: south })).status).toBe(404);
    const health = await app.call("GET", `/api/equipments/health?plant_id=${w.hamilton}`, { token: admin });
    expect(health.status).toBe(200);
    expect(health.body.data.length).toBeGreaterThan(0);
    expect(new Set(health.body.data.map((h: { health: string }) => h.health))).toEqual(new Set(["no_data"]));
    const dash = await app.call("GET", "/api/equipments/dashboard", { token: admin });
    expect(dash.status).toBe(200);
    // The counts are the database's, for the plant admin's two plants only.
    const northwind = await app.handle.db
      .select()
      .from(schema.equipmentItems)
      .where(eq(schema.equipmentItems.company_id, (await item(a))!.company_id));
    const d = dash.body.data;
    expect(d.total).toBe(northwind.length);
    expect(d.by_place).toEqual({
      asset: northwind.filter((i) => i.asset_id != null).length,
      store_room: northwind.filter((i) => i.is_store_room).length,
      limbo: northwind.filter((i) => i.is_limbo).length,
    });
    expect(d.breakdown_count).toBe(northwind.filter((i) => i.has_breakdown).length);
    expect(d.by_type.find((t: { equipment_type_id: number }) => t.equipment_type_id === w.motor)?.count).toBe(
      northwind.filter((i) => i.equipment_type_id === w.motor).length,
    );
    expect(dash.body.data.by_type).toEqual(
      expect.arrayContaining([expect.objectContaining({ equipment_type_name: "Zq Motor" })]),
    );
    expect(dash.body.data.recently_changed.length).toBeGreaterThan(0);
    const southDash = await app.call("GET", "/api/equipments/dashboard", { token: south });
    const southridge = await app.handle.db
      .select()
      .from(schema.equipmentItems)
      .where(eq(schema.equipmentItems.plant_id, w.regina));
    expect(southDash.body.data.total).toBe(southridge.length);
  });

  describe("pictures", () => {
    // The bare picture app gets what the harness's own calls carry: the session and, for a role
    // that must defer its second factor, the device that deferred it.
    const devices = new Map<string, string>();
    const bearer = (token: string): Record<string, string> => {
      const device = devices.get(token);
      return { authorization: `Bearer ${token}`, ...(device ? { "x-device-token": device } : {}) };
    };
    beforeAll(async () => {
      for (const token of [admin, south]) {
        const res = await app.call("POST", "/trpc/auth.trustDevice", { token, body: {} });
        const device = res.body?.result?.data?.data?.device_token;
        if (typeof device === "string") devices.set(token, device);
      }
    });
    const upload = (itemId: number, token: string, data: Blob, name = "photo.png") => {
      const form = new FormData();
      form.append("picture", data, name);
      return fetch(`${pictures.url}/api/equipments/${itemId}/pictures`, {
        method: "POST",
        headers: bearer(token),
        body: form,
      });
    };
    const fileOf = (url: string) => path.join(dataDir, "uploads", "equipment", url.split("/").pop()!);

    it("stores a picture and thumbnail, serves them in scope, and deletes them", async () => {
      const id = (await create({ name: "Zq pictured", asset_id: w.assetA })).body.data.id as number;
      const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#c00" } })
        .png()
        .toBuffer();
      const res = await upload(id, admin, new Blob([new Uint8Array(png)], { type: "image/png" }));
      expect(res.status).toBe(200);
      const pic = ((await res.json()) as { data: { id: number; url: string; thumb_url: string } }).data;
      expect(existsSync(fileOf(pic.url))).toBe(true);
      const thumbMeta = await sharp(fileOf(pic.thumb_url)).metadata();
      expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(320);
      const served = await fetch(pictures.url + pic.url, { headers: bearer(admin) });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect((await fetch(pictures.url + pic.url, { headers: bearer(south) })).status).toBe(404);
      expect((await fetch(pictures.url + pic.url)).status).toBe(401);
      const listed = await app.call("GET", "/api/equipments?q=zq%20pictured", { token: admin });
      expect(listed.body.data[0].thumb_url).toBe(pic.thumb_url);
      const got = await app.call("GET", `/api/equipments/${id}`, { token: admin });
      expect(got.body.data.pictures).toMatchObject([{ id: pic.id, url: pic.url, thumb_url: pic.thumb_url }]);
      expect(got.body.data.histories.map((h: { action: string }) => h.action)).toContain("picture_added");
      const foreign = await fetch(`${pictures.url}/api/equipments/${id}/pictures/${pic.id}`, {
        method: "DELETE",
        headers: bearer(south),
      });
      expect(foreign.status).toBe(404);
      const del = await fetch(`${pictures.url}/api/equipments/${id}/pictures/${pic.id}`, {
        method: "DELETE",
        headers: bearer(admin),
      });
      expect(del.status).toBe(200);
      expect(existsSync(fileOf(pic.url))).toBe(false);
      expect(existsSync(fileOf(pic.thumb_url))).toBe(false);
    });

    it("refuses non-images whatever their declared type, oversized files, and other tenants", async () => {
      const id = (await create({ name: "Picture rules", asset_id: w.assetA })).body.data.id as number;
      const fake = await upload(id, admin, new Blob(["just text, not a png"], { type: "image/png" }));
      expect(fake.status).toBe(422);
      expect(((await fake.json()) as { messages: string[][] }).messages).toEqual([
        ["picture: must be a JPEG, PNG, GIF or SVG image"],
      ]);
      const big = await upload(
        id,
        admin,
        new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "image/png" }),
      );
      expect(big.status).toBe(422);
      expect(((await big.json()) as { messages: string[][] }).messages).toEqual([
        ["picture: must be at most 10 MB"],
      ]);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#0c0" } })
        .png()
        .toBuffer();
      expect((await upload(id, south, new Blob([new Uint8Array(png)]))).status).toBe(404);
      expect((await upload(id, await app.signIn(PLANT_USER), new Blob([new Uint8Array(png)]))).status).toBe(
        403,
      );
      const count = await app.handle.db
        .select()
        .from(schema.equipmentPictures)
        .where(eq(schema.equipmentPictures.equipment_id, id));
      expect(count).toEqual([]);
    });

    it("refuses a picture declaring more than 40 megapixels, before decoding it", async () => {
      const id = (await create({ name: "Zq huge", asset_id: w.assetA })).body.data.id as number;
      const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#333" } })
        .png()
        .toBuffer();
      // The same few bytes with the IHDR declaring other dimensions (and its CRC redone).
      const declaring = (width: number, height: number) => {
        const png = Buffer.from(small);
        png.writeUInt32BE(width, 16);
        png.writeUInt32BE(height, 20);
        png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
        return new Blob([new Uint8Array(png)], { type: "image/png" });
      };
      // 8000 × 8000 is under sharp's own default limit; 30000 × 30000 is beyond it.
      for (const [width, height] of [
        [8000, 8000],
        [30000, 30000],
      ] as const) {
        const res = await upload(id, admin, declaring(width, height));
        expect(res.status).toBe(422);
        expect(((await res.json()) as { messages: string[][] }).messages).toEqual([
          ["picture: Image is larger than 40 megapixels"],
        ]);
      }
      const stored = await app.handle.db
        .select()
        .from(schema.equipmentPictures)
        .where(eq(schema.equipmentPictures.equipment_id, id));
      expect(stored).toEqual([]);
      // Ordinary pictures still go through, several at once (they take turns to be decoded).
      const answers = await Promise.all([1, 2, 3].map(() => upload(id, admin, declaring(8, 8))));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    });

    it("accepts an SVG by its content and serves it sandboxed", async () => {
      const id = (await create({ name: "Zq vector", asset_id: w.assetA })).body.data.id as number;
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#09c"/></svg>';
      const res = await upload(
        id,
        admin,
        new Blob([svg], { type: "application/octet-stream" }),
        "drawing.svg",
      );
      expect(res.status).toBe(200);
      const pic = ((await res.json()) as { data: { url: string; mime_type: string } }).data;
      expect(pic.mime_type).toBe("image/svg+xml");
      const served = await fetch(pictures.url + pic.url, { headers: bearer(admin) });
      expect(served.headers.get("content-type")).toContain("image/svg+xml");
      expect(served.headers.get("content-security-policy")).toContain("sandbox");
    });

    it("removes an item's picture files when the item is deleted", async () => {
      const id = (await create({ name: "Doomed", asset_id: w.assetA })).body.data.id as number;
      const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#00c" } })
        .png()
        .toBuffer();
      const pic = (
        (await (await upload(id, admin, new Blob([new Uint8Array(png)]))).json()) as { data: { url: string } }
      ).data;
      expect(existsSync(fileOf(pic.url))).toBe(true);
      const del = await app.call("DELETE", `/api/equipments/${id}`, { token: admin });
      expect(del.status).toBe(200);
      expect(del.body).toMatchObject({ status: "ok", ids: [id] });
      expect(await item(id)).toBeUndefined();
      expect(existsSync(fileOf(pic.url))).toBe(false);
    });
  });
});
