import { schema, type Tx } from "@plantwise/db";
import { createRfqInput, type RfqFields, savedRecord, updateRfqInput } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { permitted } from "../trpc";
import { assertRfqAction, fieldError, lockRfq, plantForCreate } from "./rfq-rows";

const { requisitions, rfqLines, rfqs, rfqVendors, vendors } = schema;

function values(input: RfqFields) {
  return {
    title: input.title,
    notes: input.notes ?? null,
    respond_by: input.respond_by ?? null,
    ship_to: input.ship_to ?? null,
    requisition_id: input.requisition_id ?? null,
  };
}

/**
 * The references of the form must be the plant's own: its vendors (each once) and, when given, one
 * of its requisitions; anything else is a 422 on the field, whoever's it is.
 */
async function checkReferences(tx: Tx, plantId: number, input: RfqFields): Promise<number[]> {
  const vendorIds = [...new Set(input.vendor_ids)];
  const found = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.plant_id, plantId), inArray(vendors.id, vendorIds)));
  if (found.length !== vendorIds.length) {
    throw fieldError("vendor_ids", "Unknown vendor: choose one of this plant's");
  }
  if (input.requisition_id) {
    const [requisition] = await tx
      .select({ id: requisitions.id })
      .from(requisitions)
      .where(and(eq(requisitions.id, input.requisition_id), eq(requisitions.plant_id, plantId)));
    if (!requisition) throw fieldError("requisition_id", "Choose one of this plant's requisitions");
  }
  return vendorIds;
}

/** The lines and vendors of a draft, replaced by the form's (a draft has no quotes to lose). */
async function replaceChildren(tx: Tx, rfqId: number, input: RfqFields, vendorIds: number[]) {
  await tx.delete(rfqLines).where(eq(rfqLines.rfq_id, rfqId));
  await tx.insert(rfqLines).values(
    input.lines.map((line, i) => ({
      rfq_id: rfqId,
      position: i + 1,
      description: line.description,
      part_number: line.part_number ?? null,
      quantity: String(line.quantity),
      unit: line.unit ?? null,
    })),
  );
  await tx.delete(rfqVendors).where(eq(rfqVendors.rfq_id, rfqId));
  await tx.insert(rfqVendors).values(vendorIds.map((vendor_id) => ({ rfq_id: rfqId, vendor_id })));
}

/** POST /rfqs: a draft RFQ with its lines and vendors, in one transaction. */
export const createRfq = permitted("create_rfqs")
  .input(createRfqInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await plantForCreate(tx, ctx.scope, input.plant_id);
      const vendorIds = await checkReferences(tx, plant.id, input);
      const [row] = await tx
        .insert(rfqs)
        .values({
          company_id: plant.company_id,
          plant_id: plant.id,
          ...values(input),
          status: "draft",
          created_by: ctx.user.id,
        })
        .returning({ id: rfqs.id });
      await replaceChildren(tx, row!.id, input, vendorIds);
      return row!.id;
    });
    return { id };
  });

/** PUT /rfqs/{id}: a draft's fields; the lines and vendors sent replace its own. */
export const updateRfq = permitted("edit_rfqs")
  .input(updateRfqInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const rfq = await lockRfq(tx, ctx.scope, input.id);
      if (input.plant_id && input.plant_id !== rfq.plant_id) {
        throw fieldError("plant_id", "An RFQ cannot move to another plant");
      }
      assertRfqAction(rfq, "edit");
      const vendorIds = await checkReferences(tx, rfq.plant_id, input);
      await tx
        .update(rfqs)
        .set({ ...values(input), updated_at: new Date() })
        .where(eq(rfqs.id, rfq.id));
      await replaceChildren(tx, rfq.id, input, vendorIds);
    });
    return { id: input.id };
  });
