/**
 * Resolves in a later task, so that what follows does not lengthen the current one (docs/performance.md:
 * no long task before the first interaction): `scheduler.yield()` where the browser has it (Chromium), a zero-delay
 * timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
