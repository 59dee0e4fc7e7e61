import { schema } from "@plantwise/db";
import { listUsersInput, listUsersOutput } from "@plantwise/shared";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { inUserScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn } from "../lib/list";
import { permitted } from "../trpc";
import { withRoleAndCompany } from "./get-user";

const { companies, plants, roles, userPlants, users } = schema;

/** Users list (spec part 1 §2.4): search, filters role/plant/active, sort and paging server-side. */
export const listUsers = permitted("view_users")
  .input(listUsersInput)
  .output(listUsersOutput)
  .query(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const fullName = sql<string>`${users.first_name} || ' ' || ${users.last_name}`;
    const where = and(
      inUserScope(actor),
      givenFilters(input, { role_id: users.role_id, company_id: users.company_id }),
      input.is_active === undefined ? undefined : eq(users.is_active, input.is_active),
      input.plant_id
        ? inArray(
            users.id,
            ctx.db
              .select({ id: userPlants.user_id })
              .from(userPlants)
              .where(eq(userPlants.plant_id, input.plant_id)),
          )
        : undefined,
      searchIn(input.q, fullName, users.email),
    );
    const sortable = {
      id: users.id,
      name: fullName,
      full_name: fullName,
      email: users.email,
      role_name: roles.name,
      company_name: companies.name,
      last_login_at: users.last_login_at,
      is_active: users.is_active,
    };
    const page = await pagedList(input, {
      rows: (total) =>
        withRoleAndCompany(
          ctx.db
            .select({
              id: users.id,
              first_name: users.first_name,
              last_name: users.last_name,
              full_name: fullName,
              email: users.email,
              role_id: users.role_id,
              role_name: roles.name,
              company_id: users.company_id,
              company_name: companies.name,
              last_login_at: users.last_login_at,
              is_active: users.is_active,
              total,
            })
            .from(users)
            .$dynamic(),
        ).where(where),
      count: ctx.db.select({ n: count() }).from(users).where(where),
      order: listOrder(input, sortable, "name", users.id),
    });
    const ids = page.data.map((r) => r.id);
    const memberships = ids.length
      ? await ctx.db
          .select({ user_id: userPlants.user_id, id: plants.id, name: plants.name })
          .from(userPlants)
          .innerJoin(plants, eq(plants.id, userPlants.plant_id))
          .where(inArray(userPlants.user_id, ids))
          .orderBy(asc(plants.name))
      : [];
    const data = page.data.map((row) => ({
      ...row,
      plants: memberships.filter((m) => m.user_id === row.id).map(({ id, name }) => ({ id, name })),
    }));
    return { ...page, data };
  });
