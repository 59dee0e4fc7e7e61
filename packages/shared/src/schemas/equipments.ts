/** Equipments: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { ITEM_HEALTH, type ItemPlace, RpmSource } from "../assets";
import { MAX_PAGE_SIZE, pageSizeFor } from "../constants";
import { machineKinematicsSchema } from "./analysis";
import { column, eachKey, idInput, nullableRefColumns, optionalText, refColumns, timestamps } from "./fields";
import { assetPlaceColumns } from "./hierarchy";
import { bearingRecord } from "./library";
import { listInput, listOutput, queryFlag, recordId } from "./list";

/** Where an item is: on an asset, in a store room, or in limbo. */
export const itemPlaceSchema = z.enum(["asset", "store_room", "limbo"]) satisfies z.ZodType<ItemPlace>;

/** An optional id from a query string: blank is "not given". */
const optionalQueryId = z.preprocess((v) => (v === "" ? undefined : v), recordId.optional());

export const listEquipmentsInput = listInput.extend({
  max: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v),
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(pageSizeFor("equipments")),
  ),
  plant_id: optionalQueryId,
  production_line_id: optionalQueryId,
  machine_id: optionalQueryId,
  asset_id: optionalQueryId,
  equipment_type_id: optionalQueryId,
  brand_id: optionalQueryId,
  store_room_id: optionalQueryId,
  place: itemPlaceSchema.optional(),
  has_breakdown: queryFlag,
});

/** One plant, or (absent) every plant in scope: the filter of the dashboard and of health. */
export const equipmentPlantFilter = z.object({ plant_id: optionalQueryId });

export const equipmentAnaloguesInput = z.object({ itemId: recordId });

export const rpmOptionsInput = z.object({ equipment_type_id: recordId });

export const moveEquipmentInput = z.object({
  itemId: recordId,
  asset_id: recordId.optional(),
  store_room_id: recordId.optional(),
  limbo: z.preprocess((v) => (v === "true" || v === "1" ? true : v), z.boolean().optional()),
});

export const reorderEquipmentInput = z.object({
  asset_id: recordId,
  ids: z.array(recordId).min(1).max(1000),
});

/** An optional reference of the item form: blank is "none". */
const optionalId = z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional());

/** An item's value of one of its type's options: a list option's value id, or a number or text. */
export const equipmentOptionValueInput = z.object({
  option_id: recordId,
  option_value_id: optionalId,
  value: z
    .union([z.string().max(500), z.number()])
    .nullable()
    .optional(),
});

/** A child component of an item (a gearbox's coupling …), with its library references. */
export const equipmentComponentInput = z.object({
  name: z.string().trim().min(1, { error: "Component name is required" }).max(120),
  equipment_type_id: optionalId,
  brand_id: optionalId,
  brand_model_id: optionalId,
  bearing_id: optionalId,
  quantity: z.coerce.number().int().min(1).max(10_000).default(1),
  notes: optionalText(1000),
});

/** The item form: every field of an item except the RPM ones, which have their own call. */
export const equipmentFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  serial_number: optionalText(120),
  equipment_type_id: optionalId,
  brand_id: optionalId,
  brand_model_id: optionalId,
  equipment_subtype_id: optionalId,
  subtype_brand_id: optionalId,
  subtype_brand_model_id: optionalId,
  bearing_id: optionalId,
  sensor_location: optionalText(200),
  loc_on_machine: optionalText(200),
  notes: optionalText(5000),
  asset_id: optionalId,
  store_room_id: optionalId,
  is_store_room: queryFlag,
  is_limbo: queryFlag,
  has_breakdown: queryFlag,
  /** Absent: unchanged on update, none on create. */
  option_values: z.array(equipmentOptionValueInput).max(200).optional(),
  /** Absent: unchanged on update, none on create; present: replaces the list. */
  child_components: z.array(equipmentComponentInput).max(200).optional(),
});
export type EquipmentFields = z.infer<typeof equipmentFields>;

export const updateEquipmentInput = equipmentFields.extend(idInput.shape);

const optionalNumber = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce.number().finite().nullable().optional(),
);

/** PUT /equipments/{itemId}/rpm-params: the RPM source and how its value becomes RPM. */
export const rpmParamsInput = z.object({
  itemId: recordId,
  rpm_source_item: z.coerce
    .number()
    .int()
    .refine((v) => (Object.values(RpmSource) as number[]).includes(v), { error: "Unknown RPM source" }),
  rpm_value: optionalNumber.refine((v) => v == null || v > 0, { error: "must be greater than 0" }),
  rpm_option_value_id: z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional()),
  rpm_formula: optionalText(200),
  rpm_external_node_id: optionalText(200),
  rpm_external_node_parameter: optionalText(200),
  rpm_external_source_type: z.preprocess(
    (v) => (v === "" ? null : v),
    z.coerce.number().int().min(0).max(32767).nullable().optional(),
  ),
  rpm_unit_expression: optionalText(200),
  is_rpm_visible: queryFlag,
});

const { int, nullableInt, nullableNumber, nullableText, text, flag, date } = column;

