import { ApiError } from '@client/lib/api.ts';

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress. Same contract as
 * lib/api.ts: cookies sent, JSON answered, any non-2xx becomes an ApiError (so screens show the server's own
 * message). `onProgress` receives 0..1 as the body goes out.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, '', 'The server sent an unreadable reply'));
        }
        return;
      }
      reject(new ApiError(xhr.status, text, xhr.statusText));
    });
    // A network failure is a TypeError, as with fetch, so errorText() shows the screen's fallback.
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

/** Runs `task` over `items` with at most `limit` running at once; resolves when all have settled. */
export async function runPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
