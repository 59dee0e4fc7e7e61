/**
 * Maintenance management (spec part 1 §1–§6, part 2 §4 and §7 "Maintenance"): work orders with
 * what hangs off them (assignees, checklist, parts used, labour, comments, attachments, status
 * history), the reference data they use (work order types, task procedures, misc parts with stock
 * per store room, vendors, work stations) and preventive-maintenance schedules on run hours.
 *
 * One table holds work orders, the maintenance log and work order requests, as the spec's
 * /maintenance calls do: a request is a row with `request_state` set (pending, converted, rejected);
 * the log is the completed and closed work orders. Status numbers are part 2 §4's WorkOrderStatus.
 *
 * Tenancy: every plant-owned row carries company_id and plant_id (plantScope); child rows of a work
 * order go with it (cascade). Money is numeric(14,2), quantities numeric(14,3); drizzle reads both
 * as strings, so the API converts them with Number().
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { alarmIncidents, alarms } from "./alarms";
import { assets, equipmentItems, machines, productionLines, storeRooms } from "./assets";
import { createdAt, timestamps } from "./columns";
import { teams, users } from "./identity";
import { plantScope } from "./references";
import { sensors } from "./sensors";

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/** Work order types (route /maintenance-categories, calls /maintenance/categories). */
export const workOrderCategories = pgTable(
  "work_order_categories",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    name: text("name").notNull(),
    description: text("description"),
    /** A hex colour for the calendar and the charts, e.g. "#2563eb". */
    color: text("color"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("work_order_categories_name_uq").on(t.plant_id, sql`lower(${t.name})`)],
);

/** Vendors of a plant (route /plants-vendors, calls /plants/vendors): who parts are bought from. */
export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    name: text("name").notNull(),
    contact_name: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    website: text("website"),
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("vendors_name_uq").on(t.plant_id, sql`lower(${t.name})`)],
);

/** Work stations of a plant (route /work-stations, calls /plants/work-stations). */
export const workStations = pgTable(
  "work_stations",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    name: text("name").notNull(),
    description: text("description"),
    location: text("location"),
    production_line_id: integer("production_line_id").references(() => productionLines.id, {
      onDelete: "set null",
    }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("work_stations_name_uq").on(t.plant_id, sql`lower(${t.name})`)],
);

/** Reusable task procedures (route /task-procedures): ordered steps copied into a work order. */
export const taskProcedures = pgTable(
  "task_procedures",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    name: text("name").notNull(),
    description: text("description"),
    /** How long the procedure usually takes, in minutes. */
    estimated_minutes: integer("estimated_minutes"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("task_procedures_name_uq").on(t.plant_id, sql`lower(${t.name})`)],
);

export const taskProcedureSteps = pgTable(
  "task_procedure_steps",
  {
    id: serial("id").primaryKey(),
    task_procedure_id: integer("task_procedure_id")
      .notNull()
      .references(() => taskProcedures.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    instruction: text("instruction").notNull(),
  },
  (t) => [uniqueIndex("task_procedure_steps_position_uq").on(t.task_procedure_id, t.position)],
);

/** Misc parts (route /parts, calls /plants/parts): consumables and spares used by work orders. */
export const miscParts = pgTable(
  "misc_parts",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    part_number: text("part_number").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    vendor_id: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    /** Unit of measure shown beside quantities ("pcs", "L", "m"). */
    unit: text("unit").notNull().default("pcs"),
    unit_cost: money("unit_cost").notNull().default("0"),
    /** Reorder when the stock of all store rooms together falls to this count or below. */
    reorder_point: quantity("reorder_point").notNull().default("0"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("misc_parts_number_uq").on(t.plant_id, sql`lower(${t.part_number})`)],
);

/** How many of a part each store room holds; never below zero. */
export const miscPartStock = pgTable(
  "misc_part_stock",
  {
    part_id: integer("part_id")
      .notNull()
      .references(() => miscParts.id, { onDelete: "cascade" }),
    store_room_id: integer("store_room_id")
      .notNull()
      .references(() => storeRooms.id, { onDelete: "restrict" }),
    quantity: quantity("quantity").notNull().default("0"),
    updated_at: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.part_id, t.store_room_id] }),
    index("misc_part_stock_store_room_idx").on(t.store_room_id),
    check("misc_part_stock_quantity_ck", sql`${t.quantity} >= 0`),
  ],
);

/**
 * Preventive maintenance every N run hours of an item (the run hours its sensor tracks). A work
 * order is created from the schedule's template when the sensor's run hours pass
 * `next_due_hours`; the schedule then moves on by `every_hours`. The work order carries the hours it
 * was due at, unique per schedule, so a schedule never creates the same occurrence twice.
 */
