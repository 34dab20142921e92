import { z } from 'zod';
import { type DecimalRule, optionalDecimal, requiredDecimal } from '../validation/decimal-fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import {
  CARBON_REMOVAL_KINDS,
  CARBON_REMOVAL_STATUSES,
  CARBON_REMOVAL_UNITS,
} from './carbon-removals.constants';

/** Digits of the quantity removed (tonnes or kg, stored as kg numeric(16,3)) and of the price (numeric(12,2)). */
export const CARBON_REMOVAL_DECIMAL_RULES = {
  quantity: { integerDigits: 9, decimals: 3, min: 'positive' },
  price: { integerDigits: 10, decimals: 2, min: 'zero' },
} as const satisfies Record<string, DecimalRule>;

const CURRENCY = /^[A-Z]{3}$/;

/** A removal or an offset (issue 14), with its certificate's facts; the file itself is uploaded apart. */
export const carbonRemovalSchema = z.object({
  kind: z.enum(CARBON_REMOVAL_KINDS, { error: 'required' }),
  description: optionalText(500),
  project: optionalText(200),
  date: dateField,
  quantity: requiredDecimal(CARBON_REMOVAL_DECIMAL_RULES.quantity),
  unit: z.enum(CARBON_REMOVAL_UNITS, { error: 'outOfRange' }),
  provider: optionalText(200),
  standard: optionalText(100),
  serialNumber: optionalText(200),
  vintageYear: z
    .number(typeError)
    .int('notInteger')
    .min(1990, 'outOfRange')
    .max(2100, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null),
  price: optionalDecimal(CARBON_REMOVAL_DECIMAL_RULES.price),
  currency: optionalText(3)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || CURRENCY.test(v), 'invalid'),
  status: z.enum(CARBON_REMOVAL_STATUSES, { error: 'required' }),
});
export type CarbonRemovalInput = z.input<typeof carbonRemovalSchema>;
export type CarbonRemovalValues = z.output<typeof carbonRemovalSchema>;
