import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import type { CarbonEntryRow, CarbonEntryValues } from './carbon.sql';
import { type CarbonDetails, carbonEntries } from './carbon.table';
import { computeEntry } from './carbon-compute';
import { resolveFactors } from './carbon-factors';
import { lineColumns } from './carbon-lines';

/**
 * Manual entries written by other screens of the green area (issue 14: the waste screen, carbon templates):
 * each draft states its measures with their factor keys; the ledger computes the lines with the factors in force
 * in the project (overrides first) exactly as for a manual entry, and keeps the provenance.
 */
export interface ManualMeasure {
  label: string;
  quantity: string;
  unit: string;
  factorKey: string;
  /** The input field named when the unit does not convert to the factor's. */
  field: string;
}

export interface ManualDraft {
  carbonCategory: number;
  strDate: string;
  endDate?: string | null;
  description?: string;
  department?: number | null;
  productionPhase?: number | null;
  details?: CarbonDetails;
  measures: readonly ManualMeasure[];
}

type ManualRow = Omit<CarbonEntryValues, 'projectId' | 'sourceType' | 'status' | 'createdBy'>;

async function computeDrafts(
  tx: Tx,
  projectId: number,
  drafts: readonly ManualDraft[],
): Promise<ManualRow[]> {
  const factors = await resolveFactors(
    tx,
    projectId,
    drafts.flatMap((draft) => draft.measures.map((m) => m.factorKey)),
  );
  return drafts.map((draft) => ({
    sourceId: null,
    carbonCategory: draft.carbonCategory,
    strDate: draft.strDate,
    endDate: draft.endDate ?? null,
    description: draft.description ?? '',
    department: draft.department ?? null,
    productionPhase: draft.productionPhase ?? null,
    details: draft.details ?? {},
    ...lineColumns(
      draft.measures.map(({ factorKey, ...measure }) => computeEntry(measure, factors.get(factorKey)!)),
    ),
  }));
}

/** What some drafts would write, writing nothing: how many entries and their kg CO2e (each rounded once). */
export async function previewManualEntries(tx: Tx, projectId: number, drafts: readonly ManualDraft[]) {
  const rows = await computeDrafts(tx, projectId, drafts);
  const kgCo2e = rows.reduce((sum, row) => sum.plus(row.kgCo2e), new Decimal(0));
  return { entries: rows.length, kgCo2e: kgCo2e.toFixed(2) };
}

const CHUNK = 500;

/** Writes manual entries (inside the caller's transaction); answers the rows written. */
export async function insertManualEntries(
  tx: Tx,
  input: { projectId: number; createdBy: number | null; drafts: readonly ManualDraft[] },
) {
  const rows = (await computeDrafts(tx, input.projectId, input.drafts)).map((row) => ({
    ...row,
    projectId: input.projectId,
    sourceType: 'manual' as const,
    status: 'actual' as const,
    createdBy: input.createdBy,
  }));
  const written: CarbonEntryRow[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    written.push(
      ...(await tx
        .insert(carbonEntries)
        .values(rows.slice(start, start + CHUNK))
        .returning()),
    );
  return written;
}

const manualOfCategory = (projectId: number, carbonCategory: number) =>
  and(
    inProject(carbonEntries, { projectId }),
    eq(carbonEntries.sourceType, 'manual'),
    eq(carbonEntries.carbonCategory, carbonCategory),
  )!;

/** Rewrites a manual entry of one category of the project; null when there is none with that id. */
export async function replaceManualEntry(
  tx: Tx,
  input: { projectId: number; entryId: number; draft: ManualDraft },
) {
  const [row] = await computeDrafts(tx, input.projectId, [input.draft]);
  const [updated] = await tx
    .update(carbonEntries)
    .set({ ...row!, updatedAt: new Date() })
    .where(
      and(
        inProject(carbonEntries, input),
        manualOfCategory(input.projectId, input.draft.carbonCategory),
        eq(carbonEntries.id, input.entryId),
      ),
    )
    .returning();
  return updated ?? null;
}

/** Removes manual entries of the project by id (one category when given); answers how many went. */
export async function removeManualEntries(
  tx: Tx,
  input: { projectId: number; entryIds: readonly number[]; carbonCategory?: number },
): Promise<number> {
  if (input.entryIds.length === 0) return 0;
  const removed = await tx
    .delete(carbonEntries)
    .where(
      and(
        inProject(carbonEntries, input),
        eq(carbonEntries.sourceType, 'manual'),
        input.carbonCategory === undefined
          ? undefined
          : eq(carbonEntries.carbonCategory, input.carbonCategory),
        inArray(carbonEntries.id, [...input.entryIds]),
      ),
    )
    .returning({ id: carbonEntries.id });
  return removed.length;
}

/**
 * The manual entries of one category of a project, newest day first, optionally in a date range (overlapping
 * it) and a department; at most `limit`.
 */
export function manualEntriesOf(
  tx: Tx,
  input: {
    projectId: number;
    carbonCategory: number;
    startDate?: string | null;
    endDate?: string | null;
    department?: number | null;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    manualOfCategory(input.projectId, input.carbonCategory),
    input.startDate
      ? gte(sql`coalesce(${carbonEntries.endDate}, ${carbonEntries.strDate})`, input.startDate)
      : undefined,
    input.endDate ? lte(carbonEntries.strDate, input.endDate) : undefined,
    input.department === null || input.department === undefined
      ? undefined
      : eq(carbonEntries.department, input.department),
  ];
  return tx
    .select()
    .from(carbonEntries)
    .where(and(inProject(carbonEntries, input), ...conditions))
    .orderBy(desc(carbonEntries.strDate), asc(carbonEntries.id))
    .limit(input.limit);
}
