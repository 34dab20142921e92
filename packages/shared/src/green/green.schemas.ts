import { z } from 'zod';
import { type DecimalRule, optionalDecimal, requiredDecimal } from '../validation/decimal-fields';
import { COUNTRY_CODE_PATTERN, isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import {
  CARBON_CATEGORIES,
  CARBON_ENTRY_STATUSES,
  CARBON_SOURCE_TYPES,
  carbonEntryFormOf,
  ENERGY_SOURCES,
  ENTITY_KINDS,
  FUEL_KINDS,
  GREEN_TABLE_MAX_PAGE_SIZE,
  GREEN_TABLE_PAGE_SIZE,
  MEAL_KINDS,
  PRODUCTION_PHASE_CODES,
  REVIEW_STATUS_CODES,
  WASTE_KINDS,
} from './green.constants';

/** Decimal rules of the carbon quantities: the digits match their columns (carbon.table.ts). */
export const CARBON_DECIMAL_RULES = {
  km: { integerDigits: 7, decimals: 1, min: 'positive' },
  kwh: { integerDigits: 9, decimals: 2, min: 'positive' },
  litres: { integerDigits: 9, decimals: 2, min: 'positive' },
  m3: { integerDigits: 9, decimals: 3, min: 'positive' },
  surface: { integerDigits: 9, decimals: 2, min: 'positive' },
  wasteKg: { integerDigits: 9, decimals: 2, min: 'zero' },
  quantity: { integerDigits: 12, decimals: 4, min: 'positive' },
  factor: { integerDigits: 8, decimals: 8, min: 'zero' },
  kgPerCurrency: { integerDigits: 6, decimals: 6, min: 'positive' },
} as const satisfies Record<string, DecimalRule>;

const int = () => z.number(typeError).int('notInteger');
const optionalInt = (min: number, max: number) =>
  int()
    .min(min, 'outOfRange')
    .max(max, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null);
const flag = z
  .boolean(typeError)
  .nullish()
  .transform((v) => v ?? false);
const oneOf = <T extends readonly string[]>(values: T) =>
  z
    .enum(values as unknown as [T[number], ...T[number][]], { error: 'outOfRange' })
    .nullish()
    .transform((v) => v ?? null);
const optionalDay = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');
const countryCode = optionalText(10)
  .transform((v) => v.toLowerCase())
  .refine((v) => v === '' || COUNTRY_CODE_PATTERN.test(v), 'invalidCountryCode');
const categoryCode = int().refine((v) => CARBON_CATEGORIES.some((c) => c.code === v), 'outOfRange');

const wasteSchema = z
  .object(
    Object.fromEntries(
      WASTE_KINDS.map((kind) => [kind, optionalDecimal(CARBON_DECIMAL_RULES.wasteKg)]),
    ) as Record<(typeof WASTE_KINDS)[number], ReturnType<typeof optionalDecimal>>,
  )
  .nullish()
  .transform((v) => v ?? null);
const mealsSchema = z
  .object(
    Object.fromEntries(MEAL_KINDS.map((kind) => [kind, optionalInt(0, 100_000)])) as Record<
      (typeof MEAL_KINDS)[number],
      ReturnType<typeof optionalInt>
    >,
  )
  .nullish()
  .transform((v) => v ?? null);

/**
 * A manual carbon entry (001 §3.14, issue 14): the common fields, and the fields of the category's form
 * (carbonEntryFormOf). A factorKey, when given, replaces the form's default factor.
 */
export const carbonEntrySchema = z
  .object({
    carbonCategory: categoryCode,
    strDate: dateField,
    endDate: optionalDay,
    description: optionalText(500),
    verified: flag,
    paidByProduction: flag,
    productionPhase: int()
      .refine((v) => PRODUCTION_PHASE_CODES.includes(v), 'outOfRange')
      .nullish()
      .transform((v) => v ?? null),
    department: optionalInt(0, 1_000_000),
    supplierId: optionalInt(1, 2_147_483_647),
    userId: optionalInt(1, 2_147_483_647),
    entityType: int()
      .refine((v) => (Object.values(ENTITY_KINDS) as number[]).includes(v), 'outOfRange')
      .nullish()
      .transform((v) => v ?? ENTITY_KINDS.standard),
    factorKey: optionalText(100),
    // transport
    transportTypeCode: optionalInt(1, 28),
    km: optionalDecimal(CARBON_DECIMAL_RULES.km),
    passengers: optionalInt(1, 1000),
    fromAddress: optionalText(200),
    toAddress: optionalText(200),
    // accommodation
    nights: optionalInt(1, 10_000),
    bedrooms: optionalInt(1, 10_000),
    country: countryCode,
    // energy and location meters
    energySource: oneOf(ENERGY_SOURCES),
    kwh: optionalDecimal(CARBON_DECIMAL_RULES.kwh),
    fuel: oneOf(FUEL_KINDS),
    litres: optionalDecimal(CARBON_DECIMAL_RULES.litres),
    generator: flag,
    waterM3: optionalDecimal(CARBON_DECIMAL_RULES.m3),
    // location
    days: optionalInt(1, 10_000),
    surface: optionalDecimal(CARBON_DECIMAL_RULES.surface),
    locationSetName: optionalText(200),
    // waste and meals
    waste: wasteSchema,
    meals: mealsSchema,
    // any other category: a quantity in the unit of the chosen factor
    quantity: optionalDecimal(CARBON_DECIMAL_RULES.quantity),
  })
  .superRefine((entry, ctx) => {
    const need = (path: string, when: boolean) => {
      if (when) ctx.addIssue({ code: 'custom', path: path.split('.'), message: 'required' });
    };
    if (entry.endDate && entry.endDate < entry.strDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateOrder' });
    switch (carbonEntryFormOf(entry.carbonCategory)) {
      case 'transport':
        need('transportTypeCode', entry.transportTypeCode === null);
        need('km', entry.km === null);
        return;
      case 'accommodation':
        need('nights', entry.nights === null);
        need('country', entry.country === '' && entry.factorKey === '');
        return;
      case 'energy':
        need('kwh', entry.kwh === null && entry.litres === null && entry.waterM3 === null);
        need('fuel', entry.litres !== null && entry.fuel === null && entry.factorKey === '');
        return;
      case 'location':
        need('days', entry.days === null);
        need('fuel', entry.litres !== null && entry.fuel === null);
        return;
      case 'waste':
        need(
          'waste',
          !entry.waste || !Object.values(entry.waste).some((kg) => kg !== null && Number(kg) > 0),
        );
        return;
      case 'meals':
        need('meals', !entry.meals || !Object.values(entry.meals).some((n) => n !== null && n > 0));
        return;
      case 'generic':
        need('quantity', entry.quantity === null);
        need('factorKey', entry.factorKey === '');
        return;
    }
  });
export type CarbonEntryInput = z.input<typeof carbonEntrySchema>;
export type CarbonEntryValues = z.output<typeof carbonEntrySchema>;

const filterInt = z
  .number(typeError)
  .int('notInteger')
  .nullish()
  .transform((v) => (v === undefined || v === null || v === -2 ? null : v));

/** The green table's filter (000 §3 advanced filter of type 'green table'), paged by 20 (000 §9). */
export const carbonEntryFilterSchema = z.object({
  co2Type: filterInt,
  department: filterInt,
  personId: filterInt,
  supplierId: filterInt,
  status: oneOf(CARBON_ENTRY_STATUSES),
  source: oneOf(CARBON_SOURCE_TYPES),
  isEstimate: z
    .boolean(typeError)
    .nullish()
    .transform((v) => v ?? null),
  startDate: optionalDay,
  endDate: optionalDay,
  keyWord: optionalText(100),
  /** Entries created from this carbon template (details.template.templateId). */
  templateId: filterInt,
  /** Review states (REVIEW_STATUSES): verified or not; empty or absent: any. */
  reviewStatus: z
    .array(
      int().refine((v) => REVIEW_STATUS_CODES.includes(v), 'outOfRange'),
      typeError,
    )
    .max(REVIEW_STATUS_CODES.length, 'outOfRange')
    .nullish()
    .transform((v) => v ?? []),
  /** Only what counts in the forecast but not in actuals: the uninvoiced carbon of validated PO lines (issue 16). */
  forForecastReportOnly: z
    .boolean(typeError)
    .nullish()
    .transform((v) => v ?? false),
});
export type CarbonEntryFilter = z.output<typeof carbonEntryFilterSchema>;

export const greenPagingSchema = z.object({
  offset: int()
    .min(0, 'outOfRange')
    .max(10_000_000, 'outOfRange')
    .nullish()
    .transform((v) => v ?? 0),
  size: int()
    .min(1, 'outOfRange')
    .max(GREEN_TABLE_MAX_PAGE_SIZE, 'outOfRange')
    .nullish()
    .transform((v) => v ?? GREEN_TABLE_PAGE_SIZE),
});

/** A project's own value of an emission factor, with the reason (issue 14). */
export const carbonFactorOverrideSchema = z.object({
  factorKey: z.string(typeError).trim().min(1, 'required').max(100, 'tooLong'),
  value: requiredDecimal(CARBON_DECIMAL_RULES.factor),
  reason: z.string(typeError).trim().min(1, 'required').max(500, 'tooLong'),
});

/** A budget category's carbon category (coTwoCategory), and an optional spend-based factor per currency unit. */
export const carbonCategoryMappingSchema = z.object({
  budgetCategoryId: int().min(1, 'invalidId'),
  carbonCategory: categoryCode.nullish().transform((v) => v ?? null),
  kgCo2ePerCurrency: optionalDecimal(CARBON_DECIMAL_RULES.kgPerCurrency),
});
