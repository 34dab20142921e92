/** Supplier types (000 §5: an integer). The labels live in the web texts, keyed by these numbers. */
export const SUPPLIER_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
