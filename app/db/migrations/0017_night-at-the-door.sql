ALTER TABLE "orders" ADD COLUMN "door_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "door_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door_staff_id_staff_id_fk" FOREIGN KEY ("door_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_valid_per_card" ON "tickets" USING btree ("event_id","membership_id") WHERE "tickets"."status" = 'valid' and "tickets"."membership_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door_method_check" CHECK ("orders"."door_method" is null or ("orders"."door_method" in ('cash', 'card') and "orders"."provider" = 'door'));--> statement-breakpoint
-- Door payments made before this migration were taken in cash (ADR 024); who took each is in its audit row.
UPDATE "orders" SET "door_method" = 'cash' WHERE "provider" = 'door' AND "paid_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "door_staff_id" = "audit_log"."actor_staff_id" FROM "audit_log" WHERE "audit_log"."entity" = 'orders' AND "audit_log"."entity_id" = "orders"."id"::text AND "audit_log"."action" = 'ticket.paid-at-door';
