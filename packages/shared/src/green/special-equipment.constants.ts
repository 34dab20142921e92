import { FUEL_KINDS } from './green.constants';

/** Kinds of special equipment of a production (issue 14, 001 §3.14 specialEquipment). */
export const SPECIAL_EQUIPMENT_TYPES = [
  'crane',
  'drone',
  'generator',
  'lightingBalloon',
  'cameraCar',
  'boat',
  'other',
] as const;
export type SpecialEquipmentType = (typeof SPECIAL_EQUIPMENT_TYPES)[number];

/**
 * How an item's energy is known: litres of a fuel, kWh of grid electricity, or hours of use × litres per hour of a
 * fuel (a generator's rating).
 */
export const SPECIAL_EQUIPMENT_ENERGY_MODES = ['litres', 'kwh', 'hours'] as const;
export type SpecialEquipmentEnergyMode = (typeof SPECIAL_EQUIPMENT_ENERGY_MODES)[number];

export const SPECIAL_EQUIPMENT_FUELS = FUEL_KINDS;

/** The register answers at most this many items of a project. */
export const SPECIAL_EQUIPMENT_MAX = 500;
