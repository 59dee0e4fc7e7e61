/** The equipment item form's values and their rules, shared by the dialog and its field groups. */
import { z } from "zod";
import { filledText } from "@/lib/form-rules";

/** The select value meaning "no library entry". */
export const NONE = "0";

export function equipmentSchema(required: string, chooseAsset: string, chooseStoreRoom: string) {
  return z
    .object({
      name: filledText(required, 120),
      serial_number: z.string().max(120),
      equipment_type_id: z.string(),
      brand_id: z.string(),
      brand_model_id: z.string(),
      bearing_id: z.string(),
      equipment_subtype_id: z.string(),
      subtype_brand_id: z.string(),
      subtype_brand_model_id: z.string(),
      sensor_location: z.string().max(200),
      loc_on_machine: z.string().max(200),
      notes: z.string().max(5000),
      has_breakdown: z.boolean(),
      place: z.enum(["asset", "store_room", "limbo"]),
      asset_id: z.number().nullable(),
      store_room_id: z.string(),
      /** By option key `o<id>`: a value id for list options, the text of number and text options. */
      option_values: z.record(z.string(), z.string()),
      child_components: z.array(
        z.object({
          name: filledText(required, 120),
          quantity: z.coerce.number().int().min(1).max(10_000),
          notes: z.string().max(1000),
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
export type EquipmentFormValues = z.input<ReturnType<typeof equipmentSchema>>;
