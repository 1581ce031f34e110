ALTER TABLE "check_ins" ADD COLUMN "guests" smallint;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guests_check" CHECK ("check_ins"."guests" is null or ("check_ins"."kind" = 'guest' and "check_ins"."guests" >= 0));