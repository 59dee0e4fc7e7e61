CREATE TABLE "requisition_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisition_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"event" text NOT NULL,
	"action" text,
	"from_status" smallint,
	"to_status" smallint,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"production_line_id" integer,
	"machine_id" integer,
	"asset_id" integer,
	"equipment_item_id" integer,
	"request_type" smallint NOT NULL,
	"work_type" text,
	"priority_reason" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"part_number" text,
	"quantity" numeric(14, 3) DEFAULT '1' NOT NULL,
	"estimated_cost" numeric(14, 2),
	"cost" numeric(14, 2),
	"cost_savings" numeric(14, 2),
	"vendor_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"needed_by" date,
	"requested_by" integer,
	"fab_shop" text,
	"taken_by" integer,
	"taken_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"status_reason" text,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"completion_notes" text,
	"work_order_id" integer,
	"roi_calculation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_status_ck" CHECK ("requisitions"."status" between 0 and 5),
	CONSTRAINT "requisitions_request_type_ck" CHECK ("requisitions"."request_type" in (1, 2)),
	CONSTRAINT "requisitions_quantity_ck" CHECK ("requisitions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"part_number" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text,
	CONSTRAINT "rfq_lines_quantity_ck" CHECK ("rfq_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_quote_prices" (
	"rfq_vendor_id" integer NOT NULL,
	"rfq_line_id" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "rfq_quote_prices_rfq_vendor_id_rfq_line_id_pk" PRIMARY KEY("rfq_vendor_id","rfq_line_id"),
	CONSTRAINT "rfq_quote_prices_price_ck" CHECK ("rfq_quote_prices"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"quoted_total" numeric(14, 2),
	"lead_time_days" integer,
	"quote_notes" text,
	"accepted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"requisition_id" integer,
	"title" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"respond_by" date,
	"ship_to" text,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_action_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_tracker_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"owner_user_id" integer,
	"owner_name" text,
	"due_date" date,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_trackers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topics" text,
	"notes" text,
	"next_meeting_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roi_one_pagers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"title" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"summary" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roi_one_pagers_period_ck" CHECK ("roi_one_pagers"."period_end" > "roi_one_pagers"."period_start")
);
--> statement-breakpoint
ALTER TABLE "requisition_attachments" ADD CONSTRAINT "requisition_attachments_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_attachments" ADD CONSTRAINT "requisition_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_events" ADD CONSTRAINT "requisition_events_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_events" ADD CONSTRAINT "requisition_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quote_prices" ADD CONSTRAINT "rfq_quote_prices_rfq_vendor_id_rfq_vendors_id_fk" FOREIGN KEY ("rfq_vendor_id") REFERENCES "public"."rfq_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quote_prices" ADD CONSTRAINT "rfq_quote_prices_rfq_line_id_rfq_lines_id_fk" FOREIGN KEY ("rfq_line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_vendors" ADD CONSTRAINT "rfq_vendors_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_vendors" ADD CONSTRAINT "rfq_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_action_items" ADD CONSTRAINT "meeting_action_items_meeting_tracker_id_meeting_trackers_id_fk" FOREIGN KEY ("meeting_tracker_id") REFERENCES "public"."meeting_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_action_items" ADD CONSTRAINT "meeting_action_items_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_trackers" ADD CONSTRAINT "meeting_trackers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_trackers" ADD CONSTRAINT "meeting_trackers_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_trackers" ADD CONSTRAINT "meeting_trackers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roi_one_pagers" ADD CONSTRAINT "roi_one_pagers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roi_one_pagers" ADD CONSTRAINT "roi_one_pagers_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roi_one_pagers" ADD CONSTRAINT "roi_one_pagers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisition_attachments_req_idx" ON "requisition_attachments" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "requisition_events_req_idx" ON "requisition_events" USING btree ("requisition_id","created_at");--> statement-breakpoint
CREATE INDEX "requisitions_plant_status_idx" ON "requisitions" USING btree ("plant_id","status");--> statement-breakpoint
CREATE INDEX "requisitions_company_idx" ON "requisitions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "requisitions_item_idx" ON "requisitions" USING btree ("equipment_item_id");--> statement-breakpoint
CREATE INDEX "requisitions_machine_idx" ON "requisitions" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "requisitions_completed_idx" ON "requisitions" USING btree ("plant_id","completed_at");--> statement-breakpoint
CREATE INDEX "requisitions_created_idx" ON "requisitions" USING btree ("plant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_position_uq" ON "rfq_lines" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_vendors_uq" ON "rfq_vendors" USING btree ("rfq_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_vendors_one_accepted_uq" ON "rfq_vendors" USING btree ("rfq_id") WHERE "rfq_vendors"."accepted";--> statement-breakpoint
CREATE INDEX "rfqs_plant_idx" ON "rfqs" USING btree ("plant_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_company_idx" ON "rfqs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_action_items_position_uq" ON "meeting_action_items" USING btree ("meeting_tracker_id","position");--> statement-breakpoint
CREATE INDEX "meeting_trackers_plant_idx" ON "meeting_trackers" USING btree ("plant_id","held_at");--> statement-breakpoint
CREATE INDEX "meeting_trackers_company_idx" ON "meeting_trackers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "roi_one_pagers_plant_idx" ON "roi_one_pagers" USING btree ("plant_id","period_end");--> statement-breakpoint
CREATE INDEX "roi_one_pagers_company_idx" ON "roi_one_pagers" USING btree ("company_id");