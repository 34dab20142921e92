import { CHECKLIST_DEPARTMENTS } from '@setledger/shared/green/checklist.catalogue';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { answerMap, type ChecklistScore, checklistScores } from './checklist-score';
import * as sqlq from './green-checklist.sql';
import { checklistAnswers, checklistEvidence } from './green-checklist.table';

/** At most this many pieces of evidence are listed (20 per question of the catalogue fits). */
const SUMMARY_EVIDENCE_MAX = 3000;

export interface ChecklistSummary extends ChecklistScore {
  departments: ({ name: string; formId: number } & ChecklistScore)[];
  evidence: { questionFormId: number; kind: 'document' | 'entry'; label: string; kgCo2e?: string }[];
}

/**
 * The checklist of a project for the final report (issue 16): total and per-department scores and every piece of
 * evidence (a document's name, an entry's description and kg CO2e). The caller has checked who may read it.
 */
export async function checklistSummary(tx: Tx, projectId: number): Promise<ChecklistSummary> {
  const scope = { projectId };
  const [groups, evidence] = await Promise.all([
    sqlq.answersByKind(tx, inProject(checklistAnswers, scope)),
    sqlq.evidenceOf(tx, inProject(checklistEvidence, scope), null, SUMMARY_EVIDENCE_MAX),
  ]);
  const { total, departments } = checklistScores(answerMap(groups));
  return {
    ...total,
    departments: departments.map((d, i) => ({
      name: CHECKLIST_DEPARTMENTS[i]!.name,
      formId: CHECKLIST_DEPARTMENTS[i]!.formId,
      score: d.score,
      maxScore: d.maxScore,
      answered: d.answered,
      questions: d.questions,
    })),
    evidence: evidence.map((row) =>
      row.kind === 'document'
        ? { questionFormId: row.questionFormId, kind: 'document' as const, label: row.fileName ?? '' }
        : {
            questionFormId: row.questionFormId,
            kind: 'entry' as const,
            label: row.entryDescription ?? '',
            kgCo2e: row.entryKgCo2e ?? '0',
          },
    ),
  };
}
