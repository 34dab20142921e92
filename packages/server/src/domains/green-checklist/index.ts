/** The green checklist's public module (issue 16): what the final report and the file routes call. */

export { projectEvidenceKeys, readChecklistEvidence } from './checklist-evidence.service';
export { checklistPdf } from './checklist-pdf.service';
export { type ChecklistSummary, checklistSummary } from './checklist-summary.service';
export { checklistAnswers, checklistEvidence } from './green-checklist.table';
