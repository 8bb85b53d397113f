-- Dealer plans, inventory import and listing expiry (docs/decisions/0032-plans-import-and-expiry.md).
-- ranked_at: where the "Recommended" sort places a listing of a dealer on a paid plan (its creation time
-- moved a century per placement step); null for everyone else, who rank by created_at. One expression
-- index serves the sort, and "ranked_at is not null" is the home page's featured rotation.
ALTER TABLE "listings" ADD COLUMN "ranked_at" timestamp with time zone;--> statement-breakpoint
-- A private seller's listing stops being live at expires_at (null: does not expire, dealers' listings);
-- expiry_reminded_at: the owner was e-mailed about this expiry.
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
-- A dealer's own reference for the car, matched by the CSV import like the VIN.
ALTER TABLE "listings" ADD COLUMN "stock_number" text;--> statement-breakpoint
-- Listings already live when this arrives get their full 90 days from now rather than expiring at once.
UPDATE "listings" AS l SET "expires_at" = now() + interval '90 days'
WHERE l."status" = 'active' AND NOT EXISTS (
  SELECT 1 FROM "users" u WHERE u."id" = l."seller_id" AND u."role_id" = 2
);--> statement-breakpoint
CREATE INDEX "listings_status_recommended_idx" ON "listings" USING btree ("status",coalesce("ranked_at", "created_at") DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("id") WHERE "listings"."status" = 'active' AND "listings"."ranked_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("expires_at") WHERE "listings"."status" = 'active' AND "listings"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_seller_stock_number_idx" ON "listings" USING btree ("seller_id","stock_number") WHERE "listings"."stock_number" IS NOT NULL;--> statement-breakpoint
-- One subscription per account: it moves along its statuses (shared/domain/plans.ts) rather than piling up.
DELETE FROM "subscriptions" AS s WHERE EXISTS (
  SELECT 1 FROM "subscriptions" AS t WHERE t."user_id" = s."user_id" AND t."id" > s."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("status","current_period_end");
