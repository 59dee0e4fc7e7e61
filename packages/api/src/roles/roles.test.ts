import { schema, testDrivers } from "@plantwise/db";
import { APP_SECTIONS, PlatformRole } from "@plantwise/shared";
import { eq, inArray, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { grantPlatformRole } from "./roles.fixtures";

const none = {
  is_viewing: false,
  is_creating: false,
  is_updating: false,
  is_deleting: false,
  is_archiving: false,
};

describe.each(testDrivers())("user roles on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await app.signIn("superadmin@plantwise.demo");
    // Plant admins manage their company's roles in these checks (view, create, edit, delete).
    await grantPlatformRole(app.handle.db, PlatformRole.PLANT_ADMIN, "user_roles", {
      is_viewing: true,
      is_creating: true,
      is_updating: true,
      is_deleting: true,
    });
  });

  const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);
  /** The first role matching `where`, read straight from the database. */
  const roleWhere = async (where: SQL) => (await app.handle.db.select().from(schema.roles).where(where))[0]!;

  it("creates a role with flags and a permission matrix in one call; get returns every section", async () => {
    const res = await app.call("POST", "/api/roles", {
      token: staff,
      body: {
        name: "Lubrication Tech",
        type: 2,
        company_id: app.demo.northwind,
        is_technic: true,
        is_forced_mfa: true,
        permissions: [
          { app_section: "maintenance", is_viewing: true, is_creating: true },
          { app_section: "plants", is_viewing: true, is_archiving: true },
          { app_section: "users", is_viewing: true, is_archiving: true },
        ],
      },
    });
    expect(res.status).toBe(200);
    const got = await app.call("GET", `/api/roles/${res.body.data.id}`, { token: staff });
    expect(got.status).toBe(200);
    const role = got.body.data;
    expect(role).toMatchObject({ name: "Lubrication Tech", type: 2, is_technic: true, is_forced_mfa: true });
    expect(role.permissions.map((p: { app_section: string }) => p.app_section)).toEqual([...APP_SECTIONS]);
    const by = (s: string) => role.permissions.find((p: { app_section: string }) => p.app_section === s);
    expect(by("maintenance")).toEqual({
      ...none,
      app_section: "maintenance",
      is_viewing: true,
      is_creating: true,
    });
    expect(by("plants")).toEqual({ ...none, app_section: "plants", is_viewing: true, is_archiving: true });
    // Archive exists only for companies and plants.
    expect(by("users")).toEqual({ ...none, app_section: "users", is_viewing: true });
    expect(by("rfqs")).toEqual({ ...none, app_section: "rfqs" });
  });

  it("lists platform roles plus the customer's own company roles; internal users see all", async () => {
    const created = await app.call("POST", "/api/roles", {
      token: staff,
      body: { name: "Regina Night Lead", type: 2, company_id: app.demo.southridge },
    });
    expect(created.status).toBe(200);
    const all = await app.call("GET", "/api/roles?max=50", { token: staff });
    expect(names(all.body)).toEqual(
      expect.arrayContaining(["Lubrication Tech", "Regina Night Lead", "Super Admin"]),
    );
    const north = await app.signIn("plantadmin@plantwise.demo");
    const northList = names((await app.call("GET", "/api/roles?max=50", { token: north })).body);
    expect(northList).toContain("Lubrication Tech");
    expect(northList).toContain("Plant Admin");
    expect(northList).not.toContain("Regina Night Lead");
    expect((await app.call("GET", `/api/roles/${created.body.data.id}`, { token: north })).status).toBe(404);
    const south = await app.signIn("southadmin@plantwise.demo");
    const southList = names((await app.call("GET", "/api/roles?max=50", { token: south })).body);
    expect(southList).toContain("Regina Night Lead");
    expect(southList).not.toContain("Lubrication Tech");
    expect(names((await app.call("GET", "/api/roles?q=night", { token: staff })).body)).toEqual([
      "Regina Night Lead",
    ]);
  });

  it("lets a customer create only type 2 roles for their own company", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    const staffType = await app.call("POST", "/api/roles", {
      token: south,
      body: { name: "Fake Staff", type: 1 },
    });
    expect(staffType.status).toBe(422);
    expect(staffType.body.messages.flat().join()).toContain("type:");
    const ok = await app.call("POST", "/api/roles", {
      token: south,
      body: {
        name: "Regina Planner",
        type: 2,
        company_id: app.demo.northwind,
        permissions: [{ app_section: "maintenance", is_viewing: true, is_updating: true }],
      },
    });
    expect(ok.status).toBe(200);
    const [row] = await app.handle.db.select().from(schema.roles).where(eq(schema.roles.id, ok.body.data.id));
    expect(row!.company_id).toBe(app.demo.southridge);
    expect(row!.platform_role).toBeNull();
  });

  it("refuses a customer granting a permission they do not hold, naming it, and saves nothing", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    const res = await app.call("POST", "/api/roles", {
      token: south,
      body: {
        name: "Too Powerful",
        type: 2,
        permissions: [
          { app_section: "maintenance", is_viewing: true },
          { app_section: "companies", is_viewing: true, is_creating: true },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("view_companies, create_companies");
    expect(
      await app.handle.db.select().from(schema.roles).where(eq(schema.roles.name, "Too Powerful")),
    ).toEqual([]);
  });

  it("updates a company role's name, flags and matrix together; a failing update changes nothing", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    const planner = await roleWhere(eq(schema.roles.name, "Regina Planner"));
    const res = await app.call("PUT", `/api/roles/${planner.id}`, {
      token: south,
      body: {
        name: "Regina Scheduler",
        type: 2,
        is_requisitioner: true,
        permissions: [{ app_section: "requisitions", is_viewing: true, is_creating: true }],
      },
    });
    expect(res.status).toBe(200);
    const got = (await app.call("GET", `/api/roles/${planner.id}`, { token: south })).body.data;
    expect(got).toMatchObject({ name: "Regina Scheduler", is_requisitioner: true });
    const granted = got.permissions.filter((p: typeof none) => Object.values(p).includes(true));
    expect(granted).toEqual([{ ...none, app_section: "requisitions", is_viewing: true, is_creating: true }]);

    const bad = await app.call("PUT", `/api/roles/${planner.id}`, {
      token: south,
      body: { name: "Renamed", type: 2, permissions: [{ app_section: "settings", is_deleting: true }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain("delete_settings");
    const after = (await app.call("GET", `/api/roles/${planner.id}`, { token: south })).body.data;
    expect(after).toEqual(got);
  });

  it("keeps platform roles for internal users: a customer gets 403, staff may edit", async () => {
    const south = await app.signIn("southadmin@plantwise.demo");
    const plantUser = await roleWhere(eq(schema.roles.platform_role, 2));
    const res = await app.call("PUT", `/api/roles/${plantUser.id}`, {
      token: south,
      body: { name: "Plant User", type: 2, permissions: [] },
    });
    expect(res.status).toBe(403);
    const before = await app.call("GET", `/api/roles/${plantUser.id}`, { token: staff });
    const edit = await app.call("PUT", `/api/roles/${plantUser.id}`, {
      token: staff,
      body: { ...before.body.data, is_fab_shop_manager: true },
    });
    expect(edit.status).toBe(200);
    const after = await app.call("GET", `/api/roles/${plantUser.id}`, { token: staff });
    expect(after.body.data).toEqual({ ...before.body.data, is_fab_shop_manager: true });
  });

  it("answers a duplicate role name with 422 and another company's role with 404", async () => {
    const dup = await app.call("POST", "/api/roles", {
      token: staff,
      body: { name: "plant admin", type: 2, company_id: app.demo.southridge },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^name: /);
    const north = await app.signIn("plantadmin@plantwise.demo");
    const southRole = await roleWhere(eq(schema.roles.name, "Regina Night Lead"));
    const res = await app.call("PUT", `/api/roles/${southRole.id}`, {
      token: north,
      body: { name: "Hijacked", type: 2 },
    });
    expect(res.status).toBe(404);
    expect((await app.call("DELETE", `/api/roles/${southRole.id}`, { token: north })).status).toBe(404);
  });

  it("refuses deleting a role users hold, asks to confirm for temporary holders, deletes otherwise", async () => {
    const lube = await roleWhere(eq(schema.roles.name, "Lubrication Tech"));
    const northUsers = await app.handle.db
      .select()
      .from(schema.users)
      .where(inArray(schema.users.email, ["plantuser@plantwise.demo", "oee@plantwise.demo"]));
    const originalRoles = northUsers.map((u) => [u.id, u.role_id] as const);
    for (const u of northUsers) {
      await app.handle.db.update(schema.users).set({ role_id: lube.id }).where(eq(schema.users.id, u.id));
    }
    const held = await app.call("DELETE", `/api/roles/${lube.id}`, {
      token: staff,
      body: { confirm: "delete" },
    });
    expect(held.status).toBe(422);
    expect(held.body.message).toContain("Reassign its 2 users first");
    for (const [id, roleId] of originalRoles) {
      await app.handle.db
        .update(schema.users)
        .set({ role_id: roleId, temp_role_id: lube.id })
        .where(eq(schema.users.id, id));
    }
    const temp = await app.call("DELETE", `/api/roles/${lube.id}`, { token: staff });
    expect(temp.status).toBe(422);
    expect(temp.body.message).toBe("This role has 2 temporary-role users. Type delete to confirm.");
    const ok = await app.call("DELETE", `/api/roles/${lube.id}`, {
      token: staff,
      body: { confirm: "delete" },
    });
    expect(ok.status).toBe(200);
    expect(await app.handle.db.select().from(schema.roles).where(eq(schema.roles.id, lube.id))).toEqual([]);
    const after = await app.handle.db
      .select()
      .from(schema.users)
      .where(
        inArray(
          schema.users.id,
          northUsers.map((u) => u.id),
        ),
      );
    expect(after.every((u) => u.temp_role_id === null)).toBe(true);
  });

  it("never deletes a platform role and refuses without delete_user_roles", async () => {
    const plantUser = await roleWhere(eq(schema.roles.platform_role, 2));
    const res = await app.call("DELETE", `/api/roles/${plantUser.id}`, {
      token: staff,
      body: { confirm: "delete" },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Platform roles cannot be deleted");
    const corporate = await app.signIn("corporate@plantwise.demo");
    const denied = await app.call("GET", "/api/roles", { token: corporate });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain("view_user_roles");
  });
});
