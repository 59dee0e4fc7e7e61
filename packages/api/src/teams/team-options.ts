import { schema } from "@plantwise/db";
import { effectiveRole, isInternal, teamOptionsInput } from "@plantwise/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";

const { companies, plants, users } = schema;

/**
 * What the team form may offer: the companies (staff choose one), the plants in scope and the
 * users who can be members (users of the chosen company).
 */
export const teamFormOptions = permitted(["view_users_teams"])
  .input(teamOptionsInput)
  .query(async ({ ctx, input }) => {
    const internal = isInternal(effectiveRole(ctx.user));
    const companyId = internal ? (input?.company_id ?? null) : ctx.user.company_id;
    const [companyRows, plantRows, userRows] = await Promise.all([
      ctx.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          internal
            ? isNull(companies.archived_at)
            : ctx.user.company_id === null
              ? sql`false`
              : eq(companies.id, ctx.user.company_id),
        )
        .orderBy(asc(companies.name)),
      ctx.db
        .select({ id: plants.id, name: plants.name, company_id: plants.company_id })
        .from(plants)
        .where(
          and(
            isNull(plants.archived_at),
            inPlantScope(ctx.scope, plants.id),
            companyId === null ? undefined : eq(plants.company_id, companyId),
          ),
        )
        .orderBy(asc(plants.name)),
      companyId === null
        ? Promise.resolve([])
        : ctx.db
            .select({
              id: users.id,
              first_name: users.first_name,
              last_name: users.last_name,
              email: users.email,
            })
            .from(users)
            .where(eq(users.company_id, companyId))
            .orderBy(asc(users.first_name), asc(users.last_name)),
    ]);
    return {
      companies: companyRows,
      plants: plantRows,
      users: userRows.map((u) => ({ ...u, full_name: `${u.first_name} ${u.last_name}`.trim() })),
      can_choose_company: internal,
    };
  });
