/** Green reporting codes of 001 §9. */
export const GREEN_REPORTING_MODES = { carbonClap: 3, peachPearPlum: 4 } as const;

export type TransportGroup = 'boat' | 'bus' | 'car' | 'freight' | 'other' | 'specialVehicle';
export const TRANSPORT_GROUPS: Readonly<Record<TransportGroup, readonly number[]>> = {
  boat: [1, 2, 3, 22, 23, 24],
  bus: [4, 5],
  car: [6, 7, 8],
  freight: [17, 18, 19, 20, 21, 25],
  other: [9, 10, 11, 12, 13, 14, 15, 16],
  specialVehicle: [26, 27, 28],
};
const GROUP_NAMES = Object.keys(TRANSPORT_GROUPS) as TransportGroup[];

/** Group of a transport-type code 1 to 28; undefined for any other code. */
export const transportGroupOf = (code: number): TransportGroup | undefined =>
  GROUP_NAMES.find((group) => TRANSPORT_GROUPS[group].includes(code));

/**
 * Carbon categories 0 to 21. The spec lists six names ("location, accommodation, generator energy,
 * transportation, waste, meal and others") without their codes; we read them as codes 0 to 5 in that order,
 * and name the rest by number.
 */
const NAMED_CARBON_CATEGORIES = [
  'location',
  'accommodation',
  'generatorEnergy',
  'transportation',
  'waste',
  'meal',
];
export const CARBON_CATEGORIES: readonly { code: number; name: string }[] = Array.from(
  { length: 22 },
  (_, code) => ({
    code,
    name: NAMED_CARBON_CATEGORIES[code] ?? `category${code}`,
  }),
);
export const carbonCategoryName = (code: number): string | undefined => CARBON_CATEGORIES[code]?.name;

/** Transport-type codes 1 to 28 (001 §9), each with its group; the spec does not name the codes themselves. */
export const TRANSPORT_TYPE_CODES: readonly { code: number; group: TransportGroup }[] = Array.from(
  { length: 28 },
  (_, index) => ({ code: index + 1, group: transportGroupOf(index + 1)! }),
);

/**
 * Entity kinds of a carbon entry (001 §9: "standard, accommodation, electricity, location, owner, up to water").
 * The spec names five and the last; gas sits before water as the meters of a location (001 §3.7) read them.
 */
export const ENTITY_KINDS = {
  standard: 0,
  accommodation: 1,
  electricity: 2,
  location: 3,
  owner: 4,
  gas: 5,
  water: 6,
} as const;
export type EntityKind = (typeof ENTITY_KINDS)[keyof typeof ENTITY_KINDS];

/** What feeds a carbon entry: one source has at most one entry (issue 14). */
export const CARBON_SOURCE_TYPES = [
  'manual',
  'expenseItem',
  'poLine',
  'invoiceLine',
  'location',
  'accommodation',
  /** A crew member's share of an accommodation (its distribution row): their footprint (issue 15). */
  'accommodationShare',
  'transport',
  // A location's meters and generator (issue 15): one entry per meter, each keyed by the location's id.
  'locationElectricity',
  'locationGas',
  'locationWater',
  'locationGenerator',
  /** An item of the special-equipment register (cranes, drones, generators...). */
  'specialEquipment',
  /** A validated timesheet day's commute with the person's declared vehicle (issue 18), keyed by the day's id. */
  'timesheetCommute',
] as const;
export type CarbonSourceType = (typeof CARBON_SOURCE_TYPES)[number];

/** Only validated money is actual; a source not yet validated is pending; a refused one is excluded (issue 14). */
export const CARBON_ENTRY_STATUSES = ['pending', 'actual', 'excluded'] as const;
export type CarbonEntryStatus = (typeof CARBON_ENTRY_STATUSES)[number];

/**
 * Review states of a ledger entry for the green table's reviewStatus filter (000 §3 advanced filter, a list; the
 * spec gives no codes: this is our reading of its `verified` flag, 001 §3.14): 0 not verified, 1 verified.
 */
export const REVIEW_STATUSES = { notVerified: 0, verified: 1 } as const;
export const REVIEW_STATUS_CODES: readonly number[] = Object.values(REVIEW_STATUSES);

/** Production phases (001 §3.14 productionPhase; the spec gives no codes: this is our reading). */
export const PRODUCTION_PHASES = { preProduction: 0, shooting: 1, postProduction: 2 } as const;
export const PRODUCTION_PHASE_CODES: readonly number[] = Object.values(PRODUCTION_PHASES);

/** Units a carbon quantity is entered in, and the units of the emission factors. */
export const CARBON_UNITS = [
  'km',
  'passenger_km',
  'litre',
  'm3',
  'kWh',
  'kg',
  'tonne',
  'room_night',
  'meal',
  'currency',
] as const;
export type CarbonUnit = (typeof CARBON_UNITS)[number];

/** Waste kinds with a weight of their own (001 §3.14). */
export const WASTE_KINDS = [
  'cardboard',
  'paper',
  'plastic',
  'food',
  'general',
  'paint',
  'wood',
  'steel',
  'glass',
] as const;
export type WasteKind = (typeof WASTE_KINDS)[number];

/** Meal kinds (001 §3.14: red, white, vege, not specified). */
export const MEAL_KINDS = ['red', 'white', 'vege', 'notSpecified'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];

/** Fuels counted in litres (vehicles, generators, heating). */
export const FUEL_KINDS = ['diesel', 'petrol', 'hvo', 'lpg', 'gasOil', 'heatingOil'] as const;
export type FuelKind = (typeof FUEL_KINDS)[number];

/** Energy bought in kWh. */
export const ENERGY_SOURCES = ['electricity', 'gas'] as const;
export type EnergySource = (typeof ENERGY_SOURCES)[number];

/** The manual-entry form a carbon category uses (issue 14); categories the spec does not name use the generic one. */
export type CarbonEntryForm =
  | 'location'
  | 'accommodation'
  | 'energy'
  | 'transport'
  | 'waste'
  | 'meals'
  | 'generic';
const FORM_OF_NAMED: Readonly<Record<string, CarbonEntryForm>> = {
  location: 'location',
  accommodation: 'accommodation',
  generatorEnergy: 'energy',
  transportation: 'transport',
  waste: 'waste',
  meal: 'meals',
};
export const carbonEntryFormOf = (category: number): CarbonEntryForm =>
  FORM_OF_NAMED[carbonCategoryName(category) ?? ''] ?? 'generic';

/** Green table paging (000 §9): 20 by default, at most 100 a page. */
export const GREEN_TABLE_PAGE_SIZE = 20;
export const GREEN_TABLE_MAX_PAGE_SIZE = 100;
