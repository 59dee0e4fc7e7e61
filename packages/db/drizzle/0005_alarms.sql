CREATE TABLE "alarms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"sensor_id" integer,
	"controller_id" integer,
	"equipment_item_id" integer,
	"parameter_type" smallint,
	"axis" smallint DEFAULT 0 NOT NULL,
	"alert_type" smallint NOT NULL,
	"severity" smallint NOT NULL,
	"alert_rule" jsonb NOT NULL,
	"value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_note" text,
	"cleared_at" timestamp with time zone,
	"clear_cause" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"plant_id" integer,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"alarm_id" bigint,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_evaluator_state" (
	"sensor_id" integer NOT NULL,
	"parameter_type" smallint NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"last_ts" timestamp with time zone,
	"zones_version" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zone_evaluator_state_sensor_id_parameter_type_axis_pk" PRIMARY KEY("sensor_id","parameter_type","axis")
);
--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "every" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "unit" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "period" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "period_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "period_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "sensor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Reports made before schedules had units and periods: daily, weekly and monthly become every 1, 7
-- and 30 days covering a day, a week and a month, starting at their next run.
UPDATE "scheduled_reports" SET
  "starts_at" = coalesce("next_run_at", now()),
  "every" = CASE "frequency" WHEN 'weekly' THEN 7 WHEN 'monthly' THEN 30 ELSE 1 END,
  "unit" = 'day',
  "period" = CASE "frequency" WHEN 'weekly' THEN 'week' WHEN 'monthly' THEN 'month' ELSE 'day' END;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_controller_id_controllers_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_evaluator_state" ADD CONSTRAINT "zone_evaluator_state_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_uq" ON "alarms" USING btree (coalesce("sensor_id", 0),coalesce("controller_id", 0),coalesce("parameter_type", 0),"axis","alert_type") WHERE "alarms"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "alarms_plant_created_idx" ON "alarms" USING btree ("plant_id","created_at");--> statement-breakpoint
CREATE INDEX "alarms_company_created_idx" ON "alarms" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "alarms_sensor_idx" ON "alarms" USING btree ("sensor_id","created_at");--> statement-breakpoint
CREATE INDEX "alarms_item_idx" ON "alarms" USING btree ("equipment_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_uq" ON "notification_templates" USING btree ("company_id","type","channel");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_uq" ON "notifications" USING btree ("user_id","dedupe_key");