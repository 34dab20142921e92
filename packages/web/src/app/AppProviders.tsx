import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastCloseLabel } from '../components/ToastCloseLabel';
import { cacheHandlersFor, createQueryClient } from '../lib/query-client';
import { registerCacheHandlers } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { TextsProvider } from './TextsProvider';
import { ToastHost } from './ToastHost';
import { theme } from './theme';

/** Mantine, toasts, the query cache (hooked to the session), the session and the texts. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => registerCacheHandlers(cacheHandlersFor(queryClient)), [queryClient]);
  return (
    <MantineProvider theme={theme}>
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <TextsProvider>
            <ToastCloseLabel />
            {children}
          </TextsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
