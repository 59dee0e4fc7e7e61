/**
 * Who is who: the provider's distributors, the customer companies and their plants, the roles with
 * their per-section permissions, users, their plants and teams. Roles sit here rather than with the
 * sign-in tables because users point at them and they point at companies.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea, timestamps } from "./columns";

export interface NotificationSettings {
  email: boolean;
  /** "HH:MM" in the plant's time zone, or null for no daily summary. */
  daily_summary_time: string | null;
  real_time: boolean;
  adding_notes: boolean;
  requisitions: boolean;
  /** Notifiable production lines (ids; the lines themselves arrive with the asset hierarchy). */
  production_line_ids: number[];
}

export const distributors = pgTable("distributors", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email"),
  phone: text("phone"),
  ...timestamps(),
});

export const distributorLocations = pgTable(
  "distributor_locations",
  {
    id: serial("id").primaryKey(),
    distributor_id: integer("distributor_id")
      .notNull()
      .references(() => distributors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    ...timestamps(),
  },
  (t) => [index("distributor_locations_distributor_idx").on(t.distributor_id)],
);

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    billing_plan: text("billing_plan"),
    renewal_date: date("renewal_date"),
    region: text("region"),
    /** Menu keys this company has enabled among the optional ones; null enables every entry. */
    enabled_menu_sections: jsonb("enabled_menu_sections").$type<string[] | null>(),
    distributor_id: integer("distributor_id").references(() => distributors.id, { onDelete: "set null" }),
    archived_at: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("companies_name_uq").on(sql`lower(${t.name})`)],
);

export const plants = pgTable(
  "plants",
  {
    id: serial("id").primaryKey(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** IANA zone id from the spec's list (UTC and the Canadian zones). */
    time_zone: text("time_zone").notNull().default("UTC"),
    is_equipment_runtime_tracking: boolean("is_equipment_runtime_tracking").notNull().default(false),
    archived_at: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("plants_company_idx").on(t.company_id),
    uniqueIndex("plants_company_name_uq").on(t.company_id, sql`lower(${t.name})`),
  ],
);

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** RoleType: 0 developer, 1 provider staff (INDUSTRIAL_MATRIX), 2 customer. */
    type: smallint("type").notNull(),
    /** PlatformRole 1–7 for the platform's built-in roles; null for roles a company adds. */
    platform_role: smallint("platform_role"),
    /** Null for platform-wide roles; a company's own roles carry its id. */
    company_id: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    is_technic: boolean("is_technic").notNull().default(false),
    is_requisitioner: boolean("is_requisitioner").notNull().default(false),
    is_fab_shop_manager: boolean("is_fab_shop_manager").notNull().default(false),
    is_forced_mfa: boolean("is_forced_mfa").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("roles_platform_role_uq").on(t.platform_role).where(sql`${t.platform_role} is not null`),
  ],
);

/** One row per role × app_section (spec part 1 §3 Role). */
export const rolePermissions = pgTable(
  "role_permissions",
  {
    role_id: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    app_section: text("app_section").notNull(),
    is_viewing: boolean("is_viewing").notNull().default(false),
    is_creating: boolean("is_creating").notNull().default(false),
    is_updating: boolean("is_updating").notNull().default(false),
    is_deleting: boolean("is_deleting").notNull().default(false),
    is_archiving: boolean("is_archiving").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.app_section] })],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    company_id: integer("company_id").references(() => companies.id, { onDelete: "restrict" }),
    role_id: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
    temp_role_id: integer("temp_role_id").references(() => roles.id, { onDelete: "set null" }),
    distributor_id: integer("distributor_id").references(() => distributors.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    password_hash: text("password_hash"),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    phone: text("phone"),
    phone_verified_at: timestamp("phone_verified_at", { withTimezone: true }),
    directory_id: text("directory_id"),
    joined_at: date("joined_at"),
    /** Spec: auth user `type`; value 1 grants requisitions access. */
    type: smallint("type"),
    /** Language 1 English, 2 Spanish. */
    language: smallint("language").notNull().default(1),
    /** UnitsSystem 1 metric, 2 imperial. */
    measuring_system: smallint("measuring_system").notNull().default(1),
    hourly_rate: numeric("hourly_rate", { precision: 12, scale: 2 }),
    is_mfa_enabled: boolean("is_mfa_enabled").notNull().default(false),
    /** The second factor in use: "authenticator" (TOTP) or "sms"; null while MFA is off. */
    mfa_method: text("mfa_method"),
    /** TOTP secret, encrypted at rest (AES-256-GCM with the server's secret key). */
    totp_secret_enc: bytea("totp_secret_enc"),
    /** The last TOTP time step accepted: a code is accepted once only (no replay). */
    totp_last_step: bigint("totp_last_step", { mode: "number" }),
    /** A TOTP secret being enrolled, encrypted, until the first code confirms it. */
    totp_pending_enc: bytea("totp_pending_enc"),
    /**
     * When the user's one deferral of a required second factor ends: set by their first "skip for
     * 7 days" and never moved, so the requirement cannot be put off for ever (decisions.md).
     */
    mfa_deferral_ends_at: timestamp("mfa_deferral_ends_at", { withTimezone: true }),
    password_changed_at: timestamp("password_changed_at", { withTimezone: true }),
    /**
     * Notification settings of the user form (spec part 1 §3): e-mail, daily summary time,
     * real-time, adding notes, requisitions, and the notifiable production lines.
     */
    notification_settings: jsonb("notification_settings").$type<NotificationSettings>(),
    is_active: boolean("is_active").notNull().default(true),
    last_login_at: timestamp("last_login_at", { withTimezone: true }),
    /**
     * The plant the user last chose in the top bar, so the dashboard opens on it on every device
     * (a phone and a laptop agree); null until they choose one. Only a plant in their scope is kept.
     */
    last_plant_id: integer("last_plant_id").references(() => plants.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    index("users_company_idx").on(t.company_id),
  ],
);

/** The plants a user belongs to: their tenant scope unless their role reaches wider. */
export const userPlants = pgTable(
  "user_plants",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.plant_id] }), index("user_plants_plant_idx").on(t.plant_id)],
);

export const teams = pgTable(
  "teams",
  {
    id: serial("id").primaryKey(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id").references(() => plants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [index("teams_company_idx").on(t.company_id)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    team_id: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.user_id] }), index("team_members_user_idx").on(t.user_id)],
);
