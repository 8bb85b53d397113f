-- A statement run with index scans off, in one call (docs/decisions/0076-rows-in-table-order-in-one-call.md).
-- Facet samples are the first matches in the order a statement reads them, and only bitmaps and the table
-- itself read listings in the order the table holds them (decision 0071); the settings were set in a
-- transaction of the sample's own: begin, set_config, the statement, commit, four round trips on
-- PostgreSQL. A function's SET clause holds them for the call alone. `statement` is a format() string
-- whose `%n$L` take the n-th of `params` (a JSON array of scalars) as a quoted literal, which PostgreSQL
-- types by its place as it types a parameter sent apart; each row comes back as JSON.
CREATE OR REPLACE FUNCTION rows_in_table_order(statement text, params json) RETURNS SETOF json
LANGUAGE plpgsql
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
BEGIN
  RETURN QUERY EXECUTE format('select to_json(r) from (' || statement || ') r',
    VARIADIC array(SELECT json_array_elements_text(params)));
END
$$;
