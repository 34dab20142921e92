import { and, like } from 'drizzle-orm';
import { inProject } from '../core/scope';
import type { Tx } from '../db/client';
import { carbonEntries } from '../domains/carbon';
import { checklistAnswers, checklistEvidence } from '../domains/green-checklist';

const NO = 11;
const YES = 12;
const NA = 13;

/** The demo production's checklist (issue 16): some departments answered, so the hub is not empty. */
const DEMO_ANSWERS: { formId: number; answer: number; supplierName?: string; explanation?: string }[] = [
  // Production: sustainable practices, energy, waste, transport
  {
    formId: 175,
    answer: YES,
    explanation: 'Footprint kept in Setledger’s carbon ledger and reported with PEAR and Carbon’Clap.',
  },
  { formId: 176, answer: YES, explanation: 'Green manager on the payroll from prep to wrap.' },
  { formId: 177, answer: YES },
  { formId: 178, answer: NO },
  { formId: 180, answer: YES },
  {
    formId: 202,
    answer: YES,
    explanation: 'Studio days on mains; generators only for the lighthouse nights.',
  },
  { formId: 203, answer: NO },
  { formId: 210, answer: YES, supplierName: 'Compost Ostende vzw' },
  { formId: 211, answer: YES },
  { formId: 227, answer: YES, supplierName: 'Lumière Rental (HVO100)' },
  { formId: 230, answer: YES },
  // Catering, craft service, electric
  { formId: 33, answer: YES, supplierName: 'Restos du Cœur Bruxelles' },
  { formId: 34, answer: YES, explanation: 'Vegetarian main every day, meat on two days a week.' },
  { formId: 57, answer: YES, supplierName: 'AquaDrop fountains' },
  { formId: 65, answer: YES, explanation: 'About 80 % of the package is LED.' },
  { formId: 66, answer: YES },
  { formId: 68, answer: NA },
];

export async function loadDemoGreenChecklist(tx: Tx, demo: { projectId: number; answeredBy: number | null }) {
  await tx.insert(checklistAnswers).values(
    DEMO_ANSWERS.map((a) => ({
      projectId: demo.projectId,
      questionFormId: a.formId,
      answer: a.answer,
      supplierName: a.supplierName ?? '',
      explanation: a.explanation ?? '',
      answeredBy: demo.answeredBy,
    })),
  );
  // The low-carbon fuel answer is backed by the demo's HVO entries, when the footprint has some.
  const hvo = await tx
    .select({ id: carbonEntries.id })
    .from(carbonEntries)
    .where(and(inProject(carbonEntries, demo), like(carbonEntries.factorKey, 'hvo%')))
    .limit(2);
  if (hvo.length)
    await tx.insert(checklistEvidence).values(
      hvo.map((entry) => ({
        projectId: demo.projectId,
        questionFormId: 227,
        kind: 'entry' as const,
        carbonEntryId: entry.id,
        createdBy: demo.answeredBy,
      })),
    );
}
