import { schema } from "@plantwise/db";
import { languageId, resetTemplateInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { entry, templateCompany, templateLanguage } from "./template-entries";

const { notificationTemplates } = schema;

export const resetTemplate = permitted("edit_settings")
  .input(resetTemplateInput)
  .mutation(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    const language = templateLanguage(ctx, input.language);
    await ctx.db
      .delete(notificationTemplates)
      .where(
        and(
          eq(notificationTemplates.company_id, companyId),
          eq(notificationTemplates.type, input.type),
          eq(notificationTemplates.channel, input.channel),
          eq(notificationTemplates.language, languageId(language)),
        ),
      );
    return entry(input.type, input.channel, language, undefined);
  });
