-- The three roles every account refers to (spec section 6); present on every database, demo or not.
INSERT INTO "roles" ("id", "name") VALUES (1, 'customer'), (2, 'dealer'), (3, 'admin') ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Trigram matching for typo-tolerant search (drizzle-kit does not emit extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
