import { schema, testDrivers } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

describe.each(testDrivers())("plants: create, edit, archive on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  const userId = async (email: string) =>
    (await app.handle.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
  beforeAll(async () => {
    staff = await app.signIn("superadmin@plantwise.demo");
  });

  /** POST /api/plants: a plant of this name in this company, in UTC unless `more` says otherwise. */
  const createPlant = (name: string, companyId?: number, more: Record<string, unknown> = {}, token = staff) =>
    app.call("POST", "/api/plants", {
      token,
      body: { name, company_id: companyId, time_zone: "UTC", ...more },
    });
  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

  it("keeps the two demo tenants apart: each company's users see only their own plants", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    expect(names((await app.call("GET", "/api/plants", { token: south })).body)).toEqual(["Regina Plant"]);
    const north = await app.signIn("plantadmin@plantwise.demo");
    const northPlants = (await app.call("GET", "/api/plants", { token: north })).body;
    expect(names(northPlants)).toEqual(["Calgary Works", "Hamilton Works"]);
    expect((await app.call("GET", `/api/plants/${app.demo.regina}`, { token: north })).status).toBe(404);
    const hamilton = northPlants.data.find((p: { name: string }) => p.name === "Hamilton Works");
    expect((await app.call("GET", `/api/plants/${hamilton.id}`, { token: south })).status).toBe(404);
    expect((await app.call("GET", "/api/plants?q=regina", { token: north })).body.data).toEqual([]);
  });

  it("creates a plant for staff in the chosen company, with notifiable users of that company", async () => {
    const southadmin = await userId("southadmin@plantwise.demo");
    const res = await createPlant("Saskatoon Plant", app.demo.southridge, {
      time_zone: "America/Regina",
      is_equipment_runtime_tracking: true,
      notifiable_user_ids: [southadmin],
    });
    expect(res.status).toBe(200);
    const got = await app.call("GET", `/api/plants/${res.body.data.id}`, { token: staff });
    expect(got.body.data).toMatchObject({
      name: "Saskatoon Plant",
      company_id: app.demo.southridge,
      time_zone: "America/Regina",
      is_equipment_runtime_tracking: true,
      notifiable_user_ids: [southadmin],
    });
  });

  it("gives a customer's new plant their own company, whatever company_id says, and lets them see it", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    const res = await createPlant("Moose Jaw Plant", app.demo.northwind, {}, south);
    expect(res.status).toBe(200);
    const [row] = await app.handle.db
      .select()
      .from(schema.plants)
      .where(eq(schema.plants.id, res.body.data.id));
    expect(row!.company_id).toBe(app.demo.southridge);
    expect(names((await app.call("GET", "/api/plants", { token: south })).body)).toContain("Moose Jaw Plant");
    const north = await app.signIn("plantadmin@plantwise.demo");
    expect(names((await app.call("GET", "/api/plants", { token: north })).body)).not.toContain(
      "Moose Jaw Plant",
    );
  });

  it("answers bad input with 422 naming the field: duplicate name in the company, unknown time zone", async () => {
    const dup = await createPlant("hamilton works", app.demo.northwind);
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^name: .*already exists/);
    // The same name in another company is fine: names are unique per company.
    const other = await createPlant("Hamilton Works", app.demo.southridge);
    expect(other.status).toBe(200);
    const zone = await createPlant("Paris", app.demo.northwind, { time_zone: "Europe/Paris" });
    expect(zone.status).toBe(422);
    expect(zone.body.messages.flat().join()).toContain("time_zone:");
    const noCompany = await createPlant("X");
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.messages.flat().join()).toContain("company_id:");
  });

  it("saves nothing when a notifiable user belongs to another company", async () => {
    const northUser = await userId("plantuser@plantwise.demo");
    const res = await createPlant("Half Saved", app.demo.southridge, { notifiable_user_ids: [northUser] });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat().join()).toContain("notifiable_user_ids:");
    expect(
      await app.handle.db.select().from(schema.plants).where(eq(schema.plants.name, "Half Saved")),
    ).toEqual([]);
    const before = await app.call("GET", `/api/plants/${app.demo.regina}`, { token: staff });
    const put = await app.call("PUT", `/api/plants/${app.demo.regina}`, {
      token: staff,
      body: { name: "Renamed Regina", time_zone: "UTC", notifiable_user_ids: [northUser] },
    });
    expect(put.status).toBe(422);
    const after = await app.call("GET", `/api/plants/${app.demo.regina}`, { token: staff });
    expect(after.body.data).toEqual(before.body.data);
  });

  it("updates name, zone, tracking and notifiable users; another tenant's plant is 404", async () => {
    const southuser = await userId("southuser@plantwise.demo");
    const south = await app.signIn("southadmin@plantwise.demo");
    const res = await app.call("PUT", `/api/plants/${app.demo.regina}`, {
      token: south,
      body: {
        name: "Regina Plant",
        time_zone: "America/Regina",
        is_equipment_runtime_tracking: true,
        notifiable_user_ids: [southuser],
      },
    });
    expect(res.status).toBe(200);
    const got = await app.call("GET", `/api/plants/${app.demo.regina}`, { token: south });
    expect(got.body.data.notifiable_user_ids).toEqual([southuser]);
    expect(got.body.data.is_equipment_runtime_tracking).toBe(true);
    const hamilton = (await app.handle.db.select().from(schema.plants)).find(
      (p) => p.name === "Hamilton Works" && p.company_id === app.demo.northwind,
    )!;
    const cross = await app.call("PUT", `/api/plants/${hamilton.id}`, {
      token: south,
      body: { name: "Mine now", time_zone: "UTC" },
    });
    expect(cross.status).toBe(404);
  });

  it("lists for the notifiable-users select only the users of the plant's company", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    const res = await app.query("plants.companyUsers", { company_id: app.demo.northwind }, south);
    expect(res.body.result.data.map((u: { email: string }) => u.email).sort()).toEqual([
      "southadmin@plantwise.demo",
      "southuser@plantwise.demo",
    ]);
  });

  it("archives a plant with users only after typing delete, naming what is attached, then restores it", async () => {
    const created = await createPlant("Brandon Plant", app.demo.northwind, { time_zone: "America/Winnipeg" });
    const id = created.body.data.id as number;
    const users = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.company_id, app.demo.northwind));
    await app.handle.db
      .insert(schema.userPlants)
      .values(users.slice(0, 3).map((u) => ({ user_id: u.id, plant_id: id })));
    await app.handle.db
      .insert(schema.teams)
      .values({ name: "Night shift", company_id: app.demo.northwind, plant_id: id });

    const refused = await app.call("DELETE", `/api/plants/${id}`, { token: staff, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This plant has 3 users and 1 team. Type delete to confirm.");
    const ok = await app.call("DELETE", `/api/plants/${id}`, { token: staff, body: { confirm: "delete" } });
    expect(ok.status).toBe(200);
    expect(names((await app.call("GET", "/api/plants", { token: staff })).body)).not.toContain(
      "Brandon Plant",
    );
    expect(names((await app.call("GET", "/api/plants?archived=true", { token: staff })).body)).toEqual([
      "Brandon Plant",
    ]);
    // Archived, not deleted: the memberships are still there.
    expect(
      await app.handle.db
        .select()
        .from(schema.userPlants)
        .where(and(eq(schema.userPlants.plant_id, id))),
    ).toHaveLength(3);
    expect((await app.mutate("plants.restore", { id }, staff)).status).toBe(200);
    expect(names((await app.call("GET", "/api/plants", { token: staff })).body)).toContain("Brandon Plant");
  });

  it("refuses archiving without archive_plants or delete_plants (403) and another tenant's plant (404)", async () => {
    const plantuser = await app.signIn("plantuser@plantwise.demo");
    const res = await app.call("DELETE", `/api/plants/${app.demo.regina}`, {
      token: plantuser,
      body: { confirm: "delete" },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("archive_plants");
    const [admin] = await app.handle.db.select().from(schema.roles).where(eq(schema.roles.platform_role, 4));
    await app.handle.db
      .update(schema.rolePermissions)
      .set({ is_archiving: true })
      .where(
        and(eq(schema.rolePermissions.role_id, admin!.id), eq(schema.rolePermissions.app_section, "plants")),
      );
    const north = await app.signIn("plantadmin@plantwise.demo");
    const cross = await app.call("DELETE", `/api/plants/${app.demo.regina}`, {
      token: north,
      body: { confirm: "delete" },
    });
    expect(cross.status).toBe(404);
    const [regina] = await app.handle.db
      .select()
      .from(schema.plants)
      .where(eq(schema.plants.id, app.demo.regina));
    expect(regina!.archived_at).toBeNull();
  });
});
