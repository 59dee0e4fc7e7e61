CREATE TABLE "capture_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"waveform_id" bigint NOT NULL,
	"sensor_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"hz" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spectral_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"equipment_type_id" integer,
	"sensor_id" integer,
	"name" text NOT NULL,
	"basis" smallint NOT NULL,
	"low" double precision,
	"high" double precision,
	"fault" text,
	"tolerance_percent" double precision,
	"spectrum" smallint DEFAULT 1 NOT NULL,
	"warning_zone" double precision,
	"alarm_zone" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spectral_bands_owner_ck" CHECK (("spectral_bands"."equipment_type_id" is null) <> ("spectral_bands"."sensor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "equipment_items" ADD COLUMN "kinematics" jsonb;--> statement-breakpoint
ALTER TABLE "waveforms" ADD COLUMN "manual_rpm" double precision;--> statement-breakpoint
ALTER TABLE "waveforms" ADD COLUMN "is_baseline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "capture_notes" ADD CONSTRAINT "capture_notes_waveform_id_waveforms_id_fk" FOREIGN KEY ("waveform_id") REFERENCES "public"."waveforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spectral_bands" ADD CONSTRAINT "spectral_bands_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spectral_bands" ADD CONSTRAINT "spectral_bands_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_notes_waveform_idx" ON "capture_notes" USING btree ("waveform_id");--> statement-breakpoint
CREATE INDEX "capture_notes_sensor_idx" ON "capture_notes" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "spectral_bands_type_idx" ON "spectral_bands" USING btree ("equipment_type_id");--> statement-breakpoint
CREATE INDEX "spectral_bands_sensor_idx" ON "spectral_bands" USING btree ("sensor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waveforms_baseline_uq" ON "waveforms" USING btree ("sensor_id","axis","kind") WHERE "waveforms"."is_baseline";--> statement-breakpoint
UPDATE "waveforms" SET "is_baseline" = true WHERE "id" IN (SELECT DISTINCT ON ("sensor_id", "axis", "kind") "id" FROM "waveforms" ORDER BY "sensor_id", "axis", "kind", "ts", "id");
