-- A view or a watch changes a listing where it stands (docs/decisions/0091-listings-changed-in-place.md).
-- Every counted view adds one to view_count (and every watch to watcher_count). On pages filled to the brim
-- the new version of the row went to another page: an entry in each of the table's 27 indexes, some 80 in
-- each full-text one's list of pending entries, which every search then read through. At 100,000 listings,
-- 20,000 views left half the rows moved, the indexes 39% larger, 4 MB pending in each full-text index, and
-- the facet questions 20-28% slower until a vacuum. A fifth of each page is kept free for such updates,
-- which then stay on the page and touch no index; existing pages gain that room as vacuum frees them.
ALTER TABLE "listings" SET (fillfactor = 80);--> statement-breakpoint
-- What new and edited listings add to a full-text index waits in its pending list, read whole by every
-- search that uses the index, until a vacuum or the list's limit merges it: 256 kB instead of 4 MB.
ALTER INDEX "listings_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_quarter_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_mileage_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_north_america_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_europe_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_asia_pacific_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_middle_east_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_south_america_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "listings_public_search_africa_idx" SET (gin_pending_list_limit = 256);
