/**
 * The asset hierarchy (plant → production line or utility → machine → asset → equipment item), store
 * rooms, and what hangs off an item: its option values, components, pictures and history. Spec part 1
 * §3 "Equipment item", §2.2 asset management, part 2 §7 "Equipment".
 *
 * Tenancy: every row here carries company_id and plant_id (copied from the parent on write, so scope
 * filters never join). The library rows items point at are in library.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "./columns";
import { users } from "./identity";
import {
  applications,
  bearings,
  brandModels,
  brands,
  equipmentTypeOptions,
  equipmentTypeOptionValues,
  equipmentTypes,
} from "./library";
import { plantScope } from "./references";

/**
 * Production lines and utilities (`kind` 1 production line, 2 utility: compressed air, cooling water,
 * HVAC …; both hold machines). RPM source fields feed the items' "line speed" RPM source.
 */
export const productionLines = pgTable(
  "production_lines",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    kind: smallint("kind").notNull().default(1),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
    /** Line speed, RPM, when the line's speed is known (manual). */
    line_speed_rpm: doublePrecision("line_speed_rpm"),
    /** External node (e.g. a PLC tag) giving the line speed. */
    rpm_node_id: text("rpm_node_id"),
    rpm_node_parameter: text("rpm_node_parameter"),
    ...timestamps(),
  },
  (t) => [
    index("production_lines_plant_idx").on(t.plant_id, t.kind, t.position),
    uniqueIndex("production_lines_name_uq").on(t.plant_id, t.kind, sql`lower(${t.name})`),
  ],
);

export const machines = pgTable(
  "machines",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    production_line_id: integer("production_line_id")
      .notNull()
      .references(() => productionLines.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("machines_line_idx").on(t.production_line_id, t.position),
    index("machines_plant_idx").on(t.plant_id),
    uniqueIndex("machines_name_uq").on(t.production_line_id, sql`lower(${t.name})`),
  ],
);

export const assets = pgTable(
  "assets",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    machine_id: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "restrict" }),
    application_id: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("assets_machine_idx").on(t.machine_id, t.position),
    index("assets_plant_idx").on(t.plant_id),
    uniqueIndex("assets_name_uq").on(t.machine_id, sql`lower(${t.name})`),
  ],
);

/** Store rooms of a plant (route /store-rooms, items at /store-rooms/{id}/items). */
export const storeRooms = pgTable(
  "store_rooms",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    name: text("name").notNull(),
    location: text("location"),
    description: text("description"),
    ...timestamps(),
  },
  (t) => [
    index("store_rooms_plant_idx").on(t.plant_id),
    uniqueIndex("store_rooms_name_uq").on(t.plant_id, sql`lower(${t.name})`),
  ],
);

/**
 * Equipment items. An item sits on an asset, or — with no asset — in a store room (is_store_room,
 * store_room_id) or in limbo (is_limbo: removed from service, awaiting a decision). Exactly one of the
 * three holds (equipment_items_place_ck).
 *
 * RPM fields (PUT /equipments/{itemId}/rpm-params): rpm_source_item is the RPM source
 * (RpmSource in @plantwise/shared: 1 line speed, 2 specification, 3 manual, 4 max peak frequency,
 * 5 external); rpm_value the manual value; rpm_formula an expression of the placeholder {value}
 * applied to the source's value (e.g. "{value} * 1750 / 60"); rpm_external_* name an external node.
 */
