ALTER TYPE "public"."payment_provider" ADD VALUE 'none';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_member" ON "orders" USING btree ("event_id","user_id") WHERE "orders"."status" = 'pending' and "orders"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_valid_per_member" ON "tickets" USING btree ("event_id","user_id") WHERE "tickets"."status" = 'valid' and "tickets"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_type_check" CHECK ("tickets"."type" in ('standard', 'complimentary'));