import { vi } from 'vitest';

/**
 * Replaces window.location for one test (restored by vi.restoreAllMocks): page loads (assign, reload) become
 * spies, the origin is http://app.test.
 */
export function mockLocation(pathname = '/') {
  const assign = vi.fn();
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    reload,
    origin: 'http://app.test',
    pathname,
  } as Location);
  return { assign, reload };
}
