/**
 * Asset hierarchy (plant → production line or utility → machine → asset → equipment item) and the
 * asset library (brands, part numbers, item types with options, categories, applications, library
 * documents, bearings, faults, vibration analysis rules), plus store rooms. Spec part 1 §3
 * "Equipment item", §2.2 asset management, part 2 §3 and §7 "Equipment".
 *
 * Tenancy: hierarchy rows and store rooms carry company_id and plant_id (copied from the parent on
 * write, so scope filters never join). Library rows carry a nullable company_id: null is the shared
 * library curated by provider staff and visible to every company; a company id is that company's own
 * entry, visible only inside it (docs/decisions.md "Library ownership").
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
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, plants, users } from "./identity";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const companyRef = () => integer("company_id").references(() => companies.id, { onDelete: "cascade" });

// ── Library ────────────────────────────────────────────────────────────────────────────────────────

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    name: text("name").notNull(),
    website: text("website"),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [
    index("brands_company_idx").on(t.company_id),
    uniqueIndex("brands_name_uq").on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.name})`),
  ],
);

/** Item type categories (route /equipment-types-categories, calls /equipments/types/options/categories). */
export const equipmentTypeCategories = pgTable(
  "equipment_type_categories",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("equipment_type_categories_name_uq").on(
      sql`coalesce(${t.company_id}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/** Item types (route /equipment-types, calls /equipments/types): motor, pump, fan, gearbox … */
export const equipmentTypes = pgTable(
  "equipment_types",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    category_id: integer("category_id").references(() => equipmentTypeCategories.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    description: text("description"),
    /** Whether items of this type rotate (they get RPM parameters and vibration sensors). */
    is_rotating: boolean("is_rotating").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("equipment_types_category_idx").on(t.category_id),
    uniqueIndex("equipment_types_name_uq").on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.name})`),
  ],
);

/**
 * An option of an item type (e.g. Power, Frame, Mounting, Category). `is_category` marks the type's
 * Category option (the listing can exclude it); `is_card` flags options shown on the equipment card.
 * `value_kind`: 1 list (values from equipment_type_option_values), 2 number, 3 text.
 */
export const equipmentTypeOptions = pgTable(
  "equipment_type_options",
  {
    id: serial("id").primaryKey(),
    equipment_type_id: integer("equipment_type_id")
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    unit: text("unit"),
    value_kind: smallint("value_kind").notNull().default(1),
    is_category: boolean("is_category").notNull().default(false),
    is_card: boolean("is_card").notNull().default(false),
    /** The option whose numeric value is the item's running speed (an RPM option). */
    is_rpm: boolean("is_rpm").notNull().default(false),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("equipment_type_options_type_idx").on(t.equipment_type_id),
    uniqueIndex("equipment_type_options_name_uq").on(t.equipment_type_id, sql`lower(${t.name})`),
  ],
);

