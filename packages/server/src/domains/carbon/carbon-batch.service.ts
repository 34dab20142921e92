import { type CarbonEntryInput, carbonEntrySchema } from '@setledger/shared/green/green.schemas';
import { parseInput } from '../../core/input';
import type { Tx } from '../../db/client';
import type { CarbonEntryValues } from './carbon.sql';
import { carbonEntries } from './carbon.table';
import { computeEntry } from './carbon-compute';
import { resolveFactors } from './carbon-factors';
import { lineColumns } from './carbon-lines';
import { manualDetails, manualMeasures } from './carbon-measures';

/** A manual entry as the form states it, or a source's (an expense item's travel) with its source id. */
export interface BatchEntry {
  entry: CarbonEntryInput;
  sourceType?: 'manual' | 'expenseItem';
  sourceId?: number | null;
  status?: 'actual' | 'pending' | 'excluded';
  budgetCategoryId?: number | null;
}

const CHUNK = 500;

/**
 * Many entries at once (the demo's footprint, issue 14): each validated and computed exactly as a manual entry
 * is (its category's measures, the factors in force in the project with their provenance), the factors resolved
 * once for all, the rows inserted 500 a statement. Answers how many were written.
 */
export async function insertComputedEntries(
  tx: Tx,
  input: { projectId: number; createdBy: number | null; entries: readonly BatchEntry[] },
): Promise<number> {
  const parsed = input.entries.map((batch) => ({
    ...batch,
    values: parseInput(carbonEntrySchema, batch.entry),
  }));
  const measured = parsed.map((batch) => ({ ...batch, measures: manualMeasures(batch.values) }));
  const factors = await resolveFactors(
    tx,
    input.projectId,
    measured.flatMap((batch) => batch.measures.map((m) => m.factorKey)),
  );
  const rows: CarbonEntryValues[] = measured.map(
    ({ values, measures, sourceType, sourceId, status, ...batch }) => ({
      projectId: input.projectId,
      sourceType: sourceType ?? 'manual',
      sourceId: sourceId ?? null,
      status: status ?? 'actual',
      createdBy: input.createdBy,
      carbonCategory: values.carbonCategory,
      entityType: values.entityType,
      strDate: values.strDate,
      endDate: values.endDate,
      description: values.description,
      department: values.department,
      budgetCategoryId: batch.budgetCategoryId ?? null,
      userId: values.userId,
      supplierId: values.supplierId,
      productionPhase: values.productionPhase,
      paidByProduction: values.paidByProduction,
      verified: values.verified,
      details: manualDetails(values),
      ...lineColumns(
        measures.map(({ factorKey, ...measure }) => {
          const factor = factors.get(factorKey)!;
          return computeEntry({ ...measure, unit: measure.unit || factor.unit }, factor);
        }),
      ),
    }),
  );
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx.insert(carbonEntries).values(rows.slice(start, start + CHUNK));
  return rows.length;
}
