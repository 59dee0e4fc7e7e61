import { schema } from "@plantwise/db";
import {
  createOnePagerInput,
  type OnePagerFields,
  savedRecord,
  updateOnePagerInput,
} from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { onePagerInScope, onePagerPlant, plantZoneOf } from "./one-pager-rows";
import { onePagerPeriod } from "./range";

const { roiOnePagers: o } = schema;

/** The saved columns: the period resolved (default the last 7 days in the plant's zone). */
function values(input: OnePagerFields, zone: string) {
  const period = onePagerPeriod(input, new Date(), zone);
  return {
    title: input.title,
    period_start: period.from,
    period_end: period.to,
    summary: input.summary ?? null,
  };
}

/** POST /plants/roi/one-pagers. */
export const createOnePager = permitted("create_customer_success")
  .input(createOnePagerInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) => {
    const row = values(input, plantZoneOf(ctx.user, input.plant_id));
    return ctx.db.transaction(async (tx) => {
      const plant = await onePagerPlant(tx, ctx.scope, input.plant_id);
      const [created] = await tx
        .insert(o)
        .values({ ...row, company_id: plant.company_id, plant_id: plant.id, created_by: ctx.user.id })
        .returning({ id: o.id });
      return { id: created!.id };
    });
  });

/** PUT /plants/roi/one-pagers/{id}: title, plant, period and summary (the figures are never stored). */
export const updateOnePager = permitted("edit_customer_success")
  .input(updateOnePagerInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) => {
    const row = values(input, plantZoneOf(ctx.user, input.plant_id));
    return ctx.db.transaction(async (tx) => {
      const where = onePagerInScope(ctx.scope, input.id);
      await firstOr404(tx.select({ id: o.id }).from(o).where(where), "One-pager");
      const plant = await onePagerPlant(tx, ctx.scope, input.plant_id);
      await tx
        .update(o)
        .set({ ...row, company_id: plant.company_id, plant_id: plant.id, updated_at: new Date() })
        .where(where);
      return { id: input.id };
    });
  });
