import { schema } from "@plantwise/db";
import { listInput, RoleType } from "@plantwise/shared";
import { and, count, eq, ilike, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { inRoleScope } from "../access/scope";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";

const { companies, roles } = schema;

// Explicit table names: the correlation must not depend on how Drizzle qualifies columns.
const usersCount = sql<number>`(select count(*) from "users" "u" where "u"."role_id" = "roles"."id")`.mapWith(
  Number,
);

export const listRolesInput = listInput.extend({
  type: z.coerce.number().int().min(RoleType.DEVELOPER).max(RoleType.CUSTOMER).optional(),
  company_id: z.coerce.number().int().positive().optional(),
  /** `platform=true` lists only the platform's built-in roles. */
  platform: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
});

export const listRoles = permitted("view_user_roles")
  .input(listRolesInput)
  .query(async ({ ctx, input }) => {
    const where = and(
      inRoleScope(ctx.scope),
      input.type !== undefined ? eq(roles.type, input.type) : undefined,
      input.company_id ? eq(roles.company_id, input.company_id) : undefined,
      input.platform === true ? sql`${roles.platform_role} is not null` : undefined,
      input.platform === false ? isNull(roles.platform_role) : undefined,
      input.q ? ilike(roles.name, likePattern(input.q)) : undefined,
    );
    const sortable = {
      id: roles.id,
      name: roles.name,
      type: roles.type,
      company_name: companies.name,
      users_count: usersCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: roles.id,
          name: roles.name,
          type: roles.type,
          platform_role: roles.platform_role,
          company_id: roles.company_id,
          company_name: companies.name,
          is_technic: roles.is_technic,
          is_requisitioner: roles.is_requisitioner,
          is_fab_shop_manager: roles.is_fab_shop_manager,
          is_forced_mfa: roles.is_forced_mfa,
          users_count: usersCount,
        })
        .from(roles)
        .leftJoin(companies, eq(companies.id, roles.company_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", roles.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(roles).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });
