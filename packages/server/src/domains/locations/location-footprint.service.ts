import type { CarbonSourceType } from '@setledger/shared/green/green.constants';
import { LOCATION_TYPES } from '@setledger/shared/locations/locations.constants';
import { Decimal } from 'decimal.js';
import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { entriesOfSource, entriesOfSources } from '../carbon';
import { visibleWhere } from './locations.policy';
import * as sqlq from './locations.sql';
import { locations } from './locations.table';

const SOURCES = [
  'locationElectricity',
  'locationGas',
  'locationWater',
  'locationGenerator',
] as const satisfies readonly CarbonSourceType[];

type Entry = Awaited<ReturnType<typeof entriesOfSources>>[number];

export interface FootprintMeasure {
  sourceType: string;
  entryId: number;
  quantity: string;
  unit: string;
  kgCo2e: string;
  factorKey: string | null;
  factorValue: string | null;
  factorUnit: string | null;
  factorSource: string | null;
  factorYear: number | null;
  isOverride: boolean;
}

export interface FootprintFigures {
  electricityKwh: string;
  gasKwh: string;
  waterM3: string;
  generatorLitres: string;
  kgCo2e: string;
}

export interface LocationFootprint extends FootprintFigures {
  location: sqlq.LocationRow;
  measures: FootprintMeasure[];
}

const FIGURE_OF: Record<(typeof SOURCES)[number], keyof FootprintFigures> = {
  locationElectricity: 'electricityKwh',
  locationGas: 'gasKwh',
  locationWater: 'waterM3',
  locationGenerator: 'generatorLitres',
};

const zero = (): Record<keyof FootprintFigures, Decimal> => ({
  electricityKwh: new Decimal(0),
  gasKwh: new Decimal(0),
  waterM3: new Decimal(0),
  generatorLitres: new Decimal(0),
  kgCo2e: new Decimal(0),
});
const asText = (sums: Record<keyof FootprintFigures, Decimal>): FootprintFigures => ({
  electricityKwh: sums.electricityKwh.toFixed(2),
  gasKwh: sums.gasKwh.toFixed(2),
  waterM3: sums.waterM3.toFixed(3),
  generatorLitres: sums.generatorLitres.toFixed(2),
  kgCo2e: sums.kgCo2e.toFixed(2),
});

const measureOf = (entry: Entry): FootprintMeasure => ({
  sourceType: entry.sourceType,
  entryId: entry.id,
  quantity: entry.quantity ?? '0',
  unit: entry.unit ?? '',
  kgCo2e: entry.kgCo2e,
  factorKey: entry.factorKey,
  factorValue: entry.factorValue === null ? null : new Decimal(entry.factorValue).toString(),
  factorUnit: entry.factorUnit,
  factorSource: entry.factorSource,
  factorYear: entry.factorYear,
  isOverride: entry.lines.some((line) => line.overrideId !== null),
});

/**
 * green/locations and green/premises (issues 14 and 15): each location's or premise's kWh, m3, litres and
 * kg CO2e read from its ledger entries, with each factor's provenance, and the totals.
 */
export async function getLocationsFootprint(services: Services, actor: Actor, input: { premises: boolean }) {
  const typeWhere = input.premises
    ? eq(locations.type, LOCATION_TYPES.premise)
    : ne(locations.type, LOCATION_TYPES.premise);
  const [rows, entries] = await Promise.all([
    sqlq.locationsOf(services.db, and(visibleWhere(actor), typeWhere)!),
    entriesOfSources(services.db, actor, SOURCES),
  ]);
  const bySource = new Map<number, Entry[]>();
  for (const entry of entries)
    if (entry.sourceId !== null)
      bySource.set(entry.sourceId, [...(bySource.get(entry.sourceId) ?? []), entry]);
  const total = zero();
  const items: LocationFootprint[] = rows.map((location) => {
    const own = bySource.get(location.id) ?? [];
    const sums = sumsOf(own);
    for (const key of Object.keys(total) as (keyof FootprintFigures)[])
      total[key] = total[key].plus(sums[key]);
    return { location, ...asText(sums), measures: own.map(measureOf) };
  });
  return { items, totals: asText(total) };
}

function sumsOf(entries: readonly Entry[]) {
  const sums = zero();
  for (const entry of entries) {
    const figure = FIGURE_OF[entry.sourceType as (typeof SOURCES)[number]];
    sums[figure] = sums[figure].plus(entry.quantity ?? 0);
    sums.kgCo2e = sums.kgCo2e.plus(entry.kgCo2e);
  }
  return sums;
}

/** One location's figures and entries (its record's energy tab), for whoever has loaded it with its policy. */
export async function footprintOfLocation(services: Services, location: sqlq.LocationRow) {
  const entries = await entriesOfSource(services.db, {
    projectId: location.projectId,
    sourceTypes: SOURCES,
    sourceId: location.id,
  });
  return { location, ...asText(sumsOf(entries)), measures: entries.map(measureOf) };
}
