import { schema } from "@plantwise/db";
import { effectiveRole, type RolePermission } from "@plantwise/shared";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { inPlantScope, managesEveryone } from "../access/scope";
import { permitted } from "../trpc";
import { flagsBeyond } from "./user-access";

const { companies, distributors, plants, productionLines, rolePermissions, roles } = schema;

/**
 * What the user form may offer this actor: the roles they may assign (no escalation), the plants
 * in their scope with their production lines and utilities (the notifiable lines are chosen among
 * them), and for staff the companies and distributors.
 */
export const userFormOptions = permitted("view_users").query(async ({ ctx }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  const everyone = managesEveryone(actor);
  const companyId = ctx.user.company_id;
  const roleRows = await ctx.db
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      company_id: roles.company_id,
      is_forced_mfa: roles.is_forced_mfa,
    })
    .from(roles)
    .where(
      everyone
        ? undefined
        : and(
            eq(roles.type, 2),
            companyId === null
              ? isNull(roles.company_id)
              : or(isNull(roles.company_id), eq(roles.company_id, companyId)),
          ),
    )
    .orderBy(asc(roles.name));
  let assignable = roleRows;
  if (!everyone && roleRows.length) {
    const perms = await ctx.db
      .select()
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.role_id,
          roleRows.map((r) => r.id),
        ),
      );
    const own = effectiveRole(ctx.user);
    assignable = roleRows.filter(
      (r) => flagsBeyond(own, perms.filter((p) => p.role_id === r.id) as RolePermission[]).length === 0,
    );
  }
  const [plantRows, lineRows, companyRows, distributorRows] = await Promise.all([
    ctx.db
      .select({ id: plants.id, name: plants.name, company_id: plants.company_id })
      .from(plants)
      .where(and(isNull(plants.archived_at), inPlantScope(ctx.scope, plants.id)))
      .orderBy(asc(plants.name)),
    ctx.db
      .select({
        id: productionLines.id,
        name: productionLines.name,
        plant_id: productionLines.plant_id,
        kind: productionLines.kind,
      })
      .from(productionLines)
      .innerJoin(plants, eq(plants.id, productionLines.plant_id))
      .where(and(isNull(plants.archived_at), inPlantScope(ctx.scope, productionLines.plant_id)))
      .orderBy(
        asc(productionLines.plant_id),
        asc(productionLines.kind),
        asc(productionLines.position),
        asc(productionLines.id),
      ),
    ctx.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        everyone
          ? isNull(companies.archived_at)
          : companyId === null
            ? sql`false`
            : eq(companies.id, companyId),
      )
      .orderBy(asc(companies.name)),
    everyone
      ? ctx.db
          .select({ id: distributors.id, name: distributors.name })
          .from(distributors)
          .orderBy(asc(distributors.name))
      : Promise.resolve([]),
  ]);
  return {
    roles: assignable,
    plants: plantRows,
    lines: lineRows,
    companies: companyRows,
    distributors: distributorRows,
    can_choose_company: everyone,
  };
});
