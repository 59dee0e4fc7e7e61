import { schema } from "@plantwise/db";
import { resetTemplateInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { entry, templateCompany } from "./template-entries";

const { notificationTemplates } = schema;

export const resetTemplate = permitted("edit_settings")
  .input(resetTemplateInput)
  .mutation(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    await ctx.db
      .delete(notificationTemplates)
      .where(
        and(
          eq(notificationTemplates.company_id, companyId),
          eq(notificationTemplates.type, input.type),
          eq(notificationTemplates.channel, input.channel),
        ),
      );
    return entry(input.type, input.channel, undefined);
  });
