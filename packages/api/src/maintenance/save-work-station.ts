import { schema } from "@plantwise/db";
import {
  createWorkStationInput,
  savedRecord,
  updateWorkStationInput,
  type workStationFields,
} from "@plantwise/shared";
import type { z } from "zod";
import { duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertUniqueInPlant, ownedInScope, plantForCreate, plantOfUpdated } from "./reference-rows";
import { assertLineOfPlant } from "./work-station-rows";

const { workStations } = schema;
const WHAT = "work station";

function values(input: z.infer<typeof workStationFields>) {
  return {
    name: input.name,
    description: input.description ?? null,
    location: input.location ?? null,
    production_line_id: input.production_line_id ?? null,
  };
}

export const createWorkStation = permitted("create_work_stations")
  .input(createWorkStationInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await plantForCreate(tx, ctx.scope, input.plant_id);
      await assertUniqueInPlant(tx, workStations, workStations.name, plant.id, input.name, WHAT);
      await assertLineOfPlant(tx, plant.id, input.production_line_id);
      return insertUnique(
        tx,
        workStations,
        { company_id: plant.company_id, plant_id: plant.id, ...values(input) },
        () => duplicateName(WHAT, input.name),
      );
    });
    return { id };
  });

export const updateWorkStation = permitted("edit_work_stations")
  .input(updateWorkStationInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = ownedInScope(workStations, input.id, ctx.scope);
    await ctx.db.transaction(async (tx) => {
      const plantId = await plantOfUpdated(tx, ctx.scope, workStations, {
        id: input.id,
        plant_id: input.plant_id,
        unique: [workStations.name, input.name],
        label: "Work station",
        what: WHAT,
        noun: WHAT,
      });
      await assertLineOfPlant(tx, plantId, input.production_line_id);
      await uniqueOr422(
        () =>
          tx
            .update(workStations)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName(WHAT, input.name),
      );
    });
    return { id: input.id };
  });
