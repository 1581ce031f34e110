CREATE TABLE "membership_online_fees" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"session_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"payment_intent" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "membership_online_fees_amount_check" CHECK ("membership_online_fees"."amount_cents" > 0),
	CONSTRAINT "membership_online_fees_paid_check" CHECK (("membership_online_fees"."paid_at" is null) = ("membership_online_fees"."payment_intent" is null)),
	CONSTRAINT "membership_online_fees_refund_check" CHECK ("membership_online_fees"."refunded_at" is null or "membership_online_fees"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_online_fees" ADD CONSTRAINT "membership_online_fees_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;