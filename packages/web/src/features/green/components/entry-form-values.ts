import { MEAL_KINDS, transportGroupOf, WASTE_KINDS } from '@setledger/shared/green/green.constants';
import type { CarbonEntryInput } from '@setledger/shared/green/green.schemas';
import type { CarbonEntryDetail } from '../api/green.api';

type Kinds<K extends string> = Record<K, string>;

/** The manual-entry form's values: what the inputs hold (texts; '' is unset). */
export interface EntryFormValues {
  carbonCategory: string;
  strDate: string;
  endDate: string;
  description: string;
  verified: boolean;
  paidByProduction: boolean;
  productionPhase: string;
  department: string;
  supplierId: string;
  factorKey: string;
  transportTypeCode: string;
  km: string;
  passengers: string;
  fromAddress: string;
  toAddress: string;
  nights: string;
  bedrooms: string;
  country: string;
  energySource: string;
  kwh: string;
  fuel: string;
  litres: string;
  generator: boolean;
  waterM3: string;
  days: string;
  surface: string;
  locationSetName: string;
  quantity: string;
  waste: Kinds<(typeof WASTE_KINDS)[number]>;
  meals: Kinds<(typeof MEAL_KINDS)[number]>;
}

const blanks = <K extends string>(kinds: readonly K[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, ''])) as Kinds<K>;

export const emptyEntryValues = (carbonCategory = 3): EntryFormValues => ({
  carbonCategory: String(carbonCategory),
  strDate: new Date().toISOString().slice(0, 10),
  endDate: '',
  description: '',
  verified: false,
  paidByProduction: true,
  productionPhase: '',
  department: '',
  supplierId: '',
  factorKey: '',
  transportTypeCode: '',
  km: '',
  passengers: '',
  fromAddress: '',
  toAddress: '',
  nights: '',
  bedrooms: '',
  country: '',
  energySource: '',
  kwh: '',
  fuel: '',
  litres: '',
  generator: false,
  waterM3: '',
  days: '',
  surface: '',
  locationSetName: '',
  quantity: '',
  waste: blanks(WASTE_KINDS),
  meals: blanks(MEAL_KINDS),
});

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const int = (v: string) => (v.trim() === '' ? null : Number(v));
const opt = (v: string) => (v.trim() === '' ? null : v);

/** An entry as the form edits it. */
export function valuesOfEntry({ entry }: CarbonEntryDetail): EntryFormValues {
  const d = entry.details;
  const kinds = <K extends string>(kindsOf: readonly K[], list: { kind: string; value: string | null }[]) =>
    Object.fromEntries(
      kindsOf.map((kind) => [kind, text(list.find((x) => x.kind === kind)?.value)]),
    ) as Kinds<K>;
  return {
    ...emptyEntryValues(entry.carbonCategory),
    strDate: entry.strDate,
    endDate: text(entry.endDate),
    description: entry.description,
    verified: entry.verified,
    paidByProduction: entry.paidByProduction,
    productionPhase: text(entry.productionPhase),
    department: text(entry.department),
    supplierId: text(entry.supplierId),
    // A factor named by hand: the generic form's, or a transport of a group without a default factor.
    factorKey:
      d.quantity !== null ||
      (d.transportTypeCode !== null && transportGroupOf(d.transportTypeCode) === 'other')
        ? text(entry.factorKey)
        : '',
    transportTypeCode: text(d.transportTypeCode),
    km: text(d.km),
    passengers: text(d.passengers),
    fromAddress: d.fromAddress,
    toAddress: d.toAddress,
    nights: text(d.nights),
    bedrooms: text(d.bedrooms),
    country: d.country,
    energySource: text(d.energySource),
    kwh: text(d.kwh),
    fuel: text(d.fuel),
    litres: text(d.litres),
    generator: d.generator,
    waterM3: text(d.waterM3),
    days: text(d.days),
    surface: text(d.surface),
    locationSetName: d.locationSetName,
    quantity: text(d.quantity),
    waste: kinds(WASTE_KINDS, d.waste),
    meals: kinds(MEAL_KINDS, d.meals),
  };
}

/** The schema's input (carbonEntrySchema) made of the form's texts. */
export function entryInputOf(v: EntryFormValues): CarbonEntryInput {
  const hasAny = (values: Record<string, string>) => Object.values(values).some((x) => x.trim() !== '');
  return {
    carbonCategory: Number(v.carbonCategory),
    strDate: v.strDate,
    endDate: opt(v.endDate),
    description: v.description,
    verified: v.verified,
    paidByProduction: v.paidByProduction,
    productionPhase: int(v.productionPhase),
    department: int(v.department),
    supplierId: int(v.supplierId),
    factorKey: v.factorKey,
    transportTypeCode: int(v.transportTypeCode),
    km: opt(v.km),
    passengers: int(v.passengers),
    fromAddress: v.fromAddress,
    toAddress: v.toAddress,
    nights: int(v.nights),
    bedrooms: int(v.bedrooms),
    country: v.country,
    energySource: opt(v.energySource) as CarbonEntryInput['energySource'],
    kwh: opt(v.kwh),
    fuel: opt(v.fuel) as CarbonEntryInput['fuel'],
    litres: opt(v.litres),
    generator: v.generator,
    waterM3: opt(v.waterM3),
    days: int(v.days),
    surface: opt(v.surface),
    locationSetName: v.locationSetName,
    quantity: opt(v.quantity),
    waste: hasAny(v.waste)
      ? (Object.fromEntries(
          Object.entries(v.waste).map(([k, x]) => [k, opt(x)]),
        ) as CarbonEntryInput['waste'])
      : null,
    meals: hasAny(v.meals)
      ? (Object.fromEntries(
          Object.entries(v.meals).map(([k, x]) => [k, int(x)]),
        ) as CarbonEntryInput['meals'])
      : null,
  };
}
