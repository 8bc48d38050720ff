/**
 * Resolves in a later task, so that what follows does not lengthen the current one (docs/performance.md:
 * no long task before the first interaction): `scheduler.yield()` where the browser has it (Chromium), a zero-delay
 * timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `task` when the browser is next idle (`requestIdleCallback`), and within `timeoutMs` (ms) at the latest; a
 * zero-delay timer where the browser has no idle callbacks (Safari).
 */
export function whenIdle(task: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}
