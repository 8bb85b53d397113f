// `npm run create-admin -- --email E --password P [--first-name F --last-name L]`: creates an
// administrator, or promotes the existing account with that e-mail. For real deployments.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { createDeps } from '../src/server/deps.ts';
import { resolveAuthSecret } from '../src/server/lib/auth-secret.ts';
import { lockDataDir } from '../src/server/lib/data-dir-lock.ts';
import { createStorage } from '../src/server/lib/storage.ts';
import { createAccount, grantAdmin } from '../src/server/modules/auth/service.ts';
import { ROLE } from '../src/shared/domain/access.ts';
import { loginSchema } from '../src/shared/schemas/auth.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});

const parsed = loginSchema.safeParse({ email: values.email, password: values.password });
if (!parsed.success) {
  console.error('Usage: npm run create-admin -- --email E --password P');
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const { email, password } = parsed.data;

const config = loadConfig();
const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl, 1)
  : await openPglite(path.join(config.dataDir, 'pglite'));
try {
  await database.migrate();
  const deps = createDeps({
    config,
    database,
    storage: createStorage(config.dataDir, config.s3),
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir).secret,
  });
  const existing = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  let id = existing[0]?.id;
  if (id) {
    console.log(`Promoting ${email} to administrator (password unchanged).`);
  } else {
    id = await createAccount(deps, {
      email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      username: `admin_${email.split('@')[0]}`.slice(0, 40),
      roleId: ROLE.admin,
      verified: true,
    });
    console.log(`Created administrator ${email}.`);
  }
  await grantAdmin(deps.db, id);
} finally {
  await database.close();
  unlock?.();
}
