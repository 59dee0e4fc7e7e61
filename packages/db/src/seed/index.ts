import { PLATFORM_ROLE_SLUGS, PlatformRole } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { hashPassword } from "../passwords";
import {
  companies,
  distributorLocations,
  distributors,
  plants,
  rolePermissions,
  roles,
  userNotifiablePlants,
  userPlants,
  users,
} from "../schema/index";
import { SECOND_TENANT_HIERARCHY, seedDemoHierarchy, seedSharedLibrary } from "./assets";
import { permissionRows, ROLE_PROFILES } from "./role-profiles";
import { seedDemoSensors } from "./sensors";

export const DEMO_PASSWORD = "Plantwise#2026";
export const DEMO_EMAIL_DOMAIN = "plantwise.demo";
export const DEMO_COMPANY = "Northwind Mills";
export const DEMO_PLANTS = [
  { name: "Hamilton Works", time_zone: "America/Toronto" },
  { name: "Calgary Works", time_zone: "America/Edmonton" },
] as const;

/** The second demo tenant: its own plant and two users. */
export const SECOND_COMPANY = "Southridge Foods";
export const SECOND_PLANT = { name: "Regina Plant", time_zone: "America/Regina" } as const;
export const SECOND_COMPANY_USERS = [
  {
    email: `southadmin@${DEMO_EMAIL_DOMAIN}`,
    first_name: "Nadia",
    last_name: "Whitehorse",
    role: PlatformRole.PLANT_ADMIN,
  },
  {
    email: `southuser@${DEMO_EMAIL_DOMAIN}`,
    first_name: "Tom",
    last_name: "Bergeron",
    role: PlatformRole.PLANT_USER,
  },
] as const;

export interface SeedOptions {
  /** Create the demo company's users with the published password (embedded mode or SEED_DEMO=1). */
  demoUsers: boolean;
  /** A server deployment's first super admin, from ADMIN_EMAIL / ADMIN_PASSWORD. */
  admin?: { email: string; password: string } | undefined;
}

export interface SeedResult {
  createdUsers: string[];
}

