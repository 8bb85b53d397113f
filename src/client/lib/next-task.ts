/**
 * Resolves in a new task of the main thread, after the browser has had the chance to handle input and
 * paint: long work cut at these points never blocks a tap for long (Lighthouse's Total Blocking Time
 * counts each task's time beyond 50 ms). `scheduler.yield()` where the browser has it (it resumes ahead
 * of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
