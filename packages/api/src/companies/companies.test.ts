import { schema, testDrivers } from "@plantwise/db";
import { type AccessUser, PlatformRole, visibleMenu } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { grantPlatformRole } from "../roles/roles.fixtures";

describe.each(testDrivers())("companies on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await app.signIn("superadmin@plantwise.demo");
  });

  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  it("lists every company for provider staff, with plant and user counts", async () => {
    const res = await app.call("GET", "/api/companies?orderByColumn=name", { token: staff });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Northwind Mills", "Southridge Foods"]);
    expect(res.body.data[0]).toMatchObject({ plants_count: 2, users_count: 6, region: "Canada" });
    expect(res.body.data[1]).toMatchObject({ plants_count: 1, users_count: 2 });
    expect(res.body.meta.total).toBe(2);
  });

  it("lists only their own company for a customer, and answers another tenant's company with 404", async () => {
    const corporate = await app.signIn("corporate@plantwise.demo");
    const res = await app.call("GET", "/api/companies", { token: corporate });
    expect(names(res.body)).toEqual(["Northwind Mills"]);
    const other = await app.call("GET", `/api/companies/${app.demo.southridge}`, { token: corporate });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("Southridge");
    expect((await app.call("GET", `/api/companies/${app.demo.northwind}`, { token: corporate })).status).toBe(
      200,
    );
  });

  it("refuses creating a company without create_companies (403)", async () => {
    const corporate = await app.signIn("corporate@plantwise.demo");
    const res = await app.call("POST", "/api/companies", { token: corporate, body: { name: "Sneaky Co" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("create_companies");
  });

  it("keeps company creation and the provider's fields to provider staff, whatever the role grants", async () => {
    const [admin] = await app.handle.db
      .select({ role_id: schema.users.role_id })
      .from(schema.users)
      .where(eq(schema.users.email, "plantadmin@plantwise.demo"));
    const saved = await app.handle.db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.role_id, admin!.role_id));
    await app.handle.db
      .update(schema.rolePermissions)
      .set({ is_viewing: true, is_creating: true, is_updating: true })
      .where(eq(schema.rolePermissions.role_id, admin!.role_id));
    try {
      const token = await app.signIn("plantadmin@plantwise.demo");
      const created = await app.call("POST", "/api/companies", { token, body: { name: "Side Venture" } });
      expect(created.status).toBe(403);
      const own = await app.call("GET", `/api/companies/${app.demo.northwind}`, { token });
      const { name, billing_plan, renewal_date, region, distributor_id, enabled_menu_sections } =
        own.body.data;
      const body = { name, billing_plan, renewal_date, region, distributor_id, enabled_menu_sections };
      const plan = await app.call("PUT", `/api/companies/${app.demo.northwind}`, {
        token,
        body: { ...body, billing_plan: "Free forever" },
      });
      expect(plan.status).toBe(403);
      expect(plan.body.message).toContain("billing_plan");
      const renamed = await app.call("PUT", `/api/companies/${app.demo.northwind}`, {
        token,
        body: { ...body, region: "Western Canada" },
      });
      expect(renamed.status).toBe(200);
      const after = await app.call("GET", `/api/companies/${app.demo.northwind}`, { token: staff });
      expect(after.body.data).toMatchObject({ billing_plan, region: "Western Canada" });
      await app.call("PUT", `/api/companies/${app.demo.northwind}`, { token: staff, body });
    } finally {
      await app.handle.db
        .delete(schema.rolePermissions)
        .where(eq(schema.rolePermissions.role_id, admin!.role_id));
      await app.handle.db.insert(schema.rolePermissions).values(saved);
    }
  });

  it("creates a company, and answers a duplicate name (any case) and bad input with 422", async () => {
    const created = await app.call("POST", "/api/companies", {
      token: staff,
      body: {
        name: "Lakeside Dairy",
        billing_plan: "Standard",
        renewal_date: "2027-01-31",
        region: "Ontario",
        enabled_menu_sections: ["oee", "rfqs"],
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const got = await app.call("GET", `/api/companies/${id}`, { token: staff });
    expect(got.body.data).toMatchObject({
      name: "Lakeside Dairy",
      renewal_date: "2027-01-31",
      enabled_menu_sections: ["oee", "rfqs"],
    });

    const dup = await app.call("POST", "/api/companies", {
      token: staff,
      body: { name: "  LAKESIDE dairy " },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.messages.flat().join()).toMatch(/^name: .*already exists/);

    const bad = await app.call("POST", "/api/companies", {
      token: staff,
      body: { name: "", renewal_date: "next year", enabled_menu_sections: ["users"] },
    });
    expect(bad.status).toBe(422);
    const fields = bad.body.messages.flat().join("\n");
    expect(fields).toContain("name:");
    expect(fields).toContain("renewal_date:");
    expect(fields).toContain("enabled_menu_sections.0:");

    const rename = await app.call("PUT", `/api/companies/${id}`, {
      token: staff,
      body: { name: "northwind mills" },
    });
    expect(rename.status).toBe(422);
  });

  it("searches, sorts and filters server-side", async () => {
    const q = await app.call("GET", "/api/companies?q=south", { token: staff });
    expect(names(q.body)).toEqual(["Southridge Foods"]);
    const desc = await app.call("GET", "/api/companies?orderByColumn=name&orderByMethod=desc&max=2", {
      token: staff,
    });
    expect(names(desc.body)[0]).toBe("Southridge Foods");
    const [prairie] = await app.handle.db.select().from(schema.distributors);
    const byDistributor = await app.call("GET", `/api/companies?distributor_id=${prairie!.id}`, {
      token: staff,
    });
    expect(names(byDistributor.body)).toEqual(["Northwind Mills"]);
  });

  it("archives a company with plants only after the typed confirmation, and restores it", async () => {
    const created = await app.call("POST", "/api/companies", {
      token: staff,
      body: { name: "Harbour Steel" },
    });
    const id = created.body.data.id as number;
    await app.call("POST", "/api/plants", {
      token: staff,
      body: { name: "Saint John Yard", company_id: id, time_zone: "America/Halifax" },
    });
    const refused = await app.call("DELETE", `/api/companies/${id}`, { token: staff, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This company has 1 plant. Type delete to confirm.");
    const wrongWord = await app.call("DELETE", `/api/companies/${id}`, {
      token: staff,
      body: { confirm: "yes" },
    });
    expect(wrongWord.status).toBe(422);

    const archived = await app.call("DELETE", `/api/companies/${id}`, {
      token: staff,
      body: { confirm: "delete" },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe("ok");
    expect(names((await app.call("GET", "/api/companies", { token: staff })).body)).not.toContain(
      "Harbour Steel",
    );
    expect(names((await app.call("GET", "/api/companies?archived=true", { token: staff })).body)).toEqual([
      "Harbour Steel",
    ]);
    const [row] = await app.handle.db.select().from(schema.companies).where(eq(schema.companies.id, id));
    expect(row!.archived_at).not.toBeNull();

    const caller = await app.mutate("companies.restore", { id }, staff);
    expect(caller.status).toBe(200);
    expect(names((await app.call("GET", "/api/companies?q=harbour", { token: staff })).body)).toEqual([
      "Harbour Steel",
    ]);
  });

  it("archives a company with nothing attached without a confirmation word", async () => {
    const created = await app.call("POST", "/api/companies", {
      token: staff,
      body: { name: "Empty Shell Inc" },
    });
    const res = await app.call("DELETE", `/api/companies/${created.body.data.id}`, { token: staff });
    expect(res.status).toBe(200);
  });

  it("answers another tenant's company with 404 on update and delete", async () => {
    // Give the corporate role edit and archive rights on companies for this check.
    await grantPlatformRole(app.handle.db, PlatformRole.CORPORATE, "companies", {
      is_updating: true,
      is_archiving: true,
    });
    const corporate = await app.signIn("corporate@plantwise.demo");
    const put = await app.call("PUT", `/api/companies/${app.demo.southridge}`, {
      token: corporate,
      body: { name: "Taken Over" },
    });
    expect(put.status).toBe(404);
    const del = await app.call("DELETE", `/api/companies/${app.demo.southridge}`, {
      token: corporate,
      body: { confirm: "delete" },
    });
    expect(del.status).toBe(404);
    const [southridge] = await app.handle.db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.id, app.demo.southridge));
    expect(southridge).toMatchObject({ name: "Southridge Foods", archived_at: null });
  });

  it("shows the company info summary: plants with time zones and users per role", async () => {
    const res = await app.query("companies.info", { id: app.demo.southridge }, staff);
    expect(res.status).toBe(200);
    const info = res.body.result.data;
    expect(info.plants).toEqual([
      expect.objectContaining({ name: "Regina Plant", time_zone: "America/Regina" }),
    ]);
    expect(
      info.users_by_role.map((r: { role_name: string; users: number }) => [r.role_name, r.users]),
    ).toEqual([
      ["Plant Admin", 1],
      ["Plant User", 1],
    ]);
    expect(info.users_count).toBe(2);
    const corporate = await app.signIn("corporate@plantwise.demo");
    expect((await app.query("companies.info", { id: app.demo.southridge }, corporate)).status).toBe(404);
  });

  it("hides a menu entry for the company's users once the company switches its section off", async () => {
    const menuIds = async (email: string) => {
      const token = await app.signIn(email);
      const me = await app.call("GET", "/api/auth/user", { token });
      const user = me.body.data.user as AccessUser & { company: { enabled_menu_sections: string[] | null } };
      return visibleMenu(user, { enabledSections: user.company.enabled_menu_sections })
        .flatMap((g) => g.entries)
        .map((e) => e.id);
    };
    expect(await menuIds("southuser@plantwise.demo")).toContain("processes");
    const off = await app.call("PUT", `/api/companies/${app.demo.southridge}`, {
      token: staff,
      body: {
        name: "Southridge Foods",
        billing_plan: "Standard",
        region: "Canada",
        enabled_menu_sections: ["requisitions", "rfqs"],
      },
    });
    expect(off.status).toBe(200);
    expect(await menuIds("southuser@plantwise.demo")).not.toContain("processes");
    // The other tenant keeps the entry: enablement is per company.
    expect(await menuIds("plantuser@plantwise.demo")).toContain("processes");
    await app.call("PUT", `/api/companies/${app.demo.southridge}`, {
      token: staff,
      body: { name: "Southridge Foods", enabled_menu_sections: null },
    });
    expect(await menuIds("southuser@plantwise.demo")).toContain("processes");
  });
});