export function demoEmail(role: PlatformRole): string {
  return `${PLATFORM_ROLE_SLUGS[role]}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * Brings the database to the seeded state. Idempotent: everything is looked up before it is
 * created, and nothing existing is overwritten, so it runs at every start-up.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const createdUsers: string[] = [];
  const passwordHash = options.demoUsers ? await hashPassword(DEMO_PASSWORD) : null;
  const adminHash = options.admin ? await hashPassword(options.admin.password) : null;

  await db.transaction(async (tx) => {
    const roleIds = new Map<PlatformRole, number>();
    for (const profile of ROLE_PROFILES) {
      const [existing] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.platform_role, profile.platform_role));
      const id =
        existing?.id ??
        (
          await tx
            .insert(roles)
            .values({
              name: profile.name,
              type: profile.type,
              platform_role: profile.platform_role,
              is_technic: profile.is_technic ?? false,
              is_requisitioner: profile.is_requisitioner ?? false,
              is_fab_shop_manager: profile.is_fab_shop_manager ?? false,
            })
            .returning({ id: roles.id })
        )[0]!.id;
      roleIds.set(profile.platform_role, id);
      await tx
        .insert(rolePermissions)
        .values(permissionRows(profile).map((row) => ({ ...row, role_id: id })))
        .onConflictDoNothing();
    }

    if (options.admin && adminHash) {
      const email = options.admin.email.trim().toLowerCase();
      const [found] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (!found) {
        await tx.insert(users).values({
          email,
          password_hash: adminHash,
          first_name: "Platform",
          last_name: "Administrator",
          role_id: roleIds.get(PlatformRole.SUPER_ADMIN)!,
        });
        createdUsers.push(email);
      }
    }

    const library = await seedSharedLibrary(tx);

    if (!options.demoUsers || !passwordHash) return;

    const distributorId = await findOrCreate(
      () =>
        tx
          .select({ id: distributors.id })
          .from(distributors)
          .where(eq(distributors.name, "Prairie Industrial Supply")),
      () =>
        tx
          .insert(distributors)
          .values({ name: "Prairie Industrial Supply", email: "orders@prairie-industrial.example" })
          .returning({ id: distributors.id }),
    );
    const [hasLocation] = await tx
      .select({ id: distributorLocations.id })
      .from(distributorLocations)
      .where(eq(distributorLocations.distributor_id, distributorId));
    if (!hasLocation) {
      await tx.insert(distributorLocations).values([
        { distributor_id: distributorId, name: "Winnipeg Branch", address: "1200 Logan Ave, Winnipeg, MB" },
        { distributor_id: distributorId, name: "Regina Depot", address: "845 Park St, Regina, SK" },
      ]);
    }

    const companyId = await findOrCreate(
      () => tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY)),
      () =>
        tx
          .insert(companies)
          .values({
            name: DEMO_COMPANY,
            billing_plan: "Enterprise",
            region: "Canada",
            renewal_date: "2027-06-30",
            distributor_id: distributorId,
          })
          .returning({ id: companies.id }),
    );
    const plantIds: number[] = [];
    for (const plant of DEMO_PLANTS) {
      plantIds.push(
        await findOrCreate(
          () =>
            tx
              .select({ id: plants.id })
              .from(plants)
              .where(and(eq(plants.company_id, companyId), eq(plants.name, plant.name))),
          () =>
            tx
              .insert(plants)
              .values({ ...plant, company_id: companyId })
              .returning({ id: plants.id }),
        ),
      );
    }
    const people: Record<PlatformRole, [string, string]> = {
      [PlatformRole.SUPER_ADMIN]: ["Sam", "Okafor"],
      [PlatformRole.PLANT_USER]: ["Priya", "Natarajan"],
      [PlatformRole.DISTRIBUTOR]: ["Dale", "Kowalski"],
      [PlatformRole.PLANT_ADMIN]: ["Alex", "Tremblay"],
      [PlatformRole.PLANT_SUPERINTENDENT]: ["Maria", "Gonzalez"],
      [PlatformRole.OEE_PROCESS]: ["Owen", "Fraser"],
      [PlatformRole.CORPORATE]: ["Claire", "Dubois"],
    };
    for (const profile of ROLE_PROFILES) {
      const role = profile.platform_role;
      const email = demoEmail(role);
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (found) continue;
      const [first_name, last_name] = people[role];
      const isStaff = role === PlatformRole.SUPER_ADMIN;
      const [user] = await tx
        .insert(users)
        .values({
          email,
          password_hash: passwordHash,
          first_name,
          last_name,
          role_id: roleIds.get(role)!,
          company_id: isStaff ? null : companyId,
          distributor_id: role === PlatformRole.DISTRIBUTOR ? distributorId : null,
          language: 1,
          measuring_system: role === PlatformRole.CORPORATE ? 2 : 1,
        })
        .returning({ id: users.id });
      // The plant user works at one plant only, so the scope is visible in the demo.
      const memberOf = role === PlatformRole.PLANT_USER ? plantIds.slice(0, 1) : isStaff ? [] : plantIds;
      if (memberOf.length > 0) {
        await tx.insert(userPlants).values(memberOf.map((plant_id) => ({ user_id: user!.id, plant_id })));
      }
      createdUsers.push(email);
    }

    await seedDemoHierarchy(tx, companyId, plantIds[0]!, library);
    const second = await seedSecondCompany(tx, roleIds, passwordHash, createdUsers);
    await seedDemoHierarchy(tx, second.companyId, second.plantId, library, SECOND_TENANT_HIERARCHY, false);
    await seedDemoSensors(tx, { demo: { companyId, plantId: plantIds[0]! }, second });
    await seedDemoNotificationSettings(tx, [
      ...ROLE_PROFILES.filter((p) => p.platform_role !== PlatformRole.SUPER_ADMIN).map((p) => ({
        email: demoEmail(p.platform_role),
        admin: p.platform_role === PlatformRole.PLANT_ADMIN,
      })),
      ...SECOND_COMPANY_USERS.map((u) => ({ email: u.email, admin: u.role === PlatformRole.PLANT_ADMIN })),
    ]);
  });
  return { createdUsers };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A second tenant, so isolation is visible in the demo: Northwind's users never see Southridge
 * and the other way round.
 */
async function seedSecondCompany(
  tx: Tx,
  roleIds: Map<PlatformRole, number>,
  passwordHash: string,
  createdUsers: string[],
): Promise<{ companyId: number; plantId: number }> {
  const companyId = await findOrCreate(
    () => tx.select({ id: companies.id }).from(companies).where(eq(companies.name, SECOND_COMPANY)),
    () =>
      tx
        .insert(companies)
        .values({
          name: SECOND_COMPANY,
          billing_plan: "Standard",
          region: "Canada",
          renewal_date: "2027-03-31",
        })
        .returning({ id: companies.id }),
  );
  const plantId = await findOrCreate(
    () =>
      tx
        .select({ id: plants.id })
        .from(plants)
        .where(and(eq(plants.company_id, companyId), eq(plants.name, SECOND_PLANT.name))),
    () =>
      tx
        .insert(plants)
        .values({ ...SECOND_PLANT, company_id: companyId })
        .returning({ id: plants.id }),
  );
  for (const person of SECOND_COMPANY_USERS) {
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (found) continue;
    const [user] = await tx
      .insert(users)
      .values({
        email: person.email,
        password_hash: passwordHash,
        first_name: person.first_name,
        last_name: person.last_name,
        role_id: roleIds.get(person.role)!,
        company_id: companyId,
        language: 1,
        measuring_system: 1,
      })
      .returning({ id: users.id });
    await tx.insert(userPlants).values({ user_id: user!.id, plant_id: plantId });
    createdUsers.push(person.email);
  }
  return { companyId, plantId };
}

/**
 * Demo users who never saved notification settings get sensible ones: the bell for everyone,
 * their own plants as notifiable plants, and for plant admins alarm e-mails and a 07:00 daily
 * summary. A user who saved settings (not null any more) is left alone.
 */
async function seedDemoNotificationSettings(
  tx: Tx,
  people: { email: string; admin: boolean }[],
): Promise<void> {
  for (const person of people) {
    const [user] = await tx
      .select({ id: users.id, settings: users.notification_settings })
      .from(users)
      .where(eq(users.email, person.email));
    if (!user || user.settings !== null) continue;
    await tx
      .update(users)
      .set({
        notification_settings: {
          email: person.admin,
          real_time: true,
          daily_summary_time: person.admin ? "07:00" : null,
          adding_notes: false,
          requisitions: false,
          production_line_ids: [],
        },
      })
      .where(eq(users.id, user.id));
    const memberOf = await tx
      .select({ plant_id: userPlants.plant_id })
      .from(userPlants)
      .where(eq(userPlants.user_id, user.id));
    if (memberOf.length > 0) {
      await tx
        .insert(userNotifiablePlants)
        .values(memberOf.map((m) => ({ user_id: user.id, plant_id: m.plant_id })))
        .onConflictDoNothing();
    }
  }
}

async function findOrCreate(
  find: () => Promise<{ id: number }[]>,
  create: () => Promise<{ id: number }[]>,
): Promise<number> {
  const [found] = await find();
  if (found) return found.id;
  const [created] = await create();
  return created!.id;
}
