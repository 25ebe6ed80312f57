// Splitting work into tasks: a task longer than 50 ms blocks a tap or a key on a phone (Total Blocking Time).

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so that what runs after it does not lengthen the current task.
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
