CREATE TABLE "register_counter" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_counter_one_row" CHECK ("register_counter"."id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "register_number" integer;--> statement-breakpoint
CREATE INDEX "memberships_register_number_idx" ON "memberships" USING btree ("register_number");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_register_number_check" CHECK ("memberships"."register_number" is null or ("memberships"."register_number" > 0 and "memberships"."validated_at" is not null));--> statement-breakpoint
-- The register's existing members get their number in the order of their admission; a person admitted
-- again (a renewal: same fiscal code, or same account without one) keeps their first number (ADR 048).
WITH "admitted" AS (
  SELECT "id", coalesce("fiscal_code", "user_id"::text, "id"::text) AS "person", "validated_at"
  FROM "memberships" WHERE "validated_at" IS NOT NULL
), "people" AS (
  SELECT "person", row_number() OVER (ORDER BY min("validated_at"), min("id"::text)) AS "number"
  FROM "admitted" GROUP BY "person"
)
UPDATE "memberships" SET "register_number" = "people"."number"
FROM "admitted" JOIN "people" ON "people"."person" = "admitted"."person"
WHERE "memberships"."id" = "admitted"."id";--> statement-breakpoint
INSERT INTO "register_counter" ("id", "last_number")
SELECT true, coalesce(max("register_number"), 0) FROM "memberships";
