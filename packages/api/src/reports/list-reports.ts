import { schema } from "@plantwise/db";
import { listReportsInput, listScheduledReportsOutput } from "@plantwise/shared";
import { count, desc, eq } from "drizzle-orm";
import { listMeta, listWindow } from "../lib/list";
import { reportOwner } from "./report-access";
import { reportProcedure } from "./report-procedure";

const { scheduledReports } = schema;

export const listReports = reportProcedure
  .input(listReportsInput)
  .output(listScheduledReportsOutput)
  .query(async ({ ctx, input }) => {
    const owner = await reportOwner(ctx.db, { user: ctx.user, scope: ctx.scope }, input.userId, false);
    const window = listWindow(input);
    const where = eq(scheduledReports.user_id, owner.id);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(scheduledReports)
        .where(where)
        .orderBy(desc(scheduledReports.id))
        .limit(window.limit)
        .offset(window.offset),
      ctx.db.select({ n: count() }).from(scheduledReports).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });
