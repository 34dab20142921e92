import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { addressSchema } from '../addresses/addresses.schemas';
import { FUEL_KINDS } from '../green/green.constants';
import { type DecimalRule, optionalDecimal } from '../validation/decimal-fields';
import { isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';
import {
  ALL_LOCATION_STATUSES,
  COMPUTER_EQUIPMENT_TYPE_CODES,
  COMPUTER_EQUIPMENTS_MAX,
  DEL_LOCATIONS_MAX,
  LOCATION_ADDRESS_SLOTS,
  LOCATION_KIND_CODES,
  LOCATION_MAX_PAGE_SIZE,
  LOCATION_METERS,
  LOCATION_PAGE_SIZE,
  LOCATION_STATUS_CODES,
  LOCATION_TYPE_CODES,
  PAYMENT_TYPE_CODES,
  PREMISE_KIND_CODES,
} from './locations.constants';

/** Decimal rules of a location's numbers: the digits match their columns (locations.table.ts). */
export const LOCATION_DECIMAL_RULES = {
  meter: { integerDigits: 9, decimals: 3, min: 'zero' },
  money: { integerDigits: 10, decimals: 2, min: 'zero' },
  surface: { integerDigits: 9, decimals: 2, min: 'zero' },
  litres: { integerDigits: 9, decimals: 2, min: 'zero' },
} as const satisfies Record<string, DecimalRule>;

const int = () => z.number(typeError).int('notInteger');
const code = (codes: readonly number[], fallback: number) =>
  int()
    .refine((v) => codes.includes(v), 'outOfRange')
    .nullish()
    .transform((v) => v ?? fallback);
const count = (max: number) =>
  int()
    .min(0, 'outOfRange')
    .max(max, 'outOfRange')
    .nullish()
    .transform((v) => v ?? 0);
const optionalId = int()
  .min(1, 'outOfRange')
  .max(2_147_483_647, 'outOfRange')
  .nullish()
  .transform((v) => v ?? null);
const flag = z
  .boolean(typeError)
  .nullish()
  .transform((v) => v ?? false);
const day = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');
const meter = () => optionalDecimal(LOCATION_DECIMAL_RULES.meter);
const money = () => optionalDecimal(LOCATION_DECIMAL_RULES.money);

const computerEquipmentSchema = z.object({
  type: code(COMPUTER_EQUIPMENT_TYPE_CODES, 0),
  description: optionalText(200),
  quantity: int().min(1, 'outOfRange').max(10_000, 'outOfRange'),
});

const addressSlotSchema = z.object({
  slot: int().min(1, 'outOfRange').max(LOCATION_ADDRESS_SLOTS.length, 'outOfRange'),
  /** null clears the slot (its address goes). */
  address: addressSchema.nullish().transform((v) => v ?? null),
});

/**
 * UpdLocation's UpdatedLocation (001 §3.7, every field; the spec does not show the value sent, issue 15 groups
 * it in a location manager's tabs). Meter ends below their starts and reversed date pairs are refused naming
 * the field, so nothing is written.
 */
export const locationSchema = z
  .object({
    // identity and set names
    type: code(LOCATION_TYPE_CODES, 0),
    type1: code(PREMISE_KIND_CODES, 0),
    kind: code(LOCATION_KIND_CODES, 0),
    status: code(LOCATION_STATUS_CODES, 0),
    selected: flag,
    setName: optionalText(200),
    setName1: optionalText(200),
    setName2: optionalText(200),
    setName3: optionalText(200),
    scriptName: optionalText(200),
    description: optionalText(2000),
    note: optionalText(2000),
    mainCharacteristic: optionalText(500),
    foundOn: day,
    clientId: optionalId,
    // addresses and access
    googleMapLink: optionalText(1000).refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'invalid'),
    parkingPermit: flag,
    toilets: flag,
    trash: flag,
    fireExtinguisher: flag,
    catering: flag,
    addresses: z
      .array(addressSlotSchema, { error: 'invalid' })
      .max(LOCATION_ADDRESS_SLOTS.length, 'tooLong')
      .nullish()
      .transform((v) => v ?? null),
    // dates and occupation
    getInDate: day,
    getOutDate: day,
    shootingStartDate: day,
    shootingEndDate: day,
    surface: optionalDecimal(LOCATION_DECIMAL_RULES.surface),
    filmingArea: optionalDecimal(LOCATION_DECIMAL_RULES.surface),
    surfaceAreaOfFixtures: optionalDecimal(LOCATION_DECIMAL_RULES.surface),
    totNbOfDaysOccupation: count(100_000),
    totNbOfManDays: count(10_000_000),
    // fees and payment
    ownerSupplierId: optionalId,
    dayRateFee: money(),
    dayRateSettingUpFee: money(),
    downPaiement: money(),
    total: money(),
    paiementType: code(PAYMENT_TYPE_CODES, 0),
    // energy and meters
    elecSupplierId: optionalId,
    gasSupplierId: optionalId,
    waterSupplierId: optionalId,
    greenEnergySupplier: flag,
    electricityMeterStart: meter(),
    electricityMeterEnd: meter(),
    gasMeterStart: meter(),
    gasMeterEnd: meter(),
    waterMeterStart: meter(),
    waterMeterEnd: meter(),
    generatorFuelType: z
      .enum(FUEL_KINDS, { error: 'outOfRange' })
      .nullish()
      .transform((v) => v ?? null),
    generatorVolume: optionalDecimal(LOCATION_DECIMAL_RULES.litres),
    volumeTotalFuelOil: optionalDecimal(LOCATION_DECIMAL_RULES.litres),
    nbOfAirConditioners: count(10_000),
    // waste and sorting
    sortedWaste: flag,
    recycledPaper: flag,
    // equipment
    computerEquipments: z
      .array(computerEquipmentSchema, { error: 'invalid' })
      .max(COMPUTER_EQUIPMENTS_MAX, 'tooLong')
      .nullish()
      .transform((v) => v ?? []),
    // documents and pictures
    numberOfPicture: count(100_000),
    imageName: optionalText(200),
  })
  .superRefine((location, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const meterName of LOCATION_METERS) {
      const start = location[`${meterName}MeterStart`];
      const end = location[`${meterName}MeterEnd`];
      if (start !== null && end !== null && new Decimal(end).lessThan(start))
        issue(`${meterName}MeterEnd`, 'meterBelowStart');
    }
    const order = (from: string | null, to: string | null, path: string) => {
      if (from && to && to < from) issue(path, 'dateOrder');
    };
    order(location.getInDate, location.getOutDate, 'getOutDate');
    order(location.shootingStartDate, location.shootingEndDate, 'shootingEndDate');
    if (location.generatorVolume !== null && location.generatorFuelType === null)
      issue('generatorFuelType', 'required');
    const slots = (location.addresses ?? []).map((entry) => entry.slot);
    if (new Set(slots).size !== slots.length) issue('addresses', 'duplicate');
  });
