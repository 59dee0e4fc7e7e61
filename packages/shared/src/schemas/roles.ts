/** Roles: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { APP_SECTIONS, RoleType } from "../access";
import { eachKey, namedRef, nullableRefColumns } from "./fields";
import { listInput, listOutput, recordId } from "./list";

export const listRolesInput = listInput.extend({
  type: z.coerce.number().int().min(RoleType.DEVELOPER).max(RoleType.CUSTOMER).optional(),
  company_id: recordId.optional(),
  /** `platform=true` lists only the platform's built-in roles. */
  platform: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
});

/** What a role may do in one app section: the flags of one permission-matrix row. */
const PERMISSION_FLAGS = ["is_viewing", "is_creating", "is_updating", "is_deleting", "is_archiving"] as const;
/** The role's own flags, beside its matrix. */
const ROLE_FLAGS = ["is_technic", "is_requisitioner", "is_fab_shop_manager", "is_forced_mfa"] as const;

/** A role's flags as answers carry them. */
export const roleFlags = eachKey(ROLE_FLAGS, z.boolean());

/** One row of the permission matrix a role form sends; flags left out are off. */
export const permissionInput = z.object({
  app_section: z.enum(APP_SECTIONS, { error: "Unknown app section" }),
  ...eachKey(PERMISSION_FLAGS, z.boolean().default(false)),
});

export const roleFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(80),
  type: z.coerce
    .number()
    .int()
    .refine((t) => t === RoleType.DEVELOPER || t === RoleType.INDUSTRIAL_MATRIX || t === RoleType.CUSTOMER, {
      error: "Must be 0 (developer), 1 (provider staff) or 2 (customer)",
    }),
  /** Staff may attach a role to a company; a customer's roles always belong to their company. */
  company_id: z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional()),
  ...eachKey(ROLE_FLAGS, z.boolean().default(false)),
  permissions: z.array(permissionInput).max(200).default([]),
});

/** One cell row of a permission matrix: what a role may do in one app section. */
export const rolePermission = z.object({
  app_section: z.enum(APP_SECTIONS),
  ...eachKey(PERMISSION_FLAGS, z.boolean()),
});

export const roleRow = namedRef.extend({
  /** RoleType: 0 developer, 1 provider staff, 2 customer. */
  type: z.number().int(),
  /** PlatformRole 1–7 for the platform's built-in roles; null for roles a company adds. */
  platform_role: z.number().int().nullable(),
  ...nullableRefColumns("company"),
  ...roleFlags,
  users_count: z.number().int(),
});

export const listRolesOutput = listOutput(roleRow);

export const roleDetails = roleRow.extend({
  /** Users acting as this role through a temporary role. */
  temp_users_count: z.number().int(),
  /** The full matrix: one entry per app section. */
  permissions: z.array(rolePermission),
});
