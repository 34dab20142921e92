import type { FuelKind } from '@setledger/shared/green/green.constants';
import type { locations } from './locations.table';

type LocationRow = typeof locations.$inferSelect;

/** What the carbon ledger needs of a saved location (issue 15): its meters, generator, country and dates. */
export interface LocationFact {
  projectId: number;
  locationId: number;
  type: number;
  setName: string;
  /** The country code of its first address (the location itself): the electricity factor's country. */
  countryCode: string;
  strDate: string;
  endDate: string | null;
  electricityMeterStart: string | null;
  electricityMeterEnd: string | null;
  gasMeterStart: string | null;
  gasMeterEnd: string | null;
  waterMeterStart: string | null;
  waterMeterEnd: string | null;
  generatorFuelType: FuelKind | null;
  generatorVolume: string | null;
  ownerSupplierId: number | null;
  elecSupplierId: number | null;
  gasSupplierId: number | null;
  waterSupplierId: number | null;
  createdBy: number | null;
}

declare module '../../core/events' {
  interface DomainEventMap {
    /** A location created or changed (NewLocation, UpdLocation). */
    'location.saved': LocationFact;
    /** Locations deleted (DelLocation, DelLocations). */
    'location.deleted': { projectId: number; locationIds: number[] };
  }
}

/** The fact of a saved location (its country comes from its first address). */
export function factOf(row: LocationRow, countryCode: string): LocationFact {
  return {
    projectId: row.projectId,
    locationId: row.id,
    type: row.type,
    setName: row.setName,
    countryCode,
    strDate: row.getInDate ?? row.shootingStartDate ?? row.createdAt.toISOString().slice(0, 10),
    endDate: row.getOutDate ?? row.shootingEndDate,
    electricityMeterStart: row.electricityMeterStart,
    electricityMeterEnd: row.electricityMeterEnd,
    gasMeterStart: row.gasMeterStart,
    gasMeterEnd: row.gasMeterEnd,
    waterMeterStart: row.waterMeterStart,
    waterMeterEnd: row.waterMeterEnd,
    generatorFuelType: row.generatorFuelType,
    generatorVolume: row.generatorVolume,
    ownerSupplierId: row.ownerSupplierId,
    elecSupplierId: row.elecSupplierId,
    gasSupplierId: row.gasSupplierId,
    waterSupplierId: row.waterSupplierId,
    createdBy: row.createdBy,
  };
}
