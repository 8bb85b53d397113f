import { forkTypeScript } from '../../lib/fork-typescript.ts';
import type { PhotoVariant } from '../../modules/photos/pipeline.ts';

/** A request to the renderer process, and its answer. */
export interface RenderRequest {
  id: number;
  svg: string;
}
export type RenderReply = { id: number; variants: PhotoVariant[] } | { id: number; error: string };

export interface PhotoRenderer {
  /** The demo photo drawn by `svg`, in every width and format of the upload pipeline. */
  render(svg: string): Promise<PhotoVariant[]>;
  /** Lets the renderer process exit. */
  close(): void;
}

/**
 * Draws the demo photos in a child process that exits when the seed is done. Rasterising and encoding
 * with sharp leaves libvips' caches and its threads' malloc arenas in the process that did it: about
 * 385 MB that the server would otherwise keep for its whole life (bench/README.md, "Memory on the embedded
 * store"). In a process of its own they go back to the system when it exits; its two cores' worth of
 * encoding threads are the same as before.
 */
export function startPhotoRenderer(): PhotoRenderer {
  const child = forkTypeScript(new URL('./render-worker.ts', import.meta.url), [], {
    // Buffers travel as binary, not as JSON arrays of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: PhotoVariant[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let exited: Error | null = null;

  child.on('message', (reply: RenderReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(`drawing a demo photo failed: ${reply.error}`));
    // Structured cloning hands back Uint8Arrays: the storage layer expects Buffers.
    else waiting.resolve(reply.variants.map((v) => ({ ...v, body: Buffer.from(v.body) })));
  });
  child.on('exit', (code, signal) => {
    exited = new Error(`the demo photo renderer exited (${signal ?? code})`);
    for (const waiting of pending.values()) waiting.reject(exited);
    pending.clear();
  });

  return {
    render(svg) {
      if (exited) return Promise.reject(exited);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, svg } satisfies RenderRequest);
      });
    },
    close() {
      if (child.connected) child.disconnect();
    },
  };
}
