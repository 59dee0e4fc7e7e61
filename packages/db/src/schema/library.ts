/**
 * The asset library: brands, part numbers, item types with their options and categories, bearings,
 * applications, library documents, the fault catalogue and vibration analysis rules. Spec part 1 §3
 * "Equipment item", §2.2 asset management, part 2 §3 and §7 "Equipment".
 *
 * Library rows carry a nullable company_id: null is the shared library curated by provider staff and
 * visible to every company; a company id is that company's own entry, visible only inside it
 * (docs/decisions.md "Library ownership").
 */
import { sql } from "drizzle-orm";
import {
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
import { timestamps } from "./columns";
import { companies } from "./identity";

/** Who owns a library row: null for the shared library, a company id for that company's own. */
const companyRef = () => integer("company_id").references(() => companies.id, { onDelete: "cascade" });

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    company_id: companyRef(),
    name: text("name").notNull(),
    website: text("website"),
    notes: text("notes"),
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
    ...timestamps(),
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
