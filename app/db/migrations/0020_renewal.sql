CREATE TABLE "membership_reminders" (
	"membership_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_reminders_membership_id_kind_pk" PRIMARY KEY("membership_id","kind"),
	CONSTRAINT "membership_reminders_kind_check" CHECK ("membership_reminders"."kind" in ('soon', 'today'))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renews_membership_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_renews_membership_id_memberships_id_fk" FOREIGN KEY ("renews_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;