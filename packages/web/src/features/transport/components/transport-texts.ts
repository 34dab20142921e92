import type { TransportGroup } from '@setledger/shared/green/green.constants';
import type { VehicleEnergy } from '@setledger/shared/logistics/logistics.constants';

type T = (n: number, en: string) => string;

/** Names of the transport-type codes 1 to 28 (form 'transport', texts 101 to 128). */
export const TYPE_TEXTS: Record<number, [number, string]> = {
  1: [101, 'Ferry, foot passenger'],
  2: [102, 'Ferry, with a vehicle'],
  3: [103, 'Boat, average'],
  4: [104, 'Local bus'],
  5: [105, 'Coach'],
  6: [106, 'Car'],
  7: [107, 'Van'],
  8: [108, 'Taxi'],
  9: [109, 'Motorbike'],
  10: [110, 'Train, national'],
  11: [111, 'Train, international'],
  12: [112, 'High-speed train (TGV)'],
  13: [113, 'Intercity train'],
  14: [114, 'Regional train'],
  15: [115, 'Flight, domestic'],
  16: [116, 'Flight, short-haul'],
  17: [117, 'Small van (up to 1.3 t)'],
  18: [118, 'Medium van (1.3-1.7 t)'],
  19: [119, 'Large van (1.7-3.5 t)'],
  20: [120, 'Truck 3.5-7.5 t'],
  21: [121, 'Truck 7.5-17 t'],
  22: [122, 'Work boat'],
  23: [123, 'Water taxi'],
  24: [124, 'Car ferry'],
  25: [125, 'Articulated truck'],
  26: [126, 'Camera or unit vehicle'],
  27: [127, 'Generator truck'],
  28: [128, 'Heavy special vehicle'],
};

export const GROUP_TEXTS: Record<TransportGroup, [number, string]> = {
  boat: [130, 'Boat'],
  bus: [131, 'Bus'],
  car: [132, 'Car'],
  freight: [133, 'Freight'],
  other: [134, 'Other'],
  specialVehicle: [135, 'Special vehicle'],
};

export const ENERGY_TEXTS: Record<VehicleEnergy, [number, string]> = {
  unknown: [140, 'Unknown'],
  diesel: [141, 'Diesel'],
  petrol: [142, 'Petrol'],
  hybrid: [143, 'Hybrid'],
  pluginHybrid: [144, 'Plug-in hybrid'],
  electric: [145, 'Electric'],
  hvo: [146, 'HVO'],
  lpg: [147, 'LPG'],
};

export const typeLabel = (t: T, code: number) => {
  const text = TYPE_TEXTS[code];
  return text ? t(text[0], text[1]) : String(code);
};
export const energyLabel = (t: T, energy: string) => {
  const text = ENERGY_TEXTS[energy as VehicleEnergy];
  return text ? t(text[0], text[1]) : energy;
};
export const placeOf = (a: { name?: string; city?: string } | null | undefined) =>
  a ? [a.name, a.city].filter(Boolean).join(', ') : '';
