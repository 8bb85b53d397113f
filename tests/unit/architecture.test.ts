import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of DESIGN.md section 2, checked on every file under src/ (docs/decisions/0013).
 * Imports are read with a regular expression: static `import`/`export … from`, side-effect imports and
 * `import('…')`. Type-only imports count everywhere: they tie modules together as much as any other.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const ALIASES: Record<string, string> = { '@shared/': 'src/shared/', '@client/': 'src/client/' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The project file an import names (relative to the repository), or null for a package. */
function resolveImport(fromFile: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, fromFile)), specifier));
}

function importsOf(file: string, text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2]!);
    if (target?.startsWith('src/')) found.add(target);
  }
  return [...found];
}

const files = sourceFiles(SRC).map((f) => path.relative(ROOT, f));
const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(path.join(ROOT, f), 'utf8'))]));
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

const layer = (f: string) => f.split('/')[1];
const feature = (f: string) => /^src\/client\/features\/([^/]+)\//.exec(f)?.[1];

/**
 * A feature's public surface, the only files another feature may import: `index.ts` (its pure helpers
 * and hooks for others), `api.ts` (its data: fetchers, query options, hooks), `keys.ts` (its query keys,
 * which others invalidate; a module of its own so that importing them loads nothing else) and the
 * components directly in `components/`. Anything else (nested components, helpers, contexts) is its own.
 */
const isPublicSurface = (f: string): boolean =>
  /^src\/client\/features\/[^/]+\/(index\.ts|api\.ts|keys\.ts|components\/[^/]+\.tsx)$/.test(f);

/** Every cycle, as its files in import order (Tarjan's strongly connected components). */
function cycles(g: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || g.get(v)?.includes(v)) found.push(component.reverse());
    }
  };
  for (const v of g.keys()) if (!order.has(v)) visit(v);
  return found;
}

const broken = (rule: (e: { from: string; to: string }) => boolean) =>
  edges.filter(rule).map((e) => `${e.from} -> ${e.to}`);

describe('house rules (DESIGN.md section 2)', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get('src/server/app.ts')).toContain('src/server/deps.ts');
  });

  it('shared/ imports nothing from server/ or client/', () => {
    expect(broken((e) => layer(e.from) === 'shared' && layer(e.to) !== 'shared')).toEqual([]);
  });

  it('client/ never imports server/, server/ never imports client/', () => {
    expect(broken((e) => layer(e.from) === 'client' && layer(e.to) === 'server')).toEqual([]);
    expect(broken((e) => layer(e.from) === 'server' && layer(e.to) === 'client')).toEqual([]);
  });

  it('a feature uses another feature only through its public surface', () => {
    expect(
      broken((e) => {
        const [a, b] = [feature(e.from), feature(e.to)];
        return a !== undefined && b !== undefined && a !== b && !isPublicSurface(e.to);
      }),
    ).toEqual([]);
  });

  it('db/ (schema, migrations, client) imports nothing from the modules above it', () => {
    // The seed, which does use modules (it creates accounts as sign-up does), lives in src/server/seed/.
    expect(
      broken((e) => e.from.startsWith('src/server/db/') && e.to.startsWith('src/server/modules/')),
    ).toEqual([]);
  });

  it('no import cycles', () => {
    expect(cycles(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('resolve aliases and relative paths, and ignore packages', () => {
    expect(resolveImport('src/client/a/b.ts', '@shared/domain/listing.ts')).toBe(
      'src/shared/domain/listing.ts',
    );
    expect(resolveImport('src/server/modules/x/y.ts', '../../app.ts')).toBe('src/server/app.ts');
    expect(resolveImport('src/server/app.ts', 'fastify')).toBeNull();
  });

  it('see static, type-only, re-exported and lazy imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const E = lazy(() => import('./e.tsx'));",
      "import {\n  f,\n  g,\n} from './f.ts';",
    ].join('\n');
    expect(importsOf('src/x/y.ts', text).sort()).toEqual(
      ['src/x/a.ts', 'src/b.ts', 'src/x/c.ts', 'src/x/d.ts', 'src/x/e.tsx', 'src/x/f.ts'].sort(),
    );
  });

  it('find a cycle and know a public surface', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    expect(isPublicSurface('src/client/features/kyc/api.ts')).toBe(true);
    expect(isPublicSurface('src/client/features/kyc/components/IdentityStep.tsx')).toBe(true);
    expect(isPublicSurface('src/client/features/seller/components/private-flow/PaymentStep.tsx')).toBe(false);
    expect(isPublicSurface('src/client/features/seller/upload.ts')).toBe(false);
  });
});
