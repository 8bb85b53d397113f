import { isAdmin } from '../../shared/domain/access.ts';
import type { Db } from '../db/client.ts';
import { adminLogs } from '../db/schema/index.ts';
import type { Actor, Origin } from '../plugins/session.ts';
import { type DomainEvent, type DomainEvents, ownerOf, subjectOf } from './domain-events.ts';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** One state change in the making: its statements, what it will announce, what follows its commit. */
export interface UnitOfWork {
  /** Every statement of the change goes through this, so they commit or roll back together. */
  readonly tx: Db;
  readonly actor: Actor;
  /** Announced once the transaction has committed; never if it rolls back. */
  emit(event: DomainEvent): void;
  /** Names an administrator's action in the audit log, in this transaction. Other actors are not audited. */
  audit(entry: AuditEntry): Promise<void>;
  /** Work outside the database that must only happen once the change is durable (deleting files). */
  afterCommit(effect: () => Promise<unknown>): void;
  /** Undoes work outside the database done for a change that then rolled back (files already stored). */
  onRollback(effect: () => Promise<unknown>): void;
}

export interface TransactionDeps {
  db: Db;
  events: DomainEvents;
}

async function writeAudit(tx: Db, { actor, meta }: Origin, entry: AuditEntry): Promise<void> {
  await tx.insert(adminLogs).values({
    adminId: actor.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? null,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
}

/**
 * Runs one state change as one transaction (docs/decisions/0016). The rule that every write by an
 * administrator on someone else's data is audited lives here: each emitted event names the owner of
 * what changed, and a record an administrator changed for someone else that no named entry covers gets
 * an entry under the event's name, in the same transaction. After the commit the events are published
 * (caches, other instances) and the after-commit effects run; a failure there is reported, not
 * thrown, because the change itself has happened.
 */
export async function withTransaction<T>(
  deps: TransactionDeps,
  origin: Origin,
  work: (uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  const emitted: DomainEvent[] = [];
  const committed: (() => Promise<unknown>)[] = [];
  const rolledBack: (() => Promise<unknown>)[] = [];
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      const audited = new Set<string>();
      const value = await work({
        tx,
        actor: origin.actor,
        emit: (event) => emitted.push(event),
        audit: async (entry) => {
          if (!isAdmin(origin.actor)) return;
          await writeAudit(tx, origin, entry);
          audited.add(`${entry.targetType}:${entry.targetId}`);
        },
        afterCommit: (effect) => committed.push(effect),
        onRollback: (effect) => rolledBack.push(effect),
      });
      if (isAdmin(origin.actor)) {
        for (const event of emitted) {
          const subject = subjectOf(event);
          const key = `${subject.targetType}:${subject.targetId}`;
          if (ownerOf(event) === origin.actor.id || audited.has(key)) continue;
          await writeAudit(tx, origin, { action: event.type, ...subject });
          audited.add(key);
        }
      }
      return value;
    });
  } catch (error) {
    for (const undo of rolledBack) await undo().catch(deps.events.onError);
    throw error;
  }
  deps.events.publish(emitted);
  for (const effect of committed) await effect().catch(deps.events.onError);
  return result;
}
