-- The sampled quarter's full-text index (docs/decisions/0080-facet-samples-from-the-sampled-quarter.md).
-- A facet sample of words is the first matches the public full-text index finds, and that index's scan
-- decodes the words' and categories' posting lists whole before the first row: at a million listings, 11-15 ms
-- a sample for 'barn' and 'find' (100,000 entries each), three samples for a question with two categories.
-- A sample expected to fill from a quarter of the listings (those whose id's hash 4 divides:
-- db/schema/listings.ts QUARTER_SLICES) is read from this index, which holds a quarter of every posting list:
-- 2.5 ms.
CREATE INDEX "listings_public_quarter_search_idx" ON "listings" USING gin ("search_vector","make","region","condition","body_type","fuel_type") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false and hashint4("listings"."id") % 4 = 0;
