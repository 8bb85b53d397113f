-- Two-factor sign-in (better-auth's two-factor plugin: its table and the user's flag), suspension of
-- accounts, and the tombstone a deleted account leaves (docs/decisions/0025-two-factor-leaving-and-suspension.md).
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "two_factors_user_unique" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("suspended_at") WHERE "users"."suspended_at" IS NOT NULL;--> statement-breakpoint
-- A suspended seller's listings keep their status (they come back as they were when the suspension is
-- lifted) but leave the public inventory: public means active and not held by the seller's suspension.
ALTER TABLE "listings" ADD COLUMN "seller_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The maintained facet counts (migration 0011) count public listings only, so they now leave out the
-- listings held by a suspension, with the same rule as shared/domain/listing.ts isPublicListing.
CREATE OR REPLACE FUNCTION count_facets_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, count(*)::int FROM inserted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
    WHERE l.status = 'active' AND NOT l.seller_suspended GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_facets_of_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, -count(*)::int FROM deleted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
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
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
      WHERE l.status = 'active' AND NOT l.seller_suspended
      UNION ALL
      SELECT f.dimension, f.value, -1 FROM previous l,
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price) f
      WHERE l.status = 'active' AND NOT l.seller_suspended
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
