import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListingDetail } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { isBot } from './bots.ts';
import { anonymousViewerId, recordView, viewerKey } from './service.ts';

/** A first-party visitor id, signed with the auth secret so a client cannot mint new ones for free. */
const VISITOR_COOKIE = 'visitor';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The request's signed visitor id. A visitor without a valid one is given one with this reply: the hash of
 * their address and browser, the same key their view was counted under before they had the cookie, so the
 * page that sets the cookie and the next one that sends it back count as one viewer.
 */
function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const raw = request.cookies[VISITOR_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (unsigned?.valid && unsigned.value) return unsigned.value;
  const id = anonymousViewerId(request.ip, request.headers['user-agent']);
  reply.setCookie(VISITOR_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: VISITOR_MAX_AGE_SECONDS,
  });
  return id;
}

/**
 * Counts the request's visitor as a viewer of `listing`: once a day per viewer (the signed-in user, else
 * the signed visitor cookie), never its seller nor a bot, and for anonymous
 * visitors at most a few per address per listing per day, since cookies and User-Agents cost nothing to
 * change. Keeps the answer's count, and the cached copy's, current. The one path that counts views:
 * called by the API's detail route, and by the listing page when the server renders it (the page's data
 * then never reaches the API from the browser).
 */
export async function countVisitorView(
  deps: Pick<AppDeps, 'db' | 'listingCache' | 'limiter' | 'rateLimits'>,
  request: FastifyRequest,
  reply: FastifyReply,
  listing: ListingDetail,
): Promise<void> {
  const userAgent = request.headers['user-agent'];
  if (isBot(userAgent)) return;
  const actor = await request.actor();
  const viewer = viewerKey(actor, actor ? null : visitorId(request, reply));
  const underAddressCap = () =>
    deps.limiter.allows(`view:ip:${request.ip}:${listing.id}`, deps.rateLimits.viewsPerAddressPerListing);
  const counted = await recordView(
    deps.db,
    deps.listingCache.recordedViews,
    listing,
    viewer,
    actor ? undefined : underAddressCap,
  );
  if (!counted) return;
  listing.viewCount += 1;
  const cached = deps.listingCache.details.get(listing.id);
  if (cached && cached !== listing) cached.viewCount += 1;
}
