CREATE TYPE "public"."check_in_kind" AS ENUM('ticket', 'membership', 'guest');--> statement-breakpoint
CREATE TYPE "public"."citizenship" AS ENUM('italian', 'foreign');--> statement-breakpoint
CREATE TYPE "public"."colour" AS ENUM('darkred', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'lightblue', 'black', 'white');--> statement-breakpoint
CREATE TYPE "public"."contribution_kind" AS ENUM('proposal', 'volunteering', 'materials', 'other');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('requested', 'valid');--> statement-breakpoint
CREATE TYPE "public"."membership_type" AS ENUM('events', 'courses');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'door');--> statement-breakpoint
CREATE TYPE "public"."session_context" AS ENUM('public', 'internal');--> statement-breakpoint
CREATE TYPE "public"."session_kind" AS ENUM('browser', 'api');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('valid', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "account_create_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_create_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_staff_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "check_in_kind" NOT NULL,
	"list_key" text NOT NULL,
	"ticket_id" uuid,
	"membership_id" uuid,
	"guest_entry_id" uuid,
	"staff_id" uuid,
	"client_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_client_nonce_unique" UNIQUE("client_nonce"),
	CONSTRAINT "check_ins_kind_check" CHECK (("check_ins"."kind" = 'ticket' and "check_ins"."ticket_id" is not null and "check_ins"."membership_id" is null and "check_ins"."guest_entry_id" is null)
        or ("check_ins"."kind" = 'membership' and "check_ins"."membership_id" is not null and "check_ins"."ticket_id" is null and "check_ins"."guest_entry_id" is null)
        or ("check_ins"."kind" = 'guest' and "check_ins"."guest_entry_id" is not null and "check_ins"."ticket_id" is null and "check_ins"."membership_id" is null))
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"kind" "contribution_kind" NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"category" text,
	"colour" "colour" DEFAULT 'white' NOT NULL,
	"background_colour" "colour" DEFAULT 'darkred' NOT NULL,
	"link" text,
	"image_key" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"seats" integer,
	"is_market" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_staff_id" uuid,
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_price_check" CHECK ("events"."price_cents" >= 0),
	CONSTRAINT "events_paid_price_check" CHECK (not "events"."is_paid" or "events"."price_cents" > 0),
	CONSTRAINT "events_seats_check" CHECK ("events"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guest_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"has_membership" boolean DEFAULT false NOT NULL,
	"membership_id" uuid,
	"name" text NOT NULL,
	"notes" text,
	"guests" smallint DEFAULT 0 NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_list_entries_guests_check" CHECK ("guest_list_entries"."guests" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text_it" text NOT NULL,
	"text_en" text NOT NULL,
	"link" text,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_announcements_active_check" CHECK ("home_announcements"."active_until" > "home_announcements"."active_from")
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"paragraph_it" text DEFAULT '' NOT NULL,
	"paragraph_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" uuid,
	CONSTRAINT "home_content_single_row_check" CHECK ("home_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "home_featured_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_featured_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"staff_id" uuid,
	"action" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"code" text NOT NULL,
	"qr_token" text NOT NULL,
	"status" "membership_status" DEFAULT 'requested' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"type" "membership_type" NOT NULL,
	"category" text,
	"address" text NOT NULL,
	"birth_country" text NOT NULL,
	"birth_city" text NOT NULL,
	"birth_date" date NOT NULL,
	"fiscal_code" text,
	"foreign_id_number" text,
	"citizenship" "citizenship" NOT NULL,
	"email" text,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"statute_consent_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"validated_by_staff_id" uuid,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by_staff_id" uuid,
	"void_reason" text,
	"scheduled_deletion_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_code_unique" UNIQUE("code"),
	CONSTRAINT "memberships_qr_token_unique" UNIQUE("qr_token"),
	CONSTRAINT "memberships_validity_check" CHECK ("memberships"."valid_until" > "memberships"."valid_from"),
	CONSTRAINT "memberships_valid_dates_check" CHECK ("memberships"."status" <> 'valid' or ("memberships"."validated_at" is not null and "memberships"."valid_from" is not null and "memberships"."valid_until" is not null)),
	CONSTRAINT "memberships_identity_check" CHECK (("memberships"."citizenship" = 'italian' and "memberships"."fiscal_code" is not null)
        or ("memberships"."citizenship" = 'foreign' and ("memberships"."fiscal_code" is not null or "memberships"."foreign_id_number" is not null)))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text,
	"colour" "colour" DEFAULT 'white' NOT NULL,
	"background_colour" "colour" DEFAULT 'darkred' NOT NULL,
	"image_key" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"event_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_recovery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_recovery_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "petition_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "petition_signatures_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"context" "session_context" NOT NULL,
	"kind" "session_kind" DEFAULT 'browser' NOT NULL,
	"user_id" uuid,
	"staff_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_owner_check" CHECK (("sessions"."context" = 'public' and "sessions"."user_id" is not null and "sessions"."staff_id" is null)
        or ("sessions"."context" = 'internal' and "sessions"."staff_id" is not null and "sessions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"access_level" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_access_level_check" CHECK ("staff"."access_level" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"holder_name" text NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"status" "ticket_status" DEFAULT 'valid' NOT NULL,
	"price_cents" integer NOT NULL,
	"qr_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_qr_token_unique" UNIQUE("qr_token"),
	CONSTRAINT "tickets_price_check" CHECK ("tickets"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"privacy_consent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_create_requests" ADD CONSTRAINT "account_create_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_staff_id_staff_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guest_entry_id_guest_list_entries_id_fk" FOREIGN KEY ("guest_entry_id") REFERENCES "public"."guest_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_entries" ADD CONSTRAINT "guest_list_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_entries" ADD CONSTRAINT "guest_list_entries_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_entries" ADD CONSTRAINT "guest_list_entries_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_content" ADD CONSTRAINT "home_content_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_featured_events" ADD CONSTRAINT "home_featured_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_log" ADD CONSTRAINT "membership_log_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_log" ADD CONSTRAINT "membership_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_validated_by_staff_id_staff_id_fk" FOREIGN KEY ("validated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_voided_by_staff_id_staff_id_fk" FOREIGN KEY ("voided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_recovery_requests" ADD CONSTRAINT "password_recovery_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_create_requests_user_id_idx" ON "account_create_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_ticket_unique" ON "check_ins" USING btree ("ticket_id") WHERE "check_ins"."ticket_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_guest_entry_unique" ON "check_ins" USING btree ("guest_entry_id") WHERE "check_ins"."guest_entry_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_membership_list_unique" ON "check_ins" USING btree ("membership_id","list_key") WHERE "check_ins"."membership_id" is not null;--> statement-breakpoint
CREATE INDEX "check_ins_list_key_idx" ON "check_ins" USING btree ("list_key","created_at");--> statement-breakpoint
CREATE INDEX "events_starts_ends_idx" ON "events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "guest_list_entries_event_id_idx" ON "guest_list_entries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "membership_log_membership_id_idx" ON "membership_log" USING btree ("membership_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_user_id_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_last_name_idx" ON "memberships" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "memberships_valid_until_idx" ON "memberships" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_unique" ON "orders" USING btree ("provider","provider_ref") WHERE "orders"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "orders_event_status_idx" ON "orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_recovery_requests_user_id_idx" ON "password_recovery_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "petition_signatures_email_lower_unique" ON "petition_signatures" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_id_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_lower_unique" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tickets_order_id_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_event_id_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tickets_user_id_idx" ON "tickets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;