import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { registerCacheHandlers } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { cacheHandlersFor, createQueryClient } from './query-client';
import { TextsProvider } from './TextsProvider';

const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Responsive mode applies at a width of 768 px or less (000 §2, 001 §2.4 item 12): `sm` starts at 769 px.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Dropdowns (selects, menus) are placed 'fixed', not 'absolute' (issue 12 item 27): a dropdown placed absolute
    // in the body grew the page under a drawer's scroll lock, a phone's browser then scrolled the drawer back
    // to its top, the select left the screen and its dropdown was hidden as detached; the VAT and category of a
    // PO line could not be chosen by touch.
    Popover: Popover.extend({ defaultProps: { floatingStrategy: 'fixed' } }),
  },
});

/** Mantine, toasts, the query cache (hooked to the session), the session and the texts. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => registerCacheHandlers(cacheHandlersFor(queryClient)), [queryClient]);
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
