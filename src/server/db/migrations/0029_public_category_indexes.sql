-- The public inventory by body type, by condition and by fuel type, one small index each (6 MB for a
-- million listings). The covering indexes of 0027 hold these columns only behind make or region and the
-- price, so a question of words and a body type had the planner read a whole covering index for the body
-- type (112,759 coupes, 130-160 ms at a million listings) to intersect it with the words' bitmap; from its
-- own index the same bitmap takes 7 ms, and a facet sample of 'ferrari' coupes 176 -> 17 ms
-- (docs/decisions/0049-public-category-indexes.md).
CREATE INDEX "listings_public_body_type_idx" ON "listings" USING btree ("body_type") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_public_condition_idx" ON "listings" USING btree ("condition") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;--> statement-breakpoint
CREATE INDEX "listings_public_fuel_type_idx" ON "listings" USING btree ("fuel_type") WHERE "listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false;