export const pmRunHourSchedules = pgTable(
  "pm_run_hour_schedules",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    equipment_item_id: integer("equipment_item_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
    sensor_id: integer("sensor_id")
      .notNull()
      .references(() => sensors.id, { onDelete: "cascade" }),
    every_hours: doublePrecision("every_hours").notNull(),
    next_due_hours: doublePrecision("next_due_hours").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    category_id: integer("category_id").references(() => workOrderCategories.id, { onDelete: "set null" }),
    task_procedure_id: integer("task_procedure_id").references(() => taskProcedures.id, {
      onDelete: "set null",
    }),
    priority: smallint("priority").notNull().default(2),
    total_minutes: integer("total_minutes").notNull().default(60),
    is_active: boolean("is_active").notNull().default(true),
    created_by: userRef("created_by"),
    ...timestamps(),
  },
  (t) => [
    index("pm_run_hour_schedules_sensor_idx").on(t.sensor_id),
    check("pm_run_hour_schedules_every_ck", sql`${t.every_hours} > 0`),
  ],
);

/**
 * A work order, a maintenance log entry (a completed or closed work order) or a work order request
 * (`request_state` set). It is on one place of the hierarchy: an equipment item, an asset, a machine
 * or a production line (the most specific one given; the ones above it are filled in on write so
 * lists filter without joins). Overdue is derived from the scheduled end, never stored.
 */
export const workOrders = pgTable(
  "work_orders",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    production_line_id: integer("production_line_id").references(() => productionLines.id, {
      onDelete: "set null",
    }),
    machine_id: integer("machine_id").references(() => machines.id, { onDelete: "set null" }),
    asset_id: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    equipment_item_id: integer("equipment_item_id").references(() => equipmentItems.id, {
      onDelete: "set null",
    }),
    work_station_id: integer("work_station_id").references(() => workStations.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    /** MAINTENANCE_TYPES: "breakdown" | "setup" | "pm". */
    maintenance_type: text("maintenance_type").notNull(),
    category_id: integer("category_id").references(() => workOrderCategories.id, { onDelete: "set null" }),
    /** WorkOrderPriority: 1 low, 2 medium, 3 high, 4 urgent. */
    priority: smallint("priority").notNull().default(2),
    /** WorkOrderStatus: 1 pending, 2 in work, 3 completed, 4 closed. */
    status: smallint("status").notNull().default(1),
    scheduled_start: at("scheduled_start").notNull(),
    due_at: at("due_at"),
    /** Planned duration in minutes, at least 15 (MIN_TOTAL_TIME_MINUTES). */
    total_minutes: integer("total_minutes").notNull(),
    site_visit_required: boolean("site_visit_required").notNull().default(false),
    shipping_method: text("shipping_method"),
    expected_receive_date: date("expected_receive_date"),
    extended_work_date: date("extended_work_date"),
    /** Default for labour entries without their own rate; from the creator's user form. */
    hourly_rate: money("hourly_rate"),
    parent_id: integer("parent_id").references((): AnyPgColumn => workOrders.id, { onDelete: "set null" }),
    /** RECURRENCES: "weekly" | "monthly" | "yearly", or null for a one-off. */
    recurrence: text("recurrence"),
    /** The occurrence this one follows; unique, so an occurrence is created once only. */
    previous_occurrence_id: integer("previous_occurrence_id").references((): AnyPgColumn => workOrders.id, {
      onDelete: "set null",
    }),
    pm_schedule_id: integer("pm_schedule_id").references(() => pmRunHourSchedules.id, {
      onDelete: "set null",
    }),
    /** The run hours this PM occurrence was due at (with pm_schedule_id: unique). */
    pm_due_hours: doublePrecision("pm_due_hours"),
    task_procedure_id: integer("task_procedure_id").references(() => taskProcedures.id, {
      onDelete: "set null",
    }),
    /** Running totals, recomputed by the transaction that changes parts or labour. */
    materials_cost: money("materials_cost").notNull().default("0"),
    labour_hours: numeric("labour_hours", { precision: 10, scale: 2 }).notNull().default("0"),
    labour_cost: money("labour_cost").notNull().default("0"),
    cost_savings: money("cost_savings"),
    /** The alarm (lead alarm of its incident) and capture the work order was created from. */
    alarm_id: bigint("alarm_id", { mode: "number" }).references(() => alarms.id, { onDelete: "set null" }),
    alarm_incident_id: bigint("alarm_incident_id", { mode: "number" }).references(() => alarmIncidents.id, {
      onDelete: "set null",
    }),
    waveform_id: bigint("waveform_id", { mode: "number" }),
    /** Request life: 1 pending, 2 converted, 3 rejected (MaintenanceRequestState); null otherwise. */
    request_state: smallint("request_state"),
    requested_by: userRef("requested_by"),
    requested_at: at("requested_at"),
    reject_reason: text("reject_reason"),
    decided_by: userRef("decided_by"),
    decided_at: at("decided_at"),
    started_at: at("started_at"),
    completed_at: at("completed_at"),
    completed_by: userRef("completed_by"),
    /** What was done, written when completing: the log's text. */
    completion_notes: text("completion_notes"),
    closed_at: at("closed_at"),
    closed_by: userRef("closed_by"),
    created_by: userRef("created_by"),
    ...timestamps(),
  },
  (t) => [
    index("work_orders_plant_start_idx").on(t.plant_id, t.scheduled_start),
    index("work_orders_company_idx").on(t.company_id),
    index("work_orders_item_idx").on(t.equipment_item_id),
    index("work_orders_machine_idx").on(t.machine_id),
    index("work_orders_status_idx").on(t.plant_id, t.status),
    index("work_orders_completed_idx").on(t.plant_id, t.completed_at),
    index("work_orders_alarm_idx").on(t.alarm_id),
    index("work_orders_incident_idx").on(t.alarm_incident_id),
    uniqueIndex("work_orders_previous_uq").on(t.previous_occurrence_id),
    uniqueIndex("work_orders_pm_due_uq").on(t.pm_schedule_id, t.pm_due_hours),
    check("work_orders_total_minutes_ck", sql`${t.total_minutes} >= 15`),
    check("work_orders_status_ck", sql`${t.status} between 1 and 4`),
    check(
      "work_orders_place_ck",
      sql`coalesce(${t.equipment_item_id}, ${t.asset_id}, ${t.machine_id}, ${t.production_line_id}) is not null`,
    ),
  ],
);

