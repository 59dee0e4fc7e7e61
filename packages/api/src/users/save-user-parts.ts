import { type Database, hashPassword, schema } from "@plantwise/db";
import { type CreateUserInput, PASSWORD_RULE_MESSAGES, passwordProblems } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { type Actor, managesEveryone } from "../access/scope";
import { AppError } from "../errors";
import { assertNotifiableReached, dropUnreachedNotifiable } from "./plant-access";
import { assertAssignablePlants, assertAssignableRole, emailTaken, fieldError } from "./user-access";

const { userNotifiablePlants, userPlants } = schema;

/** A weak password answers 422 naming every rule it breaks (spec part 1 §5). */
export function assertStrongPassword(password: string, email: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length === 0) return;
  throw new AppError("BAD_REQUEST", "Password is too weak", {
    messages: problems.map((rule) => [`password: ${PASSWORD_RULE_MESSAGES[rule]}`]),
  });
}

/** The hash of the form's new password, once it passed the rules; null when none was given. */
export async function newPasswordHash(input: {
  password?: string | null;
  email: string;
}): Promise<string | null> {
  if (!input.password) return null;
  assertStrongPassword(input.password, input.email);
  return hashPassword(input.password);
}

/** The company a saved user belongs to: staff choose it, customers always save into their own. */
export function targetCompany(actor: Actor, requested: number | null | undefined, current?: number | null) {
  if (managesEveryone(actor)) return requested === undefined ? (current ?? null) : requested;
  return actor.user.company_id;
}

/** Every check a create or update runs before writing, inside the caller's transaction. */
export async function checkUserInput(
  tx: Database,
  actor: Actor,
  input: Pick<CreateUserInput, "email" | "role_id"> & {
    plant_ids?: number[];
    notifiable_plant_ids?: number[];
  },
  companyId: number | null,
  exceptId?: number,
  held: { plant_ids: number[]; notifiable_plant_ids: number[] } = { plant_ids: [], notifiable_plant_ids: [] },
): Promise<void> {
  // Plants the user already holds may stay even when outside the acting admin's own scope.
  const added = (ids: number[], kept: number[]) => ids.filter((id) => !kept.includes(id));
  if (await emailTaken(tx, input.email, exceptId)) {
    throw fieldError("email", "This e-mail address is already in use");
  }
  await assertAssignableRole(tx, actor, input.role_id);
  if (input.plant_ids) {
    await assertAssignablePlants(tx, actor, "plant_ids", added(input.plant_ids, held.plant_ids), companyId);
  }
  if (input.notifiable_plant_ids) {
    const ids = added(input.notifiable_plant_ids, held.notifiable_plant_ids);
    await assertAssignablePlants(tx, actor, "notifiable_plant_ids", ids, companyId);
  }
}

/** Replaces a user's plant memberships and notifiable plants when the form sent them. */
export async function writeUserPlants(
  tx: Database,
  userId: number,
  input: { plant_ids?: number[] | undefined; notifiable_plant_ids?: number[] | undefined },
): Promise<void> {
  if (input.plant_ids) {
    await tx.delete(userPlants).where(eq(userPlants.user_id, userId));
    const ids = [...new Set(input.plant_ids)];
    if (ids.length)
      await tx.insert(userPlants).values(ids.map((plant_id) => ({ user_id: userId, plant_id })));
  }
  if (input.notifiable_plant_ids) {
    await tx.delete(userNotifiablePlants).where(eq(userNotifiablePlants.user_id, userId));
    const ids = [...new Set(input.notifiable_plant_ids)];
    if (ids.length) {
      await tx.insert(userNotifiablePlants).values(ids.map((plant_id) => ({ user_id: userId, plant_id })));
    }
  }
}

/**
 * After a save wrote the user's role, company, memberships and settings: refuses notifiable plants
 * and lines the form sent beyond the plants the user reaches, and drops those the change took away.
 */
export async function keepNotificationsInReach(
  tx: Database,
  userId: number,
  input: {
    notifiable_plant_ids?: number[] | undefined;
    notification_settings?: { production_line_ids?: number[] | undefined } | null | undefined;
  },
): Promise<void> {
  await assertNotifiableReached(tx, userId, {
    notifiable_plant_ids: input.notifiable_plant_ids,
    production_line_ids: input.notification_settings?.production_line_ids,
  });
  await dropUnreachedNotifiable(tx, userId);
}

export function rateText(rate: number | null | undefined): string | null | undefined {
  if (rate === undefined) return undefined;
  return rate === null ? null : rate.toFixed(2);
}
