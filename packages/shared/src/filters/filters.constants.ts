/** Saved advanced filters of 000 §3, §4, §5 and §9. */
export const FILTER_TYPES = {
  budgetPerCategory: 0,
  budgetSalaries: 1,
  budgetExpenses: 2,
  budgetPurchaseOrders: 3,
  budgetExpenseSheets: 4,
  greenTable: 5,
  jobRequest: 6,
} as const;
export type FilterTypeName = keyof typeof FILTER_TYPES;
export type FilterType = (typeof FILTER_TYPES)[FilterTypeName];

/** An unset filter value travels as -2 and is read back as none. */
export const FILTER_NONE = -2;
/** The expense list's argument for "not submitted". */
export const GET_NOT_SUBMITTED = -1;

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_OFFSET = 0;
/** Record limit when a filter gives none. */
export const FILTER_RECORD_LIMIT = 100;
/** Deleting a saved filter resets its paging to these values (000 §4). */
export const FILTER_PAGING_RESET = { recordLimit: 20, recordOffSet: 0, perPage: 20 } as const;

export const toFilterValue = (value: number | null | undefined): number => value ?? FILTER_NONE;
export const fromFilterValue = (value: number | null | undefined): number | null =>
  value === undefined || value === null || value === FILTER_NONE ? null : value;

/** A filter's start day is stored at 00:00:00Z and its end day at 23:59:59Z (day as YYYY-MM-DD). */
export const filterStartDate = (day: string): string => `${day}T00:00:00Z`;
export const filterEndDate = (day: string): string => `${day}T23:59:59Z`;
