/**
 * The plant the dashboard opens on (auth.user's home_plant_id) and auth.choosePlant on both
 * drivers: a newcomer lands on the first of their plants that holds items or sensors (Hamilton
 * Works, though Calgary Works comes first by name), a chosen plant wins on every session of the
 * user, a plant outside their reach is refused, and a choice that is no longer theirs falls back.
 */
import { schema, testDrivers } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const ADMIN = "plantadmin@plantwise.demo";

describe.each(testDrivers())("the plant the dashboard opens on, on %s", (driver) => {
  const app = useTestApp(driver);

  const homeOf = async (token: string) => {
    const res = await app.call("GET", "/trpc/auth.user", { token });
    expect(res.status).toBe(200);
    return res.body.result.data.user as {
      plants: { id: number; name: string }[];
      home_plant_id: number | null;
    };
  };

  it("opens a newcomer on the first of their plants with data, not the first by name", async () => {
    const user = await homeOf(await app.signIn(ADMIN));
    expect(user.plants.map((p) => p.name)).toEqual(["Calgary Works", "Hamilton Works"]);
    expect(user.home_plant_id).toBe(app.demo.hamilton);
  });

  it("opens on the plant last chosen, on every device of the user", async () => {
    const laptop = await app.signIn(ADMIN);
    const phone = await app.signIn(ADMIN);
    const chosen = await app.mutate("auth.choosePlant", { plant_id: app.demo.calgary }, laptop);
    expect(chosen.status).toBe(200);
    expect(chosen.body.result.data).toEqual({ home_plant_id: app.demo.calgary });
    expect((await homeOf(phone)).home_plant_id).toBe(app.demo.calgary);
    expect((await homeOf(laptop)).home_plant_id).toBe(app.demo.calgary);
  });

  it("refuses a plant outside the user's reach and keeps the last choice", async () => {
    const token = await app.signIn(ADMIN);
    const refused = await app.mutate("auth.choosePlant", { plant_id: app.demo.regina }, token);
    expect(refused.status).toBe(404);
    expect((await app.mutate("auth.choosePlant", { plant_id: "x" }, token)).status).toBe(400);
    expect((await homeOf(token)).home_plant_id).toBe(app.demo.calgary);
  });

  it("falls back to the first plant with data when the chosen one is no longer the user's", async () => {
    const token = await app.signIn(ADMIN);
    const [admin] = await app.handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, ADMIN));
    await app.handle.db
      .delete(schema.userPlants)
      .where(and(eq(schema.userPlants.user_id, admin!.id), eq(schema.userPlants.plant_id, app.demo.calgary)));
    const user = await homeOf(token);
    expect(user.plants.map((p) => p.name)).toEqual(["Hamilton Works"]);
    expect(user.home_plant_id).toBe(app.demo.hamilton);
  });

  it("opens on a user's only plant, and on none without plants", async () => {
    expect((await homeOf(await app.signIn("plantuser@plantwise.demo"))).home_plant_id).toBe(
      app.demo.hamilton,
    );
    const [staff] = await app.handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "oee@plantwise.demo"));
    await app.handle.db.delete(schema.userPlants).where(eq(schema.userPlants.user_id, staff!.id));
    const none = await homeOf(await app.signIn("oee@plantwise.demo"));
    expect(none.plants).toEqual([]);
    expect(none.home_plant_id).toBeNull();
  });
});
