/**
 * Run in a child process by `openPglite` (client.ts): makes a new embedded data directory (PostgreSQL's
 * initdb inside PGlite) and exits. Doing this in the server's own process leaves ~140 MB resident for its
 * whole life; opening an existing directory does not.
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: create-data-dir.ts <data dir>');
const client = await PGlite.create({ dataDir });
await client.close();
