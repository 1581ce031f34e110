CREATE INDEX "check_ins_created_at_idx" ON "check_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");