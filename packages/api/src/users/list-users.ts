import { schema } from "@plantwise/db";
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { inUserScope } from "../access/scope";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { listUsersInput } from "./user-schemas";

const { companies, plants, roles, userPlants, users } = schema;

/** Users list (spec part 1 §2.4): search, filters role/plant/active, sort and paging server-side. */
export const listUsers = permitted("view_users")
  .input(listUsersInput)
  .query(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const fullName = sql<string>`${users.first_name} || ' ' || ${users.last_name}`;
    const where = and(
      inUserScope(actor),
      input.role_id ? eq(users.role_id, input.role_id) : undefined,
      input.company_id ? eq(users.company_id, input.company_id) : undefined,
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
      input.q
        ? or(ilike(fullName, likePattern(input.q)), ilike(users.email, likePattern(input.q)))
        : undefined,
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
    const window = listWindow(input);
    const [rows, [total]] = await Promise.all([
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
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .leftJoin(companies, eq(companies.id, users.company_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", users.id))
        .limit(window.limit)
        .offset(window.offset),
      ctx.db.select({ n: count() }).from(users).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const memberships = ids.length
      ? await ctx.db
          .select({ user_id: userPlants.user_id, id: plants.id, name: plants.name })
          .from(userPlants)
          .innerJoin(plants, eq(plants.id, userPlants.plant_id))
          .where(inArray(userPlants.user_id, ids))
          .orderBy(asc(plants.name))
      : [];
    const data = rows.map((row) => ({
      ...row,
      plants: memberships.filter((m) => m.user_id === row.id).map(({ id, name }) => ({ id, name })),
    }));
    return { data, meta: listMeta(input, total?.n ?? 0) };
  });
