import { z } from 'zod';
import { type DecimalRule, optionalDecimal } from '../validation/decimal-fields';
import { COUNTRY_CODE_PATTERN, isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import { FUEL_KINDS } from './green.constants';
import { SPECIAL_EQUIPMENT_ENERGY_MODES, SPECIAL_EQUIPMENT_TYPES } from './special-equipment.constants';

/** Digits of the energy of an item: they match its columns (special-equipment.table.ts). */
export const SPECIAL_EQUIPMENT_DECIMAL_RULES = {
  litres: { integerDigits: 9, decimals: 2, min: 'positive' },
  kwh: { integerDigits: 9, decimals: 2, min: 'positive' },
  hours: { integerDigits: 6, decimals: 2, min: 'positive' },
  litresPerHour: { integerDigits: 5, decimals: 3, min: 'positive' },
} as const satisfies Record<string, DecimalRule>;

const optionalInt = (min: number, max: number) =>
  z
    .number(typeError)
    .int('notInteger')
    .min(min, 'outOfRange')
    .max(max, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null);
const optionalDay = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');

/**
 * An item of the special-equipment register (issue 14): what it is, who supplies it, when it is used, and its
 * energy by one of three modes (litres of a fuel, kWh, or hours × litres per hour).
 */
export const specialEquipmentSchema = z
  .object({
    name: z.string(typeError).trim().min(1, 'required').max(200, 'tooLong'),
    type: z.enum(SPECIAL_EQUIPMENT_TYPES, { error: 'required' }),
    supplier: optionalText(200),
    department: optionalInt(0, 1_000_000),
    startDate: dateField,
    endDate: optionalDay,
    days: optionalInt(1, 10_000),
    energyMode: z.enum(SPECIAL_EQUIPMENT_ENERGY_MODES, { error: 'required' }),
    fuel: z
      .enum(FUEL_KINDS, { error: 'outOfRange' })
      .nullish()
      .transform((v) => v ?? null),
    litres: optionalDecimal(SPECIAL_EQUIPMENT_DECIMAL_RULES.litres),
    kwh: optionalDecimal(SPECIAL_EQUIPMENT_DECIMAL_RULES.kwh),
    country: optionalText(10)
      .transform((v) => v.toLowerCase())
      .refine((v) => v === '' || COUNTRY_CODE_PATTERN.test(v), 'invalidCountryCode'),
    hours: optionalDecimal(SPECIAL_EQUIPMENT_DECIMAL_RULES.hours),
    litresPerHour: optionalDecimal(SPECIAL_EQUIPMENT_DECIMAL_RULES.litresPerHour),
    notes: optionalText(1000),
  })
  .superRefine((item, ctx) => {
    const need = (path: string, when: boolean) => {
      if (when) ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    };
    if (item.endDate && item.endDate < item.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateOrder' });
    if (item.energyMode === 'litres') {
      need('fuel', item.fuel === null);
      need('litres', item.litres === null);
    } else if (item.energyMode === 'kwh') {
      need('kwh', item.kwh === null);
      need('country', item.country === '');
    } else {
      need('fuel', item.fuel === null);
      need('hours', item.hours === null);
      need('litresPerHour', item.litresPerHour === null);
    }
  });
export type SpecialEquipmentInput = z.input<typeof specialEquipmentSchema>;
export type SpecialEquipmentValues = z.output<typeof specialEquipmentSchema>;
