-- Sold results and price history (issue 17, docs/decisions/0030-sold-results-and-price-history.md).
-- When a listing first went live (its days on market count from then), when and for how much it sold,
-- whether its seller lets the public see that price, and whether its latest price change was a
-- reduction (the "Reduced" badge on cards, read without looking at the price history).
ALTER TABLE "listings" ADD COLUMN "live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "show_sold_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_reduced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sold_price_non_negative" CHECK ("sold_price" is null or "sold_price" >= 0);--> statement-breakpoint
-- Listings live before this migration went live when they were created, as far as anyone can tell.
UPDATE "listings" SET "live_at" = "created_at" WHERE "status" IN ('active', 'sold');--> statement-breakpoint
UPDATE "listings" SET "sold_at" = "updated_at" WHERE "status" = 'sold';--> statement-breakpoint
UPDATE "listings" SET "price_reduced" = "latest"."reduced" FROM (
	SELECT DISTINCT ON ("listing_id") "listing_id", "new_price" < "old_price" AS "reduced"
	FROM "listing_price_changes" ORDER BY "listing_id", "changed_at" DESC, "id" DESC
) "latest" WHERE "latest"."listing_id" = "listings"."id";--> statement-breakpoint
-- The results archive reads sold listings newest sale first (the 'sold_newest' sort, exactly as written there).
CREATE INDEX "listings_status_sold_idx" ON "listings" USING btree ("status",coalesce("sold_at", "created_at") DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A watcher gets at most one price-drop e-mail per listing a day (shared/domain/watchlist.ts).
ALTER TABLE "watchlist" ADD COLUMN "price_drop_emailed_at" timestamp with time zone;
