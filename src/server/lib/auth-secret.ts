import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs session cookies. AUTH_SECRET wins; otherwise one is generated on first start and
 * kept in DATA_DIR so sessions survive restarts. Several instances must share AUTH_SECRET.
 */
export function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  const file = path.join(dataDir, '.auth-secret');
  try {
    return { secret: readFileSync(file, 'utf8').trim(), generated: false };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return { secret, generated: true };
  }
}
