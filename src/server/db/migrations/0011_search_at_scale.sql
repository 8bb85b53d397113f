-- Facet counts of the listings everyone sees (status 'active'), kept by the statements that change
-- listings, in their own transactions: the filter panel reads five small groups instead of counting
-- every active listing (docs/decisions/0022-search-at-scale.md). Dimensions and price bands are those of
-- listingFacets (src/shared/schemas/listings.ts PRICE_BANDS); the integration test of the facets compares
-- this table with exact counts, so the two cannot drift apart unseen.
CREATE TABLE "listing_facet_counts" (
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "listing_facet_counts_dimension_value_pk" PRIMARY KEY("dimension","value")
);--> statement-breakpoint
CREATE FUNCTION listing_price_band(price numeric) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN price < 100000 THEN 'under-100k'
    WHEN price < 250000 THEN '100k-250k'
    WHEN price < 500000 THEN '250k-500k'
    WHEN price < 1000000 THEN '500k-1m'
    ELSE 'over-1m'
  END $$;--> statement-breakpoint
CREATE FUNCTION listing_facet_values(make text, region text, cond text, body_type text, price numeric)
  RETURNS TABLE(dimension text, value text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d, v FROM (VALUES ('make', make), ('region', region), ('condition', cond), ('bodyType', body_type),
    ('priceBand', listing_price_band(price))) AS f(d, v)
  WHERE v IS NOT NULL $$;--> statement-breakpoint
-- One function per kind of statement: a transition table exists only for the statements that have it.
-- Deltas are applied in key order, so concurrent writers lock counter rows in the same order.
CREATE FUNCTION count_facets_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, count(*)::int FROM inserted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
    WHERE l.status = 'active' GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_facets_of_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, -count(*)::int FROM deleted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
    WHERE l.status = 'active' GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_facets_of_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT dimension, value, sum(n)::int FROM (
      SELECT f.dimension, f.value, 1 AS n FROM updated l,
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
      WHERE l.status = 'active'
      UNION ALL
      SELECT f.dimension, f.value, -1 FROM previous l,
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
      WHERE l.status = 'active'
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION clear_facet_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_facet_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_facet_counts_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_facets_of_inserted();--> statement-breakpoint
CREATE TRIGGER listings_facet_counts_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_facets_of_deleted();--> statement-breakpoint
CREATE TRIGGER listings_facet_counts_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS previous NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION count_facets_of_updated();--> statement-breakpoint
CREATE TRIGGER listings_facet_counts_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION clear_facet_counts();--> statement-breakpoint
INSERT INTO listing_facet_counts (dimension, value, count)
  SELECT f.dimension, f.value, count(*)::int FROM listings l,
    listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
  WHERE l.status = 'active' GROUP BY 1, 2;--> statement-breakpoint
-- Price sorts read this index in either direction with the id as tie-break, so a page stops after a page.
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price","id");
