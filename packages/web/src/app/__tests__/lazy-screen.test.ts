import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockLocation } from '../../test/location';
import { ChunkLoadError, LAZY_TIMEOUT_MS, lazyScreen, loadChunk } from '../lazy-screen';

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  ({ reload } = mockLocation());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('lazy screens (001 §8, §9)', () => {
  it('fails with a chunk-load error after 120000 ms, not before', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(LAZY_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    expect(LAZY_TIMEOUT_MS).toBe(120_000);
  });

  it.each([
    'Loading chunk 12 failed.',
    'Failed to fetch dynamically imported module: http://app.test/assets/x.js',
  ])('reloads the page once on "%s"', async (message) => {
    await expect(loadChunk(() => Promise.reject(new Error(message)))).rejects.toThrow(message);
    expect(reload).toHaveBeenCalledOnce();
    await expect(loadChunk(() => Promise.reject(new Error(message)))).rejects.toThrow(message);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload for another error, and returns the module when it loads', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
    expect(await loadChunk(() => Promise.resolve({ default: 1 }))).toEqual({ default: 1 });
  });

  it('preloads a screen once, ahead of its first render (issue 12 item 37)', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload be tried again', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ default: () => null });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('boom');
    await expect(Screen.preload()).resolves.toBeTruthy();
  });
});
