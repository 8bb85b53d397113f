import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { convertDistance } from '../../../shared/domain/currency.ts';
import {
  DIGEST_FREQUENCIES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
} from '../../../shared/domain/saved-search.ts';
import type {
  SavedSearch,
  SavedSearchFilters,
  StoredFilters,
  savedSearchInputSchema,
  savedSearchPatchSchema,
  UnsubscribeReply,
} from '../../../shared/schemas/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { savedSearches, savedSearchHits, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { storedSearchQuery } from '../listings/search.ts';
import { canonicalMake } from '../listings/service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

type Deps = Pick<AppDeps, 'db' | 'events'>;

/** The filters as saved: unset ones dropped, the make spelled as browse matches it. */
function storedFilters(f: SavedSearchFilters): StoredFilters {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(f)) if (value !== undefined) stored[key] = value;
  if (f.make) stored.make = canonicalMake(f.make);
  return stored as StoredFilters;
}

/** The typed columns matching reads (modules/saved-searches/matching.ts). */
async function matchColumns(db: Db, f: StoredFilters) {
  return {
    make: f.make ?? null,
    modelLower: f.model ? f.model.toLowerCase() : null,
    region: f.region ?? null,
    condition: f.condition ?? null,
    bodyType: f.bodyType ?? null,
    fuelType: f.fuelType ?? null,
    priceMin: f.priceMin ?? null,
    priceMax: f.priceMax ?? null,
    priceCurrency: f.priceCurrency && f.priceCurrency !== 'USD' ? f.priceCurrency : null,
    yearMin: f.yearMin ?? null,
    yearMax: f.yearMax ?? null,
    // Listings are matched on their mileage in miles (mileage_mi), whatever unit the buyer searched in.
    mileageMax:
      f.mileageMax === undefined ? null : convertDistance(f.mileageMax, f.mileageUnit ?? 'mi', 'mi'),
    textQuery: f.q ? ((await storedSearchQuery(db, f.q)) ?? null) : null,
  };
}

const newSince = sql<number>`(
  select count(*)::int from ${savedSearchHits} h
  where h.saved_search_id = ${savedSearches.id} and h.created_at > ${savedSearches.lastVisitedAt})`;

const replyColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  newSinceLastVisit: newSince,
  lastVisitedAt: savedSearches.lastVisitedAt,
  createdAt: savedSearches.createdAt,
};

type Row = { [K in keyof typeof replyColumns]: unknown } & {
  lastVisitedAt: Date;
  createdAt: Date;
};

const toReply = (r: Row): SavedSearch =>
  ({
    ...r,
    lastVisitedAt: r.lastVisitedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }) as SavedSearch;

/** The account's saved searches, newest first, each with the cars that matched since its owner last looked. */
export async function listSavedSearches(db: Db, actor: Actor): Promise<SavedSearch[]> {
  const rows = await db
    .select(replyColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((r) => toReply(r as Row));
}

async function ownSearch(db: Db, actor: Actor, id: number): Promise<SavedSearch> {
  const [row] = await db
    .select(replyColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)));
  // Someone else's search is answered exactly like one that does not exist.
  if (!row) throw notFound('Saved search not found');
  return toReply(row as Row);
}

export async function createSavedSearch(
  deps: Deps,
  origin: Origin,
  input: z.output<typeof savedSearchInputSchema>,
): Promise<SavedSearch> {
  const filters = storedFilters(input.filters);
  const columns = await matchColumns(deps.db, filters);
  const id = await withTransaction(deps, origin, async ({ tx, actor }) => {
    // The account row is locked so two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, actor.id));
    if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES) throw new AppError(409, SAVED_SEARCH_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: actor.id, name: input.name, frequency: input.frequency, filters, ...columns })
      .returning({ id: savedSearches.id });
    return row!.id;
  });
  return ownSearch(deps.db, origin.actor, id);
}

export async function updateSavedSearch(
  deps: Deps,
  origin: Origin,
  id: number,
  patch: z.output<typeof savedSearchPatchSchema>,
): Promise<SavedSearch> {
  await withTransaction(deps, origin, async ({ tx, actor }) => {
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.frequency !== undefined ? { frequency: patch.frequency } : {}),
        ...(patch.seen ? { lastVisitedAt: new Date() } : {}),
      })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)))
      .returning({ frequency: savedSearches.frequency });
    if (!row) throw notFound('Saved search not found');
    // Cars a digest still owes are dropped when the search stops being a digest one: switching to
    // "at once" must not later send them in a digest nobody asked for.
    if (!(DIGEST_FREQUENCIES as readonly string[]).includes(row.frequency)) {
      await tx
        .update(savedSearchHits)
        .set({ notifiedAt: new Date() })
        .where(and(eq(savedSearchHits.savedSearchId, id), sql`${savedSearchHits.notifiedAt} is null`));
    }
  });
  return ownSearch(deps.db, origin.actor, id);
}

export async function deleteSavedSearch(deps: Deps, origin: Origin, id: number): Promise<void> {
  await withTransaction(deps, origin, async ({ tx, actor }) => {
    const rows = await tx
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)))
      .returning({ id: savedSearches.id });
    if (rows.length === 0) throw notFound('Saved search not found');
  });
}

/**
 * The unsubscribe link of an alert: no session, the signed token says what to stop. Stopping is turning
 * the search's e-mails off (the search itself stays, for its owner to turn back on). Using a link twice
 * is fine; a token we did not sign is 400.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<UnsubscribeReply> {
  const subject = readUnsubscribeToken(secret, token);
  if (!subject) throw new AppError(400, 'This unsubscribe link is not valid');
  const stopped = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(
      subject.kind === 'search'
        ? eq(savedSearches.id, subject.savedSearchId)
        : and(eq(savedSearches.userId, subject.userId), eq(savedSearches.frequency, subject.frequency)),
    )
    .returning({ name: savedSearches.name });
  return { unsubscribed: stopped.map((s) => s.name) };
}
