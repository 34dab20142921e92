import type { Tx } from '../../db/client';
import { checklistSummary } from '../green-checklist';
import { greenReportSummary } from '../green-reports';

/** A calculator report's totals (Carbon'Clap, PEAR), from domains/green-reports' greenReportSummary. */
export interface ReportSection {
  kind: 'carbonClap' | 'pear';
  totalKgCo2e: string;
  ledgerKgCo2e: string;
  leftOutKgCo2e: string;
  chapters: { key: string; kgCo2e: string }[];
}

/** The green checklist's score, from domains/green-checklist's checklistSummary. */
export interface ChecklistSection {
  score: number;
  maxScore: number;
  answered: number;
  questions: number;
  departments: {
    name: string;
    formId: number;
    score: number;
    maxScore: number;
    answered: number;
    questions: number;
  }[];
  /** What backs the answers: a document's name or a ledger entry with its kg CO2e (final report only). */
  evidence: { questionFormId: number; kind: 'document' | 'entry'; label: string; kgCo2e?: string }[];
}

/**
 * The sections that come from the calculator reports and the checklist (issue 16): the production screen and
 * the final report show both reports over the whole ledger with pending entries (so each report's ledger total
 * is the footprint's gross), and the checklist's scores. The caller has checked who may read the project.
 */
export async function reportAndChecklistSections(
  tx: Tx,
  projectId: number,
): Promise<{ reports: ReportSection[]; checklist: ChecklistSection | null }> {
  const scope = { includePending: true };
  const [carbonClap, pear, checklist] = await Promise.all([
    greenReportSummary(tx, projectId, 'carbonClap', scope),
    greenReportSummary(tx, projectId, 'pear', scope),
    checklistSummary(tx, projectId),
  ]);
  return {
    reports: [carbonClap, pear].map((r) => ({
      kind: r.kind as ReportSection['kind'],
      totalKgCo2e: r.totalKgCo2e,
      ledgerKgCo2e: r.ledgerKgCo2e,
      leftOutKgCo2e: r.leftOutKgCo2e,
      chapters: r.chapters,
    })),
    checklist: {
      score: checklist.score,
      maxScore: checklist.maxScore,
      answered: checklist.answered,
      questions: checklist.questions,
      departments: checklist.departments,
      evidence: checklist.evidence,
    },
  };
}
