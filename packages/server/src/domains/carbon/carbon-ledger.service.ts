import type {
  CarbonEntryStatus,
  CarbonSourceType,
  CarbonUnit,
} from '@setledger/shared/green/green.constants';
import { and, eq, inArray } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import * as sqlq from './carbon.sql';
import { type CarbonDetails, carbonEntries } from './carbon.table';
import { type GivenFactor, givenFactor, spendFactorKey } from './carbon-factors';
import { computeLines, lineColumns, linesWithFactor } from './carbon-lines';

/** A source of the ledger: an expense item, a PO line, an invoice line (later a location, an accommodation...). */
export interface CarbonSourceRef {
  projectId: number;
  sourceType: Exclude<CarbonSourceType, 'manual'>;
  sourceId: number;
}

/** What a source counts: a physical quantity with a factor key, a quantity with its own factor, or a spend. */
export type CarbonSourceMeasure =
  | { kind: 'quantity'; quantity: string; unit: CarbonUnit; factorKey: string; passengers?: number | null }
  | { kind: 'given'; quantity: string; unit: CarbonUnit; factor: GivenFactor; passengers?: number | null }
  /** A spend-based estimate: counted only when the budget category's mapping sets kg CO2e per currency unit. */
  | { kind: 'spend'; amount: string };

export interface CarbonSourceEntry extends CarbonSourceRef {
  /** The carbon category; absent, the mapping of the budget category gives it (coTwoCategory). */
  carbonCategory?: number | null;
  budgetCategoryId?: number | null;
  /** null: the source counts nothing (its entry, if any, goes). */
  measure: CarbonSourceMeasure | null;
  /** pending until the source is validated, actual once validated, excluded when refused (issue 14). */
  status: CarbonEntryStatus;
  strDate: string;
  endDate?: string | null;
  description?: string;
  amount?: string | null;
  department?: number | null;
  functionNumber?: number | null;
  userId?: number | null;
  supplierId?: number | null;
  productionPhase?: number | null;
  paidByProduction?: boolean;
  createdBy?: number | null;
  details?: CarbonDetails;
}

/**
 * Creates or updates the entry of a source, inside the source's transaction (called by the subscribers of the
 * source's domain events): one source has at most one entry. Answers null, and removes any entry, when the
 * source counts nothing (no quantity, no carbon category, or a spend without a mapped factor).
 */
export async function upsertSourceEntry(
  tx: Tx,
  input: CarbonSourceEntry,
): Promise<sqlq.CarbonEntryRow | null> {
  const mapping = input.budgetCategoryId
    ? await sqlq.findMapping(tx, input.projectId, input.budgetCategoryId)
    : undefined;
  const carbonCategory = input.carbonCategory ?? mapping?.carbonCategory ?? null;
  const measure = input.measure;
  const isSpendWithoutFactor = measure?.kind === 'spend' && !mapping?.kgCo2ePerCurrency;
  if (measure === null || carbonCategory === null || isSpendWithoutFactor) {
    await removeSourceEntry(tx, input);
    return null;
  }
  const lines =
    measure.kind === 'given'
      ? linesWithFactor(
          {
            label: measure.unit,
            quantity: measure.quantity,
            unit: measure.unit,
            passengers: measure.passengers,
            field: 'quantity',
          },
          givenFactor(measure.factor),
        )
      : await computeLines(tx, input.projectId, [
          measure.kind === 'spend'
            ? {
                label: 'spend',
                quantity: measure.amount,
                unit: 'currency',
                field: 'amount',
                factorKey: spendFactorKey(input.budgetCategoryId!),
              }
            : {
                label: measure.unit,
                quantity: measure.quantity,
                unit: measure.unit,
                passengers: measure.passengers,
                field: 'quantity',
                factorKey: measure.factorKey,
              },
        ]);
  const values = {
    projectId: input.projectId,
    sourceType: input.sourceType,
    sourceId: input.sourceId,
    carbonCategory,
    strDate: input.strDate,
    endDate: input.endDate ?? null,
    description: input.description ?? '',
    amount: input.amount ?? null,
    department: input.department ?? null,
    budgetCategoryId: input.budgetCategoryId ?? null,
    functionNumber: input.functionNumber ?? null,
    userId: input.userId ?? null,
    supplierId: input.supplierId ?? null,
    productionPhase: input.productionPhase ?? null,
    paidByProduction: input.paidByProduction ?? false,
    status: input.status,
    isEstimate: measure.kind === 'spend',
    details: {
      ...input.details,
      ...(measure.kind === 'spend'
        ? { spend: measure.amount, budgetCategoryId: input.budgetCategoryId! }
        : {}),
    },
    ...lineColumns(lines),
  } satisfies sqlq.CarbonEntryValues;
  const existing = await sqlq.findSourceEntry(tx, input);
  if (existing) return (await sqlq.updateEntry(tx, inProject(carbonEntries, input), existing.id, values))!;
  return sqlq.insertEntry(tx, { ...values, createdBy: input.createdBy ?? null });
}

