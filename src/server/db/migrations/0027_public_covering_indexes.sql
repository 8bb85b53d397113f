-- Indexes of the public inventory alone (active, seller not suspended, not held by reports: exactly
-- visibility.ts publicListing), holding every column a public filter compares except the model and the
-- words. A first page's capped count (counting.ts, up to EXACT_COUNT_LIMIT + 1 matches) is then read
-- from the index alone, where the status indexes fetched each match's table row to test the seller's
-- suspension, the reports and the other filters: 4.5 ms -> 0.7 ms for a make, a year range and a price
-- cap at 100,000 listings (docs/decisions/0044-public-covering-indexes-and-lighter-pages.md). They replace the status +
-- make and status + region indexes, which only public questions used.
DROP INDEX "listings_status_make_idx";--> statement-breakpoint
DROP INDEX "listings_status_region_idx";--> statement-breakpoint
CREATE INDEX "listings_public_make_idx" ON "listings" USING btree ("make","price_usd","year","region","condition","body_type","fuel_type","mileage_mi","verified") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_public_region_idx" ON "listings" USING btree ("region","price_usd","year","make","condition","body_type","fuel_type","mileage_mi","verified") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_usd","id","year","make","region","condition","body_type","fuel_type","mileage_mi","verified") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;
