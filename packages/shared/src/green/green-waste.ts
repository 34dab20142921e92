import Decimal from 'decimal.js';
import { z } from 'zod';
import { optionalDecimal } from '../validation/decimal-fields';
import { isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';

/**
 * The waste screen's kinds (green/waste, issue 14): the nine of 001 §3.14 and plastic destruction, each with the
 * project's unit field of 001 §3.10 that says in which unit its weight is entered.
 */
export const WASTE_SCREEN_KINDS = [
  { kind: 'cardboard', unitField: 'cardboardUnit' },
  { kind: 'paper', unitField: 'paperUnit' },
  { kind: 'plastic', unitField: 'plasticUnit' },
  { kind: 'food', unitField: 'foodUnit' },
  { kind: 'general', unitField: 'generalWasteUnit' },
  { kind: 'paint', unitField: 'paintSpecialWasteUnit' },
  { kind: 'wood', unitField: 'woodUnit' },
  { kind: 'steel', unitField: 'steelUnit' },
  { kind: 'glass', unitField: 'glassUnit' },
  { kind: 'plasticDestruction', unitField: 'plasticDestructionUnit' },
] as const;
export type WasteScreenKind = (typeof WASTE_SCREEN_KINDS)[number]['kind'];
export const WASTE_SCREEN_KIND_NAMES = WASTE_SCREEN_KINDS.map((k) => k.kind) as readonly WasteScreenKind[];

/**
 * A project's waste unit field holds an index (001 §3.10 gives no table): our reading of the §9 units is
 * 0 kg, 1 tonne, 2 litre, 3 m3; any other index reads as kg.
 */
export const WASTE_UNITS = ['kg', 'tonne', 'litre', 'm3'] as const;
export type WasteUnit = (typeof WASTE_UNITS)[number];
export const wasteUnitAt = (index: number | null | undefined): WasteUnit => WASTE_UNITS[index ?? 0] ?? 'kg';
export const isVolumeUnit = (unit: string): boolean => unit === 'litre' || unit === 'm3';

/** The carbon category of waste (green.constants: code 4). */
export const WASTE_CARBON_CATEGORY = 4;

const optionalDay = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');

const weight = optionalDecimal({ integerDigits: 9, decimals: 3, min: 'zero' });

/** One waste entry of a period, department and location set (green/waste). */
export const wasteEntrySchema = z
  .object({
    strDate: dateField,
    endDate: optionalDay,
    description: optionalText(500),
    department: z
      .number(typeError)
      .int('notInteger')
      .min(0, 'outOfRange')
      .max(1_000_000, 'outOfRange')
      .nullish()
      .transform((v) => v ?? null),
    locationSetName: optionalText(200),
    sortedWaste: z
      .boolean(typeError)
      .nullish()
      .transform((v) => v ?? false),
    recycledPaper: z
      .boolean(typeError)
      .nullish()
      .transform((v) => v ?? false),
    quantities: z
      .object(
        Object.fromEntries(WASTE_SCREEN_KIND_NAMES.map((kind) => [kind, weight])) as Record<
          WasteScreenKind,
          typeof weight
        >,
      )
      .partial(),
  })
  .superRefine((entry, ctx) => {
    if (entry.endDate && entry.endDate < entry.strDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateOrder' });
    const weighed = Object.values(entry.quantities).some(
      (q) => q !== null && q !== undefined && Number(q) > 0,
    );
    if (!weighed) ctx.addIssue({ code: 'custom', path: ['quantities'], message: 'required' });
  });
export type WasteEntryInput = z.input<typeof wasteEntrySchema>;
export type WasteEntryValues = z.output<typeof wasteEntrySchema>;

/** The waste screen's filter: a date range and a department. */
export const wasteFilterSchema = z.object({
  startDate: optionalDay,
  endDate: optionalDay,
  department: z
    .number(typeError)
    .int('notInteger')
    .nullish()
    .transform((v) => v ?? null),
});
export type WasteFilter = z.output<typeof wasteFilterSchema>;

const BASE: Record<WasteUnit, { dimension: 'mass' | 'volume'; factor: string }> = {
  kg: { dimension: 'mass', factor: '1' },
  tonne: { dimension: 'mass', factor: '1000' },
  litre: { dimension: 'volume', factor: '1' },
  m3: { dimension: 'volume', factor: '1000' },
};

/**
 * A weight entered in one unit, in another of the same kind (kg ↔ tonne, litre ↔ m3): an entry weighed before the
 * project changed its unit opens in the unit in force. Null when they do not convert.
 */
export function convertWasteQuantity(quantity: string, from: string, to: string): string | null {
  const source = BASE[from as WasteUnit];
  const target = BASE[to as WasteUnit];
  if (!source || !target || source.dimension !== target.dimension) return null;
  return new Decimal(quantity).times(source.factor).dividedBy(target.factor).toString();
}
