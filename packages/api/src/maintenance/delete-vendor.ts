import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { assertNotInUse, requireConfirmation, restrictOr422 } from "../lib/attached";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";

const { miscParts, rfqVendors, vendors } = schema;

/**
 * A vendor asked for quotes cannot be deleted: the RFQs and purchase orders name it. Parts bought
 * from the vendor need the typed confirmation word; they keep working without a vendor.
 */
export const deleteVendor = permitted("delete_vendors")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = ownedInScope(vendors, input.id, ctx.scope);
      const existing = await firstOr404(tx.select({ id: vendors.id }).from(vendors).where(where), "Vendor");
      const quoted = await countEach(tx, { rfq: [rfqVendors, eq(rfqVendors.vendor_id, existing.id)] });
      assertNotInUse("vendor", quoted);
      const attached = await countEach(tx, { part: [miscParts, eq(miscParts.vendor_id, existing.id)] });
      requireConfirmation("vendor", attached, input.confirm);
      // The parts' vendor_id is set null by its foreign key; an RFQ added since the count restricts.
      await restrictOr422("vendor", () => tx.delete(vendors).where(where));
      return { status: "ok" as const, id: existing.id, parts_unlinked: attached.part };
    });
  });
