import { type Query, QueryClient } from '@tanstack/react-query';
import type { CacheHandlers } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/** Screen and menu texts: kept on a new token (no flash), refetched in the background. */
const isText = (query: Query) => query.queryKey[0] === 'form' || query.queryKey[0] === 'menus';

/**
 * 001 §4: a new token resets every other query (profile, header counts, screens reload with the new rights and
 * project) and reloads the texts; a logout drops the whole cache.
 */
export function cacheHandlersFor(client: QueryClient): CacheHandlers {
  return {
    onNewToken: () => {
      void client.resetQueries({ predicate: (query) => !isText(query) });
      void client.invalidateQueries({ predicate: isText });
    },
    onLogout: () => client.clear(),
  };
}
