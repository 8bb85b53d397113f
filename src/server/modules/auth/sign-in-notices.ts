import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInDevices } from '../../db/schema/index.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { accountPage } from './account-links.ts';
import { deviceLabel } from './device-label.ts';

/**
 * Records the device (browser and system, device-label.ts) of a sign-in, beside the addresses
 * sign-in-addresses.ts keeps. Answers whether the account had signed in before, and never with this one.
 */
async function recordDevice(db: Db, userId: string, device: string): Promise<boolean> {
  const [known] = await db
    .select({
      all: count(),
      same: sql<number>`count(*) filter (where ${signInDevices.device} = ${device})`.mapWith(Number),
    })
    .from(signInDevices)
    .where(eq(signInDevices.userId, userId));
  await db
    .insert(signInDevices)
    .values({ userId, device })
    .onConflictDoUpdate({
      target: [signInDevices.userId, signInDevices.device],
      set: { lastSeenAt: new Date() },
    });
  return (known?.all ?? 0) > 0 && (known?.same ?? 0) === 0;
}

const time = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/** Remembers the device of the sign-in that came with sign-up: it is the account's first, told to no one. */
export async function rememberSignUpDevice(db: Db, userId: string, userAgent: string | null): Promise<void> {
  await recordDevice(db, userId, deviceLabel(userAgent));
}

/**
 * After a sign-in: e-mails the owner when the device is one the account has never signed in with. The
 * account's very first sign-in (after sign-up, or of an account made for someone) is no news to them.
 */
export async function noticeSignIn(
  deps: { db: Db; siteUrl: string },
  user: { id: string; email: string },
  userAgent: string | null,
  at = new Date(),
): Promise<void> {
  const device = deviceLabel(userAgent);
  if (!(await recordDevice(deps.db, user.id, device))) return;
  await enqueueEmail(
    deps.db,
    emails.newSignIn(user.email, { device, time: time(at), link: accountPage.forgotPassword(deps.siteUrl) }),
  );
}
