import { z } from 'zod';
import { addressSchema } from '../addresses/addresses.schemas';
import { optionalDecimal } from '../validation/decimal-fields';
import { COUNTRY_CODE_PATTERN } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import {
  ACCOMMODATION_KINDS,
  LOGISTICS_MAX_PAGE_SIZE,
  LOGISTICS_PAGE_SIZE,
  MAX_DISTRIBUTION_ROWS,
  transportTypeOf,
  VEHICLE_ENERGIES,
} from './logistics.constants';

const int = () => z.number(typeError).int('notInteger');
const id = () => int().min(1, 'outOfRange').max(2_147_483_647, 'outOfRange');
const optionalId = () =>
  id()
    .nullish()
    .transform((v) => v ?? null);
const dateOrder = (path: string) => ({ path: [path], message: 'dateOrder' });

/** An accommodation (issue 15): its own address, supplier, country, dates, rooms and nights. */
export const accommodationSchema = z
  .object({
    kind: z.enum(ACCOMMODATION_KINDS, { error: 'outOfRange' }),
    name: z.string(typeError).trim().min(1, 'required').max(200, 'tooLong'),
    supplierId: optionalId(),
    country: z
      .string(typeError)
      .trim()
      .toLowerCase()
      .min(1, 'required')
      .refine((v) => COUNTRY_CODE_PATTERN.test(v), 'invalidCountryCode'),
    strDate: dateField,
    endDate: dateField,
    rooms: int().min(0, 'outOfRange').max(10_000, 'outOfRange'),
    nights: int().min(0, 'outOfRange').max(10_000, 'outOfRange'),
    notes: optionalText(1000),
    address: addressSchema.nullish().transform((v) => v ?? null),
  })
  .refine((a) => a.endDate >= a.strDate, dateOrder('endDate'));
export type AccommodationInput = z.input<typeof accommodationSchema>;
export type AccommodationValues = z.output<typeof accommodationSchema>;

/** One person's share of an accommodation: rooms, nights and dates (distribution/{id}). */
export const distributionRowSchema = z
  .object({
    userId: id(),
    rooms: int().min(1, 'outOfRange').max(100, 'outOfRange'),
    nights: int().min(0, 'outOfRange').max(10_000, 'outOfRange'),
    strDate: dateField,
    endDate: dateField,
  })
  .refine((d) => d.endDate >= d.strDate, dateOrder('endDate'));
export const distributionSchema = z.array(distributionRowSchema).max(MAX_DISTRIBUTION_ROWS, 'outOfRange');
export type DistributionRowInput = z.input<typeof distributionRowSchema>;

/** A trip (issue 15): means 1-28, from/to, km typed or by the routing server, passengers, energy, date, person. */
export const transportSchema = z.object({
  transportTypeCode: int().refine((code) => transportTypeOf(code) !== undefined, 'outOfRange'),
  date: dateField,
  userId: optionalId(),
  km: optionalDecimal({ integerDigits: 7, decimals: 1, min: 'positive' }),
  passengers: int().min(1, 'outOfRange').max(1000, 'outOfRange'),
  energy: z
    .enum(VEHICLE_ENERGIES, { error: 'outOfRange' })
    .nullish()
    .transform((v) => v ?? 'unknown'),
  description: optionalText(500),
  from: addressSchema.nullish().transform((v) => v ?? null),
  to: addressSchema.nullish().transform((v) => v ?? null),
});
export type TransportInput = z.input<typeof transportSchema>;
export type TransportValues = z.output<typeof transportSchema>;

export const logisticsPagingSchema = z.object({
  offset: int()
    .min(0, 'outOfRange')
    .max(10_000_000, 'outOfRange')
    .nullish()
    .transform((v) => v ?? 0),
  size: int()
    .min(1, 'outOfRange')
    .max(LOGISTICS_MAX_PAGE_SIZE, 'outOfRange')
    .nullish()
    .transform((v) => v ?? LOGISTICS_PAGE_SIZE),
  search: optionalText(100),
});
