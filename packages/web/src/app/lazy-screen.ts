import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** 001 §9: a lazy screen that has not loaded after 120000 ms fails with a chunk-load error. */
export const LAZY_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'chunk-reload-attempted';

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const isChunkFailure = (error: unknown) =>
  error instanceof Error &&
  /loading chunk \d+ failed|failed to fetch dynamically imported module|importing a module script failed/i.test(
    error.message,
  );

/**
 * 001 §8: a failed chunk ('loading chunk N failed') reloads the page once — a new build replaced the old
 * chunks; a second failure is shown as an error instead of reloading forever. 001 §9: the load fails with a
 * chunk-load error after 120000 ms.
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Chunk load timed out after ${LAZY_TIMEOUT_MS} ms`)),
      LAZY_TIMEOUT_MS,
    );
  });
  try {
    const module = await Promise.race([load(), timeout]);
    window.sessionStorage.removeItem(RELOADED_KEY);
    return module;
  } catch (error) {
    if (isChunkFailure(error) && !window.sessionStorage.getItem(RELOADED_KEY)) {
      window.sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A screen loaded on demand; `preload()` loads it ahead (the test kit does, so a first render waits for no chunk). */
export type LazyScreen<T extends ComponentType<object>> = LazyExoticComponent<T> & {
  preload: () => Promise<{ default: T }>;
};

export function lazyScreen<T extends ComponentType<object>>(
  load: () => Promise<{ default: T }>,
): LazyScreen<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= loadChunk(load).catch((error: unknown) => {
      // A failed load may be tried again (React keeps its own failure for the screen already shown).
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
