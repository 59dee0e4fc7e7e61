import { schema } from "@plantwise/db";
import { effectiveRole, isInternal, listInput } from "@plantwise/shared";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../../errors";
import { likePattern, listMeta, listOrder, listWindow } from "../../lib/list";
import { authedProcedure, router } from "../../trpc";

const { outboxMessages } = schema;

export const listOutboxInput = listInput.extend({
  channel: z.enum(["email", "sms"]).optional(),
});

/**
 * outbox.list: every e-mail and text message the system queued, for internal users (role type 0
 * or 1) only; newest first unless sorted otherwise; `q` searches recipient and subject.
 */
const list = authedProcedure.input(listOutboxInput).query(async ({ ctx, input }) => {
  if (!isInternal(effectiveRole(ctx.user))) {
    throw new AppError("FORBIDDEN", "Only internal users can read the outbox");
  }
  const where = and(
    input.channel ? eq(outboxMessages.channel, input.channel) : undefined,
    input.q
      ? or(
          ilike(outboxMessages.recipient, likePattern(input.q)),
          ilike(outboxMessages.subject, likePattern(input.q)),
        )
      : undefined,
  );
  const sortable = {
    id: outboxMessages.id,
    created_at: outboxMessages.created_at,
    recipient: outboxMessages.recipient,
    channel: outboxMessages.channel,
    status: outboxMessages.status,
    subject: outboxMessages.subject,
  };
  const order = input.orderByColumn
    ? listOrder(input, sortable, "created_at", outboxMessages.id)
    : [desc(outboxMessages.created_at), desc(outboxMessages.id)];
  const { limit, offset } = listWindow(input);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        status: outboxMessages.status,
        created_at: outboxMessages.created_at,
      })
      .from(outboxMessages)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return { data: rows, meta: listMeta(input, total?.n ?? 0) };
});

export const outboxRouter = router({ list });
