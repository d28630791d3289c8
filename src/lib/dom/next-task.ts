/**
 * Resolves in a new task of the event loop, so the work after `await nextTask()` is not part of
 * the task that is running: a long start split into such steps lets the page answer input in
 * between, and no step counts as one long task (Lighthouse's total blocking time: issue 23).
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued work), else a zero timeout.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
