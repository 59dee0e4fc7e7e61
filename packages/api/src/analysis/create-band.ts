/**
 * A new spectral band for an item type or a sensor. Its values for the captures already stored (the
 * last 30 days) are computed by a background job; new captures get them on arrival.
 */
import { schema } from "@plantwise/db";
import { createBandInput, MAX_BAND_ID, spectralBandSchema } from "@plantwise/shared";
import { AppError } from "../errors";
import { editSignals } from "../signals/service";
import { enqueueBandBackfill } from "./band-backfill";
import { bandColumns } from "./band-fields";
import { ownerOfNewBand } from "./band-owner";
import { toBand } from "./band-rows";

const { spectralBands } = schema;

/** analysis.createBand. */
export const createBand = editSignals
  .input(createBandInput)
  .output(spectralBandSchema)
  .mutation(async ({ ctx, input }) => {
    const owner = await ownerOfNewBand(ctx, input);
    const band = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(spectralBands)
        .values({ ...owner, ...bandColumns(input) })
        .returning();
      if (row!.id > MAX_BAND_ID) throw new AppError("CONFLICT", "No more spectral bands can be defined");
      await enqueueBandBackfill(tx, row!.id, false);
      return row!;
    });
    return toBand(band);
  });
