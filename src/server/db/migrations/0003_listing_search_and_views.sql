CREATE TABLE "listing_views" (
	"listing_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "listing_views_listing_id_day_viewer_key_pk" PRIMARY KEY("listing_id","day","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title_text" text GENERATED ALWAYS AS (lower("make" || ' ' || "model")) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "make" || ' ' || "model"), 'A') || setweight(to_tsvector('simple', "location" || ' ' || "region" || ' ' || immutable_array_to_string("features", ' ')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title_text" gin_trgm_ops);