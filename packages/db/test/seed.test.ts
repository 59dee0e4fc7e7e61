import { APP_SECTIONS, PlatformRole } from "@plantwise/shared";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../src/passwords";
import {
  assets,
  bearings,
  companies,
  equipmentItems,
  equipmentTypes,
  machines,
  plants,
  productionLines,
  rolePermissions,
  roles,
  userPlants,
  users,
} from "../src/schema/index";

type AnyTable = PgTable;

import {
  DEMO_PASSWORD,
  demoEmail,
  SECOND_COMPANY,
  SECOND_COMPANY_USERS,
  seedDatabase,
} from "../src/seed/index";
import { createTestDatabase, testDrivers } from "../src/testing";
import { useTestDatabase } from "./test-database";

describe.each(testDrivers())("seed on %s", (driver) => {
  const handle = useTestDatabase(driver);

  it("creates the seven platform roles with one permission row per app section", async () => {
    await seedDatabase(handle.db, { demoUsers: true });
    const rows = await handle.db.select().from(roles);
    expect(rows.map((r) => r.platform_role).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [perms] = await handle.db.select({ n: count() }).from(rolePermissions);
    expect(perms!.n).toBe(7 * APP_SECTIONS.length);
  });

  it("creates one demo user per role whose password is the published one", async () => {
    for (const role of Object.values(PlatformRole)) {
      const [user] = await handle.db
        .select()
        .from(users)
        .where(eq(users.email, demoEmail(role)));
      expect(user, demoEmail(role)).toBeDefined();
      expect(await verifyPassword(user!.password_hash!, DEMO_PASSWORD)).toBe(true);
    }
  });

  it("is idempotent: a second run adds nothing and keeps edited permissions", async () => {
    const [admin] = await handle.db
      .select()
      .from(roles)
      .where(eq(roles.platform_role, PlatformRole.PLANT_ADMIN));
    await handle.db
      .update(rolePermissions)
      .set({ is_viewing: false })
      .where(eq(rolePermissions.role_id, admin!.id));
    const before = await handle.db.select({ n: count() }).from(users);
    const again = await seedDatabase(handle.db, { demoUsers: true });
    expect(again.createdUsers).toEqual([]);
    const after = await handle.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    const kept = await handle.db.select().from(rolePermissions).where(eq(rolePermissions.role_id, admin!.id));
    expect(kept.every((p) => !p.is_viewing)).toBe(true);
  });

  it("gives the plant user one plant and the super admin none (staff reach all plants by role)", async () => {
    const [plantUser] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail(PlatformRole.PLANT_USER)));
    const [superAdmin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail(PlatformRole.SUPER_ADMIN)));
    expect(
      await handle.db.select().from(userPlants).where(eq(userPlants.user_id, plantUser!.id)),
    ).toHaveLength(1);
    expect(
      await handle.db.select().from(userPlants).where(eq(userPlants.user_id, superAdmin!.id)),
    ).toHaveLength(0);
  });
});

describe.each(testDrivers())("second demo company on %s", (driver) => {
  const handle = useTestDatabase(driver, { demoUsers: true });

  it("creates Southridge Foods with Regina Plant and its two users, members of that plant only", async () => {
    const [company] = await handle.db.select().from(companies).where(eq(companies.name, SECOND_COMPANY));
    expect(company).toBeDefined();
    const companyPlants = await handle.db.select().from(plants).where(eq(plants.company_id, company!.id));
    expect(companyPlants.map((p) => [p.name, p.time_zone])).toEqual([["Regina Plant", "America/Regina"]]);
    const expectedRoles = {
      "southadmin@plantwise.demo": PlatformRole.PLANT_ADMIN,
      "southuser@plantwise.demo": PlatformRole.PLANT_USER,
    };
    for (const person of SECOND_COMPANY_USERS) {
      const [row] = await handle.db
        .select({ user: users, platform_role: roles.platform_role })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(eq(users.email, person.email));
      expect(row, person.email).toBeDefined();
      expect(row!.user.company_id).toBe(company!.id);
      expect(row!.platform_role).toBe(expectedRoles[person.email]);
      expect(await verifyPassword(row!.user.password_hash!, DEMO_PASSWORD)).toBe(true);
      const memberships = await handle.db
        .select()
        .from(userPlants)
        .where(eq(userPlants.user_id, row!.user.id));
      expect(memberships.map((m) => m.plant_id)).toEqual([companyPlants[0]!.id]);
    }
  });

  it("adds no second copy of the company, plant or users on a second run", async () => {
    const again = await seedDatabase(handle.db, { demoUsers: true });
    expect(again.createdUsers).toEqual([]);
    const named = await handle.db.select().from(companies).where(eq(companies.name, SECOND_COMPANY));
    expect(named).toHaveLength(1);
    const regina = await handle.db.select().from(plants).where(eq(plants.name, "Regina Plant"));
    expect(regina).toHaveLength(1);
  });
});

