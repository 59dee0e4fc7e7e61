import { schema } from "@plantwise/db";
import { effectiveRole, isInternal, listInput } from "@plantwise/shared";
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../errors";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { authedProcedure, router } from "../trpc";

const { outboxAttachments, outboxMessages } = schema;

export const listOutboxInput = listInput.extend({
  channel: z.enum(["email", "sms"]).optional(),
});

/**
 * outbox.list: every e-mail and text message the system queued, for internal users (role type 0
 * or 1) only; newest first unless sorted otherwise; `q` searches recipient and subject.
 */
/** The outbox holds every tenant's mail: internal users (role type 0 or 1) only. */
const internalProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isInternal(effectiveRole(ctx.user))) {
    throw new AppError("FORBIDDEN", "Only internal users can read the outbox");
  }
  return next();
});

const list = internalProcedure.input(listOutboxInput).query(async ({ ctx, input }) => {
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
  // Attachment names and sizes, not their bytes: a file is fetched on its own (outbox.attachment).
  const files = rows.length
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
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(outboxAttachments.id))
    : [];
  const data = rows.map((r) => ({
    ...r,
    attachments: files
      .filter((f) => f.message_id === r.id)
      .map(({ message_id: _m, ...f }) => ({ ...f, size: Number(f.size) })),
  }));
  return { data, meta: listMeta(input, total?.n ?? 0) };
});

/** outbox.attachment: one attached file, its bytes as base64 (the outbox page downloads it). */
const attachment = internalProcedure
  .input(z.object({ id: z.coerce.number().int().positive() }))
  .query(async ({ ctx, input }) => {
    const [file] = await ctx.db.select().from(outboxAttachments).where(eq(outboxAttachments.id, input.id));
    if (!file) throw new AppError("NOT_FOUND", "Attachment not found");
    return {
      id: file.id,
      message_id: file.message_id,
      filename: file.filename,
      content_type: file.content_type,
      content_base64: Buffer.from(file.content).toString("base64"),
    };
  });

export const outboxRouter = router({ list, attachment });
