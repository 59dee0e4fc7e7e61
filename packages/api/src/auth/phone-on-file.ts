import { type Database, schema } from "@plantwise/db";
import { eq } from "drizzle-orm";

const { users } = schema;

export const SWITCH_TO_APP_FIRST =
  "Switch sign-in codes to the authenticator app before changing the phone number";

/** The phone on file, and whether sign-in codes are texted to it (then it may not change). */
export async function phoneOnFile(db: Database, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, mfa_method: users.mfa_method, is_mfa_enabled: users.is_mfa_enabled })
    .from(users)
    .where(eq(users.id, userId));
  return { phone: row?.phone ?? null, smsSignIn: Boolean(row?.is_mfa_enabled && row.mfa_method === "sms") };
}