export const equipmentTypeOptionValues = pgTable(
  "equipment_type_option_values",
  {
    id: serial("id").primaryKey(),
    option_id: integer("option_id")
      .notNull()
      .references(() => equipmentTypeOptions.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("equipment_type_option_values_option_idx").on(t.option_id),
    uniqueIndex("equipment_type_option_values_uq").on(t.option_id, sql`lower(${t.value})`),
  ],
);

/** Bearings with the geometry the DSP fault frequencies need (packages/dsp bearingFrequencies). */
export const bearings = pgTable(
  "bearings",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    /** Designation as printed, e.g. "6205-2RS". */
    designation: text("designation").notNull(),
    ball_count: integer("ball_count").notNull(),
    /** Rolling-element diameter, mm. */
    ball_diameter_mm: doublePrecision("ball_diameter_mm").notNull(),
    /** Pitch diameter, mm. */
    pitch_diameter_mm: doublePrecision("pitch_diameter_mm").notNull(),
    contact_angle_deg: doublePrecision("contact_angle_deg").notNull().default(0),
    bore_mm: doublePrecision("bore_mm"),
    outer_diameter_mm: doublePrecision("outer_diameter_mm"),
    width_mm: doublePrecision("width_mm"),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [
    index("bearings_company_idx").on(t.company_id),
    uniqueIndex("bearings_designation_uq").on(
      sql`coalesce(${t.company_id}, 0)`,
      sql`coalesce(${t.brand_id}, 0)`,
      sql`lower(${t.designation})`,
    ),
    check(
      "bearings_geometry_ck",
      sql`${t.ball_count} > 0 and ${t.ball_diameter_mm} > 0 and ${t.pitch_diameter_mm} > ${t.ball_diameter_mm}`,
    ),
  ],
);

/** Part numbers (route /brand-models, calls /equipments/brands/models). */
export const brandModels = pgTable(
  "brand_models",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    brand_id: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    equipment_type_id: integer("equipment_type_id").references(() => equipmentTypes.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    part_number: text("part_number").notNull(),
    description: text("description"),
    /** Nameplate running speed, RPM ("specification" RPM source). */
    rated_rpm: doublePrecision("rated_rpm"),
    /** Drive-end and non-drive-end bearings of this model, when known. */
    de_bearing_id: integer("de_bearing_id").references(() => bearings.id, { onDelete: "set null" }),
    nde_bearing_id: integer("nde_bearing_id").references(() => bearings.id, { onDelete: "set null" }),
    /** Free nameplate data: [{label, value}]. */
    specifications: jsonb("specifications").$type<{ label: string; value: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index("brand_models_brand_idx").on(t.brand_id),
    index("brand_models_type_idx").on(t.equipment_type_id),
    uniqueIndex("brand_models_part_uq").on(
      sql`coalesce(${t.company_id}, 0)`,
      t.brand_id,
      sql`lower(${t.part_number})`,
    ),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("applications_name_uq").on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.name})`)],
);

/**
 * Library documents (route /library, calls /libraries): manuals, data sheets, procedures and drawings,
 * linked to a brand, a part number or an item type, as a link or an uploaded file.
 * `kind`: 1 manual, 2 data sheet, 3 procedure, 4 drawing, 5 other.
 */
export const libraries = pgTable(
  "libraries",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    title: text("title").notNull(),
    kind: smallint("kind").notNull().default(1),
    description: text("description"),
    url: text("url"),
    file_name: text("file_name"),
    original_name: text("original_name"),
    mime_type: text("mime_type"),
    size_bytes: integer("size_bytes"),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    brand_model_id: integer("brand_model_id").references(() => brandModels.id, { onDelete: "set null" }),
    equipment_type_id: integer("equipment_type_id").references(() => equipmentTypes.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [index("libraries_company_idx").on(t.company_id)],
);

/** Fault catalogue (calls /equipments/faults; settings tab "faults"): what analysts diagnose. */
export const faults = pgTable(
  "faults",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    name: text("name").notNull(),
    description: text("description"),
    recommendation: text("recommendation"),
    equipment_type_id: integer("equipment_type_id").references(() => equipmentTypes.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [uniqueIndex("faults_name_uq").on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.name})`)],
);

/**
 * Vibration analysis rules of an item type (calls /equipments/types/{typeId}/vibration-analysis-rules):
 * "when <parameter> at <multiple>× running speed exceeds <threshold>, suspect <fault>". Crossover option
 * values restrict a rule to items whose options carry those values.
 */
export const vibrationAnalysisRules = pgTable(
  "vibration_analysis_rules",
  {
    id: serial("id").primaryKey(),
    equipment_type_id: integer("equipment_type_id")
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: "cascade" }),
    fault_id: integer("fault_id").references(() => faults.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Sensor parameter the rule reads, e.g. "velocity", "acceleration", "envelope". */
    parameter: text("parameter").notNull(),
    /** Multiple of running speed where the rule looks (1×, 2× …), or null for the overall value. */
    order_multiple: doublePrecision("order_multiple"),
    threshold: doublePrecision("threshold").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("vibration_analysis_rules_type_idx").on(t.equipment_type_id)],
);

export const vibrationRuleOptionValues = pgTable(
  "vibration_rule_option_values",
  {
    rule_id: integer("rule_id")
      .notNull()
      .references(() => vibrationAnalysisRules.id, { onDelete: "cascade" }),
    option_value_id: integer("option_value_id")
      .notNull()
      .references(() => equipmentTypeOptionValues.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.rule_id, t.option_value_id] })],
);

// ── Hierarchy ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Production lines and utilities (`kind` 1 production line, 2 utility: compressed air, cooling water,
 * HVAC …; both hold machines). RPM source fields feed the items' "line speed" RPM source.
 */
export const productionLines = pgTable(
  "production_lines",
  {
    id: serial("id").primaryKey(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    kind: smallint("kind").notNull().default(1),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
    /** Line speed, RPM, when the line's speed is known (manual). */
    line_speed_rpm: doublePrecision("line_speed_rpm"),
    /** External node (e.g. a PLC tag) giving the line speed. */
    rpm_node_id: text("rpm_node_id"),
    rpm_node_parameter: text("rpm_node_parameter"),
    ...timestamps,
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
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    production_line_id: integer("production_line_id")
      .notNull()
      .references(() => productionLines.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
    ...timestamps,
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
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    machine_id: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "restrict" }),
    application_id: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
    ...timestamps,
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
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    location: text("location"),
    description: text("description"),
    ...timestamps,
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
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
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
    ...timestamps,
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
    ...timestamps,
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
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("equipment_histories_item_idx").on(t.equipment_id, t.created_at)],
);
