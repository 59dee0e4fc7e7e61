import { type Database, schema, verifyPassword } from "@plantwise/db";
import { MESSAGES, PASSWORD_RULE_MESSAGES, passwordProblems } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";
import { codeAttempt } from "./mfa";

const { users } = schema;

/**
 * A new password must follow part 1 §5 and match its confirmation. Answers 422 naming each broken
 * rule (`password: Password must contain a digit`, …) and the mismatch; the message is "Passwords do
 * not match" when that is the only problem.
 */
export function assertNewPassword(password: string, confirmation: string, email: string): void {
  const rules = passwordProblems(password, email);
  const messages = rules.map((rule) => [`password: ${PASSWORD_RULE_MESSAGES[rule]}`]);
  const mismatch = password !== confirmation;
  if (mismatch) messages.push([`password_confirmation: ${MESSAGES.passwordsDoNotMatch}`]);
  if (messages.length === 0) return;
  const message = rules.length === 0 ? MESSAGES.passwordsDoNotMatch : "Password does not meet the rules";
  throw new AppError("BAD_REQUEST", message, { messages });
}

/** A password the user typed to confirm a change, and the field and message a wrong one answers. */
export interface OwnPassword {
  password: string;
  field: string;
  message: string;
}

/**
 * The signed-in user's own password, asked before a sensitive change. Every attempt counts against
 * the user's code-check limit; a wrong one is recorded and answers 422 naming the field.
 */
export async function assertOwnPassword(db: Database, userId: number, given: OwnPassword): Promise<void> {
  await codeAttempt(db, userId, async () => {
    const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
    if (row?.hash && (await verifyPassword(row.hash, given.password))) return;
    throw new AppError("BAD_REQUEST", given.message, { messages: [[`${given.field}: ${given.message}`]] });
  });
}
