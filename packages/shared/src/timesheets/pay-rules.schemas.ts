import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { requiredDecimal } from '../validation/decimal-fields';
import { typeError } from '../validation/keys';

/** Limits of a project's pay settings (SetTimesheetPayRules): the form and the server read the same ones. */
export const PAY_RULES_LIMITS = {
  baseDayMinutes: { min: 60, max: 1440 },
  weekStartDay: { min: 0, max: 6 },
  pct: { min: 0, max: 1000 },
  bands: { max: 10 },
  /** A band's bounds count minutes of overtime (beyond the base day): at most a whole day. */
  bandMinutes: { max: 1440 },
} as const;

/** Overtime bands that do not follow one another (first from 0, each from the previous end, only the last open). */
export const BANDS_NOT_CONTIGUOUS = 'payBandsNotContiguous';

const whole = (min: number, max: number) =>
  z
    .number(typeError)
    .int('notInteger')
    .refine((value) => value >= min && value <= max, { message: 'outOfRange', params: { min, max } });

/** A percentage typed as text ('25', '12,5'): 0 to 1000, two decimals (the numeric(7,2) columns). */
const percent = requiredDecimal({ integerDigits: 4, decimals: 2, min: 'zero' }).refine(
  (value) => !/^\d+(\.\d+)?$/.test(value) || new Decimal(value).lte(PAY_RULES_LIMITS.pct.max),
  { message: 'outOfRange', params: { min: 0, max: PAY_RULES_LIMITS.pct.max } },
);

const bandSchema = z.object(
  {
    fromMinutes: whole(0, PAY_RULES_LIMITS.bandMinutes.max),
    toMinutes: whole(1, PAY_RULES_LIMITS.bandMinutes.max).nullable(),
    premiumPct: percent,
  },
  { error: 'invalid' },
);

/** SetTimesheetPayRules' Rules. Bands: the first starts at 0, each starts where the previous ends, only the last is open. */
export const payRulesSchema = z
  .object(
    {
      weekStartDay: whole(PAY_RULES_LIMITS.weekStartDay.min, PAY_RULES_LIMITS.weekStartDay.max),
      baseDayMinutes: whole(PAY_RULES_LIMITS.baseDayMinutes.min, PAY_RULES_LIMITS.baseDayMinutes.max),
      overtimeBands: z.array(bandSchema, { error: 'invalid' }).max(PAY_RULES_LIMITS.bands.max, 'tooLong'),
      nightPremiumPct: percent,
      sixthDayPremiumPct: percent,
      seventhDayPremiumPct: percent,
      sundayPremiumPct: percent,
      travelRatePct: percent,
    },
    { error: 'invalid' },
  )
  .superRefine((rules, ctx) => {
    let expectedFrom = 0;
    rules.overtimeBands.forEach((band, index) => {
      const isLast = index === rules.overtimeBands.length - 1;
      if (band.fromMinutes !== expectedFrom) {
        ctx.addIssue({
          code: 'custom',
          path: ['overtimeBands', index, 'fromMinutes'],
          message: BANDS_NOT_CONTIGUOUS,
          params: { band: String(index + 1), from: String(expectedFrom) },
        });
      } else if (band.toMinutes === null ? !isLast : band.toMinutes <= band.fromMinutes) {
        ctx.addIssue({
          code: 'custom',
          path: ['overtimeBands', index, 'toMinutes'],
          message: BANDS_NOT_CONTIGUOUS,
          params: { band: String(index + 1), from: String(expectedFrom) },
        });
      }
      expectedFrom = band.toMinutes ?? expectedFrom;
    });
  });
export type PayRulesInput = z.input<typeof payRulesSchema>;
export type PayRulesOutput = z.output<typeof payRulesSchema>;
