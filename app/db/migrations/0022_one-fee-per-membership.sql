DROP INDEX "membership_payments_membership_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_membership_unique" ON "membership_payments" USING btree ("membership_id");