import type { Tx } from '../../db/client';

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
}

/**
 * The sections that come from the reports and the checklist (issue 16, built in parallel): the production
 * screen and the final report show them when present. Until those domains are merged both are null; once they
 * are, this is the one place to call greenReportSummary(tx, projectId, kind) and checklistSummary(tx, projectId).
 */
export async function reportAndChecklistSections(
  _tx: Tx,
  _projectId: number,
): Promise<{ reports: ReportSection[]; checklist: ChecklistSection | null }> {
  return { reports: [], checklist: null };
}
