/**
 * POST /sensors and PUT /sensors/{id}. A sensor's plant and company are copied from its item (or its
 * controller when unattached) on every write, so scope filters stay column comparisons; a sensor
 * moved to another item goes last among that item's sensors.
 */
import { schema, type Tx } from "@plantwise/db";
import { createSensorInput, type SensorFields, sensorRecord, updateSensorInput } from "@plantwise/shared";
import { eq, max } from "drizzle-orm";
import { uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import {
  assertParentSensor,
  assertUniqueSerial,
  duplicateSerial,
  resolveSensorPlace,
  sensorInScope,
} from "./fields";

const { sensors } = schema;

/** The next position among an item's sensors. */
async function nextPosition(tx: Tx, itemId: number | null): Promise<number> {
  if (itemId == null) return 0;
  const [row] = await tx
    .select({ n: max(sensors.position) })
    .from(sensors)
    .where(eq(sensors.equipment_item_id, itemId));
  return row?.n == null ? 0 : Number(row.n) + 1;
}

/** The columns a form sets, leaving out what was not sent (and the placement, resolved apart). */
function formColumns(input: SensorFields) {
  const { equipment_item_id: _i, controller_id: _c, ...rest } = input;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<
    typeof sensors.$inferInsert
  >;
}

export const createSensor = permitted(["create_dashboard", "edit_dashboard"], "any")
  .input(createSensorInput)
  .output(sensorRecord)
  .mutation(async ({ ctx, input }) => {
    const row = await ctx.db.transaction(async (tx) => {
      const place = await resolveSensorPlace(
        tx,
        ctx.scope,
        input.equipment_item_id ?? null,
        input.controller_id ?? null,
      );
      await assertParentSensor(tx, ctx.scope, input.parent_sensor_id ?? null, place.plant_id);
      await assertUniqueSerial(tx, place.company_id, input.serial_number);
      const position = await nextPosition(tx, place.equipment_item_id);
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(sensors)
            .values({
              ...formColumns(input),
              name: input.name,
              serial_number: input.serial_number,
              family: input.family,
              type: input.type,
              ...place,
              position,
            })
            .returning(),
        () => duplicateSerial(input.serial_number),
      );
      return created!;
    });
    return row;
  });

export const updateSensor = permitted("edit_dashboard")
  .input(updateSensorInput)
  .output(sensorRecord)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const existing = await sensorInScope(tx, ctx.scope, input.id);
      const itemId =
        input.equipment_item_id === undefined ? existing.equipment_item_id : input.equipment_item_id;
      const controllerId = input.controller_id === undefined ? existing.controller_id : input.controller_id;
      const place = await resolveSensorPlace(tx, ctx.scope, itemId, controllerId);
      const parentId =
        input.parent_sensor_id === undefined ? existing.parent_sensor_id : input.parent_sensor_id;
      await assertParentSensor(tx, ctx.scope, parentId, place.plant_id, existing.id);
      const serial = input.serial_number ?? existing.serial_number;
      await assertUniqueSerial(tx, place.company_id, serial, existing.id);
      const moved = place.equipment_item_id !== existing.equipment_item_id;
      const position = moved ? await nextPosition(tx, place.equipment_item_id) : existing.position;
      const { id: _id, ...fields } = input;
      const [updated] = await uniqueOr422(
        () =>
          tx
            .update(sensors)
            .set({ ...formColumns(fields), ...place, position, updated_at: new Date() })
            .where(eq(sensors.id, existing.id))
            .returning(),
        () => duplicateSerial(serial),
      );
      return updated!;
    });
  });
