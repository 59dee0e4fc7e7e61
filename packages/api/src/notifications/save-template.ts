import { schema } from "@plantwise/db";
import { languageId, saveTemplateInput, templateEntry } from "@plantwise/shared";
import { permitted } from "../trpc";
import { entry, templateCompany, templateLanguage } from "./template-entries";
import { assertKnownPlaceholders } from "./templates";

const { notificationTemplates } = schema;

export const saveTemplate = permitted("edit_settings")
  .input(saveTemplateInput)
  .output(templateEntry)
  .mutation(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    const language = templateLanguage(ctx, input.language);
    assertKnownPlaceholders(input.type, { subject: input.subject, body: input.body });
    const now = new Date();
    const [row] = await ctx.db
      .insert(notificationTemplates)
      .values({
        company_id: companyId,
        type: input.type,
        channel: input.channel,
        language: languageId(language),
        subject: input.subject,
        body: input.body,
        updated_by: ctx.user.id,
      })
      .onConflictDoUpdate({
        target: [
          notificationTemplates.company_id,
          notificationTemplates.type,
          notificationTemplates.channel,
          notificationTemplates.language,
        ],
        set: { subject: input.subject, body: input.body, updated_by: ctx.user.id, updated_at: now },
      })
      .returning();
    return entry(input.type, input.channel, language, row);
  });
