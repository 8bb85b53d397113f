-- The public inventory's words and categories in one full-text index (docs/decisions/0051-words-and-categories-in-one-index.md).
-- A question of words and a region, a condition, a body type, a fuel type or a make had the planner
-- intersect the words' bitmap with a category's, each built whole: 134,000 listings in Asia Pacific made a
-- bitmap in 21-34 ms at a million listings, where the words' and categories' intersection is a few
-- thousand rows. In one GIN index (btree_gin gives the category columns GIN's equality), the scan
-- intersects the posting lists themselves, skipping through the common ones: a facet sample of 'ferrari'
-- new in Asia Pacific 44 -> 7 ms. It serves a category alone as well as 0029's btrees did, which it replaces.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "listings_public_search_idx" ON "listings" USING gin ("search_vector","make","region","condition","body_type","fuel_type") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
DROP INDEX IF EXISTS "listings_public_body_type_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_public_condition_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_public_fuel_type_idx";