export type LocationInput = z.input<typeof locationSchema>;
export type LocationValues = z.output<typeof locationSchema>;

/** GetProjectLocationList (001 §7.6) with a search text and paging (issue 15). */
export const locationListSchema = z
  .object({
    clientId: optionalId,
    strDate: day,
    endDate: day,
    status: int()
      .refine((v) => v === ALL_LOCATION_STATUSES || LOCATION_STATUS_CODES.includes(v), 'outOfRange')
      .nullish()
      .transform((v) => v ?? ALL_LOCATION_STATUSES),
    removePremise: flag,
    removeLocationPME: flag,
    removeLocationDecorFilm: flag,
    searchText: optionalText(100),
    offset: int()
      .min(0, 'outOfRange')
      .max(10_000_000, 'outOfRange')
      .nullish()
      .transform((v) => v ?? 0),
    size: int()
      .min(1, 'outOfRange')
      .max(LOCATION_MAX_PAGE_SIZE, 'outOfRange')
      .nullish()
      .transform((v) => v ?? LOCATION_PAGE_SIZE),
  })
  .superRefine((filter, ctx) => {
    if (filter.strDate && filter.endDate && filter.endDate < filter.strDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateOrder' });
  });
export type LocationListFilter = z.output<typeof locationListSchema>;

/** DelLocations' ids: one to DEL_LOCATIONS_MAX, each a positive integer. */
export const locationIdsSchema = z
  .array(int().min(1, 'invalidId'), { error: 'invalid' })
  .min(1, 'required')
  .max(DEL_LOCATIONS_MAX, 'tooLong');
