import { schema, testDrivers } from "@plantwise/db";
import { MESSAGES, PASSWORD_RULE_MESSAGES, PlatformRole } from "@plantwise/shared";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { seedOtherTenant } from "./users.fixtures";

const STRONG = "Str0ng#Passw0rd";

describe.each(testDrivers())("users: list, form, scope and escalation on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let staff: string;
  let plantIds: { hamilton: number; calgary: number; moncton: number };
  let roleIds: Record<"superadmin" | "plantuser" | "plantadmin" | "corporate", number>;
  let otherUserId: number;
  let demoCompanyId: number;

  const db = () => app.handle.db;
  const userByEmail = async (email: string) =>
    (
      await db()
        .select()
        .from(schema.users)
        .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()))
    )[0];
  const userCount = async () => (await db().select({ n: count() }).from(schema.users))[0]!.n;
  const base = (over: Record<string, unknown> = {}) => ({
    first_name: "Nora",
    last_name: "Lindqvist",
    email: `nora.${Math.random().toString(36).slice(2, 8)}@northwind.example`,
    role_id: roleIds.plantuser,
    plant_ids: [plantIds.hamilton],
    ...over,
  });

  beforeAll(async () => {
    admin = await app.signIn("plantadmin@plantwise.demo");
    staff = await app.signIn("superadmin@plantwise.demo");
    demoCompanyId = app.demo.northwind;
    const { plant: moncton, user: otherUser } = await seedOtherTenant(db());
    plantIds = { hamilton: app.demo.hamilton, calgary: app.demo.calgary, moncton: moncton.id };
    const roles = await db().select().from(schema.roles);
    const byRole = (p: number) => roles.find((r) => r.platform_role === p)!.id;
    roleIds = {
      superadmin: byRole(PlatformRole.SUPER_ADMIN),
      plantuser: byRole(PlatformRole.PLANT_USER),
      plantadmin: byRole(PlatformRole.PLANT_ADMIN),
      corporate: byRole(PlatformRole.CORPORATE),
    };
    otherUserId = otherUser.id;
  });

  it("lists only the customer's company with plants, role and status columns", async () => {
    const res = await app.call("GET", "/api/users?max=100&orderByColumn=email", { token: admin });
    expect(res.status).toBe(200);
    const emails = res.body.data.map((u: { email: string }) => u.email);
    expect(emails).toContain("plantadmin@plantwise.demo");
    expect(emails).not.toContain("kai@southwind.example");
    expect(emails).not.toContain("superadmin@plantwise.demo");
    expect(emails).toEqual([...emails].sort());
    const pu = res.body.data.find((u: { email: string }) => u.email === "plantuser@plantwise.demo");
    expect(pu).toMatchObject({ role_name: "Plant User", is_active: true, full_name: "Priya Natarajan" });
    expect(pu.plants.map((p: { name: string }) => p.name)).toEqual(["Hamilton Works"]);
    expect(pu).not.toHaveProperty("password_hash");
    const all = await app.call("GET", "/api/users?max=100", { token: staff });
    expect(all.body.data.map((u: { email: string }) => u.email)).toContain("kai@southwind.example");
  });

  it("searches, filters by role, plant and active status, and pages server-side", async () => {
    const q = await app.call("GET", "/api/users?q=natara", { token: admin });
    expect(q.body.data.map((u: { email: string }) => u.email)).toEqual(["plantuser@plantwise.demo"]);
    const byRole = await app.call("GET", `/api/users?role_id=${roleIds.corporate}`, { token: admin });
    expect(byRole.body.data.map((u: { email: string }) => u.email)).toEqual(["corporate@plantwise.demo"]);
    const calgary = await app.call("GET", `/api/users?plant_id=${plantIds.calgary}&max=100`, {
      token: admin,
    });
    expect(calgary.body.data.map((u: { email: string }) => u.email)).not.toContain(
      "plantuser@plantwise.demo",
    );
    const inactive = await app.call("GET", "/api/users?is_active=false", { token: admin });
    expect(inactive.body.data).toEqual([]);
    const page = await app.call("GET", "/api/users?max=2&page=2&orderByColumn=name", { token: admin });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page.body.meta.total).toBeGreaterThanOrEqual(6);
  });

  it("creates a user without a password and mails an account link, inside the admin's company", async () => {
    const body = base({ company_id: 999, email: "New.Person@Northwind.example", hourly_rate: 42.5 });
    const res = await app.call("POST", "/api/users", { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: "new.person@northwind.example",
      company_id: demoCompanyId,
      plant_ids: [plantIds.hamilton],
      hourly_rate: 42.5,
      has_password: false,
    });
    const mail = await db()
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, "new.person@northwind.example"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain("/login/password/reset/");
  });

  it("answers a weak password with 422 naming every broken rule, and saves nothing", async () => {
    const before = await userCount();
    const res = await app.call("POST", "/api/users", { token: admin, body: base({ password: "short" }) });
    expect(res.status).toBe(422);
    const flat = res.body.messages.flat();
    for (const rule of ["min_length", "uppercase", "digit", "special"] as const) {
      expect(flat).toContain(`password: ${PASSWORD_RULE_MESSAGES[rule]}`);
    }
    expect(flat).not.toContain(`password: ${PASSWORD_RULE_MESSAGES.lowercase}`);
    expect(await userCount()).toBe(before);
  });

  it("answers a duplicate e-mail (any case) with 422 on email", async () => {
    const res = await app.call("POST", "/api/users", {
      token: admin,
      body: base({ email: "PlantUser@Plantwise.Demo", password: STRONG }),
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat()[0]).toMatch(/^email: /);
  });

  it.each([
    ["a provider staff role", "superadmin", "role_id"],
    ["a role holding permissions the admin lacks", "corporate", "role_id"],
  ] as const)("refuses %s (no escalation)", async (_label, role, field) => {
    const before = await userCount();
    const res = await app.call("POST", "/api/users", {
      token: admin,
      body: base({ role_id: roleIds[role] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat()[0]).toMatch(new RegExp(`^${field}: `));
    expect(await userCount()).toBe(before);
  });

  it("refuses plants outside the admin's scope, for membership and notifications", async () => {
    for (const field of ["plant_ids", "notifiable_plant_ids"]) {
      const res = await app.call("POST", "/api/users", {
        token: admin,
        body: base({ [field]: [plantIds.moncton] }),
      });
      expect(res.status).toBe(422);
      expect(res.body.messages.flat()[0]).toMatch(new RegExp(`^${field}: .*${plantIds.moncton}`));
    }
  });

  it("lets provider staff create users of any company with any role", async () => {
    const res = await app.call("POST", "/api/users", {
      token: staff,
      body: base({ company_id: null, role_id: roleIds.superadmin, plant_ids: [], password: STRONG }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      company_id: null,
      role_id: roleIds.superadmin,
      has_password: true,
    });
  });

  it("saves every field of the form and validates rate, measuring system and language", async () => {
    const created = await app.call("POST", "/api/users", { token: admin, body: base({ password: STRONG }) });
    const id = created.body.data.id as number;
    const form = {
      ...base({ email: created.body.data.email }),
      phone: "+1 403 555 0100",
      directory_id: "CN=Nora,OU=Plant",
      joined_at: "2024-02-29",
      measuring_system: 2,
      language: 2,
      hourly_rate: "37.25",
      plant_ids: [plantIds.hamilton, plantIds.calgary],
      notifiable_plant_ids: [plantIds.calgary],
      notification_settings: {
        email: true,
        daily_summary_time: "07:30",
        real_time: true,
        adding_notes: false,
        requisitions: true,
        production_line_ids: [4, 17],
      },
    };
    const res = await app.call("PUT", `/api/users/${id}`, { token: admin, body: form });
    expect(res.status).toBe(200);
    const got = (await app.call("GET", `/api/users/${id}`, { token: admin })).body.data;
    expect(got).toMatchObject({
      phone: "+1 403 555 0100",
      directory_id: "CN=Nora,OU=Plant",
      joined_at: "2024-02-29",
      measuring_system: 2,
      language: 2,
      hourly_rate: 37.25,
      plant_ids: [plantIds.hamilton, plantIds.calgary].sort((a, b) => a - b),
      notifiable_plant_ids: [plantIds.calgary],
      notification_settings: { daily_summary_time: "07:30", production_line_ids: [4, 17] },
    });
    for (const [field, value] of [
      ["hourly_rate", 12.345],
      ["hourly_rate", -1],
      ["measuring_system", 3],
      ["language", 0],
    ] as const) {
      const bad = await app.call("PUT", `/api/users/${id}`, {
        token: admin,
        body: { ...form, [field]: value },
      });
      expect(bad.status, `${field}=${value}`).toBe(422);
      expect(bad.body.messages.flat()[0]).toMatch(new RegExp(`^${field}`));
    }
  });

  it("answers another tenant's user with 404 for read, update and delete", async () => {
    expect((await app.call("GET", `/api/users/${otherUserId}`, { token: admin })).status).toBe(404);
    const put = await app.call("PUT", `/api/users/${otherUserId}`, {
      token: admin,
      body: base({ email: "kai@southwind.example", plant_ids: [] }),
    });
    expect(put.status).toBe(404);
    expect((await app.call("DELETE", `/api/users/${otherUserId}`, { token: admin })).status).toBe(404);
    expect((await userByEmail("kai@southwind.example"))?.first_name).toBe("Kai");
  });

  it("ends the user's sessions on deactivation and on a new password", async () => {
    const created = await app.call("POST", "/api/users", { token: admin, body: base({ password: STRONG }) });
    const { id, email } = created.body.data as { id: number; email: string };
    const token = await app.signIn(email, STRONG);
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(200);
    const pw = await app.call("PUT", `/api/users/${id}`, {
      token: admin,
      body: base({ email, password: "An0ther#Secret" }),
    });
    expect(pw.status).toBe(200);
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(401);
    const again = await app.signIn(email, "An0ther#Secret");
    const off = await app.call("PUT", `/api/users/${id}`, {
      token: admin,
      body: base({ email, is_active: false }),
    });
    expect(off.status).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    expect((await app.call("GET", "/api/auth/user", { token: again })).status).toBe(401);
    const sessions = await db().select().from(schema.sessions).where(eq(schema.sessions.user_id, id));
    expect(sessions).toEqual([]);
  });

  it("switches MFA off (resetting the factor) unless the role forces it, and never on", async () => {
    const created = await app.call("POST", "/api/users", { token: admin, body: base({ password: STRONG }) });
    const { id, email } = created.body.data as { id: number; email: string };
    const on = await app.call("PUT", `/api/users/${id}`, {
      token: admin,
      body: base({ email, is_mfa_enabled: true }),
    });
    expect(on.status).toBe(422);
    expect(on.body.messages.flat()[0]).toMatch(/^is_mfa_enabled: /);
    await db()
      .update(schema.users)
      .set({ is_mfa_enabled: true, mfa_method: "authenticator", totp_secret_enc: new Uint8Array([1, 2, 3]) })
      .where(eq(schema.users.id, id));
    await db()
      .update(schema.roles)
      .set({ is_forced_mfa: true })
      .where(eq(schema.roles.id, roleIds.plantuser));
    try {
      const forced = await app.call("PUT", `/api/users/${id}`, {
        token: admin,
        body: base({ email, is_mfa_enabled: false }),
      });
      expect(forced.status).toBe(422);
      expect(forced.body.messages.flat()).toContain(`is_mfa_enabled: ${MESSAGES.mfaForced}`);
      expect((await userByEmail(email))?.is_mfa_enabled).toBe(true);
    } finally {
      await db()
        .update(schema.roles)
        .set({ is_forced_mfa: false })
        .where(eq(schema.roles.id, roleIds.plantuser));
    }
    const off = await app.call("PUT", `/api/users/${id}`, {
      token: admin,
      body: base({ email, is_mfa_enabled: false }),
    });
    expect(off.status).toBe(200);
    const row = await userByEmail(email);
    expect(row).toMatchObject({ is_mfa_enabled: false, mfa_method: null, totp_secret_enc: null });
  });

  it("deletes: never yourself, and with attached records only after the word delete", async () => {
    const me = await userByEmail("plantadmin@plantwise.demo");
    const self = await app.call("DELETE", `/api/users/${me!.id}`, { token: admin });
    expect(self.status).toBe(422);
    const created = await app.call("POST", "/api/users", { token: admin, body: base() });
    const id = created.body.data.id as number;
    const [team] = await db()
      .insert(schema.teams)
      .values({ name: "Night shift", company_id: demoCompanyId })
      .returning({ id: schema.teams.id });
    await db().insert(schema.teamMembers).values({ team_id: team!.id, user_id: id });
    const refused = await app.call("DELETE", `/api/users/${id}`, { token: admin, body: { confirm: "yes" } });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.flat()[0]).toMatch(
      /^confirm: This user has 1 team membership\. Type delete/,
    );
    const ok = await app.call("DELETE", `/api/users/${id}?confirm=delete`, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: "ok" });
    expect(await db().select().from(schema.users).where(eq(schema.users.id, id))).toEqual([]);
  });

  it("answers 403 naming the permission when the role may only view users", async () => {
    const token = await app.signIn("superintendent@plantwise.demo");
    expect((await app.call("GET", "/api/users", { token })).status).toBe(200);
    const res = await app.call("POST", "/api/users", { token, body: base() });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("create_users");
  });

  const lineOf = async (plantId: number, name: string) =>
    (
      await db()
        .insert(schema.productionLines)
        .values({ company_id: demoCompanyId, plant_id: plantId, name })
        .returning({ id: schema.productionLines.id })
    )[0]!.id;

  it("refuses notifiable plants and lines outside the saved user's own plants", async () => {
    const calgaryLine = await lineOf(plantIds.calgary, "Reach line C");
    const email = "reach.refused@northwind.example";
    const plant = await app.call("POST", "/api/users", {
      token: admin,
      body: base({ email, notifiable_plant_ids: [plantIds.hamilton, plantIds.calgary] }),
    });
    expect(plant.status).toBe(422);
    expect(plant.body.messages.flat()).toEqual([
      `notifiable_plant_ids: Plants this user cannot access: ${plantIds.calgary}`,
    ]);
    const line = await app.call("POST", "/api/users", {
      token: admin,
      body: base({ email, notification_settings: { production_line_ids: [calgaryLine] } }),
    });
    expect(line.status).toBe(422);
    expect(line.body.messages.flat()).toEqual([
      `notification_settings.production_line_ids: Production lines this user cannot access: ${calgaryLine}`,
    ]);
    expect(await userByEmail(email)).toBeUndefined();
    // A corporate user reaches every plant of their company without belonging to it.
    const corporate = await app.call("POST", "/api/users", {
      token: staff,
      body: base({
        email,
        company_id: demoCompanyId,
        role_id: roleIds.corporate,
        plant_ids: [],
        notifiable_plant_ids: [plantIds.calgary],
        notification_settings: { production_line_ids: [calgaryLine] },
        password: STRONG,
      }),
    });
    expect(corporate.status, JSON.stringify(corporate.body)).toBe(200);
    expect(corporate.body.data.notifiable_plant_ids).toEqual([plantIds.calgary]);
  });

  it("drops notifiable plants and lines of the plants a user no longer belongs to", async () => {
    const hamiltonLine = await lineOf(plantIds.hamilton, "Kept line H");
    const calgaryLine = await lineOf(plantIds.calgary, "Lost line C");
    const created = await app.call("POST", "/api/users", {
      token: admin,
      body: base({
        plant_ids: [plantIds.hamilton, plantIds.calgary],
        notifiable_plant_ids: [plantIds.hamilton, plantIds.calgary],
        notification_settings: { production_line_ids: [hamiltonLine, calgaryLine] },
        password: STRONG,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, email } = created.body.data as { id: number; email: string };
    const res = await app.call("PUT", `/api/users/${id}`, {
      token: admin,
      body: base({ email, plant_ids: [plantIds.hamilton] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = (await app.call("GET", `/api/users/${id}`, { token: admin })).body.data;
    expect(got.notifiable_plant_ids).toEqual([plantIds.hamilton]);
    expect(got.notification_settings.production_line_ids).toEqual([hamiltonLine]);
    const rows = await db()
      .select({ plant_id: schema.userNotifiablePlants.plant_id })
      .from(schema.userNotifiablePlants)
      .where(eq(schema.userNotifiablePlants.user_id, id));
    expect(rows).toEqual([{ plant_id: plantIds.hamilton }]);
  });

  it("offers only assignable roles and in-scope plants on the form", async () => {
    const res = await app.call("GET", "/trpc/users.formOptions", { token: admin });
    expect(res.status).toBe(200);
    const options = res.body.result.data;
    const roleNames = options.roles.map((r: { name: string }) => r.name);
    expect(roleNames).toContain("Plant User");
    expect(roleNames).toContain("Plant Admin");
    expect(roleNames).not.toContain("Super Admin");
    expect(roleNames).not.toContain("Corporate");
    expect(options.plants.map((p: { name: string }) => p.name)).toEqual(["Calgary Works", "Hamilton Works"]);
    expect(options.companies.map((c: { id: number }) => c.id)).toEqual([demoCompanyId]);
    expect(options.can_choose_company).toBe(false);
  });
});
