import { type DatabaseDriver, schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

/**
 * The app of the enclosing block and the tokens of the library's callers: provider staff, the demo
 * company's plant admin, the second company's admin and a plant user.
 */
function useLibraryApp(driver: DatabaseDriver) {
  const app = useTestApp(driver);
  const tokens = { staff: "", admin: "", south: "", plantUser: "" };
  beforeAll(async () => {
    [tokens.staff, tokens.admin, tokens.south, tokens.plantUser] = await Promise.all([
      app.signIn("superadmin@plantwise.demo"),
      app.signIn("plantadmin@plantwise.demo"),
      app.signIn("southadmin@plantwise.demo"),
      app.signIn("plantuser@plantwise.demo"),
    ]);
  });
  return { app, tokens };
}

describe.each(testDrivers())("library brands on %s", (driver) => {
  const { app, tokens } = useLibraryApp(driver);
  let sharedId: number;
  let northId: number;

  it("staff create shared brands; a company creates its own", async () => {
    const shared = await app.call("POST", "/api/equipments/brands", {
      token: tokens.staff,
      body: { name: "Zeta Bearings Co" },
    });
    expect(shared.status).toBe(200);
    sharedId = shared.body.data.id;
    const own = await app.call("POST", "/api/equipments/brands", {
      token: tokens.admin,
      body: { name: "Zeta Northwind", website: "" },
    });
    expect(own.status).toBe(200);
    northId = own.body.data.id;
    const [row] = await app.handle.db.select().from(schema.brands).where(eq(schema.brands.id, northId));
    expect(row!.company_id).not.toBeNull();
    expect(row!.website).toBeNull();
  });

  it("lists shared and own brands with the list envelope; another company sees only shared", async () => {
    const north = await app.call("GET", "/api/equipments/brands?q=zeta&orderByColumn=name", {
      token: tokens.admin,
    });
    expect(north.status).toBe(200);
    expect(north.body.meta).toMatchObject({ current_page: 1 });
    expect(north.body.data.map((b: { name: string }) => b.name)).toEqual([
      "Zeta Bearings Co",
      "Zeta Northwind",
    ]);
    const other = await app.call("GET", "/api/equipments/brands?q=zeta", { token: tokens.south });
    expect(other.body.data.map((b: { name: string }) => b.name)).toEqual(["Zeta Bearings Co"]);
    const got = await app.call("GET", `/api/equipments/brands/${sharedId}`, { token: tokens.south });
    expect(got.body.data).toMatchObject({ name: "Zeta Bearings Co", company_id: null, items_count: 0 });
  });

  it("hides and protects one company's brand from another (404, nothing changed)", async () => {
    expect((await app.call("GET", `/api/equipments/brands/${northId}`, { token: tokens.south })).status).toBe(
      404,
    );
    const put = await app.call("PUT", `/api/equipments/brands/${northId}`, {
      token: tokens.south,
      body: { name: "Hijack" },
    });
    expect(put.status).toBe(404);
    expect(
      (await app.call("DELETE", `/api/equipments/brands/${northId}`, { token: tokens.south })).status,
    ).toBe(404);
    const [row] = await app.handle.db.select().from(schema.brands).where(eq(schema.brands.id, northId));
    expect(row!.name).toBe("Zeta Northwind");
  });

  it("lets only staff change shared brands (403)", async () => {
    const put = await app.call("PUT", `/api/equipments/brands/${sharedId}`, {
      token: tokens.admin,
      body: { name: "Zeta!" },
    });
    expect(put.status).toBe(403);
    expect(
      (await app.call("DELETE", `/api/equipments/brands/${sharedId}`, { token: tokens.admin })).status,
    ).toBe(403);
    const ok = await app.call("PUT", `/api/equipments/brands/${sharedId}`, {
      token: tokens.staff,
      body: { name: "Zeta Bearings Co", website: "https://skf.com" },
    });
    expect(ok.status).toBe(200);
  });

  it("answers a blank or duplicate name with 422 on the field; names are per owner", async () => {
    const blank = await app.call("POST", "/api/equipments/brands", {
      token: tokens.admin,
      body: { name: " " },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.messages.flat().join()).toContain("name:");
    const dup = await app.call("POST", "/api/equipments/brands", {
      token: tokens.admin,
      body: { name: "zeta NORTHWIND" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^name: .*already exists/);
    const sameNameElsewhere = await app.call("POST", "/api/equipments/brands", {
      token: tokens.south,
      body: { name: "Zeta Northwind" },
    });
    expect(sameNameElsewhere.status).toBe(200);
    const forOther = await app.call("POST", "/api/equipments/brands", {
      token: tokens.admin,
      body: { name: "Sneaky", company_id: 99999 },
    });
    expect(forOther.status).toBe(403);
  });

  it("refuses a plant user without create_brands (403)", async () => {
    const res = await app.call("POST", "/api/equipments/brands", {
      token: tokens.plantUser,
      body: { name: "Nope" },
    });
    expect(res.status).toBe(403);
    expect((await app.call("GET", "/api/equipments/brands", { token: tokens.plantUser })).status).toBe(200);
  });

  it("deletes an unused brand with the action envelope", async () => {
    const made = await app.call("POST", "/api/equipments/brands", {
      token: tokens.admin,
      body: { name: "Temp" },
    });
    const del = await app.call("DELETE", `/api/equipments/brands/${made.body.data.id}`, {
      token: tokens.admin,
    });
    expect(del.status).toBe(200);
    expect(del.body.status).toBe("ok");
  });
});

describe.each(testDrivers())("library bearings, categories, applications, faults on %s", (driver) => {
  const { app, tokens } = useLibraryApp(driver);

  it("computes defect frequencies as orders of shaft speed on get and list", async () => {
    const made = await app.call("POST", "/api/bearings", {
      token: tokens.admin,
      body: { designation: "Z-6205", ball_count: 9, ball_diameter_mm: 7.94, pitch_diameter_mm: 39.04 },
    });
    expect(made.status).toBe(200);
    const got = await app.call("GET", `/api/bearings/${made.body.data.id}`, { token: tokens.admin });
    expect(got.status).toBe(200);
    const f = got.body.data.frequencies;
    // SKF 6205 textbook orders: BPFO ≈ 3.585, BPFI ≈ 5.415, FTF ≈ 0.398, BSF ≈ 2.357.
    expect(f.bpfo).toBeCloseTo(3.585, 2);
    expect(f.bpfi).toBeCloseTo(5.415, 2);
    expect(f.ftf).toBeCloseTo(0.398, 2);
    expect(f.bsf).toBeCloseTo(2.357, 2);
    const list = await app.call("GET", "/api/bearings?q=Z-6205", { token: tokens.admin });
    expect(list.body.meta.per_page).toBe(18);
    expect(list.body.data[0].frequencies.bpfo).toBeCloseTo(3.585, 2);
    expect(
      (await app.call("GET", `/api/bearings/${made.body.data.id}`, { token: tokens.south })).status,
    ).toBe(404);
  });

  it("rejects bad geometry with 422 per field and saves nothing", async () => {
    const bad = await app.call("POST", "/api/bearings", {
      token: tokens.admin,
      body: {
        designation: "Z-BAD",
        ball_count: 0,
        ball_diameter_mm: 50,
        pitch_diameter_mm: 40,
        contact_angle_deg: 90,
      },
    });
    expect(bad.status).toBe(422);
    const fields = bad.body.messages.flat().join("\n");
    expect(fields).toContain("ball_count:");
    expect(fields).toContain("contact_angle_deg:");
    const ball = await app.call("POST", "/api/bearings", {
      token: tokens.admin,
      body: { designation: "Z-BAD", ball_count: 2.5, ball_diameter_mm: 50, pitch_diameter_mm: 40 },
    });
    expect(ball.status).toBe(422);
    expect(ball.body.messages.flat().join("\n")).toContain("ball_diameter_mm:");
    expect(ball.body.messages.flat().join("\n")).toContain("ball_count:");
    const rows = await app.handle.db
      .select()
      .from(schema.bearings)
      .where(eq(schema.bearings.designation, "Z-BAD"));
    expect(rows).toHaveLength(0);
    const dup = await app.call("POST", "/api/bearings", {
      token: tokens.admin,
      body: { designation: "z-6205", ball_count: 9, ball_diameter_mm: 7.94, pitch_diameter_mm: 39.04 },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^designation: .*already exists/);
  });

  it("serves categories, applications and faults with the envelopes and owner rules", async () => {
    for (const path of [
      "/api/equipments/types/options/categories",
      "/api/applications",
      "/api/equipments/faults",
    ]) {
      const made = await app.call("POST", path, {
        token: tokens.admin,
        body: { name: "Zeta thing", description: "x" },
      });
      expect(made.status, path).toBe(200);
      const id = made.body.data.id;
      const list = await app.call("GET", `${path}?q=zeta`, { token: tokens.admin });
      expect(
        list.body.data.map((r: { name: string }) => r.name),
        path,
      ).toEqual(["Zeta thing"]);
      expect(list.body.meta.total).toBe(1);
      expect((await app.call("GET", `${path}?q=zeta`, { token: tokens.south })).body.data).toEqual([]);
      expect((await app.call("GET", `${path}/${id}`, { token: tokens.south })).status, path).toBe(404);
      expect(
        (await app.call("PUT", `${path}/${id}`, { token: tokens.south, body: { name: "Mine" } })).status,
      ).toBe(404);
      // Faults: the plant admin's role has no delete_settings, so the permission answers first.
      const otherDelete = await app.call("DELETE", `${path}/${id}`, { token: tokens.south });
      expect(otherDelete.status, path).toBe(path.endsWith("faults") ? 403 : 404);
      const dup = await app.call("POST", path, { token: tokens.admin, body: { name: "ZETA THING" } });
      expect(dup.status, path).toBe(422);
      expect(dup.body.messages.flat().join()).toContain("name:");
      expect(
        (await app.call("POST", path, { token: tokens.plantUser, body: { name: "Nope" } })).status,
        path,
      ).toBe(403);
      const put = await app.call("PUT", `${path}/${id}`, {
        token: tokens.admin,
        body: { name: "Zeta renamed" },
      });
      expect(put.status, path).toBe(200);
      const got = await app.call("GET", `${path}/${id}`, { token: tokens.admin });
      expect(got.body.data).toMatchObject({ name: "Zeta renamed", description: null });
      if (path !== "/api/equipments/faults") {
        const del = await app.call("DELETE", `${path}/${id}`, { token: tokens.admin });
        expect(del.body, path).toMatchObject({ status: "ok" });
      }
    }
    // Faults belong to the settings section: the plant admin may create and edit but not delete.
    const fault = await app.call("GET", "/api/equipments/faults?q=zeta", { token: tokens.admin });
    const faultId = fault.body.data[0].id;
    expect(
      (await app.call("DELETE", `/api/equipments/faults/${faultId}`, { token: tokens.admin })).status,
    ).toBe(403);
    expect(
      (await app.call("DELETE", `/api/equipments/faults/${faultId}`, { token: tokens.staff })).status,
    ).toBe(200);
  });

  it("refuses a fault pointing at another company's item type (422)", async () => {
    const type = await app.call("POST", "/api/equipments/types", {
      token: tokens.south,
      body: { name: "Zeta South Type" },
    });
    if (type.status !== 200) return; // item types are covered by their own suite
    const res = await app.call("POST", "/api/equipments/faults", {
      token: tokens.admin,
      body: { name: "Zeta fault", equipment_type_id: type.body.data.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat().join()).toContain("equipment_type_id:");
  });
});

describe.each(testDrivers())("library types, part numbers, documents, rules, store rooms on %s", (driver) => {
  const { app, tokens } = useLibraryApp(driver);
  let typeId: number;
  let driveId: number;
  let directId: number;

  type Named = { id: number; name: string };
  const names = (rows: Named[]) => rows.map((r) => r.name);

  it("lets two companies list the same part number of a shared brand; one owner cannot repeat it", async () => {
    const brands = await app.call("GET", "/api/equipments/brands?q=SKF", { token: tokens.admin });
    const skf = (brands.body.data as Named[]).find((b) => b.name === "SKF")!;
    const body = { brand_id: skf.id, name: "Zeta housing", part_number: "ZETA-SNL-511" };
    const north = await app.call("POST", "/api/equipments/brands/models", { token: tokens.admin, body });
    expect(north.status).toBe(200);
    const southMade = await app.call("POST", "/api/equipments/brands/models", { token: tokens.south, body });
    expect(southMade.status).toBe(200);
    const again = await app.call("POST", "/api/equipments/brands/models", {
      token: tokens.admin,
      body: { ...body, part_number: "zeta-snl-511" },
    });
    expect(again.status).toBe(422);
    expect(again.body.messages.flat().join(" ")).toContain("part_number:");
  });

  it("saves an item type with its options and values in one call; filters the option listing", async () => {
    const made = await app.call("POST", "/api/equipments/types", {
      token: tokens.admin,
      body: {
        name: "Zeta Mixer",
        is_rotating: true,
        options: [
          { name: "Category", is_category: true, values: [{ value: "Batch" }, { value: "Continuous" }] },
          { name: "Power", unit: "kW", value_kind: 2, is_card: true },
          { name: "Drive", is_card: true, values: [{ value: "Direct" }, { value: "Belt" }] },
        ],
      },
    });
    expect(made.status).toBe(200);
    typeId = made.body.data.id;
    const got = await app.call("GET", `/api/equipments/types/${typeId}`, { token: tokens.admin });
    expect(got.status).toBe(200);
    expect(names(got.body.data.options)).toEqual(["Category", "Power", "Drive"]);
    const drive = got.body.data.options[2];
    driveId = drive.id;
    directId = drive.values[0].id;
    expect(drive.values.map((v: { value: string }) => v.value)).toEqual(["Direct", "Belt"]);
    const noCategory = await app.call("GET", `/api/equipments/types/${typeId}?exclude_category=true`, {
      token: tokens.admin,
    });
    expect(names(noCategory.body.data.options)).toEqual(["Power", "Drive"]);
    const cardOnly = await app.call("GET", "/api/equipments/types?q=zeta&card_only=1", {
      token: tokens.admin,
    });
    expect(cardOnly.body.meta.total).toBe(1);
    expect(names(cardOnly.body.data[0].options)).toEqual(["Power", "Drive"]);
    const values = await app.call("GET", `/api/equipments/types/options/${driveId}/values`, {
      token: tokens.admin,
    });
    expect(values.body.data.map((v: { value: string }) => v.value)).toEqual(["Direct", "Belt"]);
    expect(
      (await app.call("GET", `/api/equipments/types/options/${driveId}/values`, { token: tokens.south }))
        .status,
    ).toBe(404);
  });

  it("replaces options inline (keeps ids) and rejects an option of another type with nothing changed", async () => {
    const before = await app.call("GET", `/api/equipments/types/${typeId}`, { token: tokens.admin });
    const res = await app.call("PUT", `/api/equipments/types/${typeId}`, {
      token: tokens.admin,
      body: {
        name: "Zeta Mixer",
        options: [
          {
            id: driveId,
            name: "Drive type",
            is_card: true,
            values: [{ id: directId, value: "Direct" }, { value: "Gear" }],
          },
          { name: "Speed", unit: "RPM", value_kind: 2, is_rpm: true },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = await app.call("GET", `/api/equipments/types/${typeId}`, { token: tokens.admin });
    expect(names(after.body.data.options)).toEqual(["Drive type", "Speed"]);
    expect(after.body.data.options[0].id).toBe(driveId);
    expect(
      after.body.data.options[0].values.map((v: Named & { value: string }) => [v.id === directId, v.value]),
    ).toEqual([
      [true, "Direct"],
      [false, "Gear"],
    ]);
    expect(before.body.data.options).toHaveLength(3);
    const [motor] = await app.handle.db
      .select()
      .from(schema.equipmentTypes)
      .where(eq(schema.equipmentTypes.name, "Electric motor"));
    const [foreign] = await app.handle.db
      .select()
      .from(schema.equipmentTypeOptions)
      .where(eq(schema.equipmentTypeOptions.equipment_type_id, motor!.id));
    const stolen = await app.call("PUT", `/api/equipments/types/${typeId}`, {
      token: tokens.admin,
      body: { name: "Zeta Renamed", options: [{ id: foreign!.id, name: "Mine" }] },
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.messages.flat().join()).toContain("options:");
    const twice = await app.call("PUT", `/api/equipments/types/${typeId}`, {
      token: tokens.admin,
      body: { name: "Zeta Renamed", options: [{ name: "A" }, { name: "a" }] },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.messages.flat().join()).toContain("options.1.name:");
    const unchanged = await app.call("GET", `/api/equipments/types/${typeId}`, { token: tokens.admin });
    expect(unchanged.body.data).toEqual(after.body.data);
    const [untouched] = await app.handle.db
      .select()
      .from(schema.equipmentTypeOptions)
      .where(eq(schema.equipmentTypeOptions.id, foreign!.id));
    expect(untouched!.equipment_type_id).toBe(motor!.id);
  });

  it("guards item types across tenants, shared rows and permissions; in-use types are not deleted", async () => {
    expect((await app.call("GET", `/api/equipments/types/${typeId}`, { token: tokens.south })).status).toBe(
      404,
    );
    expect(
      (
        await app.call("PUT", `/api/equipments/types/${typeId}`, {
          token: tokens.south,
          body: { name: "Hijack" },
        })
      ).status,
    ).toBe(404);
    const [motor] = await app.handle.db
      .select()
      .from(schema.equipmentTypes)
      .where(eq(schema.equipmentTypes.name, "Electric motor"));
    const sharedEdit = await app.call("PUT", `/api/equipments/types/${motor!.id}`, {
      token: tokens.admin,
      body: { name: "Electric motor" },
    });
    expect(sharedEdit.status).toBe(403);
    expect(
      (await app.call("POST", "/api/equipments/types", { token: tokens.plantUser, body: { name: "X" } }))
        .status,
    ).toBe(403);
    const del = await app.call("DELETE", `/api/equipments/types/${motor!.id}`, { token: tokens.staff });
    expect(del.status).toBe(422);
    expect(del.body.message).toMatch(/used by \d+ equipment items?/);
    const [still] = await app.handle.db
      .select()
      .from(schema.equipmentTypes)
      .where(eq(schema.equipmentTypes.id, motor!.id));
    expect(still).toBeDefined();
  });

  it("returns a part number with brand, type, bearings with geometry and items_count", async () => {
    const list = await app.call("GET", "/api/equipments/brands/models?q=W22%2015", { token: tokens.admin });
    expect(list.status).toBe(200);
    const model = list.body.data[0];
    const got = await app.call("GET", `/api/equipments/brands/models/${model.id}`, { token: tokens.admin });
    expect(got.status).toBe(200);
    expect(got.body.data.brand_name).toBeTruthy();
    expect(got.body.data.type_name).toBe("Electric motor");
    expect(got.body.data.items_count).toBeGreaterThan(0);
    expect(got.body.data.specifications).toEqual([]);
    const de = got.body.data.bearings.de;
    expect(de).toMatchObject({ ball_count: expect.any(Number), pitch_diameter_mm: expect.any(Number) });
    expect(de.frequencies.bpfo).toBeGreaterThan(1);
    const byType = await app.call(
      "GET",
      `/api/equipments/brands/models?brand_id=${model.brand_id}&equipment_type_id=${model.equipment_type_id}&max=100`,
      { token: tokens.admin },
    );
    expect(byType.body.data.every((m: { brand_id: number }) => m.brand_id === model.brand_id)).toBe(true);
    expect(byType.body.data.map((m: Named) => m.id)).toContain(model.id);
    const del = await app.call("DELETE", `/api/equipments/brands/models/${model.id}`, {
      token: tokens.staff,
    });
    expect(del.status).toBe(422);
    expect(del.body.messages.flat().join()).toMatch(/^id: .*equipment item/);
    const brandDel = await app.call("DELETE", `/api/equipments/brands/${model.brand_id}`, {
      token: tokens.staff,
    });
    expect(brandDel.status).toBe(422);
    expect(brandDel.body.message).toContain("part number");
  });

  it("creates part numbers on visible brands only; part numbers are unique per brand", async () => {
    const southBrand = await app.call("POST", "/api/equipments/brands", {
      token: tokens.south,
      body: { name: "Zeta South" },
    });
    const refused = await app.call("POST", "/api/equipments/brands/models", {
      token: tokens.admin,
      body: { brand_id: southBrand.body.data.id, name: "Zeta M", part_number: "ZM-1" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.flat().join()).toContain("brand_id:");
    const [skf] = await app.handle.db.select().from(schema.brands).where(eq(schema.brands.name, "SKF"));
    const made = await app.call("POST", "/api/equipments/brands/models", {
      token: tokens.admin,
      body: {
        brand_id: skf!.id,
        equipment_type_id: typeId,
        name: "Zeta M",
        part_number: "ZM-1",
        specifications: [{ label: "IP", value: "55" }],
      },
    });
    expect(made.status).toBe(200);
    const dup = await app.call("POST", "/api/equipments/brands/models", {
      token: tokens.admin,
      body: { brand_id: skf!.id, name: "Zeta M2", part_number: "zm-1" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toContain("part_number:");
    expect(
      (await app.call("GET", `/api/equipments/brands/models/${made.body.data.id}`, { token: tokens.south }))
        .status,
    ).toBe(404);
    const got = await app.call("GET", `/api/equipments/brands/models/${made.body.data.id}`, {
      token: tokens.admin,
    });
    expect(got.body.data).toMatchObject({
      type_name: "Zeta Mixer",
      specifications: [{ label: "IP", value: "55" }],
    });
    expect(got.body.data.bearings).toEqual({ de: null, nde: null });
  });

  it("keeps library documents as links, validated, per tenant", async () => {
    const bad = await app.call("POST", "/api/libraries", {
      token: tokens.admin,
      body: { title: "", kind: 9, url: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(422);
    const fields = bad.body.messages.flat().join("\n");
    expect(fields).toContain("title:");
    expect(fields).toContain("kind:");
    expect(fields).toContain("url:");
    const made = await app.call("POST", "/api/libraries", {
      token: tokens.admin,
      body: { title: "Zeta manual", kind: 1, url: "https://example.com/m.pdf", equipment_type_id: typeId },
    });
    expect(made.status).toBe(200);
    const list = await app.call("GET", `/api/libraries?equipment_type_id=${typeId}`, { token: tokens.admin });
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual(["Zeta manual"]);
    expect(list.body.data[0].type_name).toBe("Zeta Mixer");
    expect(
      (await app.call("GET", `/api/libraries/${made.body.data.id}`, { token: tokens.south })).status,
    ).toBe(404);
    expect(
      (await app.call("DELETE", `/api/libraries/${made.body.data.id}`, { token: tokens.south })).status,
    ).toBe(404);
    const foreign = await app.call("POST", "/api/libraries", {
      token: tokens.south,
      body: { title: "Peek", equipment_type_id: typeId },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.messages.flat().join()).toContain("equipment_type_id:");
    const del = await app.call("DELETE", `/api/libraries/${made.body.data.id}`, { token: tokens.admin });
    expect(del.body.status).toBe("ok");
  });

  it("replaces a type's vibration rules and their crossover values, checked against the type's options", async () => {
    const path = `/api/equipments/types/${typeId}/vibration-analysis-rules`;
    const saved = await app.call("POST", path, {
      token: tokens.admin,
      body: {
        rules: [
          {
            name: "1x unbalance",
            parameter: "velocity",
            order_multiple: 1,
            threshold: 4.5,
            option_value_ids: [directId],
          },
          { name: "Overall", parameter: "acceleration", threshold: 2 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: "ok", message: "Vibration Analysis Rules Saved" });
    const list = await app.call("GET", path, { token: tokens.admin });
    expect(list.body.data.map((r: Named) => r.name)).toEqual(["1x unbalance", "Overall"]);
    const [first, second] = list.body.data;
    expect(first.option_value_ids).toEqual([directId]);
    const replaced = await app.call("POST", path, {
      token: tokens.admin,
      body: { rules: [{ id: second.id, name: "Overall", parameter: "acceleration", threshold: 3 }] },
    });
    expect(replaced.body.data.map((r: { id: number; threshold: number }) => [r.id, r.threshold])).toEqual([
      [second.id, 3],
    ]);
    const crossover = `${path}/${second.id}/crossover-options-values`;
    const [motor] = await app.handle.db
      .select()
      .from(schema.equipmentTypes)
      .where(eq(schema.equipmentTypes.name, "Electric motor"));
    const [motorValue] = await app.handle.db
      .select({ id: schema.equipmentTypeOptionValues.id })
      .from(schema.equipmentTypeOptionValues)
      .innerJoin(
        schema.equipmentTypeOptions,
        eq(schema.equipmentTypeOptions.id, schema.equipmentTypeOptionValues.option_id),
      )
      .where(eq(schema.equipmentTypeOptions.equipment_type_id, motor!.id));
    const wrong = await app.call("POST", crossover, {
      token: tokens.admin,
      body: { option_value_ids: [motorValue!.id] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.messages.flat().join()).toContain("option_value_ids:");
    expect((await app.call("GET", crossover, { token: tokens.admin })).body.data).toEqual([]);
    const ok = await app.call("POST", crossover, {
      token: tokens.admin,
      body: { option_value_ids: [directId] },
    });
    expect(ok.status).toBe(200);
    const got = await app.call("GET", crossover, { token: tokens.admin });
    expect(got.body.data).toEqual([
      { id: directId, value: "Direct", option_id: driveId, option_name: "Drive type" },
    ]);
    expect((await app.call("GET", path, { token: tokens.south })).status).toBe(404);
    expect((await app.call("POST", path, { token: tokens.south, body: { rules: [] } })).status).toBe(404);
    expect(
      (await app.call("GET", `${path}/${first.id}/crossover-options-values`, { token: tokens.admin })).status,
    ).toBe(404);
    const sharedRules = await app.call(
      "POST",
      `/api/equipments/types/${motor!.id}/vibration-analysis-rules`,
      {
        token: tokens.admin,
        body: { rules: [] },
      },
    );
    expect(sharedRules.status).toBe(403);
    expect((await app.call("GET", path, { token: tokens.admin })).body.data).toHaveLength(1);
  });

  it("scopes store rooms to plants; company copied from the plant", async () => {
    const list = await app.call("GET", "/api/store-rooms", { token: tokens.admin });
    expect(list.status).toBe(200);
    const main = list.body.data.find((r: Named) => r.name === "Main stores");
    expect(main.items_count).toBe(1);
    expect((await app.call("GET", "/api/store-rooms", { token: tokens.south })).body.data).toEqual([]);
    expect((await app.call("GET", `/api/store-rooms/${main.id}`, { token: tokens.south })).status).toBe(404);
    expect(
      (
        await app.call("PUT", `/api/store-rooms/${main.id}`, {
          token: tokens.south,
          body: { name: "Hijack" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.call("DELETE", `/api/store-rooms/${main.id}?confirm=delete`, { token: tokens.south }))
        .status,
    ).toBe(404);
    const intoOther = await app.call("POST", "/api/store-rooms", {
      token: tokens.south,
      body: { plant_id: main.plant_id, name: "Sneaky" },
    });
    expect(intoOther.status).toBe(404);
    const made = await app.call("POST", "/api/store-rooms", {
      token: tokens.admin,
      body: { plant_id: main.plant_id, name: "Zeta stores", location: "Bay 9" },
    });
    expect(made.status).toBe(200);
    const [row] = await app.handle.db
      .select()
      .from(schema.storeRooms)
      .where(eq(schema.storeRooms.id, made.body.data.id));
    const [plant] = await app.handle.db
      .select()
      .from(schema.plants)
      .where(eq(schema.plants.id, main.plant_id));
    expect(row!.company_id).toBe(plant!.company_id);
    const dup = await app.call("POST", "/api/store-rooms", {
      token: tokens.admin,
      body: { plant_id: main.plant_id, name: "ZETA stores" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toContain("name:");
    const noPlant = await app.call("POST", "/api/store-rooms", {
      token: tokens.admin,
      body: { name: "Floating" },
    });
    expect(noPlant.status).toBe(422);
    expect(noPlant.body.messages.flat().join()).toContain("plant_id:");
    expect(
      (
        await app.call("POST", "/api/store-rooms", {
          token: tokens.plantUser,
          body: { plant_id: main.plant_id, name: "X" },
        })
      ).status,
    ).toBe(403);
    const filtered = await app.call("GET", `/api/store-rooms?plant_id=${main.plant_id}&q=zeta`, {
      token: tokens.admin,
    });
    expect(filtered.body.data.map((r: Named) => r.name)).toEqual(["Zeta stores"]);
  });

  it("keeps a store room that work orders took parts from: it is history", async () => {
    const list = await app.call("GET", "/api/store-rooms?q=Main", { token: tokens.admin });
    const used = list.body.data.find((r: Named) => r.name === "Main stores");
    const refused = await app.call("DELETE", `/api/store-rooms/${used.id}`, {
      token: tokens.admin,
      body: { confirm: "delete" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.flat().join()).toMatch(/work order part lines?; it cannot be deleted/);
    expect((await app.call("GET", `/api/store-rooms/${used.id}`, { token: tokens.admin })).status).toBe(200);
  });

  it("deletes a store room holding items and parts only when confirmed, moving its items to limbo", async () => {
    // A store room of its own: the demo's Main stores is part of the work order history.
    const list = await app.call("GET", "/api/store-rooms?q=Main", { token: tokens.admin });
    const demo = list.body.data.find((r: Named) => r.name === "Main stores");
    const db = app.handle.db;
    const [demoRoom] = await db.select().from(schema.storeRooms).where(eq(schema.storeRooms.id, demo.id));
    const place = { company_id: demoRoom!.company_id, plant_id: demoRoom!.plant_id };
    const [room] = await db
      .insert(schema.storeRooms)
      .values({ ...place, name: "Omega stores" })
      .returning();
    const [spare] = await db
      .select()
      .from(schema.equipmentItems)
      .where(eq(schema.equipmentItems.store_room_id, demo.id));
    await db
      .update(schema.equipmentItems)
      .set({ store_room_id: room!.id })
      .where(eq(schema.equipmentItems.id, spare!.id));
    const [part] = await db
      .insert(schema.miscParts)
      .values({ ...place, part_number: "OMEGA-1", name: "Omega seal" })
      .returning();
    await db
      .insert(schema.miscPartStock)
      .values({ part_id: part!.id, store_room_id: room!.id, quantity: "3" });
    const main = { id: room!.id };
    const refused = await app.call("DELETE", `/api/store-rooms/${main.id}`, { token: tokens.admin });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.flat().join()).toContain("confirm:");
    expect(refused.body.messages.flat().join()).toContain("1 part in stock");
    const held = await app.handle.db
      .select()
      .from(schema.equipmentItems)
      .where(eq(schema.equipmentItems.store_room_id, main.id));
    expect(held).toHaveLength(1);
    const del = await app.call("DELETE", `/api/store-rooms/${main.id}`, {
      token: tokens.admin,
      body: { confirm: "delete" },
    });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ status: "ok", moved_to_limbo: 1 });
    const [item] = await app.handle.db
      .select()
      .from(schema.equipmentItems)
      .where(eq(schema.equipmentItems.id, held[0]!.id));
    expect(item).toMatchObject({ is_limbo: true, is_store_room: false, store_room_id: null, asset_id: null });
    const history = await app.handle.db
      .select()
      .from(schema.equipmentHistories)
      .where(eq(schema.equipmentHistories.equipment_id, item!.id));
    expect(history.map((h) => h.details)).toContainEqual(expect.objectContaining({ to: "Limbo" }));
    expect((await app.call("GET", `/api/store-rooms/${main.id}`, { token: tokens.admin })).status).toBe(404);
    expect(
      await db.select().from(schema.miscPartStock).where(eq(schema.miscPartStock.part_id, part!.id)),
    ).toEqual([]);
  });
});
