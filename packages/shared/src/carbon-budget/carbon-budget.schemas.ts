import { z } from 'zod';
import { CARBON_CATEGORIES } from '../green/green.constants';
import { type DecimalRule, requiredDecimal } from '../validation/decimal-fields';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';

/** Planned kg CO2e of a cell: the digits of its column (numeric(16, 2), carbon-budget.table.ts). */
export const PLANNED_KG_RULE = { integerDigits: 14, decimals: 2, min: 'zero' } as const satisfies DecimalRule;
/** At most this many plan lines per project (22 categories × departments), and per import. */
export const CARBON_BUDGET_MAX_LINES = 2000;
/** The history read is bounded: at most this many days. */
export const CARBON_HISTORY_MAX_DAYS = 800;
/** An import file: at most 2 MB and this many rows. */
export const CARBON_BUDGET_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CARBON_BUDGET_IMPORT_MAX_ROWS = 2000;

const int = () => z.number(typeError).int('notInteger');

/**
 * A carbon budget line (issue 16): the planned kg CO2e of a carbon category (0-21, 001 §9) and a department;
 * no department plans the whole category (the departments without a line of their own).
 */
export const carbonBudgetLineSchema = z.object({
  carbonCategory: int().refine((v) => CARBON_CATEGORIES.some((c) => c.code === v), 'outOfRange'),
  department: int()
    .min(0, 'outOfRange')
    .max(999_999, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null),
  plannedKgCo2e: requiredDecimal(PLANNED_KG_RULE),
  note: optionalText(500),
});
export type CarbonBudgetLineInput = z.input<typeof carbonBudgetLineSchema>;
export type CarbonBudgetLine = z.output<typeof carbonBudgetLineSchema>;
