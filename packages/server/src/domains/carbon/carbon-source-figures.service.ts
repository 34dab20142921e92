import type { CarbonEntryStatus, CarbonSourceType } from '@setledger/shared/green/green.constants';
import { and, eq, inArray } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonEntries } from './carbon.table';

/** What the ledger counts for one source, as a page beside the source shows it (quantity × factor = kg). */
export interface SourceCarbon {
  kgCo2e: string;
  quantity: string | null;
  unit: string | null;
  factorValue: string | null;
  factorUnit: string | null;
  factorSource: string | null;
  status: CarbonEntryStatus;
  isEstimate: boolean;
}

/** Bounded as every list read: a page of items or an export reads its entries in slices of this size. */
const SLICE = 1000;

/**
 * The ledger entries of some sources of a project, by source id (issue 14): what an item page or an export
 * shows is the ledger's figure, never a copy that could differ. Sources without an entry are absent.
 */
export async function carbonOfSources(
  tx: Tx,
  input: { projectId: number; sourceType: Exclude<CarbonSourceType, 'manual'>; sourceIds: readonly number[] },
): Promise<Map<number, SourceCarbon>> {
  const found = new Map<number, SourceCarbon>();
  const ids = [...new Set(input.sourceIds)];
  for (let start = 0; start < ids.length; start += SLICE) {
    const c = carbonEntries;
    const rows = await tx
      .select({
        sourceId: c.sourceId,
        kgCo2e: c.kgCo2e,
        quantity: c.quantity,
        unit: c.unit,
        factorValue: c.factorValue,
        factorUnit: c.factorUnit,
        factorSource: c.factorSource,
        status: c.status,
        isEstimate: c.isEstimate,
      })
      .from(c)
      .where(
        and(
          inProject(c, input),
          eq(c.sourceType, input.sourceType),
          inArray(c.sourceId, ids.slice(start, start + SLICE)),
        ),
      );
    for (const { sourceId, ...carbon } of rows) if (sourceId !== null) found.set(sourceId, carbon);
  }
  return found;
}