/** The columns list and get both answer: the item, the names of what it hangs from, its line's RPM source. */
const equipmentBase = z.object({
  id: int,
  name: text,
  serial_number: nullableText,
  company_id: int,
  ...refColumns("plant"),
  ...assetPlaceColumns,
  ...nullableRefColumns("store_room"),
  is_store_room: flag,
  is_limbo: flag,
  has_breakdown: flag,
  position: int,
  ...nullableRefColumns("equipment_type"),
  ...nullableRefColumns("brand"),
  ...nullableRefColumns("brand_model"),
  part_number: nullableText,
  equipment_subtype_id: nullableInt,
  sensor_location: nullableText,
  loc_on_machine: nullableText,
  is_rpm_params_set: flag,
  is_rpm_visible: flag,
  rpm_source_item: nullableInt,
  rpm_value: nullableNumber,
  created_at: date,
  line_speed_rpm: nullableNumber,
  rpm_node_id: nullableText,
  rpm_node_parameter: nullableText,
  is_equipment_runtime_tracking: flag,
  place: itemPlaceSchema,
});

export const equipmentRow = equipmentBase.extend({
  company_name: text,
  /** The first picture's thumbnail. */
  thumb_url: nullableText,
});

export const listEquipmentsOutput = listOutput(equipmentRow);

const equipmentBearing = bearingRecord.extend(timestamps);

/** An option value of the item: a list option's chosen value, or a number or text option's own. */
const equipmentOptionValue = z.object({
  ...refColumns("option"),
  unit: nullableText,
  value_kind: int,
  is_card: flag,
  option_value_id: nullableInt,
  value: nullableText,
});

/** The library references an item or a component names. */
const libraryRefs = eachKey(["equipment_type_id", "brand_id", "brand_model_id", "bearing_id"], nullableInt);

const equipmentComponent = z.object({
  id: int,
  name: text,
  ...libraryRefs,
  quantity: int,
  notes: nullableText,
  position: int,
});

const equipmentPicture = z.object({
  id: int,
  file_name: text,
  thumb_file_name: text,
  original_name: text,
  mime_type: text,
  size_bytes: int,
  created_at: date,
  url: text,
  thumb_url: nullableText,
});

/** A history row: what was done, its free details ("moved": from, to; "updated": fields …) and by whom. */
const historyEntry = { action: text, details: column.json, created_at: date, user_full_name: nullableText };

const equipmentHistory = z.object({ id: int, ...historyEntry, user_id: nullableInt });

/** The whole item: every column, its part number's RPM and bearings, options, components, pictures, history. */
export const equipmentDetails = equipmentBase.extend({
  subtype_brand_id: nullableInt,
  subtype_brand_model_id: nullableInt,
  bearing_id: nullableInt,
  notes: nullableText,
  rpm_option_value_id: nullableInt,
  external_rpm_id: nullableText,
  rpm_formula: nullableText,
  rpm_external_node_id: nullableText,
  rpm_external_node_parameter: nullableText,
  rpm_external_value: nullableNumber,
  rpm_external_source_type: nullableInt,
  rpm_unit_expression: nullableText,
  updated_at: date,
  rated_rpm: nullableNumber,
  de_bearing_id: nullableInt,
  nde_bearing_id: nullableInt,
  option_values: z.array(equipmentOptionValue),
  child_components: z.array(equipmentComponent),
  pictures: z.array(equipmentPicture),
  histories: z.array(equipmentHistory),
  ...eachKey(["bearing", "de_bearing", "nde_bearing"], equipmentBearing.nullable()),
  /** Gear, vane, blade, belt and supply data (MachineKinematics); null when never entered or unreadable. */
  kinematics: machineKinematicsSchema.nullable().catch(null),
});

/** GET /equipments/dashboard: counts by type and place, breakdowns, and the latest history rows. */
export const equipmentDashboardOutput = z.object({
  total: int,
  by_type: z.array(z.object({ ...nullableRefColumns("equipment_type"), count: int })),
  by_place: z.object({ asset: int, store_room: int, limbo: int }),
  breakdown_count: int,
  recently_changed: z.array(z.object({ id: int, equipment_id: int, equipment_name: text, ...historyEntry })),
});

export const equipmentHealthOutput = z.array(z.object({ id: int, health: z.enum(ITEM_HEALTH) }));

/** The values of an item type's RPM options. */
export const rpmOptionsOutput = z.array(
  z.object({ id: int, value: text, ...refColumns("option"), unit: nullableText }),
);

/** Items of the same type and part number as another, with where each one is. */
export const equipmentAnaloguesOutput = z.array(
  z.object({
    id: int,
    name: text,
    serial_number: nullableText,
    has_breakdown: flag,
    ...nullableRefColumns("asset"),
    is_store_room: flag,
    ...nullableRefColumns("store_room"),
    machine_name: nullableText,
    production_line_name: nullableText,
    ...refColumns("plant"),
    place: itemPlaceSchema,
  }),
);

/** An item's RPM parameters as saved, and the RPM they give when the server can tell. */
export const rpmParamsOutput = equipmentDetails
  .pick({
    id: true,
    rpm_value: true,
    rpm_option_value_id: true,
    rpm_formula: true,
    rpm_external_node_id: true,
    rpm_external_node_parameter: true,
    rpm_external_source_type: true,
    rpm_unit_expression: true,
    is_rpm_visible: true,
    is_rpm_params_set: true,
  })
  .extend({ rpm_source_item: int, effective_rpm: nullableNumber });
