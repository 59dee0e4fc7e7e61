CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"application_id" integer,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bearings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"brand_id" integer,
	"designation" text NOT NULL,
	"ball_count" integer NOT NULL,
	"ball_diameter_mm" double precision NOT NULL,
	"pitch_diameter_mm" double precision NOT NULL,
	"contact_angle_deg" double precision DEFAULT 0 NOT NULL,
	"bore_mm" double precision,
	"outer_diameter_mm" double precision,
	"width_mm" double precision,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bearings_geometry_ck" CHECK ("bearings"."ball_count" > 0 and "bearings"."ball_diameter_mm" > 0 and "bearings"."pitch_diameter_mm" > "bearings"."ball_diameter_mm")
);
--> statement-breakpoint
CREATE TABLE "brand_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"brand_id" integer NOT NULL,
	"equipment_type_id" integer,
	"name" text NOT NULL,
	"part_number" text NOT NULL,
	"description" text,
	"rated_rpm" double precision,
	"de_bearing_id" integer,
	"nde_bearing_id" integer,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"name" text NOT NULL,
	"equipment_type_id" integer,
	"brand_id" integer,
	"brand_model_id" integer,
	"bearing_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"asset_id" integer,
	"store_room_id" integer,
	"name" text NOT NULL,
	"serial_number" text,
	"equipment_type_id" integer,
	"brand_id" integer,
	"brand_model_id" integer,
	"equipment_subtype_id" integer,
	"subtype_brand_id" integer,
	"subtype_brand_model_id" integer,
	"bearing_id" integer,
	"sensor_location" text,
	"loc_on_machine" text,
	"notes" text,
	"is_limbo" boolean DEFAULT false NOT NULL,
	"is_store_room" boolean DEFAULT false NOT NULL,
	"has_breakdown" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_rpm_params_set" boolean DEFAULT false NOT NULL,
	"is_rpm_visible" boolean DEFAULT true NOT NULL,
	"rpm_source_item" smallint,
	"rpm_option_value_id" integer,
	"rpm_value" double precision,
	"external_rpm_id" text,
	"rpm_formula" text,
	"rpm_external_node_id" text,
	"rpm_external_node_parameter" text,
	"rpm_external_value" double precision,
	"rpm_external_source_type" smallint,
	"rpm_unit_expression" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_items_place_ck" CHECK ((case when "equipment_items"."asset_id" is not null then 1 else 0 end) + (case when "equipment_items"."is_store_room" then 1 else 0 end) + (case when "equipment_items"."is_limbo" then 1 else 0 end) = 1 and ("equipment_items"."is_store_room" = ("equipment_items"."store_room_id" is not null)))
);
--> statement-breakpoint
CREATE TABLE "equipment_option_values" (
	"equipment_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"option_value_id" integer,
	"value" text,
	CONSTRAINT "equipment_option_values_equipment_id_option_id_pk" PRIMARY KEY("equipment_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "equipment_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"thumb_file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_type_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_type_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_type_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"value_kind" smallint DEFAULT 1 NOT NULL,
	"is_category" boolean DEFAULT false NOT NULL,
	"is_card" boolean DEFAULT false NOT NULL,
	"is_rpm" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"category_id" integer,
	"name" text NOT NULL,
	"description" text,
	"is_rotating" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text,
	"recommendation" text,
	"equipment_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"url" text,
	"file_name" text,
	"original_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"brand_id" integer,
	"brand_model_id" integer,
	"equipment_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"production_line_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"line_speed_rpm" double precision,
	"rpm_node_id" text,
	"rpm_node_parameter" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vibration_analysis_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_type_id" integer NOT NULL,
	"fault_id" integer,
	"name" text NOT NULL,
	"parameter" text NOT NULL,
	"order_multiple" double precision,
	"threshold" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vibration_rule_option_values" (
	"rule_id" integer NOT NULL,
	"option_value_id" integer NOT NULL,
	CONSTRAINT "vibration_rule_option_values_rule_id_option_value_id_pk" PRIMARY KEY("rule_id","option_value_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bearings" ADD CONSTRAINT "bearings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bearings" ADD CONSTRAINT "bearings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_de_bearing_id_bearings_id_fk" FOREIGN KEY ("de_bearing_id") REFERENCES "public"."bearings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_nde_bearing_id_bearings_id_fk" FOREIGN KEY ("nde_bearing_id") REFERENCES "public"."bearings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_components" ADD CONSTRAINT "equipment_components_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_components" ADD CONSTRAINT "equipment_components_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_components" ADD CONSTRAINT "equipment_components_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_components" ADD CONSTRAINT "equipment_components_brand_model_id_brand_models_id_fk" FOREIGN KEY ("brand_model_id") REFERENCES "public"."brand_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_components" ADD CONSTRAINT "equipment_components_bearing_id_bearings_id_fk" FOREIGN KEY ("bearing_id") REFERENCES "public"."bearings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_histories" ADD CONSTRAINT "equipment_histories_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_histories" ADD CONSTRAINT "equipment_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_store_room_id_store_rooms_id_fk" FOREIGN KEY ("store_room_id") REFERENCES "public"."store_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_brand_model_id_brand_models_id_fk" FOREIGN KEY ("brand_model_id") REFERENCES "public"."brand_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_equipment_subtype_id_equipment_types_id_fk" FOREIGN KEY ("equipment_subtype_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_subtype_brand_id_brands_id_fk" FOREIGN KEY ("subtype_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_subtype_brand_model_id_brand_models_id_fk" FOREIGN KEY ("subtype_brand_model_id") REFERENCES "public"."brand_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_bearing_id_bearings_id_fk" FOREIGN KEY ("bearing_id") REFERENCES "public"."bearings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_rpm_option_value_id_equipment_type_option_values_id_fk" FOREIGN KEY ("rpm_option_value_id") REFERENCES "public"."equipment_type_option_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_option_values" ADD CONSTRAINT "equipment_option_values_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_option_values" ADD CONSTRAINT "equipment_option_values_option_id_equipment_type_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."equipment_type_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_option_values" ADD CONSTRAINT "equipment_option_values_option_value_id_equipment_type_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."equipment_type_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_pictures" ADD CONSTRAINT "equipment_pictures_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_pictures" ADD CONSTRAINT "equipment_pictures_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_type_categories" ADD CONSTRAINT "equipment_type_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_type_option_values" ADD CONSTRAINT "equipment_type_option_values_option_id_equipment_type_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."equipment_type_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_type_options" ADD CONSTRAINT "equipment_type_options_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_category_id_equipment_type_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."equipment_type_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faults" ADD CONSTRAINT "faults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faults" ADD CONSTRAINT "faults_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_brand_model_id_brand_models_id_fk" FOREIGN KEY ("brand_model_id") REFERENCES "public"."brand_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_lines" ADD CONSTRAINT "production_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_lines" ADD CONSTRAINT "production_lines_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_rooms" ADD CONSTRAINT "store_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_rooms" ADD CONSTRAINT "store_rooms_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibration_analysis_rules" ADD CONSTRAINT "vibration_analysis_rules_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibration_analysis_rules" ADD CONSTRAINT "vibration_analysis_rules_fault_id_faults_id_fk" FOREIGN KEY ("fault_id") REFERENCES "public"."faults"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibration_rule_option_values" ADD CONSTRAINT "vibration_rule_option_values_rule_id_vibration_analysis_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."vibration_analysis_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibration_rule_option_values" ADD CONSTRAINT "vibration_rule_option_values_option_value_id_equipment_type_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."equipment_type_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_name_uq" ON "applications" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "assets_machine_idx" ON "assets" USING btree ("machine_id","position");--> statement-breakpoint
CREATE INDEX "assets_plant_idx" ON "assets" USING btree ("plant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_name_uq" ON "assets" USING btree ("machine_id",lower("name"));--> statement-breakpoint
CREATE INDEX "bearings_company_idx" ON "bearings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bearings_designation_uq" ON "bearings" USING btree (coalesce("company_id", 0),coalesce("brand_id", 0),lower("designation"));--> statement-breakpoint
CREATE INDEX "brand_models_brand_idx" ON "brand_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_models_type_idx" ON "brand_models" USING btree ("equipment_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_models_part_uq" ON "brand_models" USING btree (coalesce("company_id", 0),"brand_id",lower("part_number"));--> statement-breakpoint
CREATE INDEX "brands_company_idx" ON "brands" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_components_item_idx" ON "equipment_components" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "equipment_histories_item_idx" ON "equipment_histories" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_items_asset_idx" ON "equipment_items" USING btree ("asset_id","position");--> statement-breakpoint
CREATE INDEX "equipment_items_plant_idx" ON "equipment_items" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "equipment_items_store_room_idx" ON "equipment_items" USING btree ("store_room_id");--> statement-breakpoint
CREATE INDEX "equipment_items_type_idx" ON "equipment_items" USING btree ("equipment_type_id");--> statement-breakpoint
CREATE INDEX "equipment_pictures_item_idx" ON "equipment_pictures" USING btree ("equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_type_categories_name_uq" ON "equipment_type_categories" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_type_option_values_option_idx" ON "equipment_type_option_values" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_type_option_values_uq" ON "equipment_type_option_values" USING btree ("option_id",lower("value"));--> statement-breakpoint
CREATE INDEX "equipment_type_options_type_idx" ON "equipment_type_options" USING btree ("equipment_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_type_options_name_uq" ON "equipment_type_options" USING btree ("equipment_type_id",lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_types_category_idx" ON "equipment_types" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_types_name_uq" ON "equipment_types" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "faults_name_uq" ON "faults" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "libraries_company_idx" ON "libraries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "machines_line_idx" ON "machines" USING btree ("production_line_id","position");--> statement-breakpoint
CREATE INDEX "machines_plant_idx" ON "machines" USING btree ("plant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_name_uq" ON "machines" USING btree ("production_line_id",lower("name"));--> statement-breakpoint
CREATE INDEX "production_lines_plant_idx" ON "production_lines" USING btree ("plant_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "production_lines_name_uq" ON "production_lines" USING btree ("plant_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "store_rooms_plant_idx" ON "store_rooms" USING btree ("plant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_rooms_name_uq" ON "store_rooms" USING btree ("plant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vibration_analysis_rules_type_idx" ON "vibration_analysis_rules" USING btree ("equipment_type_id");