/** Who a work order is assigned to: users and teams. */
export const workOrderAssignees = pgTable(
  "work_order_assignees",
  {
    id: serial("id").primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    team_id: integer("team_id").references(() => teams.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("work_order_assignees_order_idx").on(t.work_order_id),
    index("work_order_assignees_user_idx").on(t.user_id),
    uniqueIndex("work_order_assignees_uq").on(
      t.work_order_id,
      sql`coalesce(${t.user_id}, 0)`,
      sql`coalesce(${t.team_id}, 0)`,
    ),
    check("work_order_assignees_one_ck", sql`(${t.user_id} is null) <> (${t.team_id} is null)`),
  ],
);

/** The checklist: a task procedure's steps copied in (or written on the order), ticked off. */
export const workOrderChecklist = pgTable(
  "work_order_checklist",
  {
    id: serial("id").primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    instruction: text("instruction").notNull(),
    is_done: boolean("is_done").notNull().default(false),
    done_by: userRef("done_by"),
    done_at: at("done_at"),
  },
  (t) => [index("work_order_checklist_order_idx").on(t.work_order_id, t.position)],
);

/** Parts used: taken out of a store room's stock by the same transaction, at the part's cost then. */
export const workOrderParts = pgTable(
  "work_order_parts",
  {
    id: serial("id").primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    part_id: integer("part_id")
      .notNull()
      .references(() => miscParts.id, { onDelete: "restrict" }),
    store_room_id: integer("store_room_id")
      .notNull()
      .references(() => storeRooms.id, { onDelete: "restrict" }),
    quantity: quantity("quantity").notNull(),
    unit_cost: money("unit_cost").notNull(),
    added_by: userRef("added_by"),
    created_at: createdAt(),
  },
  (t) => [
    index("work_order_parts_order_idx").on(t.work_order_id),
    index("work_order_parts_part_idx").on(t.part_id),
    check("work_order_parts_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** Labour: who worked how many hours, at which rate. */
export const workOrderLabour = pgTable(
  "work_order_labour",
  {
    id: serial("id").primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    hours: numeric("hours", { precision: 10, scale: 2 }).notNull(),
    hourly_rate: money("hourly_rate").notNull().default("0"),
    work_date: date("work_date").notNull(),
    note: text("note"),
    added_by: userRef("added_by"),
    created_at: createdAt(),
  },
  (t) => [
    index("work_order_labour_order_idx").on(t.work_order_id),
    check("work_order_labour_hours_ck", sql`${t.hours} > 0`),
  ],
);

export const workOrderComments = pgTable(
  "work_order_comments",
  {
    id: serial("id").primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    user_id: userRef("user_id"),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("work_order_comments_order_idx").on(t.work_order_id, t.created_at)],
);

/** Pictures and PDFs of a work order: files under DATA_DIR/uploads/work-orders. */
export const workOrderAttachments = pgTable(
  "work_order_attachments",
  {
    id: serial("id").primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    file_name: text("file_name").notNull(),
    original_name: text("original_name").notNull(),
    mime_type: text("mime_type").notNull(),
    size_bytes: bigint("size_bytes", { mode: "number" }).notNull(),
    uploaded_by: userRef("uploaded_by"),
    created_at: createdAt(),
  },
  (t) => [index("work_order_attachments_order_idx").on(t.work_order_id)],
);

/** Every status change (and creation, conversion, rejection) of a work order, with who and when. */
export const workOrderEvents = pgTable(
  "work_order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    work_order_id: integer("work_order_id")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    /** "created" | "requested" | "converted" | "rejected" | "take" | "complete" | "close" | "unlock" | "edited". */
    action: text("action").notNull(),
    from_status: smallint("from_status"),
    to_status: smallint("to_status"),
    user_id: userRef("user_id"),
    note: text("note"),
    created_at: createdAt(),
  },
  (t) => [index("work_order_events_order_idx").on(t.work_order_id, t.created_at)],
);
