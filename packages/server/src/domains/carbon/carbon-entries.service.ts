import {
  carbonEntryFilterSchema,
  carbonEntrySchema,
  greenPagingSchema,
} from '@setledger/shared/green/green.schemas';
import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { getSupplier } from '../suppliers';
import { getUsersOfProject } from '../users';
import { editableWhere, visibleWhere } from './carbon.policy';
import * as sqlq from './carbon.sql';
import { carbonEntries } from './carbon.table';
import { lineFormula } from './carbon-compute';
import { computeLines, lineColumns } from './carbon-lines';
import { manualDetails, manualMeasures } from './carbon-measures';

/** Totals of a set of entries: all that count (actual + pending), each part, and the estimates among them. */
export interface CarbonTotals {
  entries: number;
  kgCo2e: string;
  actualKgCo2e: string;
  pendingKgCo2e: string;
  excludedKgCo2e: string;
  estimateKgCo2e: string;
  /** kgCo2e as shown: Kg with 2 decimals, T above 1000 (001 §9). */
  display: { value: string; unit: string };
}

export function totalsOf(
  rows: { status: string; isEstimate: boolean; entries: number; kgCo2e: string | null }[],
) {
  const by = {
    actual: new Decimal(0),
    pending: new Decimal(0),
    excluded: new Decimal(0),
    estimate: new Decimal(0),
  };
  let entries = 0;
  for (const row of rows) {
    const kg = new Decimal(row.kgCo2e ?? 0);
    entries += Number(row.entries);
    by[row.status as 'actual' | 'pending' | 'excluded'] = by[row.status as 'actual'].plus(kg);
    if (row.isEstimate && row.status !== 'excluded') by.estimate = by.estimate.plus(kg);
  }
  const counted = by.actual.plus(by.pending);
  return {
    entries,
    kgCo2e: counted.toFixed(2),
    actualKgCo2e: by.actual.toFixed(2),
    pendingKgCo2e: by.pending.toFixed(2),
    excludedKgCo2e: by.excluded.toFixed(2),
    estimateKgCo2e: by.estimate.toFixed(2),
    display: displayKgCo2e(counted.toFixed(2)),
  } satisfies CarbonTotals;
}

/** The green table (000 §3, §9): a page of the entries the filter selects, their count and totals. */
/** An export holds at most this many entries (the 200,000-entry bench project stays within one file). */
const EXPORT_MAX_ROWS = 250_000;

export async function getCarbonEntries(
  services: Services,
  actor: Actor,
  input: { filter: unknown; offset?: number | null; size?: number | null },
) {
  const filter = parseInput(carbonEntryFilterSchema, input.filter ?? {});
  const page = parseInput(greenPagingSchema, { offset: input.offset, size: input.size });
  const where = and(visibleWhere(actor), sqlq.filterWhere(filter))!;
  const [items, groups] = await Promise.all([
    sqlq.listEntries(services.db, where, page),
    sqlq.footprintByStatus(services.db, where),
  ]);
  const totals = totalsOf(groups);
  return { items, totalRecords: totals.entries, totals };
}

/** Every entry of the green table's filter, unpaged and in the table's order: the 'green table' export. */
export async function allCarbonEntries(services: Services, actor: Actor, input: unknown) {
  const filter = parseInput(carbonEntryFilterSchema, input ?? {});
  const where = and(visibleWhere(actor), sqlq.filterWhere(filter))!;
  return sqlq.listEntries(services.db, where, { offset: 0, size: EXPORT_MAX_ROWS });
}

/** One entry with its provenance: every line's quantity × factor = result, source, year and override. */
export async function getCarbonEntry(services: Services, actor: Actor, input: { entryId: number }) {
  const entry = await sqlq.findEntry(services.db, visibleWhere(actor), input.entryId);
  if (!entry) throw notFound();
  return withProvenance(services.db, entry);
}

