import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { ListingDetail } from '../../../shared/schemas/listings.ts';
import type { RenderedPage } from '../../../shared/server-render.ts';
import type { DomainEvents, DomainEventType } from '../../lib/domain-events.ts';
import type { KnownCards, ListingRow } from './cards.ts';
import type { Estimate, FacetSampleCounts, MatchCount, TermRows } from './counting.ts';
import { FacetCubeCache } from './facet-cube.ts';
import { WordRowsCache } from './word-rows.ts';

type Encoding = 'br' | 'gzip';

/** A stable cache key for a parsed query: the same question asked in any parameter order. */
export const queryKey = (route: string, query: object): string =>
  `${route}?${JSON.stringify(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )}`;

/** Below this, compressing costs more than the bytes it saves. */
const MIN_COMPRESSED_SIZE = 1024;

const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  // Browsers send a handful of distinct Accept-Encoding values; the bound keeps odd ones from piling up.
  cache: new LRUCache<string, string>({ max: 100 }),
});

/**
 * The smallest Brotli window that holds a body of `bytes` (2^10 to 2^22 bytes, Brotli's own bounds). The
 * default window (4 MB) makes every call allocate and clear buffers for it: in a busy server, with the
 * caches taken by other work, a page of 24 listings (27 KB) took 0.5-0.6 ms to compress, and 0.2 ms with
 * the window fitted to it, to the same bytes.
 */
const fittedWindow = (bytes: number): number => Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes))));

const compress: Record<Encoding, (body: string) => Buffer> = {
  // Quality 3 compresses a page of 24 listings (27 KB) to a sixth of its size; quality 5 saves another
  // 10% of those bytes for half as much time again, which a server answering many new questions spends
  // better elsewhere (bench/README.md, "Scale").
  br: (body) => {
    const bytes = Buffer.byteLength(body);
    return brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 3,
        [zlib.BROTLI_PARAM_LGWIN]: fittedWindow(bytes),
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    });
  },
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * A serialized answer kept for many visitors. Each encoding is compressed once, on first demand, and
 * then served as is: a cached page of results costs no serialization and no compression.
 */
export class CachedReply {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly body: string,
    readonly headers: Record<string, string>,
  ) {}

  /** The payload for a client's Accept-Encoding, with the encoding it is in (none: plain JSON). */
  payloadFor(acceptEncoding: string | undefined): { encoding?: Encoding; payload: string | Buffer } {
    if (!acceptEncoding || this.body.length < MIN_COMPRESSED_SIZE) return { payload: this.body };
    const encoding = encodings.negotiate(acceptEncoding);
    if (!encoding) return { payload: this.body };
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload = compress[encoding](this.body);
      this.encoded.set(encoding, payload);
    }
    return { encoding, payload };
  }
}

/**
 * The listings public pages showed in the last seconds, by id (cards.ts KnownCards): new questions keep
 * showing the same listings (the benchmark's combinations, 10 connections: 97% of the listings on their
 * pages had been on another page in the 10 s before), and a page read as ids spares the database
 * building each listing's JSON with its seller's and the server parsing it. Cleared with the answers;
 * a reader that began before a clear keeps nothing (`mark`, `keep`), so a listing read while it changed
 * is not kept as it was.
 */
export class CardCache implements KnownCards {
  private readonly rows = new LRUCache<number, ListingRow>({ max: 5000, ttl: 10_000 });
  private generation = 0;

  get(id: number): ListingRow | undefined {
    return this.rows.get(id);
  }

  mark(): number {
    return this.generation;
  }

  keep(mark: number, rows: ListingRow[]): void {
    if (mark !== this.generation) return;
    for (const row of rows) this.rows.set(row.id, row);
  }

  purgeStale(): void {
    this.rows.purgeStale();
  }

  clear(): void {
    this.generation += 1;
    this.rows.clear();
  }
}

/** A cache as one reader fills it (ListingCache.keptBy). */
export interface KeptCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
}

/**
 * What every visitor sees alike (active listings, the public listing pages) is cached as serialized
 * replies for a few seconds: browsing is read-heavy and most visitors ask the same questions.
 * A committed change to what visitors see clears it at once, on every instance
 * (`dropOnPublicChange`; docs/decisions/0005-public-browse-cache.md, 0016).
 */
