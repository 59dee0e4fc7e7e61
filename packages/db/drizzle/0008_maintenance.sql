CREATE TABLE "alarm_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"equipment_item_id" integer,
	"controller_id" integer,
	"worst_severity" smallint NOT NULL,
	"notified_severity" smallint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_note" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "misc_part_stock" (
	"part_id" integer NOT NULL,
	"store_room_id" integer NOT NULL,
	"quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misc_part_stock_part_id_store_room_id_pk" PRIMARY KEY("part_id","store_room_id"),
	CONSTRAINT "misc_part_stock_quantity_ck" CHECK ("misc_part_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "misc_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"vendor_id" integer,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"unit_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reorder_point" numeric(14, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pm_run_hour_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"equipment_item_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"every_hours" double precision NOT NULL,
	"next_due_hours" double precision NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category_id" integer,
	"task_procedure_id" integer,
	"priority" smallint DEFAULT 2 NOT NULL,
	"total_minutes" integer DEFAULT 60 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_run_hour_schedules_every_ck" CHECK ("pm_run_hour_schedules"."every_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "task_procedure_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_procedure_id" integer NOT NULL,
	"position" integer NOT NULL,
	"instruction" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"estimated_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_assignees" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"user_id" integer,
	"team_id" integer,
	CONSTRAINT "work_order_assignees_one_ck" CHECK (("work_order_assignees"."user_id" is null) <> ("work_order_assignees"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "work_order_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_checklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"instruction" text NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_order_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_labour" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"hours" numeric(10, 2) NOT NULL,
	"hourly_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"work_date" date NOT NULL,
	"note" text,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_labour_hours_ck" CHECK ("work_order_labour"."hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"store_room_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_parts_quantity_ck" CHECK ("work_order_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"production_line_id" integer,
	"machine_id" integer,
	"asset_id" integer,
	"equipment_item_id" integer,
	"work_station_id" integer,
	"title" text NOT NULL,
	"description" text,
	"maintenance_type" text NOT NULL,
	"category_id" integer,
	"priority" smallint DEFAULT 2 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"total_minutes" integer NOT NULL,
	"site_visit_required" boolean DEFAULT false NOT NULL,
	"shipping_method" text,
	"expected_receive_date" date,
	"extended_work_date" date,
	"hourly_rate" numeric(14, 2),
	"parent_id" integer,
	"recurrence" text,
	"previous_occurrence_id" integer,
	"pm_schedule_id" integer,
	"pm_due_hours" double precision,
	"task_procedure_id" integer,
	"materials_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labour_hours" numeric(10, 2) DEFAULT '0' NOT NULL,
	"labour_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cost_savings" numeric(14, 2),
	"alarm_id" bigint,
	"alarm_incident_id" bigint,
	"waveform_id" bigint,
	"request_state" smallint,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"completion_notes" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_total_minutes_ck" CHECK ("work_orders"."total_minutes" >= 15),
	CONSTRAINT "work_orders_status_ck" CHECK ("work_orders"."status" between 1 and 4),
	CONSTRAINT "work_orders_place_ck" CHECK (coalesce("work_orders"."equipment_item_id", "work_orders"."asset_id", "work_orders"."machine_id", "work_orders"."production_line_id") is not null)
);
--> statement-breakpoint
CREATE TABLE "work_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"location" text,
	"production_line_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "incident_id" bigint;--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD CONSTRAINT "alarm_incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD CONSTRAINT "alarm_incidents_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD CONSTRAINT "alarm_incidents_controller_id_controllers_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD CONSTRAINT "alarm_incidents_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_part_stock" ADD CONSTRAINT "misc_part_stock_part_id_misc_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."misc_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_part_stock" ADD CONSTRAINT "misc_part_stock_store_room_id_store_rooms_id_fk" FOREIGN KEY ("store_room_id") REFERENCES "public"."store_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_parts" ADD CONSTRAINT "misc_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_parts" ADD CONSTRAINT "misc_parts_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_parts" ADD CONSTRAINT "misc_parts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_category_id_work_order_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."work_order_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_task_procedure_id_task_procedures_id_fk" FOREIGN KEY ("task_procedure_id") REFERENCES "public"."task_procedures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_run_hour_schedules" ADD CONSTRAINT "pm_run_hour_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_procedure_steps" ADD CONSTRAINT "task_procedure_steps_task_procedure_id_task_procedures_id_fk" FOREIGN KEY ("task_procedure_id") REFERENCES "public"."task_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_procedures" ADD CONSTRAINT "task_procedures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_procedures" ADD CONSTRAINT "task_procedures_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_categories" ADD CONSTRAINT "work_order_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_categories" ADD CONSTRAINT "work_order_categories_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_checklist" ADD CONSTRAINT "work_order_checklist_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_checklist" ADD CONSTRAINT "work_order_checklist_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_labour" ADD CONSTRAINT "work_order_labour_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_labour" ADD CONSTRAINT "work_order_labour_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_labour" ADD CONSTRAINT "work_order_labour_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_part_id_misc_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."misc_parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_store_room_id_store_rooms_id_fk" FOREIGN KEY ("store_room_id") REFERENCES "public"."store_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_work_station_id_work_stations_id_fk" FOREIGN KEY ("work_station_id") REFERENCES "public"."work_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_category_id_work_order_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."work_order_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_parent_id_work_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_previous_occurrence_id_work_orders_id_fk" FOREIGN KEY ("previous_occurrence_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_pm_schedule_id_pm_run_hour_schedules_id_fk" FOREIGN KEY ("pm_schedule_id") REFERENCES "public"."pm_run_hour_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_task_procedure_id_task_procedures_id_fk" FOREIGN KEY ("task_procedure_id") REFERENCES "public"."task_procedures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_alarm_incident_id_alarm_incidents_id_fk" FOREIGN KEY ("alarm_incident_id") REFERENCES "public"."alarm_incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_stations" ADD CONSTRAINT "work_stations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_stations" ADD CONSTRAINT "work_stations_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_stations" ADD CONSTRAINT "work_stations_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_incidents_open_uq" ON "alarm_incidents" USING btree (coalesce("equipment_item_id", 0),coalesce("controller_id", 0)) WHERE "alarm_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "alarm_incidents_plant_idx" ON "alarm_incidents" USING btree ("plant_id","latest_at");--> statement-breakpoint
CREATE INDEX "misc_part_stock_store_room_idx" ON "misc_part_stock" USING btree ("store_room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "misc_parts_number_uq" ON "misc_parts" USING btree ("plant_id",lower("part_number"));--> statement-breakpoint
CREATE INDEX "pm_run_hour_schedules_sensor_idx" ON "pm_run_hour_schedules" USING btree ("sensor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_procedure_steps_position_uq" ON "task_procedure_steps" USING btree ("task_procedure_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "task_procedures_name_uq" ON "task_procedures" USING btree ("plant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_uq" ON "vendors" USING btree ("plant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_order_assignees_order_idx" ON "work_order_assignees" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_assignees_user_idx" ON "work_order_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_assignees_uq" ON "work_order_assignees" USING btree ("work_order_id",coalesce("user_id", 0),coalesce("team_id", 0));--> statement-breakpoint
CREATE INDEX "work_order_attachments_order_idx" ON "work_order_attachments" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_categories_name_uq" ON "work_order_categories" USING btree ("plant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_order_checklist_order_idx" ON "work_order_checklist" USING btree ("work_order_id","position");--> statement-breakpoint
CREATE INDEX "work_order_comments_order_idx" ON "work_order_comments" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "work_order_events_order_idx" ON "work_order_events" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "work_order_labour_order_idx" ON "work_order_labour" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_parts_order_idx" ON "work_order_parts" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_parts_part_idx" ON "work_order_parts" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "work_orders_plant_start_idx" ON "work_orders" USING btree ("plant_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "work_orders_company_idx" ON "work_orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "work_orders_item_idx" ON "work_orders" USING btree ("equipment_item_id");--> statement-breakpoint
CREATE INDEX "work_orders_machine_idx" ON "work_orders" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("plant_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_completed_idx" ON "work_orders" USING btree ("plant_id","completed_at");--> statement-breakpoint
CREATE INDEX "work_orders_alarm_idx" ON "work_orders" USING btree ("alarm_id");--> statement-breakpoint
CREATE INDEX "work_orders_incident_idx" ON "work_orders" USING btree ("alarm_incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_previous_uq" ON "work_orders" USING btree ("previous_occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_pm_due_uq" ON "work_orders" USING btree ("pm_schedule_id","pm_due_hours");--> statement-breakpoint
CREATE UNIQUE INDEX "work_stations_name_uq" ON "work_stations" USING btree ("plant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_incident_id_alarm_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."alarm_incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarms_incident_idx" ON "alarms" USING btree ("incident_id");