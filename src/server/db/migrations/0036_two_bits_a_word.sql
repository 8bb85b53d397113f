-- Two bits a word in the sort indexes' word bits (docs/decisions/0087-two-bits-a-word.md).
-- Each word of a listing set one bit of 128 (migration 0035): a walk read from the table every row whose bits
-- held the question's words, and a rare word whose bit a common word shares passed on a quarter to a third of
-- the rows ('porsche' on 36% of a million generated listings, which 1.6% hold; 'lamborghini' 27% for 2.2%).
-- Each word now sets two bits (the low seven bits of its hashtext and the seven above them), and a row passes
-- only when both of each word's bits are set: 'porsche' 7.7%, 'lamborghini' 7.5%, 'ferrari' 3.5% for 3.4%.
-- A word's bits in one half (0 or 1): one expression, computed once while a question's statement is planned
-- (not STRICT: a strict function is inlined only if its body is).
CREATE FUNCTION word_mask(lexeme text, half integer) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN (hashtext(lexeme) & 127) >> 6 = half THEN 1::bigint << (hashtext(lexeme) & 63) ELSE 0 END
       | CASE WHEN ((hashtext(lexeme) >> 7) & 127) >> 6 = half THEN 1::bigint << ((hashtext(lexeme) >> 7) & 63) ELSE 0 END
$$;--> statement-breakpoint
-- The stored bits are computed again: the indexes that hold them and the columns go first, and come back
-- computed by the new word_bits.
DROP INDEX IF EXISTS "listings_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_year_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_mileage_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_status_price_desc_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "word_bits_low", DROP COLUMN "word_bits_high";--> statement-breakpoint
DROP FUNCTION word_bits(text[], integer);--> statement-breakpoint
DROP FUNCTION word_bit(text, integer);--> statement-breakpoint
-- The bits of a listing's words, in one half.
CREATE FUNCTION word_bits(lexemes text[], half integer) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(bit_or(word_mask(lexeme, half)), 0) FROM unnest(lexemes) AS lexeme
$$;--> statement-breakpoint
ALTER TABLE "listings"
  ADD COLUMN "word_bits_low" bigint GENERATED ALWAYS AS (word_bits(tsvector_to_array(setweight(to_tsvector('simple', "make" || ' ' || "model"), 'A') || setweight(to_tsvector('simple', "location" || ' ' || "region" || ' ' || immutable_array_to_string("features", ' ')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')), 0)) STORED,
  ADD COLUMN "word_bits_high" bigint GENERATED ALWAYS AS (word_bits(tsvector_to_array(setweight(to_tsvector('simple', "make" || ' ' || "model"), 'A') || setweight(to_tsvector('simple', "location" || ' ' || "region" || ' ' || immutable_array_to_string("features", ' ')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')), 1)) STORED;--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"seller_suspended","reports_held","price_usd","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_year_idx" ON "listings" USING btree ("status","year" DESC NULLS FIRST,"id" DESC NULLS FIRST,"seller_suspended","reports_held","price_usd","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_mileage_idx" ON "listings" USING btree ("status",coalesce("mileage_mi", 0),"id","seller_suspended","reports_held","price_usd","year","make","region","condition","body_type","fuel_type","mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price_usd","id","seller_suspended","reports_held","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
CREATE INDEX "listings_status_price_desc_idx" ON "listings" USING btree ("status","price_usd" DESC NULLS LAST,"id" DESC,"seller_suspended","reports_held","year","make","region","condition","body_type","fuel_type",coalesce("mileage_mi", 0),"mileage_mi","verified","word_bits_low","word_bits_high");--> statement-breakpoint
ANALYZE "listings";
