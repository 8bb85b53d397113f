/**
 * What changed, said once, after the change committed (docs/decisions/0016). Each event names the record
 * and the account that owns it: caches react to the first, the audit rule to the second.
 */
export type DomainEvent =
  | { type: 'listing.changed'; listingId: number; ownerId: string }
  | { type: 'seller.changed'; sellerId: string }
  | { type: 'identity.changed'; applicationId: number; userId: string }
  | { type: 'payment.changed'; paymentId: number; userId: string }
  | { type: 'rating.changed'; ratingId: number; buyerId: string; sellerId: string }
  /** Currency rates changed, and with them every listing's USD price (modules/currencies). */
  | { type: 'rates.changed'; adminId: string };

export type DomainEventType = DomainEvent['type'];

/** The account whose data the event changed: an administrator acting on anyone else's is audited. */
export function ownerOf(event: DomainEvent): string {
  switch (event.type) {
    case 'listing.changed':
      return event.ownerId;
    case 'seller.changed':
      return event.sellerId;
    case 'identity.changed':
    case 'payment.changed':
      return event.userId;
    case 'rating.changed':
      return event.buyerId;
    case 'rates.changed':
      return event.adminId;
  }
}

/** The record an event is about, as the audit log names targets. */
export function subjectOf(event: DomainEvent): { targetType: string; targetId: string } {
  switch (event.type) {
    case 'listing.changed':
      return { targetType: 'listing', targetId: String(event.listingId) };
    case 'seller.changed':
      return { targetType: 'user', targetId: event.sellerId };
    case 'identity.changed':
      return { targetType: 'kyc_application', targetId: String(event.applicationId) };
    case 'payment.changed':
      return { targetType: 'payment', targetId: String(event.paymentId) };
    case 'rating.changed':
      return { targetType: 'rating', targetId: String(event.ratingId) };
    case 'rates.changed':
      return { targetType: 'currency_rates', targetId: 'all' };
  }
}

type Listener = (event: DomainEvent) => void;

/**
 * In-process dispatch of committed events. Listeners run synchronously, so by the time a request that
 * changed something answers, this instance's caches already reflect it. A listener that throws is
 * reported and does not stop the others: the change has committed whatever a listener does.
 */
export class DomainEvents {
  private readonly listeners = new Set<Listener>();
  private relay: ((events: readonly DomainEvent[]) => Promise<void>) | null = null;

  /** `onError` hears what a listener, a relay or an after-commit effect threw. */
  constructor(readonly onError: (err: unknown) => void = () => {}) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where committed events go besides this instance's listeners (other instances, modules/realtime/bus.ts). */
  relayTo(relay: (events: readonly DomainEvent[]) => Promise<void>): void {
    this.relay = relay;
  }

  /** Events a transaction committed: this instance's listeners now, then the other instances. */
  publish(events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    this.dispatch(events);
    this.relay?.(events).catch(this.onError);
  }

  /** Runs this instance's listeners only (events relayed from another instance arrive here). */
  dispatch(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch (err) {
          this.onError(err);
        }
      }
    }
  }
}
