import type { FuelKind } from '@setledger/shared/green/green.constants';
import type {
  SpecialEquipmentEnergyMode,
  SpecialEquipmentType,
} from '@setledger/shared/green/special-equipment.constants';
import { useForm } from '../../../lib/i18n';

export type EquipmentTexts = (n: number, en: string) => string;

/** Every text of the special-equipment screens (form 'special-equipment'). */
export const useEquipmentTexts = (): EquipmentTexts => useForm('special-equipment');

export const TYPE_TEXTS: Record<SpecialEquipmentType, [number, string]> = {
  crane: [31, 'Crane'],
  drone: [32, 'Drone'],
  generator: [33, 'Generator'],
  lightingBalloon: [34, 'Lighting balloon'],
  cameraCar: [35, 'Camera car'],
  boat: [36, 'Boat'],
  other: [37, 'Other'],
};
export const FUEL_TEXTS: Record<FuelKind, [number, string]> = {
  diesel: [38, 'Diesel'],
  petrol: [39, 'Petrol'],
  hvo: [40, 'HVO'],
  lpg: [41, 'LPG'],
  gasOil: [42, 'Gas oil (red diesel)'],
  heatingOil: [43, 'Heating oil'],
};
export const MODE_TEXTS: Record<SpecialEquipmentEnergyMode, [number, string]> = {
  litres: [13, 'Litres of fuel'],
  kwh: [14, 'kWh of electricity'],
  hours: [15, 'Hours × litres per hour'],
};

export const labelOf = (t: EquipmentTexts, table: Record<string, [number, string]>, key: string | null) => {
  const pair = key === null ? undefined : table[key];
  return pair ? t(pair[0], pair[1]) : (key ?? '');
};
