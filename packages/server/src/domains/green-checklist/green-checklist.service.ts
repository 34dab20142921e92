import {
  CHECKLIST_ANSWER,
  type ChecklistDepartment,
  checklistDepartment,
} from '@setledger/shared/green/checklist.catalogue';
import { checklistPageSchema } from '@setledger/shared/green/checklist.schemas';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { getSupplier } from '../suppliers';
import { answerMap, checklistScores, scoreOf } from './checklist-score';
import { visibleWhere } from './green-checklist.policy';
import * as sqlq from './green-checklist.sql';
import { checklistAnswers, checklistEvidence } from './green-checklist.table';

/** The texts of the catalogue (questions, sections, departments) by formId, in the caller's language. */
export const QUESTIONS_FORM = 'green-checklist-questions';
export const catalogueText = (formId: number, language: number) =>
  serverText(QUESTIONS_FORM, formId, languageCodeToTag(language));

/** At most this many evidence rows are read for one page or the PDF (20 per question). */
const EVIDENCE_READ_MAX = 2000;

/** The scores of the caller's project: one grouped read of the answers, computed over the catalogue. */
export async function projectScores(tx: Tx, where: ReturnType<typeof visibleWhere>) {
  return checklistScores(answerMap(await sqlq.answersByKind(tx, where)));
}

/** GetGreenChecklist: the hub (total, every department and production section with its score). */
export async function getGreenChecklist(services: Services, actor: Actor) {
  const scores = await projectScores(services.db, visibleWhere(checklistAnswers, actor));
  return { ...scores, language: actor.language };
}

function requirePage(page: string): ChecklistDepartment {
  const department = checklistDepartment(page);
  if (!department) throw notFound();
  return department;
}

/** GetGreenChecklistPage: one department's questions with the project's answers and evidence. */
export async function getGreenChecklistPage(services: Services, actor: Actor, input: { page: string }) {
  const department = requirePage(input.page);
  return readPage(services.db, actor, department);
}

async function readPage(tx: Tx, actor: Actor, department: ChecklistDepartment) {
  const formIds = department.questions.map((q) => q.formId);
  const [answers, evidence] = await Promise.all([
    sqlq.answersOf(tx, visibleWhere(checklistAnswers, actor), formIds),
    sqlq.evidenceOf(tx, visibleWhere(checklistEvidence, actor), formIds, EVIDENCE_READ_MAX),
  ]);
  const byQuestion = new Map(answers.map((row) => [row.questionFormId, row]));
  const answerOf = new Map(answers.map((row) => [row.questionFormId, row.answer]));
  return {
    department,
    language: actor.language,
    score: scoreOf(department.questions, answerOf),
    sections: department.sections.map((section) => ({
      section,
      score: scoreOf(section.questions, answerOf),
    })),
    questions: department.questions.map((question) => ({
      question,
      sectionId: department.sections.find((s) => s.questions.includes(question))?.sectionId ?? null,
      answer: byQuestion.get(question.formId) ?? null,
      evidence: evidence.filter((row) => row.questionFormId === question.formId),
    })),
  };
}
export type ChecklistPage = Awaited<ReturnType<typeof readPage>>;

/**
 * SaveGreenChecklistPage: a department page's answers in one transaction. A Yes to a question that asks for a
 * supplier (a name or one of the project's suppliers) or an explanation without one is refused, naming the
 * question, and nothing is saved.
 */
export async function saveGreenChecklistPage(
  services: Services,
  actor: Actor,
  input: { page: string; answers: unknown },
) {
  const department = requirePage(input.page);
  const { answers } = parseInput(checklistPageSchema, { answers: input.answers });
  const onPage = new Set(department.questions.map((q) => q.formId));
  const seen = new Set<number>();
  for (const [i, answer] of answers.entries()) {
    const question = department.questions.find((q) => q.formId === answer.questionFormId);
    if (!question || !onPage.has(answer.questionFormId))
      throw badInput(`answers.${i}.questionFormId`, 'checklistNotOnPage');
    if (seen.has(answer.questionFormId)) throw badInput(`answers.${i}.questionFormId`, 'duplicate');
    seen.add(answer.questionFormId);
    if (answer.answer !== CHECKLIST_ANSWER.yes) continue;
    const params = { question: catalogueText(question.formId, actor.language) };
    if (question.asks === 'supplier' && !answer.supplierName && answer.supplierId === null)
      throw new AppError('BAD_USER_INPUT', 'checklistSupplierRequired', `answers.${i}.supplierName`, params);
    if (question.asks === 'explanation' && !answer.explanation)
      throw new AppError(
        'BAD_USER_INPUT',
        'checklistExplanationRequired',
        `answers.${i}.explanation`,
        params,
      );
  }
  // A supplier picked from the list must be one the caller sees (another license's: not found).
  // Its name is kept with the id, so the PDF and the final report read one text.
  const supplierNames = new Map<number, string>();
  for (const answer of answers)
    if (answer.supplierId !== null)
      supplierNames.set(
        answer.supplierId,
        (await getSupplier(services, actor, { supplierId: answer.supplierId })).name,
      );
  const now = new Date();
  return withTransaction(services, async (tx) => {
    await sqlq.upsertAnswers(
      tx,
      answers.map((answer) => ({
        projectId: actor.projectId,
        questionFormId: answer.questionFormId,
        answer: answer.answer,
        supplierName:
          answer.answer === CHECKLIST_ANSWER.yes
            ? answer.supplierName || supplierNames.get(answer.supplierId ?? 0) || ''
            : '',
        supplierId: answer.answer === CHECKLIST_ANSWER.yes ? answer.supplierId : null,
        explanation: answer.explanation,
        answeredBy: actor.userId,
        answeredAt: now,
      })),
    );
    return readPage(tx, actor, department);
  });
}
