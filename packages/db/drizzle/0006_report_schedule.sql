ALTER TABLE "scheduled_reports" DROP COLUMN "frequency";--> statement-breakpoint
ALTER TABLE "scheduled_reports" DROP COLUMN "time_of_day";--> statement-breakpoint
ALTER TABLE "scheduled_reports" DROP COLUMN "day_of_week";--> statement-breakpoint
ALTER TABLE "scheduled_reports" DROP COLUMN "day_of_month";