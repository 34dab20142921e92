import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { schemaViolations } from './schema-check';

// Screens are preloaded by the test kit (app-test-kit.tsx), so a find waits for rendering and mocked data only,
// never for a chunk. A find ends as soon as its signal shows; the bound only decides when it gives up, and on a
// machine whose 2 cores run several test workers a render can take seconds: it gives up after 10 s (one bound for
// every test, instead of per-test overrides).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's global store: one test's toasts must not show in the next test's screen.
  notifications.clean();
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
