import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { internalProcedure } from "./internal-procedure";

const { outboxAttachments } = schema;

/** outbox.attachment: one attached file, its bytes as base64 (the outbox page downloads it). */
export const getAttachment = internalProcedure.input(idInput).query(async ({ ctx, input }) => {
  const file = await firstOr404(
    ctx.db.select().from(outboxAttachments).where(eq(outboxAttachments.id, input.id)),
    "Attachment",
  );
  return {
    id: file.id,
    message_id: file.message_id,
    filename: file.filename,
    content_type: file.content_type,
    content_base64: Buffer.from(file.content).toString("base64"),
  };
});
