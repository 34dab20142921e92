/** List modes of the project-level purchase order lists (001 §4). */
export const PO_LIST_MODES = {
  allMine: 1,
  unsentOrRefused: -1,
  sent: -2,
  sentNotConsumed: -3,
} as const;
export type PoListMode = (typeof PO_LIST_MODES)[keyof typeof PO_LIST_MODES];

/** GetPoItemList's NotConsumed argument is 0 or 1 (000 §7). */
export const PO_ITEM_NOT_CONSUMED = { all: 0, notConsumed: 1 } as const;

/** ChangeStatusOfProcess Type of a purchase order: our addition beside the spec's sheet types 1 and 2. */
export const PO_PROCESS_TYPE = 3;
