import type { $ZodConfig } from 'zod/v4/core';

/**
 * The site's Content-Security-Policy allows no eval, so zod's compiled object parsers can never run in the
 * browser; left on, zod probes `new Function` when it builds its first object schema and the browser
 * reports a CSP violation on every page that validates a form. Imported first by main.tsx.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (so that copies of zod share it) and
 * reads it when it loads: setting it here costs the initial bundle nothing, where importing zod's
 * `config()` would pull zod's core into it. The server keeps the compiled parsers.
 */
const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
