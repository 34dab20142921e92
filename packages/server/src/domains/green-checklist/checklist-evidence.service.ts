import { randomBytes } from 'node:crypto';
import {
  CHECKLIST_DOCUMENT_MAX_BYTES,
  CHECKLIST_EVIDENCE_MAX,
  checklistQuestion,
} from '@setledger/shared/green/checklist.catalogue';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { answersChecklist, editableWhere, readsChecklist, visibleWhere } from './green-checklist.policy';
import * as sqlq from './green-checklist.sql';
import { checklistEvidence } from './green-checklist.table';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** Suggested or searched entries shown for one question. */
const CANDIDATES_MAX = 50;

/** The type of a document from its first bytes (its name and declared type are not trusted). */
export function detectDocumentType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

function requireQuestion(formId: number) {
  const question = checklistQuestion(formId);
  if (!question) throw notFound();
  return question;
}

async function assertRoom(tx: Tx, actor: Actor, questionFormId: number, adding: number) {
  const count = await sqlq.countEvidence(tx, editableWhere(checklistEvidence, actor), questionFormId);
  if (count + adding > CHECKLIST_EVIDENCE_MAX)
    throw new AppError('BAD_USER_INPUT', 'checklistTooMuchEvidence', 'evidence', {
      max: String(CHECKLIST_EVIDENCE_MAX),
    });
}

const evidenceRows = (tx: Tx, actor: Actor, questionFormId: number) =>
  sqlq.evidenceOf(tx, visibleWhere(checklistEvidence, actor), [questionFormId], CHECKLIST_EVIDENCE_MAX);

/**
 * AddGreenChecklistDocument: a document backing an answer (a PDF or a photo of at most 10 MB, checked by its
 * content), stored through the file storage; the file goes again if the row is not written.
 */
export async function addGreenChecklistDocument(
  services: Services,
  actor: Actor,
  input: { questionFormId: number; file: File },
) {
  requireQuestion(input.questionFormId);
  if (!answersChecklist(actor)) throw notFound();
  if (input.file.size === 0) throw badInput('File', 'required');
  if (input.file.size > CHECKLIST_DOCUMENT_MAX_BYTES) throw badInput('File', 'fileTooLarge');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = detectDocumentType(bytes);
  if (!contentType) throw badInput('File', 'fileType');
  const storageKey = `checklist-evidence/${randomBytes(18).toString('base64url')}.${EXTENSIONS[contentType]}`;
  await services.storage.put(storageKey, bytes, { contentType });
  try {
    return await withTransaction(services, async (tx) => {
      await assertRoom(tx, actor, input.questionFormId, 1);
      await sqlq.insertEvidence(tx, [
        {
          projectId: actor.projectId,
          questionFormId: input.questionFormId,
          kind: 'document',
          fileKey: storageKey,
          fileName: input.file.name.slice(0, 200) || 'document',
          fileType: contentType,
          fileSize: bytes.length,
          createdBy: actor.userId,
        },
      ]);
      return evidenceRows(tx, actor, input.questionFormId);
    });
  } catch (error) {
    await services.storage.delete(storageKey);
    throw error;
  }
}

/**
 * AddGreenChecklistEntries: ledger entries backing an answer, all of the caller's project: an entry of another
 * project (or none) answers NOT_FOUND and nothing is added. An entry already attached is kept once.
 */
export async function addGreenChecklistEntries(
  services: Services,
  actor: Actor,
  input: { questionFormId: number; entryIds: number[] },
) {
  requireQuestion(input.questionFormId);
  if (!answersChecklist(actor)) throw notFound();
  const ids = [...new Set(input.entryIds)];
  if (ids.length === 0) throw badInput('EntryIds', 'required');
  if (ids.length > CHECKLIST_EVIDENCE_MAX) throw badInput('EntryIds', 'tooManyItems');
  return withTransaction(services, async (tx) => {
    const found = await sqlq.projectEntryIds(tx, actor, ids);
    if (found.length !== ids.length) throw notFound();
    await assertRoom(tx, actor, input.questionFormId, ids.length);
    await sqlq.insertEvidence(
      tx,
      ids.map((carbonEntryId) => ({
        projectId: actor.projectId,
        questionFormId: input.questionFormId,
        kind: 'entry' as const,
        carbonEntryId,
        createdBy: actor.userId,
      })),
    );
    return evidenceRows(tx, actor, input.questionFormId);
  });
}

/** DelGreenChecklistEvidence: the evidence row, then its file (if a document) once the delete has committed. */
export async function delGreenChecklistEvidence(
  services: Services,
  actor: Actor,
  input: { evidenceId: number },
) {
  return withTransaction(services, async (tx, afterCommit) => {
    const row = await sqlq.deleteEvidence(tx, editableWhere(checklistEvidence, actor), input.evidenceId);
    if (!row) throw notFound();
    const key = row.fileKey;
    if (key) afterCommit('checklist-evidence', () => services.storage.delete(key));
    return row.id;
  });
}

/** GetGreenChecklistEntryCandidates: entries matching the question (suggested first), or a description search. */
export async function getGreenChecklistEntryCandidates(
  services: Services,
  actor: Actor,
  input: { questionFormId: number; search?: string | null },
) {
  const question = requireQuestion(input.questionFormId);
  if (!readsChecklist(actor)) throw notFound();
  const match = question.evidence ?? { factorKeys: [], categories: [] };
  return sqlq.candidateEntries(
    services.db,
    actor,
    match,
    (input.search ?? '').trim().slice(0, 100),
    CANDIDATES_MAX,
  );
}

/**
 * GET /files/checklist-evidence/{id}: the document for people who may read the project's checklist. Anyone else:
 * not found, the row is never loaded.
 */
export async function readChecklistEvidence(services: Services, actor: Actor, evidenceId: number) {
  const row = await sqlq.findEvidence(services.db, visibleWhere(checklistEvidence, actor), evidenceId);
  if (!row?.fileKey || !row.fileType) return null;
  const body = await services.storage.get(row.fileKey);
  return {
    body,
    contentType: row.fileType,
    fileName: `evidence-${row.id}.${EXTENSIONS[row.fileType] ?? 'bin'}`,
  };
}

/** The evidence files of a project being deleted: their files leave the storage once the delete has committed. */
export const projectEvidenceKeys = (tx: Tx, projectId: number) => sqlq.projectEvidenceKeys(tx, projectId);
