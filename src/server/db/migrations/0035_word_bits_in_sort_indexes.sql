-- The words' bits in each browsing sort's index (docs/decisions/0081-word-bits-in-the-sort-indexes.md).
-- A walk in a sort's order (modules/listings/service.ts sortedWalk, counting.ts walkedSampleRows) tested a
-- question's words on every row it read from the table: 'porshe 911' by mileage at a million listings read
-- 5,548 listings, one table page each, for a page of 27. Each listing's words now also set one bit each of
-- 128 (two bigint columns, `word_bits`: a word's hashtext, its low seven bits), held by the sort indexes
-- beside the filters: a walk tests the bits of every entry it reads, and reads from the table only the rows
-- whose bits hold every word (a prefilter: the words are still tested on those rows).
-- A word's bit, in the half (0 or 1) that holds it, else 0: one expression, computed once while a question's
-- statement is planned (not STRICT: a strict function is inlined only if its body is).
CREATE FUNCTION word_bit(lexeme text, half integer) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN (hashtext(lexeme) & 127) >> 6 = half THEN 1::bigint << (hashtext(lexeme) & 63) ELSE 0 END
$$;--> statement-breakpoint
-- The bits of a listing's words, in one half.
CREATE FUNCTION word_bits(lexemes text[], half integer) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(bit_or(word_bit(lexeme, half)), 0) FROM unnest(lexemes) AS lexeme
$$;--> statement-breakpoint
-- Dropped before the columns are added: adding a stored column writes the table and its indexes again.
DROP INDEX IF EXISTS "listings_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_year_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_mileage_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_price_desc_idx";--> statement-breakpoint
ALTER TABLE "listings"
  ADD COLUMN "word_bits_low" bigint GENERATED ALWAYS AS (word_bits(tsvector_to_array(setweight(to_tsvector('simple', "make" || ' ' || "model"), 'A') || setweight(to_tsvector('simple', "location" || ' ' || "region" || ' ' || immutable_array_to_string("features", ' ')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')), 0)) STORED,
  ADD COLUMN "word_bits_high" bigint GENERATED ALWAYS AS (word_bits(tsvector_to_array(setweight(to_tsvector('simple', "make" || ' ' || "model"), 'A') || setweight(to_tsvector('simple', "location" || ' ' || "region" || ' ' || immutable_array_to_string("features", ' ')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')), 1)) STORED;--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"seller_suspended","reports_held","price_usd","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_year_idx" ON "listings" USING btree ("status","year" DESC NULLS FIRST,"id" DESC NULLS FIRST,"seller_suspended","reports_held","price_usd","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_mileage_idx" ON "listings" USING btree ("status",coalesce("mileage_mi", 0),"id","seller_suspended","reports_held","price_usd","year","make","region","condition","body_type","fuel_type","mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price_usd","id","seller_suspended","reports_held","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_price_desc_idx" ON "listings" USING btree ("status","price_usd" DESC NULLS LAST,"id" DESC,"seller_suspended","reports_held","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
ANALYZE "listings";
