import {
  carbonEntryFormOf,
  type FuelKind,
  type MealKind,
  transportGroupOf,
  type WasteKind,
} from '@setledger/shared/green/green.constants';
import type { CarbonEntryValues } from '@setledger/shared/green/green.schemas';
import { Decimal } from 'decimal.js';
import { AppError, badInput } from '../../core/errors';
import { findEmissionFactor } from '../emission-factors';
import type { CarbonDetails } from './carbon.table';
import type { Measure } from './carbon-compute';

/** A measure and the factor key it is counted with. */
export interface KeyedMeasure extends Measure {
  factorKey: string;
}

/** Default factors of the transport groups (001 §9); 'other' (codes 9-16) has none: the entry names one. */
const TRANSPORT_FACTORS: Readonly<Record<string, string>> = {
  car: 'car_unknown_fuel_average_km',
  bus: 'bus_local_average_passenger_km',
  boat: 'ferry_average_passenger_km',
  freight: 'truck_rigid_7_5_to_17t_km',
  specialVehicle: 'truck_rigid_3_5_to_7_5t_km',
};
const CAR_FUEL_FACTORS: Partial<Record<FuelKind, string>> = {
  diesel: 'car_diesel_medium_km',
  petrol: 'car_petrol_medium_km',
};
const FUEL_FACTORS: Record<FuelKind, string> = {
  diesel: 'diesel_avg_biofuel_blend_litre',
  petrol: 'petrol_avg_biofuel_blend_litre',
  hvo: 'hvo_litre',
  lpg: 'lpg_litre',
  gasOil: 'gas_oil_litre',
  heatingOil: 'heating_oil_burning_oil_litre',
};
/** The sourced factor of a litre of a fuel (the special-equipment register counts its fuel with it). */
export const fuelFactorKey = (fuel: FuelKind): string => FUEL_FACTORS[fuel];

/** Waste kinds to the UK DESNZ 2025 waste factors (per tonne; weights are entered in kg). */
const WASTE_FACTORS: Record<WasteKind, string> = {
  cardboard: 'waste_paper_board_mixed_recycling_tonne',
  paper: 'waste_paper_board_mixed_recycling_tonne',
  plastic: 'waste_plastics_average_recycling_tonne',
  food: 'waste_food_composting_tonne',
  general: 'waste_general_commercial_landfill_tonne',
  paint: 'waste_general_commercial_incineration_tonne',
  wood: 'waste_wood_recycling_tonne',
  steel: 'waste_metal_scrap_recycling_tonne',
  glass: 'waste_glass_recycling_tonne',
};
const MEAL_FACTORS: Record<MealKind, string> = {
  red: 'meal_red_meat_beef',
  white: 'meal_white_meat_chicken',
  vege: 'meal_vegetarian',
  notSpecified: 'meal_average_fr',
};
/** Country codes as the factor keys spell them ('gb' is the UK). */
const countryKey = (country: string) => (country === 'gb' ? 'uk' : country);

function countryFactor(prefix: string, country: string, suffix: string, field: string): string {
  const key = `${prefix}_${countryKey(country)}_${suffix}`;
  if (!country || !findEmissionFactor(key)) throw new AppError('BAD_USER_INPUT', 'noFactor', field);
  return key;
}

/**
 * What a manual entry counts, by its category's form (issue 14), each with its default factor; a factorKey
 * chosen by the person replaces the default of a one-measure entry.
 */
export function manualMeasures(entry: CarbonEntryValues): KeyedMeasure[] {
  const measures = formMeasures(entry);
  if (entry.factorKey === '') return measures;
  if (measures.length !== 1) throw badInput('factorKey', 'invalid');
  return [{ ...measures[0]!, factorKey: entry.factorKey }];
}

