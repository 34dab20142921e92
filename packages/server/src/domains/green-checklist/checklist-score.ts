import {
  CHECKLIST_ANSWER,
  CHECKLIST_DEPARTMENTS,
  type ChecklistQuestion,
} from '@setledger/shared/green/checklist.catalogue';

export interface ChecklistScore {
  /** Points earned: the Yes answers' available points. */
  score: number;
  /** Points available: every question's, less those answered N/A (an unanswered question counts, with 0). */
  maxScore: number;
  /** Questions answered (No, Yes or N/A). */
  answered: number;
  questions: number;
}

/** The score of a set of questions from the answers by question formId (001 §3.16). */
export function scoreOf(questions: readonly ChecklistQuestion[], answers: ReadonlyMap<number, number>) {
  const score: ChecklistScore = { score: 0, maxScore: 0, answered: 0, questions: questions.length };
  for (const question of questions) {
    const answer = answers.get(question.formId);
    if (answer !== undefined) score.answered++;
    if (answer === CHECKLIST_ANSWER.na) continue;
    score.maxScore += question.availablePoints;
    if (answer === CHECKLIST_ANSWER.yes) score.score += question.availablePoints;
  }
  return score;
}

/** Every department's and production section's score, and the total, from the grouped answers. */
export function checklistScores(answers: ReadonlyMap<number, number>) {
  const departments = CHECKLIST_DEPARTMENTS.map((department) => ({
    department,
    ...scoreOf(department.questions, answers),
    sections: department.sections.map((section) => ({ section, ...scoreOf(section.questions, answers) })),
  }));
  const total = departments.reduce(
    (sum, d) => ({
      score: sum.score + d.score,
      maxScore: sum.maxScore + d.maxScore,
      answered: sum.answered + d.answered,
      questions: sum.questions + d.questions,
    }),
    { score: 0, maxScore: 0, answered: 0, questions: 0 } as ChecklistScore,
  );
  return { total, departments };
}

/** The grouped read (answer → its questions) as question → answer. */
export const answerMap = (groups: { answer: number; questions: number[] }[]) =>
  new Map(
    groups.flatMap((group) => group.questions.map((formId) => [Number(formId), group.answer] as const)),
  );
