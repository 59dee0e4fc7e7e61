/**
 * The demo's people and places: a distributor, the company Northwind Mills with two plants and one
 * user per platform role, and a second tenant, Southridge Foods, with one plant and two users, so
 * tenant isolation is visible (Northwind's users never see Southridge, and the other way round).
 */
import { PLATFORM_ROLE_SLUGS, PlatformRole } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../client";
import { companies, distributorLocations, distributors, plants, userPlants, users } from "../../schema/index";
import { findOrCreate } from "../lookup";
import { ROLE_PROFILES } from "../starter/role-profiles";

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

/** Northwind's user of each platform role: first and last name. */
const DEMO_PEOPLE: Record<PlatformRole, [string, string]> = {
  [PlatformRole.SUPER_ADMIN]: ["Sam", "Okafor"],
  [PlatformRole.PLANT_USER]: ["Priya", "Natarajan"],
  [PlatformRole.DISTRIBUTOR]: ["Dale", "Kowalski"],
  [PlatformRole.PLANT_ADMIN]: ["Alex", "Tremblay"],
  [PlatformRole.PLANT_SUPERINTENDENT]: ["Maria", "Gonzalez"],
  [PlatformRole.OEE_PROCESS]: ["Owen", "Fraser"],
  [PlatformRole.CORPORATE]: ["Claire", "Dubois"],
};

export function demoEmail(role: PlatformRole): string {
  return `${PLATFORM_ROLE_SLUGS[role]}@${DEMO_EMAIL_DOMAIN}`;
}

/** A demo company and its plants, as seeded. */
export interface DemoTenant {
  companyId: number;
  plantIds: number[];
}

/**
 * Seeds both demo tenants and their users (with the published password). Users that exist are left
 * alone; the e-mails of those created are added to `createdUsers`.
 */
export async function seedDemoTenants(
  tx: Tx,
  roleIds: Map<PlatformRole, number>,
  passwordHash: string,
  createdUsers: string[],
): Promise<{ demo: DemoTenant; second: DemoTenant }> {
  const distributorId = await seedDemoDistributor(tx);
  const demo = await seedCompany(
    tx,
    {
      name: DEMO_COMPANY,
      billing_plan: "Enterprise",
      region: "Canada",
      renewal_date: "2027-06-30",
      distributor_id: distributorId,
    },
    DEMO_PLANTS,
  );
  for (const { platform_role: role } of ROLE_PROFILES) {
    const [first_name, last_name] = DEMO_PEOPLE[role];
    const isStaff = role === PlatformRole.SUPER_ADMIN;
    // The plant user works at one plant only, so the scope is visible in the demo.
    const memberOf =
      role === PlatformRole.PLANT_USER ? demo.plantIds.slice(0, 1) : isStaff ? [] : demo.plantIds;
    const user = {
      email: demoEmail(role),
      first_name,
      last_name,
      role_id: roleIds.get(role)!,
      company_id: isStaff ? null : demo.companyId,
      distributor_id: role === PlatformRole.DISTRIBUTOR ? distributorId : null,
      measuring_system: role === PlatformRole.CORPORATE ? 2 : 1,
    };
    await seedUser(tx, { ...user, password_hash: passwordHash }, memberOf, createdUsers);
  }
  const second = await seedCompany(
    tx,
    { name: SECOND_COMPANY, billing_plan: "Standard", region: "Canada", renewal_date: "2027-03-31" },
    [SECOND_PLANT],
  );
  for (const { role, ...person } of SECOND_COMPANY_USERS) {
    const user = {
      ...person,
      role_id: roleIds.get(role)!,
      company_id: second.companyId,
      measuring_system: 1,
    };
    await seedUser(tx, { ...user, password_hash: passwordHash }, second.plantIds, createdUsers);
  }
  return { demo, second };
}

async function seedDemoDistributor(tx: Tx): Promise<number> {
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
  return distributorId;
}

/** A company found by name, and its plants found by name inside it; whatever is missing is created. */
async function seedCompany(
  tx: Tx,
  company: typeof companies.$inferInsert,
  plantSeeds: readonly { name: string; time_zone: string }[],
): Promise<DemoTenant> {
  const companyId = await findOrCreate(
    () => tx.select({ id: companies.id }).from(companies).where(eq(companies.name, company.name)),
    () => tx.insert(companies).values(company).returning({ id: companies.id }),
  );
  const plantIds: number[] = [];
  for (const plant of plantSeeds) {
    const plantId = await findOrCreate(
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
    );
    plantIds.push(plantId);
  }
  return { companyId, plantIds };
}

/** A demo user and their plant memberships, unless a user with that e-mail exists. */
async function seedUser(
  tx: Tx,
  user: typeof users.$inferInsert,
  plantIds: number[],
  createdUsers: string[],
): Promise<void> {
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (found) return;
  const [created] = await tx
    .insert(users)
    .values({ ...user, language: 1 })
    .returning({ id: users.id });
  if (plantIds.length > 0) {
    await tx.insert(userPlants).values(plantIds.map((plant_id) => ({ user_id: created!.id, plant_id })));
  }
  createdUsers.push(user.email);
}
