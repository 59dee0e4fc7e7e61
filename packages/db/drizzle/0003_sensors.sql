CREATE TABLE "controller_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"controller_id" integer NOT NULL,
	"sensor_id" integer,
	"command" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"response" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "controllers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"type" smallint NOT NULL,
	"connection_type" smallint DEFAULT 1 NOT NULL,
	"binding_code" text,
	"cloud_connection_type" text,
	"router_sim_card_number" text,
	"router_serial_number" text,
	"communicate_method" text,
	"transport" text DEFAULT 'HTTP' NOT NULL,
	"network_mode" text DEFAULT 'performance' NOT NULL,
	"firmware_version" text,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"temperature_warning_zone" double precision,
	"temperature_alarm_zone" double precision,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gain_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sensor_id" integer NOT NULL,
	"command_id" integer,
	"type" text NOT NULL,
	"result" smallint DEFAULT 2 NOT NULL,
	"gain_before" double precision NOT NULL,
	"gain_after" double precision,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "metric_multi_view_graphs" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_view_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"parameter_type" smallint NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"warning_threshold" double precision,
	"alarm_threshold" double precision
);
--> statement-breakpoint
CREATE TABLE "metric_multi_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"equipment_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"name" text NOT NULL,
	"expression" text NOT NULL,
	"parameter_type" smallint NOT NULL,
	"unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_level_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"sensor_id" integer NOT NULL,
	"parameter_type" smallint NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"level_type" smallint DEFAULT 5 NOT NULL,
	"warning_zone" double precision,
	"alarm_zone" double precision,
	"baseline" double precision,
	"source_type" smallint DEFAULT 2 NOT NULL,
	"acute_samples" integer DEFAULT 1 NOT NULL,
	"stable_samples" integer DEFAULT 3 NOT NULL,
	"samples_to_alarm" integer DEFAULT 3 NOT NULL,
	"samples_to_settle" integer DEFAULT 3 NOT NULL,
	"extra_vibration_multiplier" double precision DEFAULT 1.5 NOT NULL,
	"further_below_run_rate_percent" double precision,
	"stop_time_minutes" integer,
	"warm_up_minutes" integer DEFAULT 0 NOT NULL,
	"cool_down_minutes" integer DEFAULT 0 NOT NULL,
	"baseline_delta" double precision,
	"warning_delta" double precision,
	"alarm_delta" double precision,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_readings" (
	"sensor_id" integer NOT NULL,
	"parameter_type" smallint NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "sensor_readings_sensor_id_parameter_type_axis_ts_pk" PRIMARY KEY("sensor_id","parameter_type","axis","ts")
);
--> statement-breakpoint
CREATE TABLE "sensor_readings_hourly" (
	"sensor_id" integer NOT NULL,
	"parameter_type" smallint NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sensor_readings_hourly_sensor_id_parameter_type_axis_bucket_pk" PRIMARY KEY("sensor_id","parameter_type","axis","bucket")
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"equipment_item_id" integer,
	"controller_id" integer,
	"parent_sensor_id" integer,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"family" text NOT NULL,
	"type" smallint NOT NULL,
	"data_set" smallint DEFAULT 1 NOT NULL,
	"power_type" smallint DEFAULT 1 NOT NULL,
	"port_number" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"rssi" smallint,
	"battery" smallint,
	"last_seen_at" timestamp with time zone,
	"is_inactive" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"rpm_source" smallint,
	"rpm_value" double precision,
	"gain" double precision DEFAULT 1 NOT NULL,
	"firmware_version" text,
	"boot_time" timestamp with time zone,
	"sample_duration_ms" integer,
	"output_data_rate" integer,
	"frequency_range" text,
	"low_pass_filter" double precision,
	"high_pass_filter" double precision,
	"low_cut_filter" double precision,
	"high_cut_filter" double precision,
	"fmax" integer DEFAULT 5300 NOT NULL,
	"run_hour_tracking" boolean DEFAULT false NOT NULL,
	"run_threshold" double precision DEFAULT 0.5 NOT NULL,
	"run_hours" double precision DEFAULT 0 NOT NULL,
	"run_hours_updated_at" timestamp with time zone,
	"reset_rotation" boolean DEFAULT false NOT NULL,
	"is_public_graph" boolean DEFAULT false NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waveforms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sensor_id" integer NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"sample_rate" double precision NOT NULL,
	"sample_count" integer NOT NULL,
	"unit" text DEFAULT 'g' NOT NULL,
	"rpm" double precision,
	"samples" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "controller_commands" ADD CONSTRAINT "controller_commands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controller_commands" ADD CONSTRAINT "controller_commands_controller_id_controllers_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controller_commands" ADD CONSTRAINT "controller_commands_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controller_commands" ADD CONSTRAINT "controller_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controllers" ADD CONSTRAINT "controllers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controllers" ADD CONSTRAINT "controllers_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gain_adjustments" ADD CONSTRAINT "gain_adjustments_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gain_adjustments" ADD CONSTRAINT "gain_adjustments_command_id_controller_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."controller_commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gain_adjustments" ADD CONSTRAINT "gain_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_multi_view_graphs" ADD CONSTRAINT "metric_multi_view_graphs_multi_view_id_metric_multi_views_id_fk" FOREIGN KEY ("multi_view_id") REFERENCES "public"."metric_multi_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_multi_view_graphs" ADD CONSTRAINT "metric_multi_view_graphs_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_multi_views" ADD CONSTRAINT "metric_multi_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_multi_views" ADD CONSTRAINT "metric_multi_views_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_formulas" ADD CONSTRAINT "sensor_formulas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_formulas" ADD CONSTRAINT "sensor_formulas_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_level_zones" ADD CONSTRAINT "sensor_level_zones_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_level_zones" ADD CONSTRAINT "sensor_level_zones_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_controller_id_controllers_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."controllers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_parent_sensor_id_sensors_id_fk" FOREIGN KEY ("parent_sensor_id") REFERENCES "public"."sensors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controller_commands_controller_idx" ON "controller_commands" USING btree ("controller_id","created_at");--> statement-breakpoint
CREATE INDEX "controller_commands_pending_idx" ON "controller_commands" USING btree ("controller_id") WHERE "controller_commands"."status" = 2;--> statement-breakpoint
CREATE INDEX "controllers_plant_idx" ON "controllers" USING btree ("plant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "controllers_token_uq" ON "controllers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "controllers_serial_uq" ON "controllers" USING btree ("company_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "gain_adjustments_sensor_idx" ON "gain_adjustments" USING btree ("sensor_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_multi_view_graphs_view_idx" ON "metric_multi_view_graphs" USING btree ("multi_view_id","position");--> statement-breakpoint
CREATE INDEX "metric_multi_views_item_idx" ON "metric_multi_views" USING btree ("equipment_item_id");--> statement-breakpoint
CREATE INDEX "sensor_formulas_sensor_idx" ON "sensor_formulas" USING btree ("sensor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_level_zones_uq" ON "sensor_level_zones" USING btree ("sensor_id","parameter_type","axis");--> statement-breakpoint
CREATE INDEX "sensors_plant_idx" ON "sensors" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "sensors_item_idx" ON "sensors" USING btree ("equipment_item_id","position");--> statement-breakpoint
CREATE INDEX "sensors_controller_idx" ON "sensors" USING btree ("controller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_serial_uq" ON "sensors" USING btree ("company_id",lower("serial_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "waveforms_capture_uq" ON "waveforms" USING btree ("sensor_id","axis","kind","ts");--> statement-breakpoint
CREATE INDEX "sensor_readings_ts_brin" ON "sensor_readings" USING brin ("ts") WITH (autosummarize = on);
