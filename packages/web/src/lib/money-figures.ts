import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries whose figures follow the money documents: the header counts and the dashboards' totals. Every send,
 * decision, invoice or delete of an expense, a sheet or a PO refreshes them, so a dashboard never shows the
 * totals from before (issue 12 item 18).
 */
export const MONEY_FIGURE_KEYS = {
  headerData: ['header-data'],
  userDashboard: ['user-dashboard'],
  adminDashboard: ['admin-dashboard'],
} as const;

export async function refreshMoneyFigures(queryClient: QueryClient) {
  await Promise.all(
    Object.values(MONEY_FIGURE_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
