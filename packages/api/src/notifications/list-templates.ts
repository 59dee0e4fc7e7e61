import { schema } from "@plantwise/db";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  templatesInput,
  templatesOutput,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { entry, templateCompany } from "./template-entries";

const { notificationTemplates } = schema;

export const templates = permitted("view_settings")
  .input(templatesInput)
  .output(templatesOutput)
  .query(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    const rows = await ctx.db
      .select()
      .from(notificationTemplates)
      .where(eq(notificationTemplates.company_id, companyId));
    const custom = new Map(rows.map((r) => [`${r.type}:${r.channel}`, r]));
    return NOTIFICATION_TYPES.flatMap((t) =>
      NOTIFICATION_CHANNELS.map((channel) => entry(t.id, channel, custom.get(`${t.id}:${channel}`))),
    );
  });
