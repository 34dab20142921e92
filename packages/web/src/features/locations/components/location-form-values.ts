import { LOCATION_ADDRESS_SLOTS, LOCATION_TYPES } from '@setledger/shared/locations/locations.constants';
import type { Location, LocationInput } from '../api/locations.api';

export interface AddressValues {
  name: string;
  street: string;
  number: string;
  box: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  countryCode: string;
  other: string;
  lat: number;
  lng: number;
}
export interface EquipmentValues {
  type: number;
  description: string;
  quantity: number;
}

const TEXTS = [
  'setName',
  'setName1',
  'setName2',
  'setName3',
  'scriptName',
  'description',
  'note',
  'mainCharacteristic',
  'googleMapLink',
  'imageName',
] as const;
const DECIMALS = [
  'surface',
  'filmingArea',
  'surfaceAreaOfFixtures',
  'dayRateFee',
  'dayRateSettingUpFee',
  'downPaiement',
  'total',
  'electricityMeterStart',
  'electricityMeterEnd',
  'gasMeterStart',
  'gasMeterEnd',
  'waterMeterStart',
  'waterMeterEnd',
  'generatorVolume',
  'volumeTotalFuelOil',
] as const;
const DAYS = ['foundOn', 'getInDate', 'getOutDate', 'shootingStartDate', 'shootingEndDate'] as const;
const FLAGS = [
  'selected',
  'parkingPermit',
  'toilets',
  'trash',
  'fireExtinguisher',
  'catering',
  'greenEnergySupplier',
  'sortedWaste',
  'recycledPaper',
] as const;
const CODES = [
  'type',
  'type1',
  'kind',
  'status',
  'paiementType',
  'totNbOfDaysOccupation',
  'totNbOfManDays',
  'nbOfAirConditioners',
  'numberOfPicture',
] as const;
const SUPPLIERS = ['ownerSupplierId', 'elecSupplierId', 'gasSupplierId', 'waterSupplierId'] as const;

export type DecimalField = (typeof DECIMALS)[number];
export type TextField = (typeof TEXTS)[number] | (typeof DAYS)[number] | DecimalField;
export type FlagField = (typeof FLAGS)[number];
export type CodeField = (typeof CODES)[number];
export type SupplierField = (typeof SUPPLIERS)[number];

/** The form's values: texts as typed (decimals, dates), codes as numbers, suppliers as Select values. */
export type LocationFormValues = Record<TextField, string> &
  Record<FlagField, boolean> &
  Record<CodeField, number> &
  Record<SupplierField, string | null> & {
    generatorFuelType: string | null;
    addresses: AddressValues[];
    computerEquipments: EquipmentValues[];
  };

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  street: '',
  number: '',
  box: '',
  zip: '',
  city: '',
  state: '',
  country: '',
  countryCode: '',
  other: '',
  lat: 0,
  lng: 0,
};

const isEmptyAddress = (address: AddressValues) =>
  Object.entries(address).every(([, value]) => value === '' || value === 0);

/** The values of a location (a new one: empty, of the type its screen lists). */
export function valuesOf(location: Location | null, premises: boolean): LocationFormValues {
  const values = {} as LocationFormValues;
  for (const field of [...TEXTS, ...DECIMALS, ...DAYS]) values[field] = location?.[field] ?? '';
  for (const field of FLAGS) values[field] = location?.[field] ?? false;
  for (const field of CODES) values[field] = location?.[field] ?? 0;
  for (const field of SUPPLIERS) values[field] = location?.[field] ? String(location[field]) : null;
  if (!location) values.type = premises ? LOCATION_TYPES.premise : LOCATION_TYPES.decorFilm;
  values.generatorFuelType = location?.generatorFuelType ?? null;
  values.addresses = LOCATION_ADDRESS_SLOTS.map((_, index) => {
    const found = location?.addresses.find((entry) => entry.slot === index + 1)?.address;
    if (!found) return { ...EMPTY_ADDRESS };
    const { id: _id, ...address } = found;
    return address;
  });
  values.computerEquipments =
    location?.computerEquipments.map(({ type, description, quantity }) => ({
      type,
      description,
      quantity,
    })) ?? [];
  return values;
}

/** UpdLocation's UpdatedLocation from the form: every field, the fourteen addresses (an empty one clears its slot). */
export function toInput(values: LocationFormValues): LocationInput {
  const input: Record<string, unknown> = {};
  for (const field of [...TEXTS, ...DECIMALS, ...DAYS])
    input[field] = values[field] === '' ? null : values[field];
  for (const field of [...TEXTS]) input[field] = values[field];
  for (const field of [...FLAGS, ...CODES]) input[field] = values[field];
  for (const field of SUPPLIERS) input[field] = values[field] ? Number(values[field]) : null;
  input.generatorFuelType = values.generatorFuelType;
  input.addresses = values.addresses.map((address, index) => ({
    slot: index + 1,
    address: isEmptyAddress(address) ? null : address,
  }));
  input.computerEquipments = values.computerEquipments;
  return input as LocationInput;
}

/** The tab holding each field, to open the tab of the first error. */
export const TAB_OF: Record<string, string> = {
  ...Object.fromEntries(
    [
      'type',
      'type1',
      'kind',
      'status',
      'selected',
      'setName',
      'setName1',
      'setName2',
      'setName3',
      'scriptName',
      'description',
      'note',
      'mainCharacteristic',
      'foundOn',
    ].map((field) => [field, 'identity']),
  ),
  ...Object.fromEntries(
    ['googleMapLink', 'parkingPermit', 'toilets', 'fireExtinguisher', 'catering', 'addresses'].map(
      (field) => [field, 'addresses'],
    ),
  ),
  ...Object.fromEntries(
    [
      'getInDate',
      'getOutDate',
      'shootingStartDate',
      'shootingEndDate',
      'surface',
      'filmingArea',
      'surfaceAreaOfFixtures',
      'totNbOfDaysOccupation',
      'totNbOfManDays',
    ].map((field) => [field, 'dates']),
  ),
  ...Object.fromEntries(
    ['ownerSupplierId', 'dayRateFee', 'dayRateSettingUpFee', 'downPaiement', 'total', 'paiementType'].map(
      (field) => [field, 'fees'],
    ),
  ),
  ...Object.fromEntries(
    [
      'elecSupplierId',
      'gasSupplierId',
      'waterSupplierId',
      'greenEnergySupplier',
      ...DECIMALS.filter((d) => /Meter|generator|FuelOil/.test(d)),
      'generatorFuelType',
      'nbOfAirConditioners',
    ].map((field) => [field, 'energy']),
  ),
  ...Object.fromEntries(['sortedWaste', 'recycledPaper', 'trash'].map((field) => [field, 'waste'])),
  computerEquipments: 'equipment',
  numberOfPicture: 'files',
  imageName: 'files',
};
