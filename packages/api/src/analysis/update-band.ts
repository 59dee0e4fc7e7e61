/**
 * Redefining a band. Its values were computed with the old edges, so a background job computes them
 * again for the last 30 days of captures (older values are removed: they would not compare).
 */
import { schema } from "@plantwise/db";
import { spectralBandSchema, updateBandInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { editSignals } from "../signals/service";
import { enqueueBandBackfill } from "./band-backfill";
import { bandColumns } from "./band-fields";
import { writableBand } from "./band-owner";
import { toBand } from "./band-rows";

const { spectralBands } = schema;

/** analysis.updateBand. */
export const updateBand = editSignals
  .input(updateBandInput)
  .output(spectralBandSchema)
  .mutation(async ({ ctx, input }) => {
    const band = await writableBand(ctx, input.id);
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(spectralBands)
        .set({ ...bandColumns(input), updated_at: new Date() })
        .where(eq(spectralBands.id, band.id))
        .returning();
      await enqueueBandBackfill(tx, band.id, true);
      return updated!;
    });
    return toBand(row);
  });
