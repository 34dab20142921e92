import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { type FormTexts, I18nProvider, type MenuTexts } from '../lib/i18n';
import { SessionProvider } from '../lib/session-context';

type FormFile = Record<string, Record<string, string>>;
const files = import.meta.glob<FormFile>('../../../server/src/domains/translations/texts/forms/*.json', {
  eager: true,
  import: 'default',
});

/** The repo's translation files for one language code ('en', 'fr', ...), as the server would serve them. */
export function loadForms(lang = 'en'): FormTexts {
  const forms = new Map<string, Map<number, string>>();
  for (const [path, file] of Object.entries(files)) {
    const name = path
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const items = new Map<number, string>();
    for (const [n, texts] of Object.entries(file)) {
      const text = texts[lang];
      if (text !== undefined) items.set(Number(n), text);
    }
    forms.set(name, items);
  }
  return forms;
}

const menuFiles = import.meta.glob<FormFile>('../../../server/src/domains/translations/texts/menus/*.json', {
  eager: true,
  import: 'default',
});

/** The repo's menu files (menu number -> value -> text) for one language code, as GetAllMenus serves them. */
export function loadMenus(lang = 'en'): MenuTexts {
  const menus = new Map<number, Map<number, string>>();
  for (const [path, file] of Object.entries(menuFiles)) {
    const number = Number(
      path
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    menus.set(
      number,
      new Map(Object.entries(file).map(([value, texts]) => [Number(value), texts[lang] ?? texts.en ?? ''])),
    );
  }
  return menus;
}

/** Renders with Mantine, notifications, a query client, the session, a memory router and one language's texts. */
export function renderWithProviders(ui: ReactElement, options: { lang?: string; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <I18nProvider
            value={{
              language: 0,
              forms: loadForms(options.lang ?? 'en'),
              menus: loadMenus(options.lang ?? 'en'),
              showTags: false,
            }}
          >
            <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
          </I18nProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
