/**
 * Work done after an answer has been sent (the mail of a password reset): errors are logged, never thrown,
 * and shutdown waits for what is under way.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = task()
        .then(() => undefined)
        .catch((error: unknown) => console.error(`Background task ${name} failed`, error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
