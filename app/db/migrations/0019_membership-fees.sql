CREATE TYPE "public"."fee_method" AS ENUM('cash', 'card', 'online', 'waived');--> statement-breakpoint
CREATE TABLE "membership_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "membership_type" NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_fees_amount_check" CHECK ("membership_fees"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "fee_method" NOT NULL,
	"waived_reason" text,
	"receipt_year" integer,
	"receipt_number" integer,
	"taken_by_staff_id" uuid,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_payments_amount_check" CHECK ("membership_payments"."amount_cents" >= 0),
	CONSTRAINT "membership_payments_waived_check" CHECK (("membership_payments"."method" = 'waived') = ("membership_payments"."waived_reason" is not null)),
	CONSTRAINT "membership_payments_receipt_check" CHECK (("membership_payments"."method" = 'waived') = ("membership_payments"."receipt_number" is null) and ("membership_payments"."receipt_number" is null) = ("membership_payments"."receipt_year" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_last_number_check" CHECK ("receipt_counters"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "membership_fees" ADD CONSTRAINT "membership_fees_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_taken_by_staff_id_staff_id_fk" FOREIGN KEY ("taken_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_fees_one_per_day" ON "membership_fees" USING btree ("type","category","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_receipt_unique" ON "membership_payments" USING btree ("receipt_year","receipt_number");--> statement-breakpoint
CREATE INDEX "membership_payments_membership_id_idx" ON "membership_payments" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "membership_payments_taken_at_idx" ON "membership_payments" USING btree ("taken_at");