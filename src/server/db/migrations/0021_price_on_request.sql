-- "Price on request" (issue 15): a listing's price is a positive amount or none (NULL), which its seller
-- chose explicitly; 0 was a form's untouched default and is no longer a price. Without a price a listing
-- has no USD price either, so every price filter, price band, market comparable and price-drop rule
-- leaves it out by itself (NULL compares to nothing), and the price sorts put it last.
ALTER TABLE "listings" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price_usd" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price_usd" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "watchlist" ALTER COLUMN "price_at_watch" DROP NOT NULL;--> statement-breakpoint
-- The trigger of migration 0016, keeping a missing price missing rather than 0.
CREATE OR REPLACE FUNCTION set_listing_price_usd() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- A currency without a rate is not a listed one: the row's currency check refuses it right after.
  NEW.price_usd := CASE WHEN NEW.price IS NULL THEN NULL ELSE coalesce(
    round(NEW.price / (SELECT r.rate FROM currency_rates r WHERE r.currency = NEW.currency), 2), 0) END;
  RETURN NEW;
END $$;--> statement-breakpoint
-- The band of migration 0011: no price, no band (listing_facet_values drops NULL values), so the facet
-- count triggers of migration 0018 count such a listing in no price band without being redefined.
CREATE OR REPLACE FUNCTION listing_price_band(price numeric) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN price IS NULL THEN NULL
    WHEN price < 100000 THEN 'under-100k'
    WHEN price < 250000 THEN '100k-250k'
    WHEN price < 500000 THEN '250k-500k'
    WHEN price < 1000000 THEN '500k-1m'
    ELSE 'over-1m'
  END $$;--> statement-breakpoint
-- Existing $0 listings become "Price on request" (the facet triggers move them out of their band), and
-- whoever watched one at $0 watched it at no price.
UPDATE "listings" SET "price" = NULL WHERE "price" = 0;--> statement-breakpoint
UPDATE "watchlist" SET "price_at_watch" = NULL WHERE "price_at_watch" = 0;--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_price_non_negative";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_positive" CHECK ("listings"."price" is null or "listings"."price" > 0);--> statement-breakpoint
-- The price sorts put listings without a price last both ways: ascending reads the index of migration
-- 0016 forwards (NULLs last), descending this one.
CREATE INDEX "listings_status_price_desc_idx" ON "listings" USING btree ("status","price_usd" DESC NULLS LAST,"id" DESC);
