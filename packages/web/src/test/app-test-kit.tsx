import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { buildRoutes, preloadApp } from '../app/router';
import { I18nProvider } from '../lib/i18n';
import { APP_VERSION_KEY, TOKEN_KEY } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { loadForms, loadMenus } from './render';
import { checkQuery } from './schema-check';
import { FetchBackedXhr } from './xhr';

// Every file that renders the app loads the shell and the screens first (issue 12 item 37): a screen's first
// render then waits for its data, never for the import of its lazy chunk on a busy machine.
beforeAll(() => preloadApp(), 120_000);

export function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const ExpirationDate = new Date(Date.now() + 3600_000).toISOString();
  return `${part({ alg: 'HS256' })}.${part({ ProjectID: 1, UserID: 1, Language: 0, ExpirationDate, ...claims })}.sig`;
}

export function signInWith(claims: Record<string, unknown>) {
  window.localStorage.setItem(TOKEN_KEY, fakeToken(claims));
  window.localStorage.setItem(APP_VERSION_KEY, __APP_VERSION__);
}

/**
 * Answers the shell's own queries so screens render; anything else gets an empty data object. Uploads sent with
 * XMLHttpRequest (for their progress) reach the same answers.
 */
export function mockApi(extra: (query: string) => unknown = () => undefined) {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url) === '/version.json') return new Response(JSON.stringify({ version: __APP_VERSION__ }));
    const raw = init?.body instanceof FormData ? init.body.get('operations') : init?.body;
    const { query } = JSON.parse(String(raw)) as { query: string };
    checkQuery(query);
    const custom = extra(query);
    const zero = Object.fromEntries(
      ['numDocToRead', 'numExpToValidate', 'numPoToValidate', 'totalNotifications'].map((k) => [k, 0]),
    );
    const data =
      custom ??
      (query.includes('GetHeaderData')
        ? { GetHeaderData: zero }
        : query.includes('myProjects')
          ? { myProjects: [{ id: 1, titre: 'The Last Lighthouse', production: null }] }
          : query.includes('myProfile')
            ? { myProfile: { initials: 'TT', fullName: 'Tess Tester' } }
            : query.includes('GetUserDashboard')
              ? {
                  GetUserDashboard: {
                    myTotalExpenses: '0.00',
                    myTotalSalary: '0.00',
                    myTotalPurchaseOrders: '0.00',
                    currencySymbol: '€',
                  },
                }
              : {});
    return new Response(JSON.stringify(data && 'errors' in (data as object) ? data : { data }), {
      status: 200,
    });
  });
}

/**
 * The real route table and guards on a memory history, in one language (code of 001 §1, texts' tag);
 * `queryClient`: the app's own (createQueryClient, with its cache times) instead of one that never caches.
 */
export function renderApp(
  path: string,
  options: { language?: number; lang?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider
        client={options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SessionProvider>
          <I18nProvider
            value={{
              language: options.language ?? 0,
              forms: loadForms(options.lang ?? 'en'),
              menus: loadMenus(options.lang ?? 'en'),
              showTags: false,
            }}
          >
            <RouterProvider router={router} />
          </I18nProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/** The GraphQL requests a mocked fetch received whose query calls `operation` (e.g. 'SendPurchaseOrdersSlice'). */
export function graphqlCalls(
  fetch: ReturnType<typeof mockApi>,
  operation: string,
): { query: string; variables: Record<string, unknown> }[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (String(url) !== '/graphql' || !init?.body || init.body instanceof FormData) return [];
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    return body.query.includes(`${operation}(`) ? [body] : [];
  });
}
