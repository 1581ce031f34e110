ALTER TABLE "events" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body_en" text;