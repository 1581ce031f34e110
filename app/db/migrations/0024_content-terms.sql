CREATE TABLE "content_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"label_it" text NOT NULL,
	"label_en" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_terms_kind_check" CHECK ("content_terms"."kind" in ('event_type', 'news_category')),
	CONSTRAINT "content_terms_labels_check" CHECK (btrim("content_terms"."label_it") <> '' and btrim("content_terms"."label_en") <> '')
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "type_id" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "category_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "content_terms_label_it_unique" ON "content_terms" USING btree ("kind",lower("label_it"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_terms_label_en_unique" ON "content_terms" USING btree ("kind",lower("label_en"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_id_content_terms_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."content_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_content_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_type_id_idx" ON "events" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "news_category_id_idx" ON "news" USING btree ("category_id");--> statement-breakpoint
-- ADR 058: the free-text event types and news categories become terms. Values that differ only in
-- case or surrounding spaces ("Concerto", " concerto") are one term; the centre's usual ones get the
-- labels their dictionaries had, the others keep the spelling used most often, capitalised, in both
-- languages until management translates them.
CREATE TEMPORARY TABLE "legacy_terms" ("kind" text NOT NULL, "key" text NOT NULL, "label_it" text NOT NULL, "label_en" text NOT NULL, "id" uuid NOT NULL DEFAULT gen_random_uuid());
--> statement-breakpoint
INSERT INTO "legacy_terms" ("kind", "key", "label_it", "label_en")
SELECT "used"."kind", "used"."key",
	coalesce("known"."label_it", upper(left("used"."spelling", 1)) || substr("used"."spelling", 2)),
	coalesce("known"."label_en", upper(left("used"."spelling", 1)) || substr("used"."spelling", 2))
FROM (
	SELECT 'event_type' AS "kind", lower(btrim("category")) AS "key", mode() WITHIN GROUP (ORDER BY btrim("category")) AS "spelling"
	FROM "events" WHERE btrim(coalesce("category", '')) <> '' GROUP BY lower(btrim("category"))
	UNION ALL
	SELECT 'news_category', lower(btrim("category")), mode() WITHIN GROUP (ORDER BY btrim("category"))
	FROM "news" WHERE btrim(coalesce("category", '')) <> '' GROUP BY lower(btrim("category"))
) AS "used"
LEFT JOIN (VALUES
	('event_type', 'concerto', 'Concerto', 'Concert'),
	('event_type', 'teatro', 'Teatro', 'Theatre'),
	('event_type', 'mostra', 'Mostra', 'Exhibition'),
	('event_type', 'laboratorio', 'Laboratorio', 'Workshop'),
	('event_type', 'assemblea', 'Assemblea', 'Assembly'),
	('event_type', 'mercato', 'Mercato', 'Market'),
	('news_category', 'associazione', 'Associazione', 'Association'),
	('news_category', 'avvisi', 'Avvisi', 'Notices'),
	('news_category', 'laboratori', 'Laboratori', 'Workshops'),
	('news_category', 'petizione', 'Petizione', 'Petition'),
	('news_category', 'radio', 'Radio', 'Radio'),
	('news_category', 'tesseramento', 'Tesseramento', 'Membership'),
	('news_category', 'volontariato', 'Volontariato', 'Volunteering'),
	('news_category', 'quartiere', 'Quartiere', 'Neighbourhood')
) AS "known" ("kind", "key", "label_it", "label_en") ON "known"."kind" = "used"."kind" AND "known"."key" = "used"."key";
--> statement-breakpoint
-- A translation that another value already spells (a typed "Concert" beside "concerto") gives way:
-- the translated term keeps its Italian label in English too, until management renames it.
UPDATE "legacy_terms" SET "label_en" = "label_it" WHERE "label_en" <> "label_it" AND EXISTS (
	SELECT 1 FROM "legacy_terms" AS "other"
	WHERE "other"."kind" = "legacy_terms"."kind" AND "other"."key" <> "legacy_terms"."key"
		AND lower("other"."label_en") = lower("legacy_terms"."label_en")
);
--> statement-breakpoint
INSERT INTO "content_terms" ("id", "kind", "label_it", "label_en") SELECT "id", "kind", "label_it", "label_en" FROM "legacy_terms";
--> statement-breakpoint
UPDATE "events" SET "type_id" = "legacy_terms"."id" FROM "legacy_terms"
WHERE "legacy_terms"."kind" = 'event_type' AND "legacy_terms"."key" = lower(btrim("events"."category"));
--> statement-breakpoint
UPDATE "news" SET "category_id" = "legacy_terms"."id" FROM "legacy_terms"
WHERE "legacy_terms"."kind" = 'news_category' AND "legacy_terms"."key" = lower(btrim("news"."category"));
--> statement-breakpoint
DROP TABLE "legacy_terms";
--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "category";