-- Every word the full-text index holds, so that a search word is looked up as the whole words it begins
-- ('barn' as 'barn', 'barns') rather than as a prefix ('barn':*). GIN reads a prefix by collecting the
-- items of every entry it begins into a bitmap, which at a million listings cost 107 ms for
-- 'barn':* & 'find':* where the same two whole words, intersected from their posting trees, cost 11 ms
-- (docs/decisions/0048-search-words-as-the-whole-words-they-begin.md). Byte order ("C"), so the words a
-- prefix begins are one range of the primary key. Words are never taken out (as search_terms, 0007): a
-- word no listing holds any more only adds a term that matches nothing. Inserts are collected per
-- statement (bulk imports pay once); an edit that changes a listing's words, per row.
CREATE TABLE "search_lexemes" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE FUNCTION collect_search_lexemes_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (word)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM inserted
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION collect_search_lexemes_of_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (word)
    SELECT unnest(tsvector_to_array(NEW.search_vector))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_search_lexemes_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION collect_search_lexemes_of_inserted();--> statement-breakpoint
CREATE TRIGGER listings_search_lexemes_update AFTER UPDATE ON listings
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION collect_search_lexemes_of_updated();--> statement-breakpoint
INSERT INTO search_lexemes (word)
  SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM listings
  ON CONFLICT DO NOTHING;
