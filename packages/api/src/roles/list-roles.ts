import { schema } from "@plantwise/db";
import { listRolesInput, listRolesOutput } from "@plantwise/shared";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { inRoleScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { roleColumns } from "./role-rows";

const { companies, roles } = schema;

// Explicit table names: the correlation must not depend on how Drizzle qualifies columns.
const usersCount = sql<number>`(select count(*) from "users" "u" where "u"."role_id" = "roles"."id")`.mapWith(
  Number,
);

export const listRoles = permitted("view_user_roles")
  .input(listRolesInput)
  .output(listRolesOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inRoleScope(ctx.scope),
      input.type !== undefined ? eq(roles.type, input.type) : undefined,
      givenFilters(input, { company_id: roles.company_id }),
      input.platform === true ? sql`${roles.platform_role} is not null` : undefined,
      input.platform === false ? isNull(roles.platform_role) : undefined,
      searchIn(input.q, roles.name),
    );
    const columns = { ...roleColumns, users_count: usersCount };
    const sortable = sortableBy(columns, ["id", "name", "type", "company_name", "users_count"]);
    return pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...columns, total })
          .from(roles)
          .leftJoin(companies, eq(companies.id, roles.company_id))
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(roles).where(where),
      order: listOrder(input, sortable, "name", roles.id),
    });
  });