function formMeasures(entry: CarbonEntryValues): KeyedMeasure[] {
  switch (carbonEntryFormOf(entry.carbonCategory)) {
    case 'transport': {
      const group = transportGroupOf(entry.transportTypeCode!)!;
      const fuelKey = group === 'car' && entry.fuel ? CAR_FUEL_FACTORS[entry.fuel] : undefined;
      const factorKey = fuelKey ?? TRANSPORT_FACTORS[group] ?? entry.factorKey;
      if (!factorKey) throw new AppError('BAD_USER_INPUT', 'noFactor', 'factorKey');
      return [
        {
          label: 'km',
          quantity: entry.km!,
          unit: 'km',
          passengers: entry.passengers ?? 1,
          field: 'km',
          factorKey,
        },
      ];
    }
    case 'accommodation': {
      const roomNights = new Decimal(entry.nights!).times(entry.bedrooms ?? 1).toString();
      const factorKey = entry.factorKey || countryFactor('hotel', entry.country, 'room_night', 'country');
      return [{ label: 'roomNights', quantity: roomNights, unit: 'room_night', field: 'nights', factorKey }];
    }
    case 'energy':
    case 'location':
      return energyMeasures(entry);
    case 'waste':
      return Object.entries(entry.waste ?? {})
        .filter(([, kg]) => kg !== null && new Decimal(kg).greaterThan(0))
        .map(([kind, kg]) => ({
          label: kind,
          quantity: kg!,
          unit: 'kg',
          field: `waste.${kind}`,
          factorKey: WASTE_FACTORS[kind as WasteKind],
        }));
    case 'meals':
      return Object.entries(entry.meals ?? {})
        .filter(([, meals]) => meals !== null && meals > 0)
        .map(([kind, meals]) => ({
          label: kind,
          quantity: String(meals),
          unit: 'meal',
          field: `meals.${kind}`,
          factorKey: MEAL_FACTORS[kind as MealKind],
        }));
    case 'generic':
      return [{ label: 'quantity', quantity: entry.quantity!, unit: '', field: 'quantity', factorKey: '' }];
  }
}

/** Energy of an entry: kWh of electricity (by country) or gas, litres of fuel (a generator's too), water m3. */
function energyMeasures(entry: CarbonEntryValues): KeyedMeasure[] {
  const measures: KeyedMeasure[] = [];
  if (entry.kwh !== null) {
    const factorKey =
      entry.energySource === 'gas'
        ? 'natural_gas_kwh'
        : entry.factorKey || countryFactor('electricity', entry.country, 'kwh', 'country');
    measures.push({
      label: entry.energySource ?? 'electricity',
      quantity: entry.kwh,
      unit: 'kWh',
      field: 'kwh',
      factorKey,
    });
  }
  if (entry.litres !== null) {
    // A generator burns gas oil (red diesel) when the fuel is diesel (001 §3.7 generator fuel type).
    const fuel: FuelKind | null = entry.generator && entry.fuel === 'diesel' ? 'gasOil' : entry.fuel;
    const factorKey = fuel ? FUEL_FACTORS[fuel] : entry.factorKey;
    measures.push({
      label: fuel ?? 'fuel',
      quantity: entry.litres,
      unit: 'litre',
      field: 'litres',
      factorKey,
    });
  }
  if (entry.waterM3 !== null)
    measures.push({
      label: 'water',
      quantity: entry.waterM3,
      unit: 'm3',
      field: 'waterM3',
      factorKey: 'water_supply_m3',
    });
  return measures;
}

/** The form fields an entry keeps besides its columns (001 §3.14). */
export function manualDetails(entry: CarbonEntryValues): CarbonDetails {
  const { transportTypeCode, km, passengers, fromAddress, toAddress, nights, bedrooms, country } = entry;
  const { energySource, kwh, fuel, litres, generator, waterM3, days, surface, locationSetName } = entry;
  return {
    transportTypeCode,
    km,
    passengers,
    fromAddress,
    toAddress,
    nights,
    bedrooms,
    country,
    energySource,
    kwh,
    fuel,
    litres,
    generator,
    waterM3,
    days,
    surface,
    locationSetName,
    waste: entry.waste,
    meals: entry.meals,
    quantity: entry.quantity,
  };
}