export class ListingCache {
  /**
   * Bounded by size as well as count: every distinct question is kept for its few seconds, and a crowd
   * of new questions (the scale benchmark asks nothing twice) must not grow the process (bench/README.md,
   * "Scale": 24 MB of replies, about a thousand pages of results).
   */
  readonly replies = new LRUCache<string, CachedReply>({
    max: 2000,
    ttl: 10_000,
    maxSize: 24 * 1024 * 1024,
    // The body, and its compressed copies (a fifth of it) once asked for.
    sizeCalculation: (r) => Math.ceil(r.body.length * 1.2) + 1,
  });
  /**
   * How many active listings a set of filters matches, whatever the sort and page: the next page of
   * results, or the same results sorted another way, do not count every match again.
   */
  readonly totals = new LRUCache<string, MatchCount>({ max: 5000, ttl: 10_000 });
  /**
   * Facet counts over one sample (counting.ts facetCounts), by the sample's question and facets. Each
   * facet ignores its own filter, so a visitor moving the price slider asks the price bands' sample again
   * unchanged, and choosing a make asks the makes' again: only the samples whose question changed are read.
   * A sample's counts are a few kilobytes (some 80 values): 2,000 of them stay under 10 MB.
   */
  readonly facetSamples = new LRUCache<string, FacetSampleCounts>({ max: 2000, ttl: 10_000 });
  /**
   * Each search word's tsquery term (search.ts searchTerms): the words it begins and the words it
   * resembles, by word. A listing's change can add words, so the terms go with the answers.
   */
  readonly wordTerms = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });
  /**
   * Each search term's rows among all listings by the planner's statistics, and how often several words
   * come together in a sample of listings (counting.ts WordShares): both move as listings change, so the
   * shares go with the answers too.
   */
  readonly wordShares = new LRUCache<string, TermRows>({ max: 10_000, ttl: 60_000 });
  /**
   * The planner's estimates of whole questions (counting.ts KnownEstimates), by condition: a visitor who
   * sorts the results another way or loads the next page is not planned for again.
   */
  readonly estimates = new LRUCache<string, Estimate>({ max: 5000, ttl: 10_000 });
  /**
   * Public pages of listings, by id, read through `fetch` with their reader as its context: a page asked
   * for after its 10 seconds is answered from the copy at hand while one fresh copy is read beside it
   * (`allowStale`), instead of every visitor then waiting on the database. A reader's failure (the
   * listing gone from public view) drops the copy.
   */
  readonly details = new LRUCache<number, ListingDetail, () => Promise<ListingDetail>>({
    max: 5000,
    ttl: 10_000,
    fetchMethod: (_id, _stale, { context }) => context(),
  });
  /** Server-rendered pages (markup and data, modules/seo/server-render.ts), by renderer build and URL. */
  readonly renderedPages = new LRUCache<string, RenderedPage>({
    max: 500,
    ttl: 10_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (p) => p.html.length + p.stateTag.length + 1,
  });
  /**
   * The maintained facet cube as last read (facet-cube.ts): dropped with the answers, so facet counts
   * follow a committed change as soon as the answers do.
   */
  readonly facetCube = new FacetCubeCache();
  /** Listings public pages showed lately (CardCache). */
  readonly cards = new CardCache();
  /** The first public matches of words asked again, for their facet samples (word-rows.ts). */
  readonly wordRows = new WordRowsCache();
  /** Views this instance already recorded today ("listing|viewer|day"), so repeats skip the database. */
  readonly recordedViews = new LRUCache<string, true>({ max: 100_000, ttl: 6 * 60 * 60 * 1000 });

  /**
   * `cache` as a reader that begins now fills it: what it sets after a clear it began before is dropped,
   * since it may have read the listings before the change that cleared them (an answer read while a
   * listing changed, kept for 10 s as it was). The cards count the clears (CardCache.mark): every cache
   * is cleared with them (invalidate).
   */
  keptBy<K extends {}, V extends {}>(cache: LRUCache<K, V, unknown>): KeptCache<K, V> {
    const mark = this.cards.mark();
    return {
      get: (key) => cache.get(key),
      set: (key, value) => {
        if (mark === this.cards.mark()) cache.set(key, value);
      },
    };
  }

  /** Drops expired entries, which the caches otherwise keep until they are asked for or pushed out. */
  purgeStale(): void {
    this.replies.purgeStale();
    this.totals.purgeStale();
    this.facetSamples.purgeStale();
    this.details.purgeStale();
    this.renderedPages.purgeStale();
    this.wordTerms.purgeStale();
    this.wordShares.purgeStale();
    this.estimates.purgeStale();
    this.cards.purgeStale();
    this.wordRows.purgeStale();
  }

  invalidate(): void {
    this.replies.clear();
    this.totals.clear();
    this.facetSamples.clear();
    this.details.clear();
    this.renderedPages.clear();
    this.wordTerms.clear();
    this.wordShares.clear();
    this.estimates.clear();
    this.facetCube.clear();
    this.cards.clear();
    this.wordRows.clear();
  }
}

/**
 * Committed changes that alter what a visitor sees: a listing itself, its seller's verified badge, its
 * seller's rating summary. Identity decisions and payments show through these (an approval verifies
 * the seller) or not at all.
 */
const PUBLIC_CHANGES: ReadonlySet<DomainEventType> = new Set([
  'listing.changed',
  'seller.changed',
  'rating.changed',
  // Every listing's USD price moved: price order, price filters and bands may all have changed.
  'rates.changed',
]);

/** The one subscriber that keeps the public caches (browse answers and server-rendered pages) current. */
export function dropOnPublicChange(events: DomainEvents, cache: ListingCache): void {
  events.subscribe((event) => {
    if (PUBLIC_CHANGES.has(event.type)) cache.invalidate();
  });
}
