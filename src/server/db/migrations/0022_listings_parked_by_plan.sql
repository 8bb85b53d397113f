-- A dealer's listings over its plan's limit after a downgrade or a lapse are parked: inactive, with the
-- reason 'plan_limit', so the dashboard can say why and the plan change that allows them brings them back
-- (docs/decisions/0032, shared/domain/plans.ts).
ALTER TABLE "listings" ADD COLUMN "inactive_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_inactive_reason_known" CHECK ("inactive_reason" is null or "inactive_reason" in ('plan_limit'));--> statement-breakpoint
CREATE INDEX "listings_parked_idx" ON "listings" ("seller_id", "created_at") WHERE "inactive_reason" = 'plan_limit';
