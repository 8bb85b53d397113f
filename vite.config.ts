import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Writes .br and .gz beside every text file of the build, once, at build time: the server sends them
 * (@fastify/static preCompressed) to browsers that accept them, without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.name.startsWith('.')
            ? []
            : e.isDirectory()
              ? walk(path.join(dir, e.name))
              : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Moves the stylesheet to the top of the head, before the font preloads and the entry script (Vite
 * writes it last): nothing paints without it, so it must not queue behind fonts and scripts on a slow
 * connection, and a browser that finishes parsing before it arrives lays the whole page out once
 * without it, for nothing.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/\n\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const sheet of sheets) out = out.replace(sheet, '');
        const at = out.indexOf('<link rel="icon"');
        if (sheets.length === 0 || at < 0) return html;
        return `${out.slice(0, at)}${sheets.map((sheet) => `${sheet.trim()}\n    `).join('')}${out.slice(at)}`;
      },
    },
  };
}

/**
 * The browser's build uses React Router's production files. Its package names only its development
 * files (remix-run/react-router#12532, #14102), which carry dev-only warnings and checks: 11 KB more
 * for the main chunk, and work in every render. Only for the client: the server renderer keeps loading
 * the package as Node resolves it, so the server has one copy of the router and its contexts.
 */
function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = files[source];
      return file
        ? fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
        : null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), react(), tailwindcss(), stylesheetFirst(), precompress()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  // `vite build` builds both environments: the browser's client, and the server renderer of public pages
  // (src/client/entry-server.tsx), which the server loads from dist/ssr.
  builder: {},
  environments: {
    // The manifest lets scripts/check-bundle.mjs weigh what `/` really loads, and the server name the
    // chunks a page needs. No modulepreload links: Vite's helper would add one <link> per dependency of
    // each dynamic import from script, in the task that starts the app, 30-55 ms of main-thread work
    // on a phone (measured); the browser fetches a chunk's imports itself as it parses it, and Rollup
    // already lists an entry's transitive imports in its first line, so they still download together.
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        modulePreload: false,
      },
    },
    ssr: {
      build: {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { input: 'src/client/entry-server.tsx' },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
