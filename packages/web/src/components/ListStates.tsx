import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner';
import { Loader } from './Loader';

interface ListQuery<Item> {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: readonly Item[] } | undefined;
}

/**
 * The states of a paged card list: its error, the loader on first load, the empty state in the list's own
 * words, else the cards (marked busy while a next page loads).
 */
export function ListStates<Item>({
  list,
  empty,
  children,
}: {
  list: ListQuery<Item>;
  empty: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}) {
  return (
    <>
      {list.isError && <ErrorBanner error={list.error} />}
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.items.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {empty}
        </Paper>
      ) : (
        <Stack gap="xs" aria-busy={list.isFetching}>
          {children(list.data?.items ?? [])}
        </Stack>
      )}
    </>
  );
}
