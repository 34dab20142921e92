import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonEntries } from '../carbon';
import { checklistAnswers, checklistEvidence } from './green-checklist.table';

export type ChecklistAnswerRow = typeof checklistAnswers.$inferSelect;
export type ChecklistEvidenceValues = Omit<typeof checklistEvidence.$inferInsert, 'id'>;

/** The answers of a project grouped by answer (11, 12, 13): the one read the scores are computed from. */
export const answersByKind = (tx: Tx, policyWhere: SQL) =>
  tx
    .select({
      answer: checklistAnswers.answer,
      questions: sql<number[]>`array_agg(${checklistAnswers.questionFormId})`,
    })
    .from(checklistAnswers)
    .where(policyWhere)
    .groupBy(checklistAnswers.answer);

export const answersOf = (tx: Tx, policyWhere: SQL, questionFormIds: number[]) =>
  tx
    .select()
    .from(checklistAnswers)
    .where(and(policyWhere, inArray(checklistAnswers.questionFormId, questionFormIds)))
    .orderBy(asc(checklistAnswers.questionFormId));

/** One answer per project and question: a second save of the same question replaces it. */
export async function upsertAnswers(tx: Tx, rows: Omit<typeof checklistAnswers.$inferInsert, 'id'>[]) {
  if (rows.length === 0) return;
  await tx
    .insert(checklistAnswers)
    .values(rows)
    .onConflictDoUpdate({
      target: [checklistAnswers.projectId, checklistAnswers.questionFormId],
      set: {
        answer: sql`excluded.answer`,
        supplierName: sql`excluded.supplier_name`,
        supplierId: sql`excluded.supplier_id`,
        explanation: sql`excluded.explanation`,
        answeredBy: sql`excluded.answered_by`,
        answeredAt: sql`excluded.answered_at`,
      },
    });
}

const EVIDENCE_COLUMNS = {
  id: checklistEvidence.id,
  questionFormId: checklistEvidence.questionFormId,
  kind: checklistEvidence.kind,
  carbonEntryId: checklistEvidence.carbonEntryId,
  fileKey: checklistEvidence.fileKey,
  fileName: checklistEvidence.fileName,
  fileType: checklistEvidence.fileType,
  fileSize: checklistEvidence.fileSize,
  createdAt: checklistEvidence.createdAt,
  entryDescription: carbonEntries.description,
  entryDate: carbonEntries.strDate,
  entryKgCo2e: carbonEntries.kgCo2e,
  entryFactorKey: carbonEntries.factorKey,
};

/** Evidence with its entry's description, date and kg CO2e read from the ledger (the entry is the project's). */
export const evidenceOf = (tx: Tx, policyWhere: SQL, questionFormIds: number[] | null, limit: number) =>
  tx
    .select(EVIDENCE_COLUMNS)
    .from(checklistEvidence)
    .leftJoin(
      carbonEntries,
      and(
        eq(carbonEntries.id, checklistEvidence.carbonEntryId),
        eq(carbonEntries.projectId, checklistEvidence.projectId),
      ),
    )
    .where(
      and(
        policyWhere,
        questionFormIds ? inArray(checklistEvidence.questionFormId, questionFormIds) : undefined,
      ),
    )
    .orderBy(asc(checklistEvidence.questionFormId), asc(checklistEvidence.id))
    .limit(limit);
export type ChecklistEvidenceRow = Awaited<ReturnType<typeof evidenceOf>>[number];

export async function findEvidence(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select()
    .from(checklistEvidence)
    .where(and(eq(checklistEvidence.id, id), policyWhere));
  return row;
}

export const countEvidence = async (tx: Tx, policyWhere: SQL, questionFormId: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(checklistEvidence)
      .where(and(policyWhere, eq(checklistEvidence.questionFormId, questionFormId)))
  )[0]?.n ?? 0;

export async function insertEvidence(tx: Tx, rows: ChecklistEvidenceValues[]) {
  if (rows.length === 0) return [];
  return tx.insert(checklistEvidence).values(rows).onConflictDoNothing().returning();
}

export async function deleteEvidence(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(checklistEvidence)
    .where(and(eq(checklistEvidence.id, id), policyWhere))
    .returning();
  return row;
}

/** The ids among `ids` that are entries of the caller's project (another project's: absent). */
export async function projectEntryIds(tx: Tx, actor: Pick<Actor, 'projectId'>, ids: number[]) {
  const rows = await tx
    .select({ id: carbonEntries.id })
    .from(carbonEntries)
    .where(and(inProject(carbonEntries, actor), inArray(carbonEntries.id, ids)));
  return rows.map((row) => row.id);
}

const ENTRY_COLUMNS = {
  id: carbonEntries.id,
  description: carbonEntries.description,
  strDate: carbonEntries.strDate,
  kgCo2e: carbonEntries.kgCo2e,
  factorKey: carbonEntries.factorKey,
  carbonCategory: carbonEntries.carbonCategory,
};

/**
 * Entries of the caller's project a question can be backed by: those matching its factor-key patterns or
 * carbon categories (suggested), or whose description holds `search`; newest first, at most `limit`.
 */
export function candidateEntries(
  tx: Tx,
  actor: Pick<Actor, 'projectId'>,
  match: { factorKeys: readonly string[]; categories: readonly number[] },
  search: string,
  limit: number,
) {
  const suggested = or(
    ...match.factorKeys.map((pattern) => sql`${carbonEntries.factorKey} like ${pattern}`),
    match.categories.length ? inArray(carbonEntries.carbonCategory, [...match.categories]) : undefined,
  );
  const isSuggested = suggested ? sql<boolean>`coalesce(${suggested}, false)` : sql<boolean>`false`;
  const filter = search
    ? ilike(carbonEntries.description, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : suggested;
  return (
    tx
      .select({ ...ENTRY_COLUMNS, suggested: isSuggested })
      .from(carbonEntries)
      .where(and(inProject(carbonEntries, actor), filter ?? sql`false`))
      // A question naming no evidence has nothing suggested: PostgreSQL refuses a constant in ORDER BY.
      .orderBy(...(suggested ? [desc(isSuggested)] : []), desc(carbonEntries.strDate), desc(carbonEntries.id))
      .limit(limit)
  );
}

/** The evidence files of a project about to be deleted (rows go by cascade; the files after the commit). */
export async function projectEvidenceKeys(tx: Tx, projectId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: checklistEvidence.fileKey })
    .from(checklistEvidence)
    .where(and(inProject(checklistEvidence, { projectId }), sql`${checklistEvidence.fileKey} is not null`));
  return rows.map((row) => row.key!);
}
