import { count } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { AppDeps } from '../deps.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedDemoContent } from './demo-content.ts';

/** Seeds the demo accounts and content into an empty database; answers whether it did. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const accounts = await seedDemoAccounts(deps);
  await seedDemoContent(deps.db, deps.storage, accounts);
  return true;
}
