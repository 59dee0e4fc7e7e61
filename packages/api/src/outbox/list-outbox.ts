import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, asc, count, desc, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { givenFilters, listOrder, pagedList, searchIn } from "../lib/list";
import { internalProcedure } from "./internal-procedure";

const { outboxAttachments, outboxMessages } = schema;

export const listOutboxInput = listInput.extend({
  channel: z.enum(["email", "sms"]).optional(),
});

/**
 * outbox.list: every e-mail and text message the system queued, for internal users (role type 0
 * or 1) only; newest first unless sorted otherwise; `q` searches recipient and subject.
 */
export const listOutbox = internalProcedure.input(listOutboxInput).query(async ({ ctx, input }) => {
  const where = and(
    givenFilters(input, { channel: outboxMessages.channel }),
    searchIn(input.q, outboxMessages.recipient, outboxMessages.subject),
  );
  const columns = {
    id: outboxMessages.id,
    channel: outboxMessages.channel,
    recipient: outboxMessages.recipient,
    subject: outboxMessages.subject,
    body: outboxMessages.body,
    status: outboxMessages.status,
    created_at: outboxMessages.created_at,
  };
  // Every answered column sorts but the body.
  const { body: _body, ...sortable } = columns;
  const page = await pagedList(input, {
    rows: (total) =>
      ctx.db
        .select({ ...columns, total })
        .from(outboxMessages)
        .where(where)
        .$dynamic(),
    count: ctx.db.select({ n: count() }).from(outboxMessages).where(where),
    order: input.orderByColumn
      ? listOrder(input, sortable, "created_at", outboxMessages.id)
      : [desc(outboxMessages.created_at), desc(outboxMessages.id)],
  });
  // Attachment names and sizes, not their bytes: a file is fetched on its own (outbox.attachment).
  const files = page.data.length
    ? await ctx.db
        .select({
          id: outboxAttachments.id,
          message_id: outboxAttachments.message_id,
          filename: outboxAttachments.filename,
          content_type: outboxAttachments.content_type,
          size: sql<number>`octet_length(${outboxAttachments.content})::int`,
        })
        .from(outboxAttachments)
        .where(
          inArray(
            outboxAttachments.message_id,
            page.data.map((r) => r.id),
          ),
        )
        .orderBy(asc(outboxAttachments.id))
    : [];
  const data = page.data.map((r) => ({
    ...r,
    attachments: files
      .filter((f) => f.message_id === r.id)
      .map(({ message_id: _m, ...f }) => ({ ...f, size: Number(f.size) })),
  }));
  return { ...page, data };
});
