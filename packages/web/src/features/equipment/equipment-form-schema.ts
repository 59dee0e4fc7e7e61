/** The equipment item form's values and their rules, shared by the dialog and its field groups. */
import { equipmentComponentInput, equipmentFields, itemPlaceSchema } from "@plantwise/shared";
import { z } from "zod";

/** The select value meaning "no library entry". */
export const NONE = "0";

/**
 * The API's item rules for the texts and the components; the library selects hold their ids as
 * strings (NONE for none), the place is one choice with its asset or store room, and option values
 * are keyed by option. The choice of an asset or a store room keeps the form's own messages.
 */
export function equipmentSchema(chooseAsset: string, chooseStoreRoom: string) {
  return equipmentFields
    .pick({ name: true, serial_number: true, sensor_location: true, loc_on_machine: true, notes: true })
    .extend({
      equipment_type_id: z.string(),
      brand_id: z.string(),
      brand_model_id: z.string(),
      bearing_id: z.string(),
      equipment_subtype_id: z.string(),
      subtype_brand_id: z.string(),
      subtype_brand_model_id: z.string(),
      has_breakdown: z.boolean(),
      place: itemPlaceSchema,
      asset_id: z.number().nullable(),
      store_room_id: z.string(),
      /**
       * By option key `o<id>`: a value id for list options, the text of number and text options.
       * Every option is optional: a field the user never touched holds nothing, not an error.
       */
      option_values: z.record(z.string(), z.string().nullish()),
      child_components: z.array(
        equipmentComponentInput.pick({ name: true, quantity: true, notes: true }).extend({
          // Library references edited elsewhere; kept so saving the list does not drop them.
          refs: z.record(z.string(), z.number().nullable()).optional(),
        }),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.place === "asset" && v.asset_id == null) {
        ctx.addIssue({ code: "custom", path: ["asset_id"], message: chooseAsset });
      }
      if (v.place === "store_room" && (v.store_room_id === "" || v.store_room_id === NONE)) {
        ctx.addIssue({ code: "custom", path: ["store_room_id"], message: chooseStoreRoom });
      }
    });
}

/** What the form holds: texts as typed, selects as strings, components with their references. */
export interface EquipmentFormValues {
  name: string;
  serial_number: string;
  equipment_type_id: string;
  brand_id: string;
  brand_model_id: string;
  bearing_id: string;
  equipment_subtype_id: string;
  subtype_brand_id: string;
  subtype_brand_model_id: string;
  sensor_location: string;
  loc_on_machine: string;
  notes: string;
  has_breakdown: boolean;
  place: "asset" | "store_room" | "limbo";
  asset_id: number | null;
  store_room_id: string;
  option_values: Record<string, string | null | undefined>;
  child_components: {
    name: string;
    quantity: number | string;
    notes: string;
    refs?: Record<string, number | null>;
  }[];
}
