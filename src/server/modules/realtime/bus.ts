import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { WatchNotice } from '../../../shared/domain/watchlist.ts';
import type { Database } from '../../db/client.ts';
import type { DomainEvent } from '../../lib/domain-events.ts';

/** What open pages are told. Events name what changed; pages refetch it (no message text travels here). */
export type PageEvent =
  | { type: 'inquiry'; id: number; listingId: number; buyerId: string; sellerId: string; senderId: string }
  | { type: 'read'; listingId: number; buyerId: string; readerId: string }
  /** A watched listing's price went down, or it left the market (shared/domain/watchlist.ts). */
  | { type: 'watch'; listingId: number; notice: WatchNotice; title: string }
  /** A customer's support thread changed: a message, or a read (modules/support). */
  | { type: 'support'; userId: string };

/**
 * What travels between instances: page events, and the end of a session (named by its key, see
 * streams.ts), whose streams every instance closes; and word that some of an account's sessions were
 * revoked, on which each of its streams checks that its own still stands. Those two never reach a page.
 */
export type RealtimeEvent =
  | PageEvent
  | { type: 'session-ended'; session: string }
  | { type: 'sessions-revoked' };

type Listener = (event: RealtimeEvent) => void;

const CHANNEL = 'marketplace_events';

/** For pages of some users; or committed domain events, from one instance to the others. */
type Envelope = { to: string[]; event: RealtimeEvent } | { from: string; changes: DomainEvent[] };

/**
 * Fan-out through PostgreSQL LISTEN/NOTIFY: a publish from any instance reaches the pages connected to
 * every instance on the same database (and, on the embedded store, the one process there is).
 */
export class RealtimeBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Tells this instance's own relayed events from other instances'. */
  private readonly instance = randomUUID();
  private relayed: (changes: DomainEvent[]) => void = () => {};
  private listenClient: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async start(): Promise<void> {
    const deliver = (payload: string | undefined) => this.deliver(payload);
    if (this.database.pglite) {
      this.unlisten = await this.database.pglite.listen(CHANNEL, deliver);
      return;
    }
    await this.connect(deliver);
  }

  /** A dedicated connection holds the LISTEN; if it drops, it is re-established. */
  private async connect(deliver: (payload: string | undefined) => void): Promise<void> {
    const pool = this.database.pool!;
    const client = new pg.Client(pool.options);
    client.on('notification', (n) => deliver(n.payload));
    client.on('error', (err) => {
      this.onError(err);
      client.end().catch(() => {});
      if (!this.stopped) setTimeout(() => void this.connect(deliver).catch(this.onError), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listenClient = client;
  }

  private deliver(payload: string | undefined): void {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if ('changes' in envelope) {
      if (envelope.from !== this.instance) this.relayed(envelope.changes);
      return;
    }
    for (const userId of envelope.to) {
      for (const listener of this.listeners.get(userId) ?? []) listener(envelope.event);
    }
  }

  async publish(to: string[], event: RealtimeEvent): Promise<void> {
    const payload = JSON.stringify({ to: [...new Set(to)], event } satisfies Envelope);
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  }

  /** Sends committed domain events to the other instances on the database. */
  async relay(changes: readonly DomainEvent[]): Promise<void> {
    const payload = JSON.stringify({ from: this.instance, changes: [...changes] } satisfies Envelope);
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  }

  /** Where domain events relayed by other instances go. */
  onRelayed(listener: (changes: DomainEvent[]) => void): void {
    this.relayed = listener;
  }

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    this.listeners.set(userId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Open event streams on this instance (system status). */
  get connections(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.unlisten?.().catch(() => {});
    await this.listenClient?.end().catch(() => {});
  }
}
