/**
 * POST /notifications/emulate (part 2 §5): sends a test notification, answering "notification
 * sended" (the spec's wording). It goes to the caller, or to `user_id` of the caller's company
 * when the caller may edit users, through the channels that user's settings switch on, so it
 * proves exactly what a real alarm would reach. A user of another company is NOT_FOUND.
 */
import { schema } from "@plantwise/db";
import {
  emulateNotificationInput,
  formatDate,
  hasPermission,
  NOTIFICATION_SENT_MESSAGE,
  NotificationType,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { authedProcedure } from "../trpc";
import { deliver } from "./deliver";
import { recipientInScope } from "./recipients";
import { effectiveTemplates } from "./templates";

const { companies } = schema;

export const emulate = authedProcedure.input(emulateNotificationInput).mutation(async ({ ctx, input }) => {
  const targetId = input.user_id ?? ctx.user.id;
  if (targetId !== ctx.user.id && !hasPermission(ctx.user, "edit_users")) {
    throw new AppError("FORBIDDEN", "You do not have permission for this action (needs edit_users)");
  }
  // Customers reach their own company only; provider staff reach anyone.
  const target = await recipientInScope(ctx.db, targetId, ctx.user.company_id);
  if (!target) throw new AppError("NOT_FOUND", "User not found");
  const [company] = target.company_id
    ? await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, target.company_id))
    : [];

  const { settings } = target;
  if (!settings.real_time && !settings.email) {
    throw invalid("user_id", "has both e-mail and real-time notifications switched off");
  }
  const now = new Date();
  const delivered = await ctx.db.transaction(async (tx) =>
    deliver(tx, {
      recipient: target,
      type: NotificationType.test,
      companyId: target.company_id,
      plantId: null,
      path: "/notifications",
      dedupeKey: `test:${now.getTime()}:${crypto.randomUUID()}`,
      templates: await effectiveTemplates(tx, target.company_id, NotificationType.test, target.language),
      values: {
        company_name: company?.name ?? "Plantwise",
        time: `${formatDate(now, { withTime: true, timeZone: "UTC" })} UTC`,
      },
      channels: { realTime: settings.real_time, email: settings.email },
    }),
  );
  return {
    status: "ok" as const,
    message: NOTIFICATION_SENT_MESSAGE,
    data: { notification_id: delivered.notificationId, email_id: delivered.emailId },
  };
});
