ALTER TYPE "public"."membership_status" ADD VALUE 'rejected';--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "rejected_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "fiscal_code_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_rejected_by_staff_id_staff_id_fk" FOREIGN KEY ("rejected_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_open_request" ON "memberships" USING btree ("user_id") WHERE "memberships"."status" = 'requested' and "memberships"."voided_at" is null and "memberships"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_void_reason_check" CHECK (("memberships"."voided_at" is null) = ("memberships"."void_reason" is null));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_rejection_reason_check" CHECK (("memberships"."rejected_at" is null) = ("memberships"."rejection_reason" is null));