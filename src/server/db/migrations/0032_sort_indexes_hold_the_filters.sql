-- Each browsing sort's index holds what makes a listing public and every column a public filter compares
-- (docs/decisions/0069-sort-indexes-hold-the-filters.md). A page of words under filters in a sort's order
-- was found by walking that sort's index, reading every listing from the table to test the filters and the
-- words; or by reading every listing holding the words from the full-text index: 'matte' Porsches from
-- 2010 under $200,000 by price at a million listings read the 294,000 listings holding 'matte' into a
-- bitmap (36 ms of 50). In these indexes a walk tests the filters on the index's entries (0.11 µs each,
-- where a table row read and tested costs about 4.4 µs) and reads from the table only the rows they keep:
-- the same page, 2.5 ms. The mileage is held as the filter compares it (none reads as 0) beside the column
-- itself, which an index-only scan needs, so the public indexes of migration 0027 are built again that way.
DROP INDEX IF EXISTS "listings_public_make_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_public_region_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_public_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_year_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_mileage_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_price_desc_idx";--> statement-breakpoint
CREATE INDEX "listings_public_make_idx" ON "listings" USING btree ("make","price_usd","year","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_public_region_idx" ON "listings" USING btree ("region","price_usd","year","make","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_usd","id","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"seller_suspended","reports_held","price_usd","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified");--> statement-breakpoint
CREATE INDEX "listings_status_year_idx" ON "listings" USING btree ("status","year" DESC NULLS FIRST,"id" DESC NULLS FIRST,"seller_suspended","reports_held","price_usd","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified");--> statement-breakpoint
CREATE INDEX "listings_status_mileage_idx" ON "listings" USING btree ("status",coalesce("mileage_mi", 0),"id","seller_suspended","reports_held","price_usd","year","make","region","condition","body_type","fuel_type","mileage_mi","verified");--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price_usd","id","seller_suspended","reports_held","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified");--> statement-breakpoint
CREATE INDEX "listings_status_price_desc_idx" ON "listings" USING btree ("status","price_usd" DESC NULLS LAST,"id" DESC,"seller_suspended","reports_held","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified");--> statement-breakpoint
ANALYZE "listings";
