import { schema } from "@plantwise/db";
import {
  languageId,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  templatesInput,
  templatesOutput,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { entry, templateCompany, templateLanguage } from "./template-entries";

const { notificationTemplates } = schema;

export const templates = permitted("view_settings")
  .input(templatesInput)
  .output(templatesOutput)
  .query(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    const language = templateLanguage(ctx, input.language);
    const rows = await ctx.db
      .select()
      .from(notificationTemplates)
      .where(
        and(
          eq(notificationTemplates.company_id, companyId),
          eq(notificationTemplates.language, languageId(language)),
        ),
      );
    const custom = new Map(rows.map((r) => [`${r.type}:${r.channel}`, r]));
    return NOTIFICATION_TYPES.flatMap((t) =>
      NOTIFICATION_CHANNELS.map((channel) =>
        entry(t.id, channel, language, custom.get(`${t.id}:${channel}`)),
      ),
    );
  });
