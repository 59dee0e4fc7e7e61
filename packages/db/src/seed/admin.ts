import { eq, sql } from "drizzle-orm";
import type { Tx } from "../client";
import { users } from "../schema/index";

/**
 * A server deployment's first super admin (ADMIN_EMAIL / ADMIN_PASSWORD), so no production database
 * carries the demo's published password. Skipped when a user with that e-mail, in any case, exists.
 * Answers the e-mail it created, normalised as stored.
 */
export async function seedAdmin(
  tx: Tx,
  admin: { email: string; passwordHash: string; roleId: number },
): Promise<string | undefined> {
  const email = admin.email.trim().toLowerCase();
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (found) return undefined;
  await tx.insert(users).values({
    email,
    password_hash: admin.passwordHash,
    first_name: "Platform",
    last_name: "Administrator",
    role_id: admin.roleId,
  });
  return email;
}
