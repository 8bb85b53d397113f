-- Currencies (issue 17, docs/decisions/0029-currencies-and-market-range.md). Prices stay as the seller
-- entered them; a USD amount beside each is what the price filter, the price sorts and the facet bands
-- compare, so a Pagani at JPY 465,000,000 no longer sorts above every car and a Rolls-Royce at
-- HKD 5,880,000 falls in $500k to $1M.
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_known" CHECK ("currency_rates"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'AED', 'SAR', 'QAR', 'HKD', 'SGD')),
	CONSTRAINT "currency_rates_rate_positive" CHECK ("currency_rates"."rate" > 0),
	CONSTRAINT "currency_rates_usd_is_one" CHECK ("currency_rates"."currency" <> 'USD' or "currency_rates"."rate" = 1)
);--> statement-breakpoint
-- Units of each currency for one US dollar, reference rates of mid-November 2026 (administrators update
-- them in the admin panel, or a configured provider does).
INSERT INTO "currency_rates" ("currency", "rate", "as_of") VALUES
	('USD', 1, '2026-11-20'), ('EUR', 0.926, '2026-11-20'), ('GBP', 0.789, '2026-11-20'),
	('CAD', 1.396, '2026-11-20'), ('AUD', 1.532, '2026-11-20'), ('JPY', 151.5, '2026-11-20'),
	('CHF', 0.882, '2026-11-20'), ('AED', 3.6725, '2026-11-20'), ('SAR', 3.75, '2026-11-20'),
	('QAR', 3.64, '2026-11-20'), ('HKD', 7.79, '2026-11-20'), ('SGD', 1.338, '2026-11-20');--> statement-breakpoint
-- The USD price, kept by the database on every write of a price or currency (whoever writes: the API,
-- the seed, an import), so no writer can forget it; a change of rates recomputes it in one statement
-- (modules/currencies/service.ts). The default is never seen: the trigger sets it before the row lands.
ALTER TABLE "listings" ADD COLUMN "price_usd" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION set_listing_price_usd() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- A currency without a rate is not a listed one: the row's currency check refuses it right after.
  NEW.price_usd := coalesce(
    round(NEW.price / (SELECT r.rate FROM currency_rates r WHERE r.currency = NEW.currency), 2), 0);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_price_usd BEFORE INSERT OR UPDATE OF price, currency ON listings
  FOR EACH ROW EXECUTE FUNCTION set_listing_price_usd();--> statement-breakpoint
UPDATE "listings" l SET "price_usd" = round(l.price / r.rate, 2) FROM "currency_rates" r WHERE r.currency = l.currency;--> statement-breakpoint
-- Mileage as the seller entered it and its unit; mileage_mi (generated) is what filters and sorts read.
-- Existing mileages were entered in miles.
ALTER TABLE "listings" ADD COLUMN "mileage_unit" text DEFAULT 'mi' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_mileage_unit_known" CHECK ("listings"."mileage_unit" in ('mi', 'km'));--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "mileage_mi" integer GENERATED ALWAYS AS (CASE WHEN "mileage_unit" = 'km' THEN round("mileage" / 1.609344)::integer ELSE "mileage" END) STORED;--> statement-breakpoint
-- The facet counts' price bands (migration 0011) now read the USD price; the counts are rebuilt once.
CREATE OR REPLACE FUNCTION count_facets_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, count(*)::int FROM inserted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
    WHERE l.status = 'active' AND NOT l.seller_suspended GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_facets_of_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, -count(*)::int FROM deleted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
    WHERE l.status = 'active' AND NOT l.seller_suspended GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_facets_of_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT dimension, value, sum(n)::int FROM (
      SELECT f.dimension, f.value, 1 AS n FROM updated l,
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
      WHERE l.status = 'active' AND NOT l.seller_suspended
      UNION ALL
      SELECT f.dimension, f.value, -1 FROM previous l,
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
      WHERE l.status = 'active' AND NOT l.seller_suspended
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "listing_facet_counts" WHERE "dimension" = 'priceBand';--> statement-breakpoint
INSERT INTO "listing_facet_counts" ("dimension", "value", "count")
  SELECT 'priceBand', listing_price_band(l.price_usd), count(*)::int FROM "listings" l
  WHERE l.status = 'active' AND NOT l.seller_suspended GROUP BY 2;--> statement-breakpoint
-- The price sorts and the make/region counts read the USD price; the mileage sort the miles.
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price_usd","id");--> statement-breakpoint
DROP INDEX "listings_status_make_idx";--> statement-breakpoint
CREATE INDEX "listings_status_make_idx" ON "listings" USING btree ("status","make","price_usd");--> statement-breakpoint
DROP INDEX "listings_status_region_idx";--> statement-breakpoint
CREATE INDEX "listings_status_region_idx" ON "listings" USING btree ("status","region","price_usd");--> statement-breakpoint
DROP INDEX "listings_status_mileage_idx";--> statement-breakpoint
CREATE INDEX "listings_status_mileage_idx" ON "listings" USING btree ("status",coalesce("mileage_mi", 0),"id");--> statement-breakpoint
-- Market range: comparables are read by make and model (lower case, as the browse filter compares it).
CREATE INDEX "listings_make_model_idx" ON "listings" USING btree ("make",lower("model"),"year");--> statement-breakpoint
-- A saved search's price bounds are in the currency its owner chose (null: USD); matching converts them.
ALTER TABLE "saved_searches" ADD COLUMN "price_currency" text;
