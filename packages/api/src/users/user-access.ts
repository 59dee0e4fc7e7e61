import { type Database, schema } from "@plantwise/db";
import {
  type AccessRole,
  deleteConfirmed,
  effectiveRole,
  MESSAGES,
  type RolePermission,
} from "@plantwise/shared";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type Actor, inPlantScope, managesEveryone } from "../access/scope";
import { AppError } from "../errors";
import { describeAttached } from "../lib/attached";

const { plants, rolePermissions, roles, users } = schema;

/** A field-named 422, in the shape zod errors take (spec §8 `messages`). */
export function fieldError(field: string, message: string): AppError {
  return new AppError("BAD_REQUEST", message, { messages: [[`${field}: ${message}`]] });
}

/**
 * Deleting a user or a team with attached records needs the typed confirmation word, worded as
 * these screens show it: "This team has 3 members. Type delete to confirm".
 */
export function requireDeleteConfirmed(
  what: string,
  counts: Record<string, number>,
  confirm: string | undefined,
): void {
  const attached = describeAttached(counts);
  if (!attached || deleteConfirmed(confirm ?? "")) return;
  throw fieldError("confirm", `This ${what} has ${attached}. ${MESSAGES.typeDeleteToConfirm}`);
}

const FLAGS = ["is_viewing", "is_creating", "is_updating", "is_deleting", "is_archiving"] as const;

/** The permission flags `target` holds that `holder` does not (section.flag names). */
export function flagsBeyond(holder: Pick<AccessRole, "permissions">, target: RolePermission[]): string[] {
  const missing: string[] = [];
  for (const entry of target) {
    const own = holder.permissions.find((p) => p.app_section === entry.app_section);
    for (const flag of FLAGS) {
      if (entry[flag] && !own?.[flag]) missing.push(`${entry.app_section}.${flag}`);
    }
  }
  return missing;
}

/**
 * Refuses a role the actor may not hand out: customers assign only platform customer roles or
 * their company's roles, and never one holding a permission flag they do not hold themselves.
 */
export async function assertAssignableRole(db: Database, actor: Actor, roleId: number): Promise<void> {
  const everyone = managesEveryone(actor);
  const [role] = await db
    .select({ id: roles.id, type: roles.type, company_id: roles.company_id })
    .from(roles)
    .where(
      and(
        eq(roles.id, roleId),
        everyone
          ? undefined
          : and(
              eq(roles.type, 2),
              actor.user.company_id === null
                ? isNull(roles.company_id)
                : or(isNull(roles.company_id), eq(roles.company_id, actor.user.company_id)),
            ),
      ),
    );
  if (!role) throw fieldError("role_id", "This role does not exist or you may not assign it");
  if (everyone) return;
  const perms = await db.select().from(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  const beyond = flagsBeyond(effectiveRole(actor.user), perms as RolePermission[]);
  if (beyond.length > 0) {
    throw fieldError("role_id", `This role holds permissions you do not hold (${beyond.join(", ")})`);
  }
}

/**
 * Customers may not manage someone whose role reaches beyond their own permissions (that would
 * let them take over a more privileged account). Staff manage everyone.
 */
export async function assertManageable(db: Database, actor: Actor, roleId: number): Promise<void> {
  if (managesEveryone(actor)) return;
  const perms = await db.select().from(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  const beyond = flagsBeyond(effectiveRole(actor.user), perms as RolePermission[]);
  if (beyond.length > 0) {
    throw new AppError("FORBIDDEN", "You cannot manage a user whose role holds permissions you do not hold");
  }
}

/**
 * Plants the actor may assign to a user of `companyId`: they must exist, belong to that company
 * and, for customers, lie inside the actor's own scope. Names the field and the offending ids.
 */
export async function assertAssignablePlants(
  db: Database,
  actor: Actor,
  field: string,
  plantIds: readonly number[],
  companyId: number | null | "any",
): Promise<void> {
  const wanted = [...new Set(plantIds)];
  if (wanted.length === 0) return;
  if (companyId === null) throw fieldError(field, "A user without a company cannot belong to plants");
  const rows = await db
    .select({ id: plants.id })
    .from(plants)
    .where(
      and(
        inArray(plants.id, wanted),
        companyId === "any" ? undefined : eq(plants.company_id, companyId),
        inPlantScope(actor.scope, plants.id),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const bad = wanted.filter((id) => !found.has(id));
  if (bad.length > 0) throw fieldError(field, `Plants not available to assign: ${bad.join(", ")}`);
}

/** Whether an e-mail is taken by anyone but `exceptId` (compared case-insensitively). */
export async function emailTaken(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return rows.some((r) => r.id !== exceptId);
}
