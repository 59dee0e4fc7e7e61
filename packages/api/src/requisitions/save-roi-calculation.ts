import { schema } from "@plantwise/db";
import {
  canUseRoiCalculator,
  compareRoiOptions,
  ROI_FINAL_NOT_A_NUMBER,
  requisitionDetail,
  saveRoiCalculationInput,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { readRequisitionDetail } from "./get-requisition";
import { lockRequisition } from "./requisition-writes";

const { requisitions } = schema;

/** The refusal of a caller who may not use the ROI calculator (part 1 §6: fab shop managers). */
export const NOT_A_ROI_CALCULATOR_USER = "The ROI calculator is for fab shop managers";

/** ROI Final as typed: a finite number, or the text of one; anything else is refused (part 1 §5). */
function roiFinalOf(value: number | string | null | undefined): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) {
    throw new AppError("BAD_REQUEST", ROI_FINAL_NOT_A_NUMBER, {
      messages: [[`roi_final: ${ROI_FINAL_NOT_A_NUMBER}`]],
    });
  }
  return n;
}

/**
 * Saves the ROI calculator's result onto a requisition: its inputs, the option chosen, ROI Final
 * and the chosen option's payback (recomputed here from the inputs, never taken from the caller).
 * A later save replaces an earlier one; the requisition's status does not matter.
 */
export const saveRoiCalculation = permitted(
  ["edit_requisitions_roi_calculator", "create_requisitions_roi_calculator"],
  "any",
)
  .use(({ ctx, next }) => {
    if (!canUseRoiCalculator(ctx.user)) throw new AppError("FORBIDDEN", NOT_A_ROI_CALCULATOR_USER);
    return next();
  })
  .input(saveRoiCalculationInput)
  .output(requisitionDetail)
  .mutation(({ ctx, input }) => {
    const roiFinal = roiFinalOf(input.roi_final);
    return ctx.db.transaction(async (tx) => {
      const row = await lockRequisition(tx, ctx.scope, input.id);
      const now = new Date();
      const compared = compareRoiOptions(input.inputs);
      await tx
        .update(requisitions)
        .set({
          roi_calculation: {
            inputs: input.inputs,
            chosen: input.chosen,
            roi_final: roiFinal,
            payback_months: compared.options[input.chosen].payback_months,
            saved_at: now.toISOString(),
            saved_by: ctx.user.id,
          },
          updated_at: now,
        })
        .where(eq(requisitions.id, row.id));
      return readRequisitionDetail(tx, ctx.scope, ctx.user, row.id);
    });
  });
