/** Equipments: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { ITEM_HEALTH, type ItemPlace, RpmSource } from "../assets";
import { MAX_PAGE_SIZE, pageSizeFor } from "../constants";
import { idInput, optionalText } from "./fields";
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

const id = z.number().int();
const ref = z.number().int().nullable();

/** A history row's free details ("moved": from, to; "updated": fields …). */
const historyDetails = z.record(z.string(), z.unknown());

/** The columns list and get both answer: the item, the names of what it hangs from, its line's RPM source. */
const equipmentBase = z.object({
  id,
  name: z.string(),
  serial_number: z.string().nullable(),
  company_id: id,
  plant_id: id,
  asset_id: ref,
  store_room_id: ref,
  is_store_room: z.boolean(),
  is_limbo: z.boolean(),
  has_breakdown: z.boolean(),
  position: z.number().int(),
  equipment_type_id: ref,
  brand_id: ref,
  brand_model_id: ref,
  equipment_subtype_id: ref,
  sensor_location: z.string().nullable(),
  loc_on_machine: z.string().nullable(),
  is_rpm_params_set: z.boolean(),
  is_rpm_visible: z.boolean(),
  rpm_source_item: z.number().int().nullable(),
  rpm_value: z.number().nullable(),
  created_at: z.date(),
  brand_name: z.string().nullable(),
  brand_model_name: z.string().nullable(),
  part_number: z.string().nullable(),
  equipment_type_name: z.string().nullable(),
  asset_name: z.string().nullable(),
  machine_id: ref,
  machine_name: z.string().nullable(),
  production_line_id: ref,
  production_line_name: z.string().nullable(),
  store_room_name: z.string().nullable(),
  plant_name: z.string(),
  line_speed_rpm: z.number().nullable(),
  rpm_node_id: z.string().nullable(),
  rpm_node_parameter: z.string().nullable(),
  is_equipment_runtime_tracking: z.boolean(),
  place: itemPlaceSchema,
});

export const equipmentRow = equipmentBase.extend({
  company_name: z.string(),
  /** The first picture's thumbnail. */
  thumb_url: z.string().nullable(),
});

export const listEquipmentsOutput = listOutput(equipmentRow);

const equipmentBearing = z.object({
  id,
  company_id: ref,
  brand_id: ref,
  designation: z.string(),
  ball_count: z.number().int(),
  ball_diameter_mm: z.number(),
  pitch_diameter_mm: z.number(),
  contact_angle_deg: z.number(),
  bore_mm: z.number().nullable(),
  outer_diameter_mm: z.number().nullable(),
  width_mm: z.number().nullable(),
  notes: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

/** An option value of the item: a list option's chosen value, or a number or text option's own. */
const equipmentOptionValue = z.object({
  option_id: id,
  option_name: z.string(),
  unit: z.string().nullable(),
  value_kind: z.number().int(),
  is_card: z.boolean(),
  option_value_id: ref,
  value: z.string().nullable(),
});

const equipmentComponent = z.object({
  id,
  name: z.string(),
  equipment_type_id: ref,
  brand_id: ref,
  brand_model_id: ref,
  bearing_id: ref,
  quantity: z.number().int(),
  notes: z.string().nullable(),
  position: z.number().int(),
});

const equipmentPicture = z.object({
  id,
  file_name: z.string(),
  thumb_file_name: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.date(),
  url: z.string(),
  thumb_url: z.string().nullable(),
});

const equipmentHistory = z.object({
  id,
  action: z.string(),
  details: historyDetails,
  created_at: z.date(),
  user_id: ref,
  user_full_name: z.string().nullable(),
});

/** The whole item: every column, its part number's RPM and bearings, options, components, pictures, history. */
export const equipmentDetails = equipmentBase.extend({
  subtype_brand_id: ref,
  subtype_brand_model_id: ref,
  bearing_id: ref,
  notes: z.string().nullable(),
  rpm_option_value_id: ref,
  external_rpm_id: z.string().nullable(),
  rpm_formula: z.string().nullable(),
  rpm_external_node_id: z.string().nullable(),
  rpm_external_node_parameter: z.string().nullable(),
  rpm_external_value: z.number().nullable(),
  rpm_external_source_type: z.number().int().nullable(),
  rpm_unit_expression: z.string().nullable(),
  updated_at: z.date(),
  rated_rpm: z.number().nullable(),
  de_bearing_id: ref,
  nde_bearing_id: ref,
  option_values: z.array(equipmentOptionValue),
  child_components: z.array(equipmentComponent),
  pictures: z.array(equipmentPicture),
  histories: z.array(equipmentHistory),
  bearing: equipmentBearing.nullable(),
  de_bearing: equipmentBearing.nullable(),
  nde_bearing: equipmentBearing.nullable(),
});

/** GET /equipments/dashboard: counts by type and place, breakdowns, and the latest history rows. */
export const equipmentDashboardOutput = z.object({
  total: z.number().int(),
  by_type: z.array(
    z.object({ equipment_type_id: ref, equipment_type_name: z.string().nullable(), count: z.number().int() }),
  ),
  by_place: z.object({ asset: z.number().int(), store_room: z.number().int(), limbo: z.number().int() }),
  breakdown_count: z.number().int(),
  recently_changed: z.array(
    z.object({
      id,
      equipment_id: id,
      equipment_name: z.string(),
      action: z.string(),
      details: historyDetails,
      created_at: z.date(),
      user_full_name: z.string().nullable(),
    }),
  ),
});

export const equipmentHealthOutput = z.array(z.object({ id, health: z.enum(ITEM_HEALTH) }));

/** The values of an item type's RPM options. */
export const rpmOptionsOutput = z.array(
  z.object({ id, value: z.string(), option_id: id, option_name: z.string(), unit: z.string().nullable() }),
);

/** Items of the same type and part number as another, with where each one is. */
export const equipmentAnaloguesOutput = z.array(
  z.object({
    id,
    name: z.string(),
    serial_number: z.string().nullable(),
    has_breakdown: z.boolean(),
    asset_id: ref,
    is_store_room: z.boolean(),
    store_room_id: ref,
    asset_name: z.string().nullable(),
    machine_name: z.string().nullable(),
    production_line_name: z.string().nullable(),
    store_room_name: z.string().nullable(),
    plant_id: id,
    plant_name: z.string(),
    place: itemPlaceSchema,
  }),
);

/** An item's RPM parameters as saved, and the RPM they give when the server can tell. */
export const rpmParamsOutput = z.object({
  id,
  rpm_source_item: z.number().int(),
  rpm_value: z.number().nullable(),
  rpm_option_value_id: ref,
  rpm_formula: z.string().nullable(),
  rpm_external_node_id: z.string().nullable(),
  rpm_external_node_parameter: z.string().nullable(),
  rpm_external_source_type: z.number().int().nullable(),
  rpm_unit_expression: z.string().nullable(),
  is_rpm_visible: z.boolean(),
  is_rpm_params_set: z.boolean(),
  effective_rpm: z.number().nullable(),
});
