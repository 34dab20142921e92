import type { FuelKind } from '@setledger/shared/green/green.constants';
import { Decimal } from 'decimal.js';
import { AppError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { type CarbonSourceMeasure, removeSourceEntry, upsertSourceEntry } from '../carbon';
import { findEmissionFactor } from '../emission-factors';
import type { LocationFact } from './location-events';

/** Carbon categories of 001 §9 (codes as green.constants reads them): location 0, generator energy 2. */
const LOCATION_CATEGORY = 0;
const GENERATOR_CATEGORY = 2;
/** A generator's fuel to its factor: diesel in a generator is gas oil (red diesel), as manual entries count it. */
const GENERATOR_FUEL_FACTORS: Record<FuelKind, string> = {
  diesel: 'gas_oil_litre',
  gasOil: 'gas_oil_litre',
  petrol: 'petrol_avg_biofuel_blend_litre',
  hvo: 'hvo_litre',
  lpg: 'lpg_litre',
  heatingOil: 'heating_oil_burning_oil_litre',
};
const SOURCES = ['locationElectricity', 'locationGas', 'locationWater', 'locationGenerator'] as const;

/** end − start of a meter, when both are read and it consumed something. */
function consumption(start: string | null, end: string | null): string | null {
  if (start === null || end === null) return null;
  const used = new Decimal(end).minus(start);
  return used.greaterThan(0) ? used.toString() : null;
}

/** The country's electricity factor (emission-factors.tsv: electricity_<country>_kwh; 'gb' is the UK). */
function electricityFactor(country: string): string {
  const key = `electricity_${country === 'gb' ? 'uk' : country}_kwh`;
  if (!country || !findEmissionFactor(key))
    throw new AppError('BAD_USER_INPUT', 'noElectricityFactor', 'electricityMeterEnd', {
      country: country || '—',
    });
  return key;
}

/**
 * A location's four entries (issue 15): electricity kWh by the country's factor, gas kWh, water m3 and the
 * generator's litres by fuel; an entry goes when its reading does. Meter readings are measured, so they count
 * as actual.
 */
export async function followLocationInLedger(tx: Tx, fact: LocationFact): Promise<void> {
  const kwh = consumption(fact.electricityMeterStart, fact.electricityMeterEnd);
  const gas = consumption(fact.gasMeterStart, fact.gasMeterEnd);
  const water = consumption(fact.waterMeterStart, fact.waterMeterEnd);
  const litres =
    fact.generatorVolume !== null &&
    new Decimal(fact.generatorVolume).greaterThan(0) &&
    fact.generatorFuelType
      ? fact.generatorVolume
      : null;
  const measures: Record<(typeof SOURCES)[number], CarbonSourceMeasure | null> = {
    locationElectricity: kwh
      ? { kind: 'quantity', quantity: kwh, unit: 'kWh', factorKey: electricityFactor(fact.countryCode) }
      : null,
    locationGas: gas ? { kind: 'quantity', quantity: gas, unit: 'kWh', factorKey: 'natural_gas_kwh' } : null,
    locationWater: water
      ? { kind: 'quantity', quantity: water, unit: 'm3', factorKey: 'water_supply_m3' }
      : null,
    locationGenerator: litres
      ? {
          kind: 'quantity',
          quantity: litres,
          unit: 'litre',
          factorKey: GENERATOR_FUEL_FACTORS[fact.generatorFuelType!],
        }
      : null,
  };
  const suppliers = {
    locationElectricity: fact.elecSupplierId,
    locationGas: fact.gasSupplierId,
    locationWater: fact.waterSupplierId,
    locationGenerator: null,
  };
  for (const sourceType of SOURCES)
    await upsertSourceEntry(tx, {
      projectId: fact.projectId,
      sourceType,
      sourceId: fact.locationId,
      carbonCategory: sourceType === 'locationGenerator' ? GENERATOR_CATEGORY : LOCATION_CATEGORY,
      measure: measures[sourceType],
      status: 'actual',
      strDate: fact.strDate,
      endDate: fact.endDate,
      description: fact.setName,
      supplierId: suppliers[sourceType] ?? fact.ownerSupplierId,
      paidByProduction: true,
      createdBy: fact.createdBy,
      details: {
        locationSetName: fact.setName,
        country: fact.countryCode,
        ...(sourceType === 'locationGenerator'
          ? { generator: true, fuel: fact.generatorFuelType, litres }
          : sourceType === 'locationWater'
            ? { waterM3: water }
            : {
                energySource: sourceType === 'locationGas' ? 'gas' : 'electricity',
                kwh: sourceType === 'locationGas' ? gas : kwh,
              }),
      },
    });
}

/** Removes the entries of deleted locations. */
export async function removeLocationsFromLedger(
  tx: Tx,
  input: { projectId: number; locationIds: readonly number[] },
): Promise<void> {
  for (const sourceId of input.locationIds)
    for (const sourceType of SOURCES)
      await removeSourceEntry(tx, { projectId: input.projectId, sourceType, sourceId });
}
