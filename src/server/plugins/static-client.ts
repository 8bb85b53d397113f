import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fileBody } from '../../shared/schemas/common.ts';
import { errorReplies } from '../../shared/schemas/errors.ts';
import { LocalStorage, PUBLIC_BUCKETS, type Storage } from '../lib/storage.ts';

const PUBLIC_FILE_TYPES = ['image/avif', 'image/webp', 'application/octet-stream'] as const;

/**
 * Serves the built web client (hashed assets cached for a year, index.html revalidated; the build's
 * .br/.gz siblings to browsers that accept them) with the single-page fallback, and the public upload
 * buckets. Unknown /api paths stay JSON 404s.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string, storage: Storage) {
  for (const bucket of PUBLIC_BUCKETS) {
    if (storage instanceof LocalStorage) {
      mkdirSync(path.join(storage.root, bucket), { recursive: true });
      await app.register(fastifyStatic, {
        root: path.join(storage.root, bucket),
        prefix: `/uploads/${bucket}/`,
        decorateReply: false,
        // Stored objects are never overwritten, so their URLs can be cached for long.
        maxAge: '30d',
        immutable: true,
        dotfiles: 'deny',
      });
    } else {
      // Object storage: the app relays public files, so their addresses stay the same on every instance.
      app.get(
        `/uploads/${bucket}/*`,
        {
          schema: {
            response: {
              200: fileBody(PUBLIC_FILE_TYPES, 'A public file: a listing photo'),
              ...errorReplies,
            },
          },
        },
        async (request, reply) => {
          const key = (request.params as { '*': string })['*'];
          const body =
            /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) && !key.includes('..')
              ? await storage.get(bucket, key)
              : null;
          if (!body) return reply.status(404).send({ message: 'Not found' });
          const type = key.endsWith('.avif')
            ? 'image/avif'
            : key.endsWith('.webp')
              ? 'image/webp'
              : 'application/octet-stream';
          return reply.header('cache-control', 'public, max-age=2592000, immutable').type(type).send(body);
        },
      );
    }
  }

  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // Files are looked up per request, so a rebuilt client is served without a restart; a miss falls
      // through to the not-found handler below.
      wildcard: true,
      index: ['index.html'],
      // vite.config.ts writes brotli and gzip copies of the text files at build time.
      preCompressed: true,
      // The build manifest (.vite/) is for tooling, not visitors.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // Client routes get the app; a missing file (an old asset, a typo'd image) stays a 404.
    const isFile = /\.[a-z0-9]+$/i.test(url) || url.startsWith('/assets/');
    const wantsPage =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/uploads/') && !isFile;
    if (wantsPage && hasClient) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', clientDir);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
