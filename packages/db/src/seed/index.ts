import { PLATFORM_ROLE_SLUGS, PlatformRole } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { hashPassword } from "../passwords";
import { companies, distributors, plants, rolePermissions, roles, userPlants, users } from "../schema/index";
import { permissionRows, ROLE_PROFILES } from "./role-profiles";

export const DEMO_PASSWORD = "Plantwise#2026";
export const DEMO_EMAIL_DOMAIN = "plantwise.demo";
export const DEMO_COMPANY = "Northwind Mills";
export const DEMO_PLANTS = [
  { name: "Hamilton Works", time_zone: "America/Toronto" },
  { name: "Calgary Works", time_zone: "America/Edmonton" },
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

    if (!options.demoUsers || !passwordHash) return;

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
  });
  return { createdUsers };
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
