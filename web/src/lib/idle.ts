// Work that must never compete with what the visitor sees: one task per idle period of the browser.

/** Runs a task in an idle period (a test passes its own). */
export type Idle = (task: () => void) => void;

/** The browser's idle periods (2 s at most), else a short timer where there are none. */
export const whenIdle: Idle = (task) =>
  typeof requestIdleCallback === 'function' ? void requestIdleCallback(task, { timeout: 2_000 }) : void setTimeout(task, 50);

/**
 * Runs `tasks` in turn, each in an idle period of its own after the previous one has settled (a failure is the
 * task's own: the queue goes on); resolves when the last has settled.
 */
export function inIdlePeriods(tasks: Array<() => Promise<unknown>>, idle: Idle = whenIdle): Promise<void> {
  const queue = [...tasks];
  return new Promise((done) => {
    const next = () => {
      const task = queue.shift();
      if (!task) return done();
      idle(
        () =>
          void task()
            .catch(() => undefined)
            .then(next),
      );
    };
    next();
  });
}

/**
 * Resolves in a task of its own, after the browser has had its turn (input, a paint): `await nextTask()` cuts a long
 * start into tasks under the 50 ms a phone counts as blocking. scheduler.yield where there is one (its continuation
 * goes before other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((done) => setTimeout(done, 0));
}
