/** Removing a band removes its trend (readings and hourly rollup) and its zones with it, in one transaction. */
import { hourlyRollupKind, schema } from "@plantwise/db";
import { bandIdInput, bandParameterType } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { editSignals } from "../signals/service";
import { writableBand } from "./band-owner";
import { deleteBandSeries } from "./band-store";

const { spectralBands } = schema;

/** analysis.deleteBand. */
export const deleteBand = editSignals.input(bandIdInput).mutation(async ({ ctx, input }) => {
  const band = await writableBand(ctx, input.id);
  const keepRollup = (await hourlyRollupKind(ctx.db)) === "table";
  await ctx.db.transaction(async (tx) => {
    await deleteBandSeries(tx, bandParameterType(band.id), keepRollup);
    await tx.delete(spectralBands).where(eq(spectralBands.id, band.id));
  });
  return { status: "ok" as const };
});