const sourceWhere = (ref: CarbonSourceRef) =>
  and(
    inProject(carbonEntries, ref),
    eq(carbonEntries.sourceType, ref.sourceType),
    eq(carbonEntries.sourceId, ref.sourceId),
  )!;

/** The entries of some sources of one type in a project (a register's carbon view), in one query. */
export function sourceEntries(
  tx: Tx,
  input: Omit<CarbonSourceRef, 'sourceId'> & { sourceIds: readonly number[] },
): Promise<sqlq.CarbonEntryRow[]> {
  if (input.sourceIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(carbonEntries)
    .where(
      and(
        inProject(carbonEntries, input),
        eq(carbonEntries.sourceType, input.sourceType),
        inArray(carbonEntries.sourceId, [...input.sourceIds]),
      ),
    );
}

/** Removes the entry of a deleted source; true when there was one. */
export async function removeSourceEntry(tx: Tx, ref: CarbonSourceRef): Promise<boolean> {
  const removed = await tx.delete(carbonEntries).where(sourceWhere(ref)).returning({ id: carbonEntries.id });
  return removed.length > 0;
}

/** Removes the entries of some sources of one type at once (a reopened week's days), in one statement. */
export async function removeSourceEntries(
  tx: Tx,
  input: Omit<CarbonSourceRef, 'sourceId'> & { sourceIds: readonly number[] },
): Promise<number> {
  if (input.sourceIds.length === 0) return 0;
  const removed = await tx
    .delete(carbonEntries)
    .where(
      and(
        inProject(carbonEntries, input),
        eq(carbonEntries.sourceType, input.sourceType),
        inArray(carbonEntries.sourceId, [...input.sourceIds]),
      ),
    )
    .returning({ id: carbonEntries.id });
  return removed.length;
}

/** Follows a source's validation: actual once validated, excluded when refused; true when it has an entry. */
export async function setSourceStatus(
  tx: Tx,
  ref: CarbonSourceRef & { status: CarbonEntryStatus },
): Promise<boolean> {
  const updated = await tx
    .update(carbonEntries)
    .set({ status: ref.status, updatedAt: new Date() })
    .where(sourceWhere(ref))
    .returning({ id: carbonEntries.id });
  return updated.length > 0;
}

/**
 * Follows a document's decision for all its lines at once (a validated expense sheet's items, a refused PO's
 * lines); answers how many entries changed.
 */
export async function setSourcesStatus(
  tx: Tx,
  input: Omit<CarbonSourceRef, 'sourceId'> & { sourceIds: readonly number[]; status: CarbonEntryStatus },
): Promise<number> {
  if (input.sourceIds.length === 0) return 0;
  const updated = await tx
    .update(carbonEntries)
    .set({ status: input.status, updatedAt: new Date() })
    .where(
      and(
        inProject(carbonEntries, input),
        eq(carbonEntries.sourceType, input.sourceType),
        inArray(carbonEntries.sourceId, [...input.sourceIds]),
      ),
    )
    .returning({ id: carbonEntries.id });
  return updated.length;
}
