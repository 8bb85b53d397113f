CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "listings_status_created_idx";--> statement-breakpoint
DROP INDEX "listings_status_make_idx";--> statement-breakpoint
DROP INDEX "listings_status_region_idx";--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_status_year_idx" ON "listings" USING btree ("status","year" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_status_mileage_idx" ON "listings" USING btree ("status",coalesce("mileage", 0),"id");--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_status_make_idx" ON "listings" USING btree ("status","make","price");--> statement-breakpoint
CREATE INDEX "listings_status_region_idx" ON "listings" USING btree ("status","region","price");--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "title_text";--> statement-breakpoint
-- The words of a make and model, as the full-text index holds them, join the search vocabulary when a
-- listing is written. Words are never taken out: a word no listing carries any more only widens a
-- misspelt search to a term that matches nothing. Inserts are collected per statement (bulk imports
-- pay once); an edit of the names, which is rare, per row.
CREATE FUNCTION collect_search_terms_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', make || ' ' || model))) FROM inserted
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION collect_search_terms_of_renamed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
    SELECT unnest(tsvector_to_array(to_tsvector('simple', NEW.make || ' ' || NEW.model)))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_search_terms_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION collect_search_terms_of_inserted();--> statement-breakpoint
CREATE TRIGGER listings_search_terms_rename AFTER UPDATE OF make, model ON listings
  FOR EACH ROW EXECUTE FUNCTION collect_search_terms_of_renamed();--> statement-breakpoint
INSERT INTO search_terms (word)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', make || ' ' || model))) FROM listings
  ON CONFLICT DO NOTHING;
