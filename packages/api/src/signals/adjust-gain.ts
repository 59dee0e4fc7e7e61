/**
 * Gain adjustment: INCREASE doubles the gain, DECREASE halves it, RESET sets it to 1; the gain
 * stays within 1…64 (a step beyond is a 422). The step starts from the gain of the newest
 * adjustment still in PROCESS, else the sensor's gain, so two quick clicks make two steps. The
 * gain_adjustments row (result PROCESS, gain_before/gain_after) and the "gain_adjustment" command
 * {type, gain} are written in one transaction; the sensor's `gain` changes when the gateway
 * answers SUCCESS (ingest's command results).
 */
import { schema } from "@plantwise/db";
import {
  CommandStatus,
  type GAIN_ADJUSTMENT_TYPES,
  gainAdjustmentInput,
  gainAdjustmentOutput,
} from "@plantwise/shared";
import { and, desc, eq } from "drizzle-orm";
import { withPathAliases } from "../lib/fields";
import { queueCommand, requireController } from "./sensor-commands";
import { editSignals, invalid, scopedSensor } from "./sensor-procedures";

const { gainAdjustments } = schema;

export const GAIN_LIMITS = { min: 1, max: 64 } as const;

/** The gain after one step, or a 422 when the step leaves 1…64. */
export function nextGain(type: (typeof GAIN_ADJUSTMENT_TYPES)[number], gain: number): number {
  if (type === "RESET") return GAIN_LIMITS.min;
  const next = type === "INCREASE" ? gain * 2 : gain / 2;
  if (next > GAIN_LIMITS.max)
    throw invalid("type", `the gain is already at its maximum of ${GAIN_LIMITS.max}`);
  if (next < GAIN_LIMITS.min)
    throw invalid("type", `the gain is already at its minimum of ${GAIN_LIMITS.min}`);
  return next;
}

/** signals.gainAdjustment (PUT /sensors/{sensorId}/gain-adjustment). */
export const gainAdjustment = editSignals
  .input(withPathAliases(gainAdjustmentInput))
  .output(gainAdjustmentOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    requireController(sensor);
    return ctx.db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ gain_after: gainAdjustments.gain_after })
        .from(gainAdjustments)
        .where(
          and(eq(gainAdjustments.sensor_id, sensor.id), eq(gainAdjustments.result, CommandStatus.PROCESS)),
        )
        .orderBy(desc(gainAdjustments.created_at), desc(gainAdjustments.id))
        .limit(1);
      const before = pending?.gain_after ?? sensor.gain;
      const after = nextGain(input.type, before);
      const command = await queueCommand(
        tx,
        sensor,
        "gain_adjustment",
        { type: input.type, gain: after },
        ctx.user.id,
      );
      const [adjustment] = await tx
        .insert(gainAdjustments)
        .values({
          sensor_id: sensor.id,
          command_id: command.id,
          type: input.type,
          result: CommandStatus.PROCESS,
          gain_before: before,
          gain_after: after,
          user_id: ctx.user.id,
        })
        .returning();
      return { ...adjustment!, command };
    });
  });
