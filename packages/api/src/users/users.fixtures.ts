/**
 * Fixtures of the suites that check tenant isolation: another customer of the provider, created
 * straight in the database.
 */
import { type Database, schema } from "@plantwise/db";
import { PlatformRole } from "@plantwise/shared";
import { eq } from "drizzle-orm";

const { companies, plants, roles, users } = schema;

/** Southwind Paper, with its Moncton Mill and one plant user, Kai. */
export async function seedOtherTenant(db: Database) {
  const [role] = await db.select().from(roles).where(eq(roles.platform_role, PlatformRole.PLANT_USER));
  const [company] = await db.insert(companies).values({ name: "Southwind Paper" }).returning();
  const [plant] = await db
    .insert(plants)
    .values({ name: "Moncton Mill", company_id: company!.id })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: "kai@southwind.example",
      first_name: "Kai",
      last_name: "Southwind",
      role_id: role!.id,
      company_id: company!.id,
    })
    .returning();
  return { company: company!, plant: plant!, user: user! };
}
