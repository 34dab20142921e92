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
