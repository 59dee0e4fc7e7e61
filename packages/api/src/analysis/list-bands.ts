/** The spectral bands of an item type, or those that apply to one sensor (its own and its type's). */
import { schema } from "@plantwise/db";
import { listBandsInput, spectralBandSchema } from "@plantwise/shared";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { scopedSensor, viewSignals } from "../signals/service";
import { scopedType } from "./band-owner";
import { bandsOfSensors, toBand } from "./band-rows";

const { spectralBands } = schema;

/** analysis.bands. */
export const bands = viewSignals
  .input(listBandsInput)
  .output(spectralBandSchema.array())
  .query(async ({ ctx, input }) => {
    if (input.sensor_id !== undefined) {
      const sensor = await scopedSensor(ctx, input.sensor_id);
      return ((await bandsOfSensors(ctx.db, [sensor.id], { all: true })).get(sensor.id) ?? []).map(toBand);
    }
    const type = await scopedType(ctx, input.equipment_type_id!);
    const own = ctx.scope.kind === "all" ? undefined : ctx.scope.companyId;
    const rows = await ctx.db
      .select()
      .from(spectralBands)
      .where(
        and(
          eq(spectralBands.equipment_type_id, type.id),
          own === undefined
            ? undefined
            : own === null
              ? isNull(spectralBands.company_id)
              : or(isNull(spectralBands.company_id), eq(spectralBands.company_id, own)),
        ),
      )
      .orderBy(asc(spectralBands.id));
    return rows.map(toBand);
  });