describe.each(testDrivers())("server deployment seed on %s", (driver) => {
  it("creates only the configured super admin, never a demo user", async () => {
    const handle = await createTestDatabase(driver);
    try {
      const result = await seedDatabase(handle.db, {
        demoUsers: false,
        admin: { email: "Ops@Example.com", password: "Str0ng!Passw0rd" },
      });
      expect(result.createdUsers).toEqual(["ops@example.com"]);
      const all = await handle.db.select().from(users);
      expect(all.map((u) => u.email)).toEqual(["ops@example.com"]);
      expect(await verifyPassword(all[0]!.password_hash!, DEMO_PASSWORD)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

describe.each(testDrivers())("asset library and demo hierarchy on %s", (driver) => {
  const handle = useTestDatabase(driver, { demoUsers: true });

  const counts = async () => {
    const n = async (table: AnyTable) => (await handle.db.select({ n: count() }).from(table))[0]!.n;
    return {
      lines: await n(productionLines),
      machines: await n(machines),
      assets: await n(assets),
      items: await n(equipmentItems),
      types: await n(equipmentTypes),
      bearings: await n(bearings),
    };
  };

  const plantNamed = async (name: string) =>
    (await handle.db.select().from(plants).where(eq(plants.name, name)))[0]!;
  const itemsOf = (plantId: number) =>
    handle.db.select().from(equipmentItems).where(eq(equipmentItems.plant_id, plantId));

  it("gives Hamilton Works lines, utilities, machines, assets and items, each item placed and typed", async () => {
    const hamilton = await plantNamed("Hamilton Works");
    const lines = await handle.db
      .select()
      .from(productionLines)
      .where(eq(productionLines.plant_id, hamilton.id));
    expect(lines.filter((l) => l.kind === 1).map((l) => l.name)).toEqual([
      "Milling Line A",
      "Packing Line",
      "Pelleting Line",
    ]);
    expect(lines.filter((l) => l.kind === 2)).toHaveLength(2);
    const items = await itemsOf(hamilton.id);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.every((i) => i.equipment_type_id !== null && i.brand_model_id !== null)).toBe(true);
    expect(items.filter((i) => i.is_store_room)).toHaveLength(1);
  });

  it("keeps the second tenant's hierarchy in its own company", async () => {
    const regina = await plantNamed("Regina Plant");
    const items = await itemsOf(regina.id);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.company_id === regina.company_id)).toBe(true);
  });

  it("adds nothing on a second run", async () => {
    const before = await counts();
    await seedDatabase(handle.db, { demoUsers: true });
    expect(await counts()).toEqual(before);
  });

  it("seeds the shared library without demo data on a server deployment", async () => {
    const server = await createTestDatabase(driver);
    try {
      await seedDatabase(server.db, { demoUsers: false });
      const [types] = await server.db.select({ n: count() }).from(equipmentTypes);
      const [items] = await server.db.select({ n: count() }).from(equipmentItems);
      expect(types!.n).toBeGreaterThan(0);
      expect(items!.n).toBe(0);
    } finally {
      await server.close();
    }
  });
});
