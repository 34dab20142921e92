import { z } from 'zod';
import { type DecimalRule, optionalDecimal } from '../validation/decimal-fields';
import { CARBON_UNITS, type CarbonEntryForm, type CarbonUnit } from './green.constants';

/**
 * The physical measure an expense item or a PO line carries when its category is mapped to a carbon category
 * (issue 14, physical data first): a quantity in a unit, counted with a chosen emission factor. Above 0, three
 * decimals and nine digits before the point, as stored.
 */
export const CARBON_QUANTITY_RULE: DecimalRule = { integerDigits: 9, decimals: 3, min: 'positive' };

/** Units a measure is entered in: every ledger unit but money (a spend is the estimate, not a measure). */
export const MEASURE_UNITS = CARBON_UNITS.filter((unit) => unit !== 'currency') as Exclude<
  CarbonUnit,
  'currency'
>[];
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

/** The three fields, each optional; refineCarbonMeasure asks for all of them once one is given. */
export const carbonMeasureFields = {
  carbonQuantity: optionalDecimal(CARBON_QUANTITY_RULE),
  carbonUnit: z
    .string({ error: 'invalid' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || (MEASURE_UNITS as string[]).includes(value), 'invalid'),
  carbonFactorKey: z
    .string({ error: 'invalid' })
    .trim()
    .max(100, 'tooLong')
    .nullish()
    .transform((value) => value || null),
};

export interface CarbonMeasureValues {
  carbonQuantity: string | null;
  carbonUnit: string | null;
  carbonFactorKey: string | null;
}

/** A measure is all three fields or none: the missing ones are named. */
export function refineCarbonMeasure(values: CarbonMeasureValues, ctx: z.RefinementCtx): void {
  const fields = ['carbonQuantity', 'carbonUnit', 'carbonFactorKey'] as const;
  if (fields.every((field) => values[field] === null)) return;
  for (const field of fields)
    if (values[field] === null) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
}

/** The measure of some input, or null when it carries none. */
export const carbonMeasureOf = (values: CarbonMeasureValues) =>
  values.carbonQuantity !== null && values.carbonUnit !== null && values.carbonFactorKey !== null
    ? { quantity: values.carbonQuantity, unit: values.carbonUnit, factorKey: values.carbonFactorKey }
    : null;

/**
 * The categories of emission-factors.tsv whose factors fit a carbon category's form: a hotel night for an
 * accommodation, litres or kWh for energy, km and passenger-km for transport... Categories the spec does not
 * name (6 to 21) may use any factor.
 */
export const FACTOR_CATEGORIES_OF_FORM: Readonly<Record<CarbonEntryForm, readonly string[] | null>> = {
  location: ['electricity', 'fuel', 'water'],
  accommodation: ['accommodation'],
  energy: ['electricity', 'fuel', 'water'],
  transport: ['road', 'rail', 'air', 'ferry', 'fuel'],
  waste: ['waste'],
  meals: ['food'],
  generic: null,
};
