import { schema, testDrivers } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

describe.each(testDrivers())("plants: scope and permissions on %s", (driver) => {
  const app = useTestApp(driver);
  let otherPlantId: number;
  beforeAll(async () => {
    // A second tenant the demo company's users must never see.
    const [company] = await app.handle.db
      .insert(schema.companies)
      .values({ name: "Southwind Paper" })
      .returning({ id: schema.companies.id });
    const [plant] = await app.handle.db
      .insert(schema.plants)
      .values({ name: "Moncton Mill", time_zone: "America/Halifax", company_id: company!.id })
      .returning({ id: schema.plants.id });
    otherPlantId = plant!.id;
  });

  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

  it.each([
    ["superadmin", ["Calgary Works", "Hamilton Works", "Moncton Mill", "Regina Plant"]],
    ["corporate", ["Calgary Works", "Hamilton Works"]],
    ["plantadmin", ["Calgary Works", "Hamilton Works"]],
    ["plantuser", ["Hamilton Works"]],
  ])("lists for %s only the plants in scope", async (who, expected) => {
    const token = await app.signIn(`${who}@plantwise.demo`);
    const res = await app.call("GET", "/api/plants?orderByColumn=name", { token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.meta.total).toBe(expected.length);
  });

  it("answers another tenant's plant with 404, not 403 and not the data", async () => {
    const token = await app.signIn("plantadmin@plantwise.demo");
    const res = await app.call("GET", `/api/plants/${otherPlantId}`, { token });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("Moncton");
    const staff = await app.signIn("superadmin@plantwise.demo");
    expect((await app.call("GET", `/api/plants/${otherPlantId}`, { token: staff })).status).toBe(200);
  });

  it("searches server-side, escaping LIKE wildcards", async () => {
    const token = await app.signIn("superadmin@plantwise.demo");
    expect(names((await app.call("GET", "/api/plants?q=calg", { token })).body)).toEqual(["Calgary Works"]);
    expect(names((await app.call("GET", "/api/plants?q=southwind", { token })).body)).toEqual([
      "Moncton Mill",
    ]);
    expect((await app.call("GET", "/api/plants?q=%25", { token })).body.data).toEqual([]);
  });

  it("sorts by an allowed column in either direction and ignores unknown columns", async () => {
    const token = await app.signIn("superadmin@plantwise.demo");
    const desc = await app.call("GET", "/api/plants?orderByColumn=name&orderByMethod=desc", { token });
    expect(names(desc.body)).toEqual(["Regina Plant", "Moncton Mill", "Hamilton Works", "Calgary Works"]);
    const bogus = await app.call("GET", "/api/plants?orderByColumn=password_hash", { token });
    expect(bogus.status).toBe(200);
    expect(names(bogus.body)).toEqual(["Calgary Works", "Hamilton Works", "Moncton Mill", "Regina Plant"]);
  });

  it("answers 403 naming the missing permission when the role may not view plants", async () => {
    const [oee] = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "oee@plantwise.demo"));
    const where = and(
      eq(schema.rolePermissions.role_id, oee!.role_id),
      eq(schema.rolePermissions.app_section, "plants"),
    );
    await app.handle.db.update(schema.rolePermissions).set({ is_viewing: false }).where(where);
    try {
      const token = await app.signIn("oee@plantwise.demo");
      const res = await app.call("GET", "/api/plants", { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toContain("view_plants");
    } finally {
      await app.handle.db.update(schema.rolePermissions).set({ is_viewing: true }).where(where);
    }
  });

  it("lets a temporary role take precedence over the role while set", async () => {
    const [user] = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "plantuser@plantwise.demo"));
    const [staffRole] = await app.handle.db
      .select()
      .from(schema.roles)
      .where(eq(schema.roles.platform_role, 1));
    await app.handle.db
      .update(schema.users)
      .set({ temp_role_id: staffRole!.id })
      .where(eq(schema.users.id, user!.id));
    try {
      const token = await app.signIn("plantuser@plantwise.demo");
      const res = await app.call("GET", "/api/plants", { token });
      expect(res.body.meta.total).toBe(4);
    } finally {
      await app.handle.db
        .update(schema.users)
        .set({ temp_role_id: null })
        .where(eq(schema.users.id, user!.id));
    }
  });
});
