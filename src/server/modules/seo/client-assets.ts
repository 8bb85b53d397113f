/** Vite's build manifest (dist/client/.vite/manifest.json), the parts read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

/** The page modules (src/client/app/routes.tsx) of the pages the server answers itself. */
export const PAGE_MODULES = {
  home: 'src/client/pages/HomePage.tsx',
  listings: 'src/client/pages/ListingsPage.tsx',
  listing: 'src/client/pages/ListingDetailPage.tsx',
  results: 'src/client/pages/ResultsPage.tsx',
  dealer: 'src/client/pages/DealerStorefrontPage.tsx',
} as const;
export type PageModule = keyof typeof PAGE_MODULES;

function closure(manifest: ClientManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The JavaScript files a page needs at once, beyond what index.html already loads: the app's code, which
 * the entry imports (src/client/boot.ts), and the page's own lazy chunk. The browser would otherwise
 * discover them only once the entry has run, then the app; announced in the HTML, they download
 * alongside the entry.
 */
export function pageModuleFiles(manifest: ClientManifest, page: PageModule): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const app = new Set<string>();
  for (const key of entry ? (manifest[entry]!.dynamicImports ?? []) : []) closure(manifest, key, app);
  return [...closure(manifest, PAGE_MODULES[page], app)]
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

const escapeAttr = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `<link rel="modulepreload">` for each file, as Vite writes them for the entry's own imports. */
export const modulePreloadTags = (files: readonly string[]): string[] =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);

/**
 * Preload of a responsive image the page shows first (its largest paint), in the one format the page's
 * <picture> offers first; browsers that cannot show that type skip it.
 */
export const imagePreloadTag = (image: { srcset: string; sizes: string; type: string }): string =>
  `<link rel="preload" as="image" type="${escapeAttr(image.type)}" imagesrcset="${escapeAttr(image.srcset)}" imagesizes="${escapeAttr(image.sizes)}" fetchpriority="high">`;

/**
 * Preload of an API answer the page asks for as soon as it runs; credentials included, as the client's
 * requests are (src/client/lib/api.ts), so the browser hands the preloaded answer to that request.
 */
export const fetchPreloadTag = (url: string): string =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(url)}">`;

/** Tags placed at the end of the head. */
export const injectHeadTags = (html: string, tags: readonly string[]): string =>
  tags.length === 0 ? html : html.replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
