import koffi from 'koffi';

/**
 * glibc's `malloc_trim(0)`: hands the memory that `free` kept in the C allocator's heaps back to the
 * operating system. Node's own allocations (V8's array buffers, zlib, TLS, the database driver's and
 * PGlite's buffers) are freed into glibc's heaps, one per thread that allocated, and glibc gives memory
 * back only from the top of each heap. 20 s after the scale benchmark's questions on 100,000 listings, the
 * embedded store's server idled at 432-450 MB without the trim and 369-405 MB with it (decision 0064).
 * Undefined where the C library is not glibc (musl, macOS): nothing to call there.
 */
export const mallocTrim: (() => void) | undefined = (() => {
  try {
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => {
      trim(0);
    };
  } catch {
    return undefined;
  }
})();
