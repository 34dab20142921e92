/** Expense codes of 001 §4 and 000 §4. */

/** The numeric `validated` status of an expense sheet. */
export const EXPENSE_STATUS = {
  notSubmitted: 0,
  submitted: 1,
  validatedLevel1: 2,
  refusedLevel1: 4,
  validatedLevel2: 8,
  refusedLevel2: 16,
} as const;
export type ExpenseStatus = (typeof EXPENSE_STATUS)[keyof typeof EXPENSE_STATUS];

export type ExpenseStatusClass = 'none' | 'primary' | 'warning' | 'success' | 'danger';
/** 000 §4 table: a code outside it is treated as submitted, so it shows as primary. */
export function expenseStatusClass(code: number): ExpenseStatusClass {
  switch (code) {
    case EXPENSE_STATUS.notSubmitted:
      return 'none';
    case EXPENSE_STATUS.validatedLevel1:
      return 'warning';
    case EXPENSE_STATUS.validatedLevel2:
      return 'success';
    case EXPENSE_STATUS.refusedLevel1:
    case EXPENSE_STATUS.refusedLevel2:
      return 'danger';
    default:
      return 'primary';
  }
}

export type ExpenseGroup = 'new' | 'approved' | 'submitted';
/** 000 §4: refused sheets go back to "new" with the unsubmitted ones; every unknown code is submitted. */
export function expenseGroupOf(code: number): ExpenseGroup {
  if (code === 0 || code === 4 || code === 16) return 'new';
  if (code === 8) return 'approved';
  return 'submitted';
}

/** 001 §4: statuses 0, 1, 2 and 7 show as status 3 when 'in advance' is applied. */
export const IN_ADVANCE_STATUS = 3;
export const statusShownInAdvance = (code: number): number =>
  [0, 1, 2, 7].includes(code) ? IN_ADVANCE_STATUS : code;

export const EXPENSE_KINDS = { ticket: 0, invoice: 1, travel: 2 } as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[keyof typeof EXPENSE_KINDS];
/** 000 §2: a route containing 'myexpenses' lists only these kinds. */
export const MY_EXPENSES_KINDS: readonly ExpenseKind[] = [EXPENSE_KINDS.ticket, EXPENSE_KINDS.travel];

export const REPORT_TYPES = { expense: 0, po: 1, carbon: 2 } as const;
export const MERGE_ACTIONS = { none: 0, merge: 1, split: 2 } as const;
export const ITEM_OPERATIONS = { clear: 0, subtract: 1, ignore: 2, void: 3 } as const;

/** ChangeStatusOfProcess component types (001 §4). */
export const PROCESS_STATUS_TYPES = { receipt: 1, invoice: 2 } as const;

/**
 * Energy of a person's vehicle (001 §3.3) and the sourced per-km factor (emission-factors.tsv, UK DESNZ 2025)
 * used for a travel expense when the person has not given their own kgCoTwoPerKm.
 */
export const VEHICLE_ENERGIES = [
  { code: 0, name: 'unknown', factorKey: 'car_unknown_fuel_average_km' },
  { code: 1, name: 'petrol', factorKey: 'car_petrol_medium_km' },
  { code: 2, name: 'diesel', factorKey: 'car_diesel_medium_km' },
  { code: 3, name: 'hybrid', factorKey: 'car_hybrid_average_km' },
  { code: 4, name: 'plugInHybrid', factorKey: 'car_phev_average_km' },
  { code: 5, name: 'electric', factorKey: 'car_bev_average_km' },
  { code: 6, name: 'motorbike', factorKey: 'motorbike_average_km' },
  { code: 7, name: 'van', factorKey: 'van_diesel_average_km' },
] as const;
export const vehicleFactorKey = (energy: number): string =>
  (VEHICLE_ENERGIES.find((e) => e.code === energy) ?? VEHICLE_ENERGIES[0]).factorKey;

/** Items that can still change (001 §4): never sent, or refused at either level. */
export const EDITABLE_EXPENSE_STATUSES: readonly number[] = [
  EXPENSE_STATUS.notSubmitted,
  EXPENSE_STATUS.refusedLevel1,
  EXPENSE_STATUS.refusedLevel2,
];

/**
 * Menus of the expense screens (000 §4): type labels 1003, status labels 1008, sub-categories 1405 (tickets),
 * 1406 (invoices) and 1407 (travels), sub-type 1408, additional sub-type 1420; payment types 1009 (our choice,
 * the spec names no menu for them).
 */
export const EXPENSE_MENUS = {
  type: 1003,
  status: 1008,
  paymentType: 1009,
  subCategory: { 0: 1405, 1: 1406, 2: 1407 } as Record<number, number>,
  subType: 1408,
  additionalSubType: 1420,
} as const;
