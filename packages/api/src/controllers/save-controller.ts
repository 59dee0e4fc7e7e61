/**
 * Creating, updating and re-keying controllers. The device token is answered once, when created or
 * rotated (newDeviceToken); only its hash and prefix are stored, and nothing ever answers it again.
 */
import { schema } from "@plantwise/db";
import {
  type ControllerFields,
  createControllerInput,
  idInput,
  updateControllerInput,
} from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { newDeviceToken } from "../ingest/service";
import { uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import {
  assertUniqueSerial,
  assertZones,
  controllerColumns,
  controllerInScope,
  duplicateSerial,
  invalid,
  type Reader,
} from "./fields";

const { controllers, plants, sensors } = schema;

/** A plant in scope (422 on plant_id, worded as for a plant that does not exist, otherwise). */
async function plantInScope(db: Reader, scope: Parameters<typeof inPlantScope>[0], id: number) {
  const [plant] = await db
    .select({ id: plants.id, company_id: plants.company_id })
    .from(plants)
    .where(and(eq(plants.id, id), inPlantScope(scope, plants.id)));
  if (!plant) throw invalid("plant_id", "Plant not found");
  return plant;
}

function formColumns(input: ControllerFields) {
  const { plant_id: _p, ...rest } = input;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<
    typeof controllers.$inferInsert
  >;
}

export const createController = permitted("create_controllers")
  .input(createControllerInput)
  .mutation(async ({ ctx, input }) => {
    assertZones(input.temperature_warning_zone, input.temperature_alarm_zone);
    const device = newDeviceToken();
    const row = await ctx.db.transaction(async (tx) => {
      const plant = await plantInScope(tx, ctx.scope, input.plant_id);
      await assertUniqueSerial(tx, plant.company_id, input.serial_number);
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(controllers)
            .values({
              ...formColumns(input),
              name: input.name,
              serial_number: input.serial_number,
              type: input.type,
              company_id: plant.company_id,
              plant_id: plant.id,
              token_hash: device.hash,
              token_prefix: device.prefix,
            })
            .returning(controllerColumns),
        () => duplicateSerial(input.serial_number),
      );
      return created!;
    });
    return { ...row, token: device.token };
  });

/**
 * A controller may move to another plant only without sensors: theirs would be left in a plant
 * their gateway is not in.
 */
export const updateController = permitted("edit_controllers")
  .input(updateControllerInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const existing = await controllerInScope(tx, ctx.scope, input.id);
      const plant =
        input.plant_id === undefined || input.plant_id === existing.plant_id
          ? { id: existing.plant_id, company_id: existing.company_id }
          : await plantInScope(tx, ctx.scope, input.plant_id);
      if (plant.id !== existing.plant_id) {
        const [attached] = await tx
          .select({ n: count() })
          .from(sensors)
          .where(eq(sensors.controller_id, existing.id));
        const n = Number(attached?.n ?? 0);
        if (n > 0)
          throw invalid("plant_id", `the controller still has ${n} sensor${n === 1 ? "" : "s"} in its plant`);
      }
      assertZones(
        input.temperature_warning_zone === undefined
          ? existing.temperature_warning_zone
          : input.temperature_warning_zone,
        input.temperature_alarm_zone === undefined
          ? existing.temperature_alarm_zone
          : input.temperature_alarm_zone,
      );
      const serial = input.serial_number ?? existing.serial_number;
      await assertUniqueSerial(tx, plant.company_id, serial, existing.id);
      const { id: _id, ...fields } = input;
      const [updated] = await uniqueOr422(
        () =>
          tx
            .update(controllers)
            .set({
              ...formColumns(fields),
              company_id: plant.company_id,
              plant_id: plant.id,
              updated_at: new Date(),
            })
            .where(eq(controllers.id, existing.id))
            .returning(controllerColumns),
        () => duplicateSerial(serial),
      );
      return updated!;
    });
  });

/** A new device token; the old one stops working at once (ingest looks tokens up by hash). */
export const rotateToken = permitted("edit_controllers")
  .input(idInput)
  .mutation(async ({ ctx, input }) => {
    const existing = await controllerInScope(ctx.db, ctx.scope, input.id);
    const device = newDeviceToken();
    await ctx.db
      .update(controllers)
      .set({ token_hash: device.hash, token_prefix: device.prefix, updated_at: new Date() })
      .where(eq(controllers.id, existing.id));
    return { id: existing.id, token: device.token, token_prefix: device.prefix };
  });
