-- A listing's view and watcher counts move to a table of their own (docs/decisions/0092-listing-counters.md).
-- A counted view or a watch updated the listing's row: even in place, the new version cleared its page's
-- all-visible bit, and the searches' index-only scans read the table's pages again until a vacuum, which
-- waits for dead rows that in-place updates leave few of. At 100,000 listings, 20,000 views left 530 of
-- 14,387 pages all-visible and every search slower. A view now changes a row of listing_counters alone.
CREATE TABLE "listing_counters" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"watcher_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_counters" ADD CONSTRAINT "listing_counters_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "listing_counters" ("listing_id", "view_count", "watcher_count")
	SELECT "id", "view_count", "watcher_count" FROM "listings" WHERE "view_count" > 0 OR "watcher_count" > 0;--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "view_count";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "watcher_count";
