import { schema, type Tx } from "@plantwise/db";
import { type EquipmentFields, equipmentFields, savedRecord, updateEquipmentInput } from "@plantwise/shared";
import { and, asc, eq, max, notInArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import {
  libraryColumns,
  type OptionRow,
  replaceComponents,
  replaceOptionValues,
  validOptionValues,
} from "./fields";
import { placeColumns, resolvePlace, writeHistory } from "./place";

const { equipmentComponents, equipmentItems, equipmentOptionValues, equipmentTypeOptions } = schema;

/** The next position on an asset: new and moved items go last. */
export async function nextPosition(tx: Tx, assetId: number | null): Promise<number> {
  if (assetId == null) return 0;
  const [row] = await tx
    .select({ n: max(equipmentItems.position) })
    .from(equipmentItems)
    .where(eq(equipmentItems.asset_id, assetId));
  return row?.n == null ? 0 : Number(row.n) + 1;
}

/** The item's own columns from the form, with its library references as checked. */
function formColumns(input: EquipmentFields, refs: Awaited<ReturnType<typeof libraryColumns>>) {
  return {
    name: input.name,
    serial_number: input.serial_number ?? null,
    ...refs,
    sensor_location: input.sensor_location ?? null,
    loc_on_machine: input.loc_on_machine ?? null,
    notes: input.notes ?? null,
  };
}

/** POST /equipments: a new item on an asset or in a store room, with its options and components. */
export const createEquipment = permitted("create_dashboard")
  .input(equipmentFields)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const place = await resolvePlace(tx, ctx.scope, input);
      const refs = await libraryColumns(tx, place.company_id, input);
      const options = await validOptionValues(tx, refs.equipment_type_id, input.option_values ?? []);
      const [created] = await tx
        .insert(equipmentItems)
        .values({
          ...placeColumns(place),
          position: await nextPosition(tx, place.asset_id),
          ...formColumns(input, refs),
          has_breakdown: input.has_breakdown ?? false,
        })
        .returning({ id: equipmentItems.id });
      const itemId = created!.id;
      await replaceOptionValues(tx, itemId, options);
      await replaceComponents(tx, itemId, place.company_id, input.child_components ?? []);
      await writeHistory(tx, [
        { equipment_id: itemId, user_id: ctx.user.id, action: "created", details: { place: place.label } },
        ...(input.has_breakdown
          ? [
              {
                equipment_id: itemId,
                user_id: ctx.user.id,
                action: "breakdown",
                details: { has_breakdown: true },
              },
            ]
          : []),
      ]);
      return itemId;
    });
    return { id };
  });

const COMPARED = [
  "name",
  "serial_number",
  "equipment_type_id",
  "brand_id",
  "brand_model_id",
  "equipment_subtype_id",
  "subtype_brand_id",
  "subtype_brand_model_id",
  "bearing_id",
  "sensor_location",
  "loc_on_machine",
  "notes",
  "asset_id",
  "store_room_id",
  "is_store_room",
  "is_limbo",
  "has_breakdown",
] as const;

function sameOptions(a: OptionRow[], b: OptionRow[]): boolean {
  const key = (rows: OptionRow[]) =>
    JSON.stringify(
      [...rows]
        .sort((x, y) => x.option_id - y.option_id)
        .map((r) => [r.option_id, r.option_value_id, r.value]),
    );
  return key(a) === key(b);
}

/** PUT /equipments/{id}: the whole form; options and components are replaced when sent. */
export const updateEquipment = permitted("edit_dashboard")
  .input(updateEquipmentInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const where = and(eq(equipmentItems.id, input.id), inPlantScope(ctx.scope, equipmentItems.plant_id));
      const existing = await firstOr404(tx.select().from(equipmentItems).where(where), "Equipment item");
      const place = await resolvePlace(tx, ctx.scope, input, existing);
      const refs = await libraryColumns(tx, place.company_id, input);
      const next = {
        ...placeColumns(place),
        ...formColumns(input, refs),
        has_breakdown: input.has_breakdown ?? existing.has_breakdown,
      };
      const changed: string[] = COMPARED.filter((f) => existing[f] !== next[f]);
      const stored = await tx
        .select({
          option_id: equipmentOptionValues.option_id,
          option_value_id: equipmentOptionValues.option_value_id,
          value: equipmentOptionValues.value,
        })
        .from(equipmentOptionValues)
        .where(eq(equipmentOptionValues.equipment_id, existing.id));
      if (input.option_values !== undefined) {
        const options = await validOptionValues(tx, refs.equipment_type_id, input.option_values);
        if (!sameOptions(stored, options)) changed.push("option_values");
        await replaceOptionValues(tx, existing.id, options);
      } else if (refs.equipment_type_id !== existing.equipment_type_id && stored.length > 0) {
        // A new type has other options: values of the old type's options no longer mean anything.
        const keep = refs.equipment_type_id
          ? tx
              .select({ id: equipmentTypeOptions.id })
              .from(equipmentTypeOptions)
              .where(eq(equipmentTypeOptions.equipment_type_id, refs.equipment_type_id))
          : null;
        await tx
          .delete(equipmentOptionValues)
          .where(
            and(
              eq(equipmentOptionValues.equipment_id, existing.id),
              keep ? notInArray(equipmentOptionValues.option_id, keep) : undefined,
            ),
          );
        changed.push("option_values");
      }
      if (input.child_components !== undefined) {
        const before = await tx
          .select({ name: equipmentComponents.name })
          .from(equipmentComponents)
          .where(eq(equipmentComponents.equipment_id, existing.id))
          .orderBy(asc(equipmentComponents.position));
        await replaceComponents(tx, existing.id, place.company_id, input.child_components);
        if (
          before.length !== input.child_components.length ||
          before.some((c, i) => c.name !== input.child_components![i]!.name)
        ) {
          changed.push("child_components");
        }
      }
      const moved = existing.asset_id !== next.asset_id || existing.store_room_id !== next.store_room_id;
      const position = moved ? await nextPosition(tx, place.asset_id) : existing.position;
      await tx
        .update(equipmentItems)
        .set({
          ...next,
          position,
          updated_at: new Date(),
        })
        .where(eq(equipmentItems.id, existing.id));
      const history = [];
      const fields = changed.filter((f) => f !== "has_breakdown");
      if (fields.length > 0) {
        history.push({
          equipment_id: existing.id,
          user_id: ctx.user.id,
          action: "updated",
          details: { fields },
        });
      }
      if (existing.has_breakdown !== next.has_breakdown) {
        history.push({
          equipment_id: existing.id,
          user_id: ctx.user.id,
          action: "breakdown",
          details: { has_breakdown: next.has_breakdown },
        });
      }
      await writeHistory(tx, history);
    });
    return { id: input.id };
  });
