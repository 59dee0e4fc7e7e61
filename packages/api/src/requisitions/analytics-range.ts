/**
 * The date range, time zone and plant an analytics or ROI call covers. The range is given as the
 * maintenance statistics take it (shared `requisitionRangeInput`): a preset computed in the time
 * zone, else from/to, else the default for work orders (the last 7 days). The time zone is the
 * one given, else the plant's, else UTC. A plant outside the caller's scope is not found.
 */
import { type Reader, schema } from "@plantwise/db";
import { DEFAULT_RANGE_PRESETS, presetRange, type RequisitionRangeInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid } from "../lib/fields";
import { firstOr404 } from "../lib/found";

const { plants } = schema;

export const DAY_MS = 86_400_000;

export interface ResolvedRange {
  plant_id: number | null;
  from: Date;
  to: Date;
  time_zone: string;
}

/**
 * The time zone of a plant in scope: the signed-in user's plant list carries it for every plant
 * they see; only a plant the scope holds but the list leaves out (an archived one, any plant for
 * provider staff) is read. Out of scope, or no such plant: NOT_FOUND.
 */
async function plantZone(db: Reader, user: AuthUser, scope: Scope, plantId: number): Promise<string> {
  const listed = user.plants.find((p) => p.id === plantId);
  if (listed) return listed.time_zone;
  const plant = await firstOr404(
    db
      .select({ time_zone: plants.time_zone })
      .from(plants)
      .where(and(eq(plants.id, plantId), inPlantScope(scope, plants.id))),
    "Plant",
  );
  return plant.time_zone;
}

export async function resolveRange(
  db: Reader,
  actor: { user: AuthUser; scope: Scope },
  input: RequisitionRangeInput,
  now: Date = new Date(),
): Promise<ResolvedRange> {
  const plantId = input.plant_id ?? null;
  const zoneOfPlant = plantId ? await plantZone(db, actor.user, actor.scope, plantId) : null;
  const time_zone = input.time_zone ?? zoneOfPlant ?? "UTC";
  const range =
    input.preset || (!input.from && !input.to)
      ? presetRange(input.preset ?? DEFAULT_RANGE_PRESETS.work_orders, now, time_zone)
      : {
          from: input.from ?? new Date((input.to ?? now).getTime() - 7 * DAY_MS),
          to: input.to ?? now,
        };
  if (!(range.from.getTime() < range.to.getTime())) throw invalid("to", "must be after from");
  return { plant_id: plantId, from: range.from, to: range.to, time_zone };
}
