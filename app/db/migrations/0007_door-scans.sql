CREATE TABLE "door_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verdict" text NOT NULL,
	"source" text,
	"code" text,
	"membership_id" uuid,
	"visitor_name" text,
	"visitor_network" text,
	"visitor_card" text,
	"staff_id" uuid,
	"client_nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_scans_client_nonce_unique" UNIQUE("client_nonce"),
	CONSTRAINT "door_scans_visitor_check" CHECK (("door_scans"."verdict" = 'visitor') = ("door_scans"."visitor_name" is not null and "door_scans"."visitor_network" is not null and "door_scans"."visitor_card" is not null)),
	CONSTRAINT "door_scans_code_check" CHECK ("door_scans"."verdict" = 'visitor' or "door_scans"."code" is not null)
);
--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_scans_created_at_idx" ON "door_scans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "door_scans_membership_id_idx" ON "door_scans" USING btree ("membership_id");