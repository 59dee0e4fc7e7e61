import { schema, testDrivers } from "@plantwise/db";
import { PlatformRole } from "@plantwise/shared";
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const { companies, rolePermissions, roles, users } = schema;

describe.each(testDrivers())("temporary role on %s", (driver) => {
  const app = useTestApp(driver);
  let plantUserRole: number;
  let superAdminRole: number;
  let ownCompanyRole: number;
  let otherCompanyRole: number;
  beforeAll(async () => {
    const db = app.handle.db;
    const byPlatform = async (p: number) =>
      (await db.select().from(roles).where(eq(roles.platform_role, p)))[0]!.id;
    plantUserRole = await byPlatform(PlatformRole.PLANT_USER);
    superAdminRole = await byPlatform(PlatformRole.SUPER_ADMIN);
    const [admin] = await db.select().from(users).where(eq(users.email, "plantadmin@plantwise.demo"));
    const [other] = await db.select().from(companies).where(ne(companies.id, admin!.company_id!));
    const [own] = await db
      .insert(roles)
      .values({ name: "Northwind Shift Lead", type: 2, company_id: admin!.company_id })
      .returning();
    const [foreign] = await db
      .insert(roles)
      .values({ name: "Southridge Shift Lead", type: 2, company_id: other!.id })
      .returning();
    ownCompanyRole = own!.id;
    otherCompanyRole = foreign!.id;
  });

  const setTempRole = (token: string, role_id: number | null) =>
    app.call("PUT", "/api/auth/temp-role", { token, body: { role_id } });
  const choices = async (token: string) => {
    const res = await app.call("GET", "/trpc/auth.roles", { token });
    return res.body.result.data as { id: number; name: string }[];
  };

  it("lets provider staff act as any role; the temp role takes precedence until cleared", async () => {
    const token = await app.signIn("superadmin@plantwise.demo");
    const listed = await choices(token);
    expect(listed.map((r) => r.id)).toEqual(
      expect.arrayContaining([plantUserRole, superAdminRole, ownCompanyRole, otherCompanyRole]),
    );
    expect(listed.map((r) => r.name)).toEqual(
      [...listed.map((r) => r.name)].sort((a, b) => a.localeCompare(b)),
    );

    const set = await setTempRole(token, plantUserRole);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      role: { platform_role: PlatformRole.SUPER_ADMIN },
      temp_role: { id: plantUserRole, platform_role: PlatformRole.PLANT_USER },
    });
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.body.data.user.temp_role.id).toBe(plantUserRole);
    // Acting as a plant user: the internal-only outbox is closed.
    expect(
      (await app.call("GET", `/trpc/outbox.list?input=${encodeURIComponent("{}")}`, { token })).status,
    ).toBe(403);

    const cleared = await setTempRole(token, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.temp_role).toBeNull();
    expect(
      (await app.call("GET", `/trpc/outbox.list?input=${encodeURIComponent("{}")}`, { token })).status,
    ).toBe(200);
  });

  it("answers 404 for a role that does not exist and 422 without role_id", async () => {
    const token = await app.signIn("superadmin@plantwise.demo");
    expect((await setTempRole(token, 999_999)).status).toBe(404);
    const missing = await app.call("PUT", "/api/auth/temp-role", { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.messages.flat().join(" ")).toContain("role_id:");
  });

  it("refuses customers without edit_user_roles", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const res = await setTempRole(token, plantUserRole);
    expect(res.status).toBe(403);
    expect(await choices(token)).toEqual([]);
    expect((await app.call("PUT", "/api/auth/temp-role", { body: { role_id: null } })).status).toBe(401);
  });

  it("lets a holder of edit_user_roles pick own-company and platform customer roles only", async () => {
    const [admin] = await app.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "plantadmin@plantwise.demo"));
    await app.handle.db
      .insert(rolePermissions)
      .values({ role_id: admin!.role_id, app_section: "user_roles", is_viewing: true, is_updating: true })
      .onConflictDoUpdate({
        target: [rolePermissions.role_id, rolePermissions.app_section],
        set: { is_viewing: true, is_updating: true },
      });
    const token = await app.signIn("plantadmin@plantwise.demo");
    const listed = (await choices(token)).map((r) => r.id);
    expect(listed).toContain(ownCompanyRole);
    expect(listed).toContain(plantUserRole);
    expect(listed).not.toContain(superAdminRole);
    expect(listed).not.toContain(otherCompanyRole);

    expect((await setTempRole(token, ownCompanyRole)).status).toBe(200);
    // Another tenant's role, or a staff role: not theirs to see.
    expect((await setTempRole(token, otherCompanyRole)).status).toBe(404);
    expect((await setTempRole(token, superAdminRole)).status).toBe(404);
    // Judged on the own role: the temp role (without edit_user_roles) does not lock them out.
    expect((await setTempRole(token, plantUserRole)).status).toBe(200);
    expect((await setTempRole(token, null)).body.data.temp_role).toBeNull();
  });

  it("never offers a customer a role wider than their own: more permissions, capabilities or reach", async () => {
    const db = app.handle.db;
    const [admin] = await db.select().from(users).where(eq(users.email, "plantadmin@plantwise.demo"));
    await db
      .insert(rolePermissions)
      .values({ role_id: admin!.role_id, app_section: "user_roles", is_viewing: true, is_updating: true })
      .onConflictDoUpdate({
        target: [rolePermissions.role_id, rolePermissions.app_section],
        set: { is_viewing: true, is_updating: true, is_deleting: false },
      });
    const [deleter] = await db
      .insert(roles)
      .values({ name: "Northwind Role Remover", type: 2, company_id: admin!.company_id })
      .returning();
    await db
      .insert(rolePermissions)
      .values({ role_id: deleter!.id, app_section: "user_roles", is_viewing: true, is_deleting: true });
    const [fabShop] = await db
      .insert(roles)
      .values({
        name: "Northwind Fab Shop",
        type: 2,
        company_id: admin!.company_id,
        is_fab_shop_manager: true,
      })
      .returning();
    const [corporate] = await db.select().from(roles).where(eq(roles.platform_role, PlatformRole.CORPORATE));

    const token = await app.signIn("plantadmin@plantwise.demo");
    const listed = (await choices(token)).map((r) => r.id);
    expect(listed).toContain(ownCompanyRole);
    for (const wider of [deleter!.id, fabShop!.id, corporate!.id]) {
      expect(listed).not.toContain(wider);
      expect((await setTempRole(token, wider)).status).toBe(404);
    }
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.body.data.user.temp_role).toBeNull();
  });
});
