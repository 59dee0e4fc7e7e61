import { DEMO_PLANTS, schema, testDrivers } from "@plantwise/db";
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { loadAuthUser } from "../access/auth-user";
import { createSession } from "../access/sessions";
import type { Context } from "../context";
import { appRouter } from "../root";
import { createCallerFactory } from "../trpc";

const { assets, equipmentHistories, equipmentItems, machines, plants, productionLines, users } = schema;

describe.each(testDrivers())("hierarchy and dashboard on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let south: string;
  let plantuser: string;
  let work: number;
  let other: number;
  let regina: number;
  // Built through the API in the first test and used by the later ones.
  const ids = {
    lineA: 0,
    lineB: 0,
    utility: 0,
    otherPlantLine: 0,
    southLine: 0,
    m1: 0,
    m2: 0,
    m3: 0,
    a1: 0,
    a2: 0,
    a3: 0,
    southMachine: 0,
    southAsset: 0,
  };

  const plantId = async (name: string) =>
    (await app.handle.db.select({ id: plants.id }).from(plants).where(eq(plants.name, name)))[0]!.id;

  /** POST /api/<what>/reorder as the plant admin. */
  const reorder = (what: string, body: unknown) =>
    app.call("POST", `/api/${what}/reorder`, { token: admin, body });
  const post = async (token: string, path: string, body: unknown) => {
    const res = await app.call("POST", path, { token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data.id as number;
  };

  /** Puts `n` equipment items on an asset, as the equipment routers would. */
  const addItems = async (assetId: number, n: number) => {
    const [asset] = await app.handle.db.select().from(assets).where(eq(assets.id, assetId));
    await app.handle.db.insert(equipmentItems).values(
      Array.from({ length: n }, (_, i) => ({
        company_id: asset!.company_id,
        plant_id: asset!.plant_id,
        asset_id: asset!.id,
        name: `${asset!.name} item ${i + 1}`,
        position: i,
      })),
    );
  };

  const itemCount = async () => (await app.handle.db.select({ n: count() }).from(equipmentItems))[0]!.n;

  beforeAll(async () => {
    admin = await app.signIn("plantadmin@plantwise.demo");
    south = await app.signIn("southadmin@plantwise.demo");
    plantuser = await app.signIn("plantuser@plantwise.demo");
    // The seed gives Hamilton Works a demo hierarchy; these tests build their own in Calgary Works.
    work = await plantId(DEMO_PLANTS[1].name);
    other = await plantId(DEMO_PLANTS[0].name);
    regina = await plantId("Regina Plant");
  });

  it("builds line → machine → asset through the API, copying company and plant down", async () => {
    ids.lineA = await post(admin, "/api/production-lines", {
      plant_id: work,
      name: "Line A",
      line_speed_rpm: 1200,
      rpm_node_id: "PLC1.LineA.Speed",
      rpm_node_parameter: "rpm",
    });
    ids.lineB = await post(admin, "/api/production-lines", { plant_id: work, name: "Line B" });
    ids.utility = await post(admin, "/api/production-lines", {
      plant_id: work,
      kind: 2,
      name: "Compressed air",
    });
    ids.otherPlantLine = await post(admin, "/api/production-lines", {
      plant_id: other,
      name: "Hamilton Extra",
    });
    ids.southLine = await post(south, "/api/production-lines", { plant_id: regina, name: "South Line" });
    ids.m1 = await post(admin, "/api/machines", { production_line_id: ids.lineA, name: "Press" });
    ids.m2 = await post(admin, "/api/machines", { production_line_id: ids.lineA, name: "Dryer" });
    ids.m3 = await post(admin, "/api/machines", { production_line_id: ids.lineB, name: "Winder" });
    ids.a1 = await post(admin, "/api/assets", { machine_id: ids.m1, name: "Main drive" });
    ids.a2 = await post(admin, "/api/assets", { machine_id: ids.m1, name: "Vacuum pump" });
    ids.a3 = await post(admin, "/api/assets", { machine_id: ids.m2, name: "Fan" });
    ids.southMachine = await post(south, "/api/machines", {
      production_line_id: ids.southLine,
      name: "Oven",
    });
    ids.southAsset = await post(south, "/api/assets", { machine_id: ids.southMachine, name: "Blower" });
    await addItems(ids.a1, 2);
    await addItems(ids.a2, 1);
    await addItems(ids.a3, 3);
    await addItems(ids.southAsset, 1);

    const [line] = await app.handle.db
      .select()
      .from(productionLines)
      .where(eq(productionLines.id, ids.lineB));
    const [plant] = await app.handle.db.select().from(plants).where(eq(plants.id, work));
    expect(line).toMatchObject({ plant_id: work, company_id: plant!.company_id, kind: 1, position: 1 });
    const [asset] = await app.handle.db.select().from(assets).where(eq(assets.id, ids.a2));
    expect(asset).toMatchObject({ plant_id: work, company_id: plant!.company_id, position: 1 });
  });

  it("lists lines with counters, the page size 18 and the kind and plant filters", async () => {
    const res = await app.call("GET", `/api/production-lines?plant_id=${work}&kind=1`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ per_page: 18, total: 2, current_page: 1 });
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(["Line A", "Line B"]);
    expect(res.body.data[0]).toMatchObject({ machines_count: 2, assets_count: 3, items_count: 6 });
    expect(res.body.data[1]).toMatchObject({ machines_count: 1, assets_count: 0, items_count: 0 });
    const utilities = await app.call("GET", `/api/production-lines?kind=2&plant_id=${work}`, {
      token: admin,
    });
    expect(utilities.body.data.map((l: { name: string }) => l.name)).toEqual(["Compressed air"]);
    const all = await app.call("GET", `/api/production-lines?plant_id=${work}&orderByColumn=name&q=line`, {
      token: admin,
    });
    expect(all.body.data.map((l: { name: string }) => l.name)).toEqual(["Line A", "Line B"]);
    const got = await app.call("GET", `/api/production-lines/${ids.lineA}`, { token: admin });
    expect(got.body.data).toMatchObject({
      name: "Line A",
      plant_name: DEMO_PLANTS[1].name,
      line_speed_rpm: 1200,
      items_count: 6,
    });
  });

  it("lists machines and assets with parent names and counters, filtered by parent", async () => {
    const m = await app.call("GET", `/api/machines?production_line_id=${ids.lineA}`, { token: admin });
    expect(m.status).toBe(200);
    expect(m.body.meta.per_page).toBe(18);
    expect(m.body.data).toEqual([
      expect.objectContaining({
        name: "Press",
        production_line_name: "Line A",
        assets_count: 2,
        items_count: 3,
      }),
      expect.objectContaining({
        name: "Dryer",
        production_line_name: "Line A",
        assets_count: 1,
        items_count: 3,
      }),
    ]);
    expect((await app.call("GET", `/api/machines?plant_id=${work}`, { token: admin })).body.meta.total).toBe(
      3,
    );
    const got = await app.call("GET", `/api/machines/${ids.m3}`, { token: admin });
    expect(got.body.data).toMatchObject({ name: "Winder", production_line_name: "Line B", assets_count: 0 });

    const a = await app.call("GET", `/api/assets?machine_id=${ids.m1}`, { token: admin });
    expect(a.body.meta.per_page).toBe(18);
    expect(a.body.data).toEqual([
      expect.objectContaining({
        name: "Main drive",
        machine_name: "Press",
        production_line_name: "Line A",
        items_count: 2,
      }),
      expect.objectContaining({ name: "Vacuum pump", items_count: 1 }),
    ]);
    const byLine = await app.call("GET", `/api/assets?production_line_id=${ids.lineA}&q=fan`, {
      token: admin,
    });
    expect(byLine.body.data.map((x: { name: string }) => x.name)).toEqual(["Fan"]);
    expect((await app.call("GET", `/api/assets?plant_id=${work}`, { token: admin })).body.meta.total).toBe(3);
    const one = await app.call("GET", `/api/assets/${ids.a3}`, { token: admin });
    expect(one.body.data).toMatchObject({
      name: "Fan",
      machine_name: "Dryer",
      plant_name: DEMO_PLANTS[1].name,
    });
  });

  it("answers bad input with 422 naming the field, and duplicates with 422", async () => {
    const blank = await app.call("POST", "/api/production-lines", {
      token: admin,
      body: { plant_id: work, name: " ", kind: 3 },
    });
    expect(blank.status).toBe(422);
    const fields = blank.body.messages.flat().join("\n");
    expect(fields).toContain("name:");
    expect(fields).toContain("kind:");
    const dup = await app.call("POST", "/api/production-lines", {
      token: admin,
      body: { plant_id: work, name: "line a" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^name: /);
    // The same name is fine as a utility: lines and utilities are listed apart.
    const utilityNamedLikeLine = await app.call("POST", "/api/production-lines", {
      token: admin,
      body: { plant_id: work, kind: 2, name: "Line A" },
    });
    expect(utilityNamedLikeLine.status).toBe(200);
    expect(
      (
        await app.call("DELETE", `/api/production-lines/${utilityNamedLikeLine.body.data.id}`, {
          token: admin,
        })
      ).status,
    ).toBe(200);
    const dupMachine = await app.call("PUT", `/api/machines/${ids.m2}`, {
      token: admin,
      body: { name: "PRESS" },
    });
    expect(dupMachine.status).toBe(422);
    const noMachine = await app.call("POST", "/api/assets", { token: admin, body: { name: "X" } });
    expect(noMachine.status).toBe(422);
    expect(noMachine.body.messages.flat().join()).toContain("machine_id:");
    const badApplication = await app.call("POST", "/api/assets", {
      token: admin,
      body: { machine_id: ids.m3, name: "Y", application_id: 999999 },
    });
    expect(badApplication.status).toBe(422);
    expect(badApplication.body.messages.flat().join()).toContain("application_id:");
  });

  it("updates a line's fields and keeps its plant and kind", async () => {
    const res = await app.call("PUT", `/api/production-lines/${ids.lineB}`, {
      token: admin,
      body: { name: "Line B2", description: "Packing", plant_id: regina, kind: 2 },
    });
    expect(res.status).toBe(200);
    const got = await app.call("GET", `/api/production-lines/${ids.lineB}`, { token: admin });
    expect(got.body.data).toMatchObject({
      name: "Line B2",
      description: "Packing",
      plant_id: work,
      kind: 1,
    });
  });

  it("keeps tenants apart: another tenant's records are 404, its parents 403, nothing changes", async () => {
    const before = await app.handle.db.select().from(productionLines).orderBy(productionLines.id);
    for (const path of [
      `/api/production-lines/${ids.lineA}`,
      `/api/machines/${ids.m1}`,
      `/api/assets/${ids.a1}`,
    ]) {
      expect((await app.call("GET", path, { token: south })).status, path).toBe(404);
      expect((await app.call("PUT", path, { token: south, body: { name: "Hijacked" } })).status, path).toBe(
        404,
      );
      expect(
        (await app.call("DELETE", path, { token: south, body: { confirm: "delete" } })).status,
        path,
      ).toBe(404);
    }
    const lists = await Promise.all(
      ["/api/production-lines", "/api/machines", "/api/assets"].map((p) =>
        app.call("GET", p, { token: south }),
      ),
    );
    for (const [list, own] of lists.map((l, i) => [l, ["South Line", "Oven", "Blower"][i]] as const)) {
      expect(list.body.data.map((r: { name: string }) => r.name)).toContain(own);
      expect(list.body.data.every((r: { plant_id: number }) => r.plant_id === regina)).toBe(true);
    }
    const filtered = await app.call("GET", `/api/machines?plant_id=${work}`, { token: south });
    expect(filtered.body.data).toEqual([]);

    expect(
      (
        await app.call("POST", "/api/production-lines", {
          token: south,
          body: { plant_id: work, name: "Mine" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await app.call("POST", "/api/machines", {
          token: south,
          body: { production_line_id: ids.lineA, name: "Mine" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await app.call("POST", "/api/assets", { token: south, body: { machine_id: ids.m1, name: "Mine" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await app.call("POST", "/api/production-lines/reorder", {
          token: south,
          body: { plant_id: work, ids: [ids.lineB, ids.lineA] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.call("POST", "/api/machines/reorder", {
          token: south,
          body: { production_line_id: ids.lineA, ids: [ids.m2, ids.m1] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.call("POST", "/api/assets/reorder", {
          token: south,
          body: { machine_id: ids.m1, ids: [ids.a2, ids.a1] },
        })
      ).status,
    ).toBe(404);
    // Moving own records under another tenant's parent is refused too.
    expect(
      (
        await app.call("PUT", `/api/machines/${ids.southMachine}`, {
          token: south,
          body: { name: "Oven", production_line_id: ids.lineA },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await app.call("PUT", `/api/assets/${ids.southAsset}`, {
          token: south,
          body: { name: "Blower", machine_id: ids.m1 },
        })
      ).status,
    ).toBe(403);
    expect((await app.call("GET", `/api/dashboard/counters?plant_id=${work}`, { token: south })).status).toBe(
      404,
    );

    const after = await app.handle.db.select().from(productionLines).orderBy(productionLines.id);
    expect(after).toEqual(before);
    expect((await app.handle.db.select().from(machines).where(eq(machines.name, "Mine"))).length).toBe(0);
    const [oven] = await app.handle.db.select().from(machines).where(eq(machines.id, ids.southMachine));
    expect(oven!.production_line_id).toBe(ids.southLine);
  });

  it("limits a plant user to their plant and refuses writes without the dashboard permissions", async () => {
    const lines = await app.call("GET", "/api/production-lines", { token: plantuser });
    expect(lines.status).toBe(200);
    expect(lines.body.data.map((l: { plant_id: number }) => l.plant_id)).toContain(other);
    expect(lines.body.data.every((l: { plant_id: number }) => l.plant_id === other)).toBe(true);
    expect((await app.call("GET", `/api/production-lines/${ids.lineA}`, { token: plantuser })).status).toBe(
      404,
    );
    const create = await app.call("POST", "/api/production-lines", {
      token: plantuser,
      body: { plant_id: work, name: "Not allowed" },
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toContain("create_dashboard");
    const edit = await app.call("PUT", `/api/machines/${ids.m1}`, { token: plantuser, body: { name: "X" } });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toContain("edit_dashboard");
    const del = await app.call("DELETE", `/api/assets/${ids.a1}`, {
      token: plantuser,
      body: { confirm: "delete" },
    });
    expect(del.status).toBe(403);
    expect(del.body.message).toContain("delete_dashboard");
    const reorder = await app.call("POST", "/api/assets/reorder", {
      token: plantuser,
      body: { machine_id: ids.m1, ids: [ids.a2, ids.a1] },
    });
    expect(reorder.status).toBe(403);
  });

  it("reorders lines, machines and assets, refusing ids that are not exactly the parent's", async () => {
    const ok = await reorder("production-lines", { plant_id: work, ids: [ids.lineB, ids.lineA] });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("ok");
    const listed = await app.call("GET", `/api/production-lines?plant_id=${work}&kind=1`, {
      token: admin,
    });
    expect(listed.body.data.map((l: { id: number; position: number }) => [l.id, l.position])).toEqual([
      [ids.lineB, 0],
      [ids.lineA, 1],
    ]);
    const foreign = await reorder("production-lines", { plant_id: work, ids: [ids.lineA, ids.southLine] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.messages.flat().join()).toMatch(/^ids: /);
    const missing = await reorder("production-lines", { plant_id: work, ids: [ids.lineA] });
    expect(missing.status).toBe(422);
    const utilityInLines = await reorder("production-lines", {
      plant_id: work,
      ids: [ids.lineA, ids.utility],
    });
    expect(utilityInLines.status).toBe(422);
    const utilities = await reorder("production-lines", { plant_id: work, kind: 2, ids: [ids.utility] });
    expect(utilities.status).toBe(200);
    const dupes = await reorder("machines", { production_line_id: ids.lineA, ids: [ids.m1, ids.m1] });
    expect(dupes.status).toBe(422);

    const machinesOk = await reorder("machines", { production_line_id: ids.lineA, ids: [ids.m2, ids.m1] });
    expect(machinesOk.status).toBe(200);
    const m = await app.call("GET", `/api/machines?production_line_id=${ids.lineA}`, { token: admin });
    expect(m.body.data.map((x: { id: number }) => x.id)).toEqual([ids.m2, ids.m1]);
    const foreignMachine = await reorder("machines", {
      production_line_id: ids.lineA,
      ids: [ids.m2, ids.southMachine],
    });
    expect(foreignMachine.status).toBe(422);

    expect((await reorder("assets", { machine_id: ids.m1, ids: [ids.a2, ids.a1] })).status).toBe(200);
    const a = await app.call("GET", `/api/assets?machine_id=${ids.m1}`, { token: admin });
    expect(a.body.data.map((x: { id: number }) => x.id)).toEqual([ids.a2, ids.a1]);
    const foreignAsset = await reorder("assets", {
      machine_id: ids.m1,
      ids: [ids.a2, ids.a1, ids.southAsset],
    });
    expect(foreignAsset.status).toBe(422);
    expect(foreignAsset.body.messages.flat().join()).toMatch(/^ids: /);
    const positions = await app.handle.db
      .select({ id: assets.id, position: assets.position })
      .from(assets)
      .where(inArray(assets.id, [ids.a1, ids.a2]))
      .orderBy(assets.position);
    expect(positions).toEqual([
      { id: ids.a2, position: 0 },
      { id: ids.a1, position: 1 },
    ]);
  });

  it("moves a machine to another line of its plant, and an asset to another machine", async () => {
    const moved = await app.call("PUT", `/api/machines/${ids.m2}`, {
      token: admin,
      body: { name: "Dryer", production_line_id: ids.lineB },
    });
    expect(moved.status).toBe(200);
    const got = await app.call("GET", `/api/machines/${ids.m2}`, { token: admin });
    expect(got.body.data).toMatchObject({ production_line_id: ids.lineB, position: 1, items_count: 3 });
    const otherPlant = await app.call("PUT", `/api/machines/${ids.m2}`, {
      token: admin,
      body: { name: "Dryer", production_line_id: ids.otherPlantLine },
    });
    expect(otherPlant.status).toBe(422);
    expect(otherPlant.body.messages.flat().join()).toContain("production_line_id:");
    const asset = await app.call("PUT", `/api/assets/${ids.a3}`, {
      token: admin,
      body: { name: "Fan", machine_id: ids.m3 },
    });
    expect(asset.status).toBe(200);
    expect((await app.call("GET", `/api/assets/${ids.a3}`, { token: admin })).body.data).toMatchObject({
      machine_id: ids.m3,
      machine_name: "Winder",
      production_line_name: "Line B2",
    });
  });

  it("keeps an asset's application when an update leaves it out, and clears it on null", async () => {
    const apps = await app.call("GET", "/api/applications?q=Conveying", { token: admin });
    const conveying = apps.body.data[0].id as number;
    const set = await app.call("PUT", `/api/assets/${ids.a3}`, {
      token: admin,
      body: { name: "Fan", application_id: conveying },
    });
    expect(set.status).toBe(200);
    await app.call("PUT", `/api/assets/${ids.a3}`, {
      token: admin,
      body: { name: "Fan", description: "Kept" },
    });
    const kept = (await app.call("GET", `/api/assets/${ids.a3}`, { token: admin })).body.data;
    expect(kept).toMatchObject({ application_id: conveying, description: "Kept" });
    await app.call("PUT", `/api/assets/${ids.a3}`, {
      token: admin,
      body: { name: "Fan", application_id: null },
    });
    expect(
      (await app.call("GET", `/api/assets/${ids.a3}`, { token: admin })).body.data.application_id,
    ).toBeNull();
  });

  it("lists the external RPM nodes in scope", async () => {
    const res = await app.call("GET", `/api/production-lines/rpm-nodes?plant_id=${work}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        rpm_node_id: "PLC1.LineA.Speed",
        rpm_node_parameter: "rpm",
        production_line_id: ids.lineA,
        production_line_name: "Line A",
        plant_id: work,
      },
    ]);
    const all = await app.call("GET", "/api/production-lines/rpm-nodes", { token: admin });
    expect(all.body.data.map((n: { rpm_node_id: string }) => n.rpm_node_id)).toContain("PLC1.LineA.Speed");
    const southNodes = await app.call("GET", "/api/production-lines/rpm-nodes", { token: south });
    expect(southNodes.status).toBe(200);
    expect(southNodes.body.data.every((n: { plant_id: number }) => n.plant_id === regina)).toBe(true);
  });

  it("counts the dashboard per plant in scope, or every plant in scope", async () => {
    const one = await app.call("GET", `/api/dashboard/counters?plant_id=${work}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({
      utilities: 1,
      production_lines: 2,
      machines: 3,
      assets: 3,
      equipments: 6,
    });
    // Without plant_id: the sum over every plant in scope.
    const counts = async (token: string, plant?: number) =>
      (await app.call("GET", `/api/dashboard/counters${plant ? `?plant_id=${plant}` : ""}`, { token })).body
        .data as Record<string, number>;
    const [all, otherCounts] = await Promise.all([counts(admin), counts(admin, other)]);
    expect(otherCounts.production_lines).toBeGreaterThan(0);
    for (const key of Object.keys(one.body.data)) {
      expect(all[key], key).toBe(one.body.data[key] + otherCounts[key]!);
    }
    expect(await counts(south)).toEqual(await counts(south, regina));
  });

  it("summarises each plant of the company for the corporate view (staff: every plant)", async () => {
    const callerFor = async (email: string) => {
      const [user] = await app.handle.db.select().from(users).where(eq(users.email, email));
      const { session } = await createSession(app.handle.db, user!.id);
      const authUser = await loadAuthUser(app.handle.db, user!.id);
      const ctx: Context = {
        db: app.handle.db,
        driver: app.handle.driver,
        session,
        user: authUser,
        scope: null,
        ip: "127.0.0.1",
        userAgent: "hierarchy-test",
        deviceToken: undefined,
      };
      return createCallerFactory(appRouter)(ctx);
    };
    const corporate = await callerFor("corporate@plantwise.demo");
    const rows = await corporate.dashboard.corporate();
    expect(rows.map((r) => r.name)).toEqual([DEMO_PLANTS[1].name, DEMO_PLANTS[0].name]);
    expect(rows.find((r) => r.id === work)).toMatchObject({
      company_name: "Northwind Mills",
      time_zone: DEMO_PLANTS[1].time_zone,
      utilities: 1,
      production_lines: 2,
      machines: 3,
      assets: 3,
      equipments: 6,
    });
    const otherCounts = (await app.call("GET", `/api/dashboard/counters?plant_id=${other}`, { token: admin }))
      .body.data;
    expect(rows.find((r) => r.id === other)).toMatchObject(otherCounts);
    const staff = await callerFor("superadmin@plantwise.demo");
    const everything = await staff.dashboard.corporate();
    expect(everything.map((r) => r.id)).toEqual(expect.arrayContaining([work, other, regina]));
    const adminCaller = await callerFor("plantadmin@plantwise.demo");
    await expect(adminCaller.dashboard.corporate()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("deletes an asset with items only after typing delete, moving the items to limbo", async () => {
    const before = await itemCount();
    const refused = await app.call("DELETE", `/api/assets/${ids.a1}`, { token: admin, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This asset has 2 items. Type delete to confirm.");
    expect((await app.handle.db.select().from(assets).where(eq(assets.id, ids.a1))).length).toBe(1);
    const itemIds = (
      await app.handle.db
        .select({ id: equipmentItems.id })
        .from(equipmentItems)
        .where(eq(equipmentItems.asset_id, ids.a1))
    ).map((i) => i.id);
    const ok = await app.call("DELETE", `/api/assets/${ids.a1}`, {
      token: admin,
      body: { confirm: "delete" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "ok", items_to_limbo: 2 });
    expect(await itemCount()).toBe(before);
    const items = await app.handle.db
      .select()
      .from(equipmentItems)
      .where(inArray(equipmentItems.id, itemIds));
    expect(items.map((i) => [i.asset_id, i.is_limbo, i.position])).toEqual([
      [null, true, 0],
      [null, true, 0],
    ]);
    const histories = await app.handle.db
      .select()
      .from(equipmentHistories)
      .where(inArray(equipmentHistories.equipment_id, itemIds));
    expect(histories).toHaveLength(2);
    expect(histories[0]).toMatchObject({
      action: "limbo",
      details: { reason: 'asset "Main drive" deleted', from: { asset_id: ids.a1, machine: "Press" } },
    });
    // An empty asset needs no confirmation.
    const empty = await post(admin, "/api/assets", { machine_id: ids.m1, name: "Spare" });
    expect((await app.call("DELETE", `/api/assets/${empty}`, { token: admin })).status).toBe(200);
  });

  it("deletes a machine and a line with their subtree after confirmation; items survive in limbo", async () => {
    const before = await itemCount();
    const counters = (await app.call("GET", `/api/dashboard/counters?plant_id=${work}`, { token: admin }))
      .body.data;
    // Press keeps the vacuum pump (1 item).
    const refused = await app.call("DELETE", `/api/machines/${ids.m1}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This machine has 1 asset and 1 item. Type delete to confirm.");
    const ok = await app.call("DELETE", `/api/machines/${ids.m1}`, {
      token: admin,
      body: { confirm: "Delete" },
    });
    expect(ok.status).toBe(200);
    expect((await app.handle.db.select().from(assets).where(eq(assets.id, ids.a2))).length).toBe(0);

    // Line B2 holds Winder (with Fan, 3 items) and Dryer (no assets left after Fan moved).
    const lineRefused = await app.call("DELETE", `/api/production-lines/${ids.lineB}`, { token: admin });
    expect(lineRefused.status).toBe(422);
    expect(lineRefused.body.message).toBe(
      "This production line has 2 machines, 1 asset and 3 items. Type delete to confirm.",
    );
    expect(lineRefused.body.messages.flat().join()).toMatch(/^confirm: /);
    const lineOk = await app.call("DELETE", `/api/production-lines/${ids.lineB}`, {
      token: admin,
      body: { confirm: "delete" },
    });
    expect(lineOk.status).toBe(200);
    expect(lineOk.body.items_to_limbo).toBe(3);
    expect(
      await app.handle.db
        .select()
        .from(machines)
        .where(inArray(machines.id, [ids.m2, ids.m3])),
    ).toEqual([]);
    expect(await itemCount()).toBe(before);
    const limbo = await app.handle.db
      .select({ n: count() })
      .from(equipmentItems)
      .where(and(eq(equipmentItems.plant_id, work), eq(equipmentItems.is_limbo, true)));
    expect(limbo[0]!.n).toBe(6);
    const after = (await app.call("GET", `/api/dashboard/counters?plant_id=${work}`, { token: admin })).body
      .data;
    expect(after).toEqual({
      ...counters,
      production_lines: counters.production_lines - 1,
      machines: 0,
      assets: 0,
      equipments: counters.equipments,
    });
    // A line with nothing attached goes without confirmation; the other tenant's records are intact.
    expect((await app.call("DELETE", `/api/production-lines/${ids.utility}`, { token: admin })).status).toBe(
      200,
    );
    expect(
      (await app.call("GET", `/api/assets/${ids.southAsset}`, { token: south })).body.data.items_count,
    ).toBe(1);
  });
});
