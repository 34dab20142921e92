import { Badge, Group } from '@mantine/core';
import {
  type CarbonEntryStatus,
  type CarbonSourceType,
  carbonCategoryName,
  type FUEL_KINDS,
  type MEAL_KINDS,
  type TransportGroup,
  type WASTE_KINDS,
} from '@setledger/shared/green/green.constants';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';

export type GreenTexts = (n: number, en: string) => string;

/** Every text of the green screens (form 'green-table'). */
export const useGreenTexts = (): GreenTexts => useForm('green-table');

export const STATUS_TEXTS: Record<CarbonEntryStatus, [number, string]> = {
  pending: [2, 'Pending'],
  actual: [3, 'Actual'],
  excluded: [4, 'Excluded'],
};
const STATUS_COLORS: Record<string, string> = { pending: 'yellow', actual: 'green', excluded: 'gray' };

export const SOURCE_TEXTS: Record<CarbonSourceType, [number, string]> = {
  manual: [6, 'Manual entry'],
  expenseItem: [7, 'Expense item'],
  poLine: [8, 'PO line'],
  invoiceLine: [9, 'Invoice line'],
  location: [10, 'Location'],
  accommodation: [11, 'Accommodation'],
  accommodationShare: [11, 'Accommodation'],
  transport: [12, 'Transport'],
  locationElectricity: [560, 'Location electricity meter'],
  locationGas: [561, 'Location gas meter'],
  locationWater: [562, 'Location water meter'],
  locationGenerator: [563, 'Location generator'],
  specialEquipment: [480, 'Special equipment'],
  // A crew member's commute on a validated timesheet day (issue 18): counted as transport.
  timesheetCommute: [12, 'Transport'],
};

const CATEGORY_TEXTS: Record<string, [number, string]> = {
  location: [13, 'Location'],
  accommodation: [14, 'Accommodation'],
  generatorEnergy: [15, 'Generator energy'],
  transportation: [16, 'Transportation'],
  waste: [17, 'Waste'],
  meal: [18, 'Meals'],
};

export const WASTE_TEXTS: Record<(typeof WASTE_KINDS)[number], [number, string]> = {
  cardboard: [86, 'Cardboard'],
  paper: [87, 'Paper'],
  plastic: [88, 'Plastic'],
  food: [89, 'Food'],
  general: [90, 'General waste'],
  paint: [91, 'Paint and special waste'],
  wood: [92, 'Wood'],
  steel: [93, 'Steel'],
  glass: [94, 'Glass'],
};
export const MEAL_TEXTS: Record<(typeof MEAL_KINDS)[number], [number, string]> = {
  red: [95, 'Red meat'],
  white: [96, 'White meat'],
  vege: [97, 'Vegetarian'],
  notSpecified: [98, 'Not specified'],
};
export const FUEL_TEXTS: Record<(typeof FUEL_KINDS)[number], [number, string]> = {
  diesel: [99, 'Diesel'],
  petrol: [100, 'Petrol'],
  hvo: [101, 'HVO'],
  lpg: [102, 'LPG'],
  gasOil: [103, 'Gas oil (red diesel)'],
  heatingOil: [104, 'Heating oil'],
};
export const ENERGY_TEXTS: Record<'electricity' | 'gas', [number, string]> = {
  electricity: [105, 'Electricity'],
  gas: [106, 'Gas'],
};
export const GROUP_TEXTS: Record<TransportGroup, [number, string]> = {
  boat: [107, 'Boat'],
  bus: [108, 'Bus'],
  car: [109, 'Car'],
  freight: [110, 'Freight'],
  other: [111, 'Other'],
  specialVehicle: [112, 'Special vehicle'],
};
export const PHASE_TEXTS: [number, string][] = [
  [58, 'Pre-production'],
  [59, 'Shooting'],
  [60, 'Post-production'],
];

const say = (t: GreenTexts, pair: [number, string] | undefined, fallback = '') =>
  pair ? t(pair[0], pair[1]) : fallback;

/** A carbon category's name (001 §9): the six the spec names, the others by number. */
export function categoryLabel(t: GreenTexts, code: number): string {
  const named = CATEGORY_TEXTS[carbonCategoryName(code) ?? ''];
  return named ? say(t, named) : t(19, 'Other category {n}').replace('{n}', String(code));
}
export const statusLabel = (t: GreenTexts, status: string) =>
  say(t, STATUS_TEXTS[status as CarbonEntryStatus], status);
export const sourceLabel = (t: GreenTexts, source: string) =>
  say(t, SOURCE_TEXTS[source as CarbonSourceType], source);
export const labelOf = (t: GreenTexts, table: Record<string, [number, string]>, key: string) =>
  say(t, table[key], key);

/** The status badge of an entry; a spend-based one is flagged "estimate" beside it (issue 14). */
export function EntryStatusBadge({ status, isEstimate }: { status: string; isEstimate: boolean }) {
  const t = useGreenTexts();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
        {statusLabel(t, status)}
      </Badge>
      {isEstimate && (
        <Badge variant="outline" color="orange">
          {t(5, 'Estimate')}
        </Badge>
      )}
    </Group>
  );
}

/** kg CO2e as 001 §9 shows it: Kg with 2 decimals, T above 1000. */
export function useKg(): (kg: string | number | null | undefined) => string {
  const format = useFormat();
  return (kg) => format.mass(kg ?? 0);
}
