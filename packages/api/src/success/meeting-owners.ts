import { schema } from "@plantwise/db";
import { meetingOwnersInput, meetingOwnersOutput } from "@plantwise/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";

const { plants, users } = schema;

/**
 * success.meetings.owners: whom an action item of the plant's meeting may name as its owner, the
 * active users of the plant's company (the rule `checkMeetingForm` applies on save). A plant out of
 * scope answers no one.
 */
export const meetingOwners = permitted("view_customer_success")
  .input(meetingOwnersInput)
  .output(meetingOwnersOutput)
  .query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select({ id: users.id, name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})` })
      .from(users)
      .innerJoin(plants, eq(plants.company_id, users.company_id))
      .where(
        and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id), eq(users.is_active, true)),
      )
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
    return rows;
  });
