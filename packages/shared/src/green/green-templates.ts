import { z } from 'zod';
import { requiredDecimal } from '../validation/decimal-fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import { CARBON_CATEGORIES, CARBON_UNITS, PRODUCTION_PHASE_CODES } from './green.constants';

/** A template holds at most this many lines; an application spans at most this many days (issue 14). */
export const TEMPLATE_MAX_LINES = 50;
export const TEMPLATE_MAX_DAYS = 366;

const int = () => z.number(typeError).int('notInteger');
const nullableInt = (check: (v: number) => boolean) =>
  int()
    .refine(check, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null);

/** One line of a carbon template: what one day of it counts. */
export const carbonTemplateLineSchema = z.object({
  carbonCategory: int().refine((v) => CARBON_CATEGORIES.some((c) => c.code === v), 'outOfRange'),
  description: optionalText(200),
  quantity: requiredDecimal({ integerDigits: 9, decimals: 4, min: 'positive' }),
  unit: z.enum(CARBON_UNITS as unknown as [string, ...string[]], { error: 'outOfRange' }),
  factorKey: z.string(typeError).trim().min(1, 'required').max(100, 'tooLong'),
  department: nullableInt((v) => v >= 0 && v <= 1_000_000),
  productionPhase: nullableInt((v) => PRODUCTION_PHASE_CODES.includes(v)),
});
export type CarbonTemplateLineInput = z.input<typeof carbonTemplateLineSchema>;

/** A named carbon template (green/carbon-template): a studio day, a unit base day. */
export const carbonTemplateSchema = z.object({
  name: z.string(typeError).trim().min(1, 'required').max(100, 'tooLong'),
  description: optionalText(500),
  lines: z.array(carbonTemplateLineSchema).min(1, 'required').max(TEMPLATE_MAX_LINES, 'tooLong'),
});
export type CarbonTemplateInput = z.input<typeof carbonTemplateSchema>;
export type CarbonTemplateValues = z.output<typeof carbonTemplateSchema>;

/** perDay: one entry per line and day; perPeriod: one entry per line for the period (quantity × days). */
export const TEMPLATE_APPLY_MODES = ['perDay', 'perPeriod'] as const;
export type TemplateApplyMode = (typeof TEMPLATE_APPLY_MODES)[number];

/** Applying a template to a day (no toDate) or a period, optionally weekdays only. */
export const carbonTemplateApplicationSchema = z
  .object({
    fromDate: dateField,
    toDate: z
      .string(typeError)
      .trim()
      .nullish()
      .transform((v) => v || null),
    weekdaysOnly: z
      .boolean(typeError)
      .nullish()
      .transform((v) => v ?? false),
    mode: z
      .enum(TEMPLATE_APPLY_MODES, { error: 'outOfRange' })
      .nullish()
      .transform((v) => v ?? 'perDay'),
  })
  .superRefine((value, ctx) => {
    if (value.toDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value.toDate))
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'invalidDate' });
    else if (value.toDate !== null && value.toDate < value.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'dateOrder' });
  });
export type CarbonTemplateApplicationInput = z.input<typeof carbonTemplateApplicationSchema>;
export type CarbonTemplateApplicationValues = z.output<typeof carbonTemplateApplicationSchema>;

const DAY_MS = 86_400_000;

/** The days an application covers: every day from fromDate to toDate, or only Monday to Friday. */
export function applicationDays(value: CarbonTemplateApplicationValues): string[] {
  const from = Date.parse(`${value.fromDate}T00:00:00Z`);
  const to = Date.parse(`${value.toDate ?? value.fromDate}T00:00:00Z`);
  const days: string[] = [];
  for (let at = from; at <= to && days.length <= TEMPLATE_MAX_DAYS; at += DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    if (value.weekdaysOnly && (weekday === 0 || weekday === 6)) continue;
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The number of calendar days from fromDate to toDate (both counted). */
export const periodLength = (value: CarbonTemplateApplicationValues): number =>
  Math.round(
    (Date.parse(`${value.toDate ?? value.fromDate}T00:00:00Z`) - Date.parse(`${value.fromDate}T00:00:00Z`)) /
      DAY_MS,
  ) + 1;
