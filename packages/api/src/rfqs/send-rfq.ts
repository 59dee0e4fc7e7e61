import { schema } from "@plantwise/db";
import { rfqIdInput, sendRfqOutput, validationLanguageOf } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { queueEmail } from "../lib/outbox";
import { permitted } from "../trpc";
import { loadRfqDocument, type RfqDocumentData } from "./rfq-document";
import { rfqPdf } from "./rfq-pdf";
import { assertRfqAction, lockRfq } from "./rfq-rows";
import { quantityText, type RfqWords, rfqWords } from "./rfq-text";

const { rfqs, rfqVendors } = schema;

function emailText(
  w: RfqWords,
  data: RfqDocumentData,
  contact: string | null,
  sender: string,
  language: "en" | "es",
) {
  const { rfq } = data;
  return [
    w.email.greeting(contact),
    "",
    w.email.body(rfq.plant_name, data.company_name),
    ...(rfq.respond_by ? [w.email.respondBy(rfq.respond_by)] : []),
    ...(rfq.ship_to ? [w.email.shipTo(rfq.ship_to)] : []),
    "",
    w.email.lines,
    ...rfq.lines.map((line) =>
      w.email.line(quantityText(line.quantity, language), line.unit, line.description, line.part_number),
    ),
    "",
    w.email.attached(w.fileName(rfq.id)),
    "",
    w.email.closing(sender),
  ].join("\n");
}

/**
 * Sends a draft (or sends a sent RFQ again): one e-mail per vendor that has an address and has not
 * quoted yet, queued in the outbox with the RFQ's PDF, in the sender's language. Vendors without an
 * address are answered back, not an error: someone asks them another way.
 */
export const sendRfq = permitted("edit_rfqs")
  .input(rfqIdInput)
  .output(sendRfqOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const rfq = await lockRfq(tx, ctx.scope, input.id);
      assertRfqAction(rfq, "send");
      const now = new Date();
      await tx.update(rfqs).set({ status: "sent", sent_at: now, updated_at: now }).where(eq(rfqs.id, rfq.id));
      const data = await loadRfqDocument(tx, ctx.scope, rfq.id);
      const language = validationLanguageOf(ctx.user.language);
      const w = rfqWords(language);
      const pending = data.rfq.vendors.filter((v) => v.quoted_at === null);
      const mailed = pending.filter((v): v is typeof v & { email: string } => Boolean(v.email));
      if (mailed.length > 0) {
        const pdf = await rfqPdf(data, language);
        for (const vendor of mailed) {
          await queueEmail(tx, {
            to: vendor.email,
            subject: w.email.subject(data.rfq.title, rfq.id),
            text: emailText(w, data, vendor.contact_name, ctx.user.full_name, language),
            attachments: [{ filename: w.fileName(rfq.id), contentType: "application/pdf", content: pdf }],
          });
        }
        await tx
          .update(rfqVendors)
          .set({ sent_at: now })
          .where(
            and(
              eq(rfqVendors.rfq_id, rfq.id),
              inArray(
                rfqVendors.vendor_id,
                mailed.map((v) => v.vendor_id),
              ),
            ),
          );
      }
      return {
        id: rfq.id,
        status: "sent" as const,
        sent_at: now,
        queued: mailed.map((v) => ({ id: v.vendor_id, name: v.name, email: v.email })),
        without_email: pending.filter((v) => !v.email).map((v) => ({ id: v.vendor_id, name: v.name })),
      };
    }),
  );
