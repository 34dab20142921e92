import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { readCookie } from '../lib/cookies';
import { I18nProvider, type I18nValue } from '../lib/i18n';
import { onLogoutResetCache } from '../lib/session';
import { SessionProvider, useSession } from '../lib/session-context';
import { fetchForm, reportMissingMessage } from './api/texts.api';

export const TRANSLATION_TAGS_COOKIE = 'show-translation-tags';

const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Responsive mode applies at a width of 768 px or less (000 §2, 001 §2.4 item 12).
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
});

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
onLogoutResetCache(() => queryClient.clear());

const reported = new Set<string>();

function TextsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const value = useMemo<I18nValue>(
    () => ({
      language: session.language,
      forms: null,
      fetchForm,
      showTags: session.claims.isTranslator === true && readCookie(TRANSLATION_TAGS_COOKIE) === '1',
      onMissing: (formName, formNumber, english) => {
        const key = `${session.language}:${formName}:${formNumber}`;
        // Reported once per message and session, and only by a signed-in user (the call needs a token).
        if (!session.isSignedIn || reported.has(key)) return;
        reported.add(key);
        void reportMissingMessage({ formName, formNumber, english, language: session.language }).catch(
          (error: unknown) => console.warn('Missing message not reported', error),
        );
      },
    }),
    [session.language, session.isSignedIn, session.claims.isTranslator],
  );
  return <I18nProvider value={value}>{children}</I18nProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <TextsProvider>{children}</TextsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
