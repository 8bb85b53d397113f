-- A listing fee could be opened twice by concurrent requests. Before the rule becomes an index, all but
-- the newest open payment of each listing are closed as failed (the transition an abandoned payment takes).
UPDATE "listing_payments" AS p SET "status" = 'failed'
WHERE p."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "listing_payments" AS q
  WHERE q."listing_id" = p."listing_id" AND q."status" = 'pending' AND q."id" > p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_payments_one_open_per_listing" ON "listing_payments" USING btree ("listing_id") WHERE "listing_payments"."status" = 'pending';
