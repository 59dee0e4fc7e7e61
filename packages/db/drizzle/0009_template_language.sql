DROP INDEX "notification_templates_uq";--> statement-breakpoint
ALTER TABLE "notification_templates" ADD COLUMN "language" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_uq" ON "notification_templates" USING btree ("company_id","type","channel","language");