import { schema, type Tx } from "@plantwise/db";
import {
  effectiveRole,
  holdsPermission,
  isInternal,
  type permissionInput,
  RoleType,
  roleFields,
  savedRecord,
} from "@plantwise/shared";
import { eq, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../errors";
import { idInput } from "../lib/input";
import { assertUnique, duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { ARCHIVABLE_SECTIONS, fullMatrix, keyFor, PERMISSION_FLAGS } from "./matrix";
import { loadPermissions, writableRole } from "./role-rows";

const { companies, rolePermissions, roles } = schema;

type RoleFields = z.infer<typeof roleFields>;
type PermissionRow = z.infer<typeof permissionInput>;

/** The matrix as rows to store: one per section, archive kept only where it exists. */
function normalise(permissions: readonly PermissionRow[]): PermissionRow[] {
  const merged = fullMatrix(permissions);
  return merged.map((row) => ({
    ...row,
    is_archiving: ARCHIVABLE_SECTIONS.includes(row.app_section as "companies") && row.is_archiving,
  }));
}

/**
 * A customer cannot hand out a permission their own role does not hold (part 1 §6). Only flags
 * newly switched on count, so editing a role that already holds more still works.
 */
function assertGrantable(
  user: Parameters<typeof holdsPermission>[0],
  next: readonly PermissionRow[],
  before: readonly PermissionRow[],
) {
  if (isInternal(effectiveRole(user))) return;
  const previous = new Map(before.map((r) => [r.app_section, r]));
  const missing: string[] = [];
  for (const row of next) {
    for (const flag of PERMISSION_FLAGS) {
      if (!row[flag] || previous.get(row.app_section)?.[flag]) continue;
      const key = keyFor(row.app_section, flag);
      if (!holdsPermission(user, key)) missing.push(key);
    }
  }
  if (missing.length > 0) {
    const list = missing.join(", ");
    throw new AppError("BAD_REQUEST", `You cannot grant permissions your role does not hold: ${list}`, {
      messages: [[`permissions: You cannot grant permissions your role does not hold: ${list}`]],
    });
  }
}

/** Role names are unique among the platform roles and the company's own. */
function assertUniqueName(tx: Tx, name: string, companyId: number | null, exceptId?: number) {
  const among =
    companyId === null
      ? isNull(roles.company_id)
      : or(isNull(roles.company_id), eq(roles.company_id, companyId));
  return assertUnique(tx, roles.name, name, { id: roles.id, among, exceptId }, () =>
    duplicateName("role", name),
  );
}

async function writePermissions(tx: Tx, roleId: number, rows: readonly PermissionRow[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  await tx.insert(rolePermissions).values(rows.map((row) => ({ ...row, role_id: roleId })));
}

function roleValues(input: RoleFields) {
  return {
    name: input.name,
    type: input.type,
    is_technic: input.is_technic,
    is_requisitioner: input.is_requisitioner,
    is_fab_shop_manager: input.is_fab_shop_manager,
    is_forced_mfa: input.is_forced_mfa,
  };
}

function customerTypeOnly(input: RoleFields, internal: boolean) {
  if (!internal && input.type !== RoleType.CUSTOMER) {
    throw new AppError("BAD_REQUEST", "Customers can only manage customer roles (type 2)", {
      messages: [["type: Customers can only manage customer roles (type 2)"]],
    });
  }
}

export const createRole = permitted("create_user_roles")
  .input(roleFields)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const internal = isInternal(effectiveRole(ctx.user));
    customerTypeOnly(input, internal);
    let companyId: number | null;
    if (internal) {
      companyId = input.company_id ?? null;
      if (companyId) {
        const [company] = await ctx.db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (!company)
          throw new AppError("BAD_REQUEST", "Unknown company", {
            messages: [["company_id: Unknown company"]],
          });
      }
    } else {
      if (ctx.scope.kind === "all" || ctx.scope.companyId === null)
        throw new AppError("FORBIDDEN", "You do not belong to a company");
      companyId = ctx.scope.companyId;
    }
    const permissions = normalise(input.permissions);
    assertGrantable(ctx.user, permissions, []);
    const id = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, input.name, companyId);
      const [created] = await tx
        .insert(roles)
        .values({ ...roleValues(input), company_id: companyId, platform_role: null })
        .returning({ id: roles.id });
      await writePermissions(tx, created!.id, permissions);
      return created!.id;
    });
    return { id };
  });

export const updateRole = permitted("edit_user_roles")
  .input(roleFields.extend(idInput.shape))
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const internal = isInternal(effectiveRole(ctx.user));
    customerTypeOnly(input, internal);
    const permissions = normalise(input.permissions);
    await ctx.db.transaction(async (tx) => {
      const role = await writableRole(tx, ctx.scope, internal, input.id);
      assertGrantable(ctx.user, permissions, await loadPermissions(tx, role.id));
      // A company's role stays that company's; staff may re-home a non-platform role.
      const companyId =
        internal && role.platform_role === null ? (input.company_id ?? null) : role.company_id;
      await assertUniqueName(tx, input.name, companyId, role.id);
      await tx
        .update(roles)
        .set({ ...roleValues(input), company_id: companyId, updated_at: new Date() })
        .where(eq(roles.id, role.id));
      await writePermissions(tx, role.id, permissions);
    });
    return { id: input.id };
  });
