CREATE TABLE "public_graph_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"parameter_type" smallint NOT NULL,
	"axis" smallint DEFAULT 0 NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"range_from" timestamp with time zone,
	"range_to" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "public_graph_links_range_ck" CHECK (("public_graph_links"."range_from" is null) = ("public_graph_links"."range_to" is null) and ("public_graph_links"."range_from" is null or "public_graph_links"."range_from" < "public_graph_links"."range_to"))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sealed" "bytea";--> statement-breakpoint
ALTER TABLE "public_graph_links" ADD CONSTRAINT "public_graph_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_graph_links" ADD CONSTRAINT "public_graph_links_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_graph_links" ADD CONSTRAINT "public_graph_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_graph_links_token_idx" ON "public_graph_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "public_graph_links_sensor_idx" ON "public_graph_links" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "jobs_user_status_idx" ON "jobs" USING btree ("user_id","status");--> statement-breakpoint
UPDATE "outbox_messages" SET "body" = regexp_replace("body", '(/login/password/reset/)[A-Za-z0-9_-]+', '\1[redacted]', 'g'), "html" = regexp_replace("html", '(/login/password/reset/)[A-Za-z0-9_-]+', '\1[redacted]', 'g') WHERE "body" LIKE '%/login/password/reset/%' OR "html" LIKE '%/login/password/reset/%';--> statement-breakpoint
UPDATE "outbox_messages" SET "body" = regexp_replace("body", '\m[0-9]{4,10}\M', '[redacted]', 'g') WHERE "channel" = 'sms';--> statement-breakpoint
UPDATE "sensors" SET "is_public_graph" = false WHERE "is_public_graph";
