ALTER TABLE "door_scans" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "synced_at" timestamp with time zone;