import { idInput, onePagerDetails, onePagerPreview, onePagerPreviewInput } from "@plantwise/shared";
import { permitted } from "../trpc";
import { plantZoneOf, previewOnePager, readOnePager } from "./one-pager-rows";
import { onePagerPeriod } from "./range";

/**
 * GET /plants/roi/one-pagers/{id}: the saved fields and the figures over its period, computed now
 * (the meanings are in the shared `onePagerFigures`).
 */
export const getOnePager = permitted("view_customer_success")
  .input(idInput)
  .output(onePagerDetails)
  .query(({ ctx, input }) => readOnePager(ctx.db, ctx.scope, input.id));

/**
 * success.onePagers.preview: the one-pager of a plant over a period, nothing saved, so the screen
 * shows the page before it is kept. The period defaults as a saved one's does (the last 7 days).
 */
export const previewOnePagerFigures = permitted("view_customer_success")
  .input(onePagerPreviewInput)
  .output(onePagerPreview)
  .query(async ({ ctx, input }) => {
    const period = onePagerPeriod(input, new Date(), plantZoneOf(ctx.user, input.plant_id));
    return previewOnePager(ctx.db, ctx.scope, input.plant_id, period);
  });
