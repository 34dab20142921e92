import type { Tx } from '../../db/client';
import type { CarbonEntryValues } from './carbon.sql';
import type { CarbonLine } from './carbon.table';
import { computeEntry, type ResolvedFactor, totalKgCo2e } from './carbon-compute';
import { resolveFactors } from './carbon-factors';
import type { KeyedMeasure } from './carbon-measures';

/** The lines of some measures, each with the factor in force in the project (override first). */
export async function computeLines(tx: Tx, projectId: number, measures: readonly KeyedMeasure[]) {
  const factors = await resolveFactors(
    tx,
    projectId,
    measures.map((m) => m.factorKey),
  );
  return measures.map(({ factorKey, ...measure }) => {
    const factor = factors.get(factorKey)!;
    return computeEntry({ ...measure, unit: measure.unit || factor.unit }, factor);
  });
}

/** Lines with factors given by the caller (a declared vehicle factor). */
export const linesWithFactor = (
  measure: Omit<KeyedMeasure, 'factorKey'>,
  factor: ResolvedFactor,
): CarbonLine[] => [computeEntry(measure, factor)];

/** The entry's columns of its main line (its only one for most entries) and its rounded total. */
export function lineColumns(lines: readonly CarbonLine[]) {
  const main = lines.length === 1 ? lines[0] : undefined;
  return {
    quantity: main?.quantity ?? null,
    unit: main?.unit ?? null,
    factorKey: main?.factorKey ?? null,
    factorValue: main?.factorValue ?? null,
    factorUnit: main?.factorUnit ?? null,
    factorSource: main?.factorSource ?? null,
    factorYear: main?.factorYear ?? null,
    kgCo2e: totalKgCo2e(lines),
    lines: [...lines],
  } satisfies Partial<CarbonEntryValues>;
}
