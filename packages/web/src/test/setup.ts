import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { schemaViolations } from './schema-check';

// A lazily loaded screen's first render in a test file can pass 1 s on a busy machine (CI): wait up to 3 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Queries sent through mockApi that the server's schema would refuse (see schema-check.ts).
  const violations = schemaViolations.splice(0);
  if (violations.length > 0)
    throw new Error(`GraphQL queries the server would refuse:\n${violations.join('\n')}`);
});

// Mantine reads these browser APIs that happy-dom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// Mantine's autosize textarea listens to document.fonts, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