export async function withProvenance(tx: Tx, entry: sqlq.CarbonEntryRow) {
  const overrideIds = entry.lines.flatMap((line) => (line.overrideId ? [line.overrideId] : []));
  const overrides = new Map(
    (await sqlq.findOverrides(tx, entry.projectId, overrideIds)).map((override) => [override.id, override]),
  );
  return {
    entry,
    lines: entry.lines.map((line) => ({
      line,
      formula: lineFormula(line),
      override: line.overrideId ? (overrides.get(line.overrideId) ?? null) : null,
    })),
  };
}
export type CarbonEntryWithProvenance = Awaited<ReturnType<typeof withProvenance>>;

/**
 * A manual entry (issue 14): created without an id, else changed. Only manual entries change by hand: the
 * others follow their source (CONFLICT). Another project's entry is NOT_FOUND.
 */
export async function addUpdCarbonEntry(
  services: Services,
  actor: Actor,
  input: { entryId?: number | null; entry: unknown },
) {
  const values = parseInput(carbonEntrySchema, input.entry);
  await assertReferences(services, actor, values);
  return services.db.transaction(async (tx) => {
    const lines = await computeLines(tx, actor.projectId, manualMeasures(values));
    const row = {
      carbonCategory: values.carbonCategory,
      entityType: values.entityType,
      strDate: values.strDate,
      endDate: values.endDate,
      description: values.description,
      department: values.department,
      userId: values.userId,
      supplierId: values.supplierId,
      productionPhase: values.productionPhase,
      paidByProduction: values.paidByProduction,
      verified: values.verified,
      details: manualDetails(values),
      ...lineColumns(lines),
    };
    if (input.entryId === null || input.entryId === undefined) {
      const created = await sqlq.insertEntry(tx, {
        ...row,
        projectId: actor.projectId,
        sourceType: 'manual',
        sourceId: null,
        status: 'actual',
        createdBy: actor.userId,
      });
      return withProvenance(tx, created);
    }
    await manualEntry(tx, actor, input.entryId);
    const updated = await sqlq.updateEntry(tx, editableWhere(actor), input.entryId, row);
    return withProvenance(tx, updated!);
  });
}

/** The person and supplier an entry names are the project's member and the license's supplier ('Invalid ID'). */
async function assertReferences(
  services: Services,
  actor: Actor,
  values: { userId: number | null; supplierId: number | null },
) {
  if (values.userId !== null) {
    const members = await getUsersOfProject(services, actor, {});
    if (!members.some((member) => member.id === values.userId)) throw badInput('userId', 'invalidId');
  }
  if (values.supplierId !== null) {
    try {
      await getSupplier(services, actor, { supplierId: values.supplierId });
    } catch (error) {
      // Unknown, another license's or not an id at all: the entry's field is named.
      if (error instanceof AppError) throw badInput('supplierId', 'invalidId');
      throw error;
    }
  }
}

/** The manual entry a caller may change, locked; a source's entry is a CONFLICT. */
async function manualEntry(tx: Tx, actor: Actor, entryId: number) {
  const [entry] = await tx
    .select()
    .from(carbonEntries)
    .where(and(editableWhere(actor), eq(carbonEntries.id, entryId)))
    .for('update');
  if (!entry) throw notFound();
  if (entry.sourceType !== 'manual') throw new AppError('CONFLICT', 'entryFollowsSource');
  return entry;
}

export function delCarbonEntry(services: Services, actor: Actor, input: { entryId: number }) {
  return services.db.transaction(async (tx) => {
    await manualEntry(tx, actor, input.entryId);
    await sqlq.deleteEntry(tx, editableWhere(actor), input.entryId);
    return input.entryId;
  });
}

/**
 * The duplicate check of a carbon entry (001 §5): it needs an id ('Invalid ID' without one), and lists the
 * project's other entries of the same category and day with the same kg CO2e or quantity (a manual entry
 * that repeats a source's, one source entered twice).
 */
export async function getCarbonEntryDuplicates(
  services: Services,
  actor: Actor,
  input: { entryId: number | null | undefined },
) {
  if (input.entryId === null || input.entryId === undefined) throw badInput('CarbonEntryId', 'invalidId');
  const entry = await sqlq.findEntry(services.db, visibleWhere(actor), input.entryId);
  if (!entry) throw notFound();
  return sqlq.duplicatesOf(services.db, visibleWhere(actor), entry);
}
