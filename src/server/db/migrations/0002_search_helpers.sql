-- array_to_string is STABLE in PostgreSQL (it calls type output functions); for text[] the result is
-- deterministic, so this wrapper may be IMMUTABLE and used in the listings' generated search columns.
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, $2) $$;
