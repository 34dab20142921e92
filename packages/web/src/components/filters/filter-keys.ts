/** TanStack Query keys of the saved filters, one family per filter type. */
export const filterKeys = {
  all: ['advanced-filters'] as const,
  type: (filterType: number) => ['advanced-filters', filterType] as const,
  list: (filterType: number, mainFilter: boolean) =>
    ['advanced-filters', filterType, { mainFilter }] as const,
};
