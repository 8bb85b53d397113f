-- Dealer storefronts and reports of listings and conversations
-- (docs/decisions/0031-storefronts-and-reports.md).
-- The storefront's own fields; the name stays `dealership_name` and the business address `address`
-- (both kept from the dealer's identity application), `location` is the short place the storefront shows.
ALTER TABLE "dealers" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A listing enough accounts reported is held out of the public inventory until an administrator looks,
-- without changing its status (like a suspension's hold, migration 0013).
ALTER TABLE "listings" ADD COLUMN "reports_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- One table for both kinds of report: a conversation is named by its listing and its buyer, so a report
-- with a buyer is about the conversation, one without about the listing.
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"buyer_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_reason_known" CHECK ("listing_reports"."reason" in ('scam', 'wrong_information', 'already_sold', 'offensive', 'other')),
	CONSTRAINT "listing_reports_status_known" CHECK ("listing_reports"."status" in ('open', 'dismissed', 'removed'))
);--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One open report per account per listing, and per conversation: the database keeps it under races.
CREATE UNIQUE INDEX "listing_reports_one_open_unique" ON "listing_reports" USING btree ("listing_id","reporter_id") WHERE "listing_reports"."status" = 'open' and "listing_reports"."buyer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_open_conversation_unique" ON "listing_reports" USING btree ("listing_id","buyer_id","reporter_id") WHERE "listing_reports"."status" = 'open' and "listing_reports"."buyer_id" is not null;--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("created_at","id") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_listing_idx" ON "listing_reports" USING btree ("listing_id");--> statement-breakpoint
-- The maintained facet counts (migrations 0011, 0013 and 0016) count public listings only: a listing held by
-- reports leaves them as a suspended seller's does (shared/domain/listing.ts isPublicListing).
CREATE OR REPLACE FUNCTION count_facets_of_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, count(*)::int FROM inserted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
    WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_facets_of_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_facet_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, -count(*)::int FROM deleted l,
      listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
    WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held GROUP BY 1, 2 ORDER BY 1, 2
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
      WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
      UNION ALL
      SELECT f.dimension, f.value, -1 FROM previous l,
        listing_facet_values(l.make, l.region, l.condition::text, l.body_type, l.price_usd) f
      WHERE l.status = 'active' AND NOT l.seller_suspended AND NOT l.reports_held
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
