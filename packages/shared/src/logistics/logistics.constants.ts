import type { TransportGroup } from '../green/green.constants';
import { transportGroupOf } from '../green/green.constants';

/** Kinds of accommodation (issue 15: "hotel, flat, …"); the spec gives no codes, this is our reading. */
export const ACCOMMODATION_KINDS = ['hotel', 'flat', 'house', 'guestHouse', 'other'] as const;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];

/**
 * The hotel factor used when the accommodation's country has none of its own (hotel_<country>_room_night):
 * the UK average hotel of the DESNZ Hotel Footprinting Tool, the ledger's baseline source. The entry keeps the
 * key it used, so the green table shows the fallback.
 */
export const DEFAULT_HOTEL_FACTOR_KEY = 'hotel_uk_room_night';

/** Energy of a vehicle; it chooses the factor of a car (code 6) and is recorded for every trip. */
export const VEHICLE_ENERGIES = [
  'unknown',
  'diesel',
  'petrol',
  'hybrid',
  'pluginHybrid',
  'electric',
  'hvo',
  'lpg',
] as const;
export type VehicleEnergy = (typeof VEHICLE_ENERGIES)[number];

export interface TransportType {
  code: number;
  group: TransportGroup;
  /** English name; the spec names only the groups (001 §9), the codes' names are our reading. */
  en: string;
  /** Default factor key (emission-factors.tsv): per km (vehicle) or per passenger_km as its unit says. */
  factorKey: string;
  /** Carbon-clap means of transport 1 to 20 (001 §9: "the full mapping table: not shown"; our reading). */
  carbonClap: number;
}

const t = (code: number, en: string, factorKey: string, carbonClap: number): TransportType => ({
  code,
  group: transportGroupOf(code)!,
  en,
  factorKey,
  carbonClap,
});

/** Transport-type codes 1 to 28 (001 §9) with their groups, default factors and carbon-clap values. */
export const TRANSPORT_TYPES: readonly TransportType[] = [
  t(1, 'Ferry, foot passenger', 'ferry_foot_passenger_km', 1),
  t(2, 'Ferry, with a vehicle', 'ferry_car_passenger_km', 2),
  t(3, 'Boat, average', 'ferry_average_passenger_km', 3),
  t(4, 'Local bus', 'bus_local_average_passenger_km', 4),
  t(5, 'Coach', 'coach_passenger_km', 5),
  t(6, 'Car', 'car_unknown_fuel_average_km', 6),
  t(7, 'Van', 'van_diesel_average_km', 7),
  t(8, 'Taxi', 'taxi_regular_km', 8),
  t(9, 'Motorbike', 'motorbike_average_km', 9),
  t(10, 'Train, national', 'rail_national_uk_passenger_km', 10),
  t(11, 'Train, international', 'rail_international_eurostar_passenger_km', 11),
  t(12, 'High-speed train (TGV)', 'rail_fr_tgv_passenger_km', 12),
  t(13, 'Intercity train', 'rail_fr_intercites_passenger_km', 13),
  t(14, 'Regional train', 'rail_fr_ter_passenger_km', 14),
  t(15, 'Flight, domestic', 'flight_domestic_average_rf_passenger_km', 15),
  t(16, 'Flight, short-haul', 'flight_shorthaul_average_rf_passenger_km', 16),
  t(17, 'Small van (up to 1.3 t)', 'van_diesel_class1_km', 17),
  t(18, 'Medium van (1.3-1.7 t)', 'van_diesel_class2_km', 17),
  t(19, 'Large van (1.7-3.5 t)', 'van_diesel_class3_km', 17),
  t(20, 'Truck 3.5-7.5 t', 'truck_rigid_3_5_to_7_5t_km', 18),
  t(21, 'Truck 7.5-17 t', 'truck_rigid_7_5_to_17t_km', 18),
  t(22, 'Work boat', 'ferry_average_passenger_km', 3),
  t(23, 'Water taxi', 'ferry_foot_passenger_km', 1),
  t(24, 'Car ferry', 'ferry_car_passenger_km', 2),
  t(25, 'Articulated truck', 'truck_articulated_all_km', 19),
  t(26, 'Camera or unit vehicle', 'truck_rigid_3_5_to_7_5t_km', 20),
  t(27, 'Generator truck', 'truck_rigid_7_5_to_17t_km', 20),
  t(28, 'Heavy special vehicle', 'truck_rigid_over_17t_km', 20),
];
export const transportTypeOf = (code: number): TransportType | undefined =>
  TRANSPORT_TYPES.find((type) => type.code === code);

/** A car's factor by its energy (code 6); other means keep their default factor. */
export const CAR_ENERGY_FACTORS: Partial<Record<VehicleEnergy, string>> = {
  diesel: 'car_diesel_medium_km',
  petrol: 'car_petrol_medium_km',
  hybrid: 'car_hybrid_average_km',
  pluginHybrid: 'car_phev_average_km',
  electric: 'car_bev_average_km',
};

/** The factor key of a trip: a car's by its energy, else its means' default. */
export function transportFactorKey(code: number, energy: VehicleEnergy): string | undefined {
  const type = transportTypeOf(code);
  if (!type) return undefined;
  return (code === 6 ? CAR_ENERGY_FACTORS[energy] : undefined) ?? type.factorKey;
}

/** Paged lists of accommodations and trips: 20 by default, at most 100 a page. */
export const LOGISTICS_PAGE_SIZE = 20;
export const LOGISTICS_MAX_PAGE_SIZE = 100;
/** At most this many people in one accommodation's distribution (a bounded list). */
export const MAX_DISTRIBUTION_ROWS = 200;
