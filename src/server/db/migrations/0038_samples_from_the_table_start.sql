-- Facet samples read from the table's first pages (docs/decisions/0090-samples-from-the-table-start.md).
-- A sequential scan of a table larger than a quarter of the buffer cache starts where another scan of it
-- is (synchronize_seqscans) and reads through a small ring of buffers: at 100,000 listings on PostgreSQL's
-- default 128 MB (PGlite's 64 MB), every facet sample began somewhere new in the table, on pages no longer
-- in the cache, and one question asked twice was counted from different listings. From the table's start,
-- the pages the samples read stay in the cache and a question's estimate is the same each time it is asked.
ALTER FUNCTION rows_in_table_order(text, json) SET synchronize_seqscans = off;
