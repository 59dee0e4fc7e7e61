import { schema, testDrivers } from "@plantwise/db";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { seedOtherTenant } from "../users/users.fixtures";

describe.each(testDrivers())("teams on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let staff: string;
  let ids: {
    company: number;
    other: number;
    hamilton: number;
    moncton: number;
    priya: number;
    maria: number;
    kai: number;
    otherTeam: number;
  };

  beforeAll(async () => {
    admin = await app.signIn("plantadmin@plantwise.demo");
    staff = await app.signIn("superadmin@plantwise.demo");
    const db = app.handle.db;
    const users = await db.select().from(schema.users);
    const plants = await db.select().from(schema.plants);
    const { company: other, plant: moncton, user: kai } = await seedOtherTenant(db);
    const [otherTeam] = await db
      .insert(schema.teams)
      .values({ name: "Southwind pulpers", company_id: other.id, plant_id: moncton.id })
      .returning();
    await db.insert(schema.teamMembers).values({ team_id: otherTeam!.id, user_id: kai.id });
    const hamilton = plants.find((p) => p.name === "Hamilton Works")!;
    ids = {
      company: hamilton.company_id,
      other: other.id,
      hamilton: hamilton.id,
      moncton: moncton.id,
      priya: users.find((u) => u.email === "plantuser@plantwise.demo")!.id,
      maria: users.find((u) => u.email === "superintendent@plantwise.demo")!.id,
      kai: kai.id,
      otherTeam: otherTeam!.id,
    };
  });

  it("creates, reads, lists, updates and deletes a team with members", async () => {
    const created = await app.call("POST", "/api/team", {
      token: admin,
      body: { name: "Line 3 maintenance", plant_id: ids.hamilton, member_ids: [ids.priya, ids.maria] },
    });
    expect(created.status).toBe(200);
    const team = created.body.data;
    expect(team).toMatchObject({
      name: "Line 3 maintenance",
      plant_name: "Hamilton Works",
      company_id: ids.company,
    });
    expect(team.member_ids.sort()).toEqual([ids.priya, ids.maria].sort());

    const list = await app.call("GET", "/api/team?q=line 3", { token: admin });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: team.id, members_count: 2, plant_name: "Hamilton Works" }),
    ]);

    const put = await app.call("PUT", `/api/team/${team.id}`, {
      token: admin,
      body: { name: "Line 3 crew", plant_id: null, member_ids: [ids.priya] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: "Line 3 crew", plant_id: null, member_ids: [ids.priya] });

    const refused = await app.call("DELETE", `/api/team/${team.id}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.flat()[0]).toBe("confirm: This team has 1 member. Type delete to confirm");
    const ok = await app.call("DELETE", `/api/team/${team.id}`, {
      token: admin,
      body: { confirm: "delete" },
    });
    expect(ok.body).toEqual({ status: "ok" });
    expect((await app.call("GET", `/api/team/${team.id}`, { token: admin })).status).toBe(404);
  });

  it("deletes a team without members without the confirmation word", async () => {
    const created = await app.call("POST", "/api/team", { token: admin, body: { name: "Empty" } });
    expect((await app.call("DELETE", `/api/team/${created.body.data.id}`, { token: admin })).status).toBe(
      200,
    );
  });

  it("shows customers their company's teams only and answers another tenant's team with 404", async () => {
    const list = await app.call("GET", "/api/team?max=100", { token: admin });
    expect(list.body.data.map((t: { name: string }) => t.name)).not.toContain("Southwind pulpers");
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { name: "Hijacked", member_ids: [] }],
      ["DELETE", { confirm: "delete" }],
    ] as const) {
      const res = await app.call(method, `/api/team/${ids.otherTeam}`, { token: admin, body });
      expect(res.status, method).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Southwind");
    }
    const [team] = await app.handle.db.select().from(schema.teams).where(eq(schema.teams.id, ids.otherTeam));
    expect(team!.name).toBe("Southwind pulpers");
    const all = await app.call("GET", "/api/team?max=100", { token: staff });
    expect(all.body.data.map((t: { name: string }) => t.name)).toContain("Southwind pulpers");
  });

  it.each([
    ["another company's plant", () => ({ name: "X", plant_id: ids.moncton }), "plant_id"],
    [
      "another company's user as a member",
      () => ({ name: "X", member_ids: [ids.priya, ids.kai] }),
      "member_ids",
    ],
    ["an empty name", () => ({ name: "  " }), "name"],
  ])("refuses %s with 422 and saves nothing", async (_label, body, field) => {
    const before = (await app.handle.db.select({ n: count() }).from(schema.teams))[0]!.n;
    const res = await app.call("POST", "/api/team", { token: admin, body: body() });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat()[0]).toMatch(new RegExp(`^${field}`));
    expect((await app.call("GET", "/api/team?max=100", { token: staff })).body.meta.total).toBe(before);
  });

  it("keeps the old name and members when an update is refused", async () => {
    const created = await app.call("POST", "/api/team", {
      token: admin,
      body: { name: "Keepers", member_ids: [ids.maria] },
    });
    const res = await app.call("PUT", `/api/team/${created.body.data.id}`, {
      token: admin,
      body: { name: "Keepers 2", member_ids: [ids.kai] },
    });
    expect(res.status).toBe(422);
    const got = await app.call("GET", `/api/team/${created.body.data.id}`, { token: admin });
    expect(got.body.data).toMatchObject({ name: "Keepers", member_ids: [ids.maria] });
  });

  it("lets staff place a team in any company and requires one", async () => {
    const none = await app.call("POST", "/api/team", { token: staff, body: { name: "Floating" } });
    expect(none.status).toBe(422);
    expect(none.body.messages.flat()[0]).toMatch(/^company_id/);
    const res = await app.call("POST", "/api/team", {
      token: staff,
      body: { name: "Southwind planners", company_id: ids.other, member_ids: [ids.kai] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.company_name).toBe("Southwind Paper");
  });

  it("answers 403 naming the permission for a role that may only view teams", async () => {
    const token = await app.signIn("superintendent@plantwise.demo");
    expect((await app.call("GET", "/api/team", { token })).status).toBe(200);
    const res = await app.call("POST", "/api/team", { token, body: { name: "Nope" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("create_users_teams");
  });
});
