-- Facet counts of public listings grouped by all five facet dimensions at once (make, region, condition,
-- body type, price band): any combination of those filters is a sum over this small table (a few
-- thousand rows at most, whatever the inventory), so the filter panel's counts need no sample of the
-- listings when only those filters are set (docs/decisions/0042-facet-cube.md). Kept in the same
-- transaction as the listing by statement triggers, as listing_facet_counts is (migrations 0011, 0018);
-- a missing body type or price band is ''. The integration test compares it with exact counts.
CREATE TABLE "listing_facet_cube" (
	"make" text NOT NULL,
	"region" text NOT NULL,
	"condition" text NOT NULL,
	"body_type" text NOT NULL,
	"price_band" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "listing_facet_cube_pk" PRIMARY KEY("make","region","condition","body_type","price_band")
);--> statement-breakpoint
-- Deltas are applied in key order, so concurrent writers lock cube rows in the same order.
CREATE FUNCTION cube_facets_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_cube AS c (make, region, condition, body_type, price_band, count)
    SELECT l.make, l.region, l.condition::text, coalesce(l.body_type, ''),
           coalesce(listing_price_band(l.price_usd), ''), count(*)::int
    FROM inserted l
    WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (make, region, condition, body_type, price_band) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION cube_facets_of_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_cube AS c (make, region, condition, body_type, price_band, count)
    SELECT l.make, l.region, l.condition::text, coalesce(l.body_type, ''),
           coalesce(listing_price_band(l.price_usd), ''), -count(*)::int
    FROM deleted l
    WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (make, region, condition, body_type, price_band) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION cube_facets_of_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_cube AS c (make, region, condition, body_type, price_band, count)
    SELECT make, region, condition, body_type, price_band, sum(n)::int FROM (
      SELECT l.make, l.region, l.condition::text AS condition, coalesce(l.body_type, '') AS body_type,
             coalesce(listing_price_band(l.price_usd), '') AS price_band, 1 AS n
      FROM updated l
      WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
      UNION ALL
      SELECT l.make, l.region, l.condition::text, coalesce(l.body_type, ''),
             coalesce(listing_price_band(l.price_usd), ''), -1
      FROM previous l
      WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
    ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (make, region, condition, body_type, price_band) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION clear_facet_cube() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_facet_cube;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_facet_cube_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION cube_facets_of_inserted();--> statement-breakpoint
CREATE TRIGGER listings_facet_cube_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION cube_facets_of_deleted();--> statement-breakpoint
CREATE TRIGGER listings_facet_cube_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS previous NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION cube_facets_of_updated();--> statement-breakpoint
CREATE TRIGGER listings_facet_cube_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION clear_facet_cube();--> statement-breakpoint
INSERT INTO listing_facet_cube (make, region, condition, body_type, price_band, count)
  SELECT l.make, l.region, l.condition::text, coalesce(l.body_type, ''),
         coalesce(listing_price_band(l.price_usd), ''), count(*)::int
  FROM listings l
  WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
  GROUP BY 1, 2, 3, 4, 5;
