ALTER TABLE "tickets" ADD COLUMN "code" text;--> statement-breakpoint
-- Every ticket sold so far gets its short code (10 characters of the door's alphabet, ADR 045); the
-- subquery names the row so that each ticket draws its own.
UPDATE "tickets" SET "code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 10) WHERE "tickets"."id" IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_code_unique" UNIQUE("code");
