import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNeedUpdate } from '../version-check';

afterEach(() => {
  vi.restoreAllMocks();
});

const serve = (version: string) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ version })));

describe('client version check (001 §4)', () => {
  it('fetches /version.json without cache; the same version needs no update', async () => {
    const fetch = serve(__APP_VERSION__);
    expect(await checkNeedUpdate()).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
  });

  it('another version on the server needs an update', async () => {
    serve('9.9.9');
    expect(await checkNeedUpdate()).toBe(true);
  });

  it('a failed fetch is logged and means no update', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await checkNeedUpdate()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('is skipped when the app runs installed', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const fetch = serve('9.9.9');
    expect(await checkNeedUpdate()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
