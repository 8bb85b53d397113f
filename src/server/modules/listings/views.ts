import type { FastifyRequest } from 'fastify';
import type { ListingDetail } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { recordView, viewerKey } from './service.ts';

/**
 * Counts the request's visitor as a viewer of `listing` (once a day, never its seller) and keeps the
 * answer's count, and the cached copy's, current. Called by the API's detail route, and by the listing
 * page when the server renders it (the page's data then never reaches the API from the browser).
 */
export async function countVisitorView(
  deps: Pick<AppDeps, 'db' | 'listingCache'>,
  request: FastifyRequest,
  listing: ListingDetail,
): Promise<void> {
  const actor = await request.actor();
  const viewer = viewerKey(actor, request.ip, request.headers['user-agent']);
  if (!(await recordView(deps.db, deps.listingCache.recordedViews, listing, viewer))) return;
  listing.viewCount += 1;
  const cached = deps.listingCache.details.get(listing.id);
  if (cached && cached !== listing) cached.viewCount += 1;
}