export const equipmentItems = pgTable(
  "equipment_items",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    asset_id: integer("asset_id").references(() => assets.id, { onDelete: "restrict" }),
    store_room_id: integer("store_room_id").references(() => storeRooms.id, { onDelete: "restrict" }),
    /** Tag or short name, e.g. "M-101 drive motor". */
    name: text("name").notNull(),
    serial_number: text("serial_number"),
    equipment_type_id: integer("equipment_type_id").references(() => equipmentTypes.id, {
      onDelete: "restrict",
    }),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    brand_model_id: integer("brand_model_id").references(() => brandModels.id, { onDelete: "restrict" }),
    equipment_subtype_id: integer("equipment_subtype_id").references(() => equipmentTypes.id, {
      onDelete: "set null",
    }),
    subtype_brand_id: integer("subtype_brand_id").references(() => brands.id, { onDelete: "set null" }),
    subtype_brand_model_id: integer("subtype_brand_model_id").references(() => brandModels.id, {
      onDelete: "set null",
    }),
    bearing_id: integer("bearing_id").references(() => bearings.id, { onDelete: "set null" }),
    sensor_location: text("sensor_location"),
    loc_on_machine: text("loc_on_machine"),
    notes: text("notes"),
    is_limbo: boolean("is_limbo").notNull().default(false),
    is_store_room: boolean("is_store_room").notNull().default(false),
    has_breakdown: boolean("has_breakdown").notNull().default(false),
    position: integer("position").notNull().default(0),
    is_rpm_params_set: boolean("is_rpm_params_set").notNull().default(false),
    is_rpm_visible: boolean("is_rpm_visible").notNull().default(true),
    rpm_source_item: smallint("rpm_source_item"),
    rpm_option_value_id: integer("rpm_option_value_id").references(() => equipmentTypeOptionValues.id, {
      onDelete: "set null",
    }),
    rpm_value: doublePrecision("rpm_value"),
    external_rpm_id: text("external_rpm_id"),
    rpm_formula: text("rpm_formula"),
    rpm_external_node_id: text("rpm_external_node_id"),
    rpm_external_node_parameter: text("rpm_external_node_parameter"),
    rpm_external_value: doublePrecision("rpm_external_value"),
    rpm_external_source_type: smallint("rpm_external_source_type"),
    rpm_unit_expression: text("rpm_unit_expression"),
    /**
     * What the spectrum's fault-frequency families are computed from (MachineKinematics in
     * @plantwise/shared): gear teeth, vanes, blades, belt drive, line frequency. Null until set;
     * vanes and blades fall back to the item's "Impeller vanes" / "Blades" option values.
     */
    kinematics: jsonb("kinematics").$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    index("equipment_items_asset_idx").on(t.asset_id, t.position),
    index("equipment_items_plant_idx").on(t.plant_id),
    index("equipment_items_store_room_idx").on(t.store_room_id),
    index("equipment_items_type_idx").on(t.equipment_type_id),
    check(
      "equipment_items_place_ck",
      sql`(case when ${t.asset_id} is not null then 1 else 0 end) + (case when ${t.is_store_room} then 1 else 0 end) + (case when ${t.is_limbo} then 1 else 0 end) = 1 and (${t.is_store_room} = (${t.store_room_id} is not null))`,
    ),
  ],
);

/** The item's option values: a list option points at a value, number and text options carry `value`. */
export const equipmentOptionValues = pgTable(
  "equipment_option_values",
  {
    equipment_id: integer("equipment_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
    option_id: integer("option_id")
      .notNull()
      .references(() => equipmentTypeOptions.id, { onDelete: "cascade" }),
    option_value_id: integer("option_value_id").references(() => equipmentTypeOptionValues.id, {
      onDelete: "cascade",
    }),
    value: text("value"),
  },
  (t) => [primaryKey({ columns: [t.equipment_id, t.option_id] })],
);

/** Child components of an item (a motor's coupling, a pump's seal …), each optionally from the library. */
export const equipmentComponents = pgTable(
  "equipment_components",
  {
    id: serial("id").primaryKey(),
    equipment_id: integer("equipment_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    equipment_type_id: integer("equipment_type_id").references(() => equipmentTypes.id, {
      onDelete: "set null",
    }),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    brand_model_id: integer("brand_model_id").references(() => brandModels.id, { onDelete: "set null" }),
    bearing_id: integer("bearing_id").references(() => bearings.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    notes: text("notes"),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("equipment_components_item_idx").on(t.equipment_id)],
);

/** Pictures of an item: files under DATA_DIR/uploads/equipment, with a thumbnail each. */
export const equipmentPictures = pgTable(
  "equipment_pictures",
  {
    id: serial("id").primaryKey(),
    equipment_id: integer("equipment_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
    file_name: text("file_name").notNull(),
    thumb_file_name: text("thumb_file_name").notNull(),
    original_name: text("original_name").notNull(),
    mime_type: text("mime_type").notNull(),
    size_bytes: bigint("size_bytes", { mode: "number" }).notNull(),
    uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("equipment_pictures_item_idx").on(t.equipment_id)],
);

/**
 * An item's history: created, edited (changed fields), moved (from → to), RPM set, breakdown flagged,
 * picture added, sent to store room or limbo. Written by the same transaction as the change.
 */
export const equipmentHistories = pgTable(
  "equipment_histories",
  {
    id: serial("id").primaryKey(),
    equipment_id: integer("equipment_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index("equipment_histories_item_idx").on(t.equipment_id, t.created_at)],
);
