CREATE TABLE "uploaded_images" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_staff_id" uuid
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_created_at_idx" ON "uploaded_images" USING btree ("created_at");--> statement-breakpoint
-- Images uploaded before the registry existed: every key a record uses becomes a registered upload.
INSERT INTO "uploaded_images" ("key", "width", "height", "created_at")
SELECT DISTINCT ON ("image_key") "image_key", coalesce("image_width", 0), coalesce("image_height", 0), "created_at"
FROM (
	SELECT "image_key", "image_width", "image_height", "created_at" FROM "events" WHERE "image_key" IS NOT NULL
	UNION ALL
	SELECT "image_key", "image_width", "image_height", "created_at" FROM "news" WHERE "image_key" IS NOT NULL
) AS "used"
ORDER BY "image_key", "image_width" DESC NULLS LAST;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_key_uploaded_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."uploaded_images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_key_uploaded_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."uploaded_images"("key") ON DELETE restrict ON UPDATE no action;