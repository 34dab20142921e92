import { CHECKLIST_ANSWER, CHECKLIST_DEPARTMENTS } from '@setledger/shared/green/checklist.catalogue';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { eq } from 'drizzle-orm';

import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { pdfLib, rgb } from '../../lib/lazy-modules';
import { GREY, PdfFlow } from '../../lib/pdf/pdf-flow';
import { embedFonts } from '../../lib/pdf/pdf-fonts';
import { getProjectFormatter, projects } from '../projects';
import { checklistScores } from './checklist-score';
import { readsChecklist, visibleWhere } from './green-checklist.policy';
import * as sqlq from './green-checklist.sql';
import { checklistAnswers, checklistEvidence } from './green-checklist.table';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const GREEN = rgb(0.1, 0.45, 0.25);
const EVIDENCE_MAX = 3000;

/**
 * GET /files/green-checklist.pdf (issue 16): every department with its score, each question with the answer, the
 * points, the supplier or explanation and the evidence (document names, entries with their kg CO2e), in the
 * caller's language. Null for a caller who may not read the checklist (the route answers 404).
 */
export async function checklistPdf(services: Services, actor: Actor) {
  if (!readsChecklist(actor)) return null;
  const tag = languageCodeToTag(actor.language);
  const t = (n: number, params: Record<string, string> = {}) => serverText('green-checklist', n, tag, params);
  const text = (formId: number) => serverText('green-checklist-questions', formId, tag);
  const [project] = await services.db
    .select({ titre: projects.titre })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const answers = await sqlq.answersOf(
    services.db,
    visibleWhere(checklistAnswers, actor),
    CHECKLIST_DEPARTMENTS.flatMap((d) => d.questions.map((q) => q.formId)),
  );
  const evidence = await sqlq.evidenceOf(
    services.db,
    visibleWhere(checklistEvidence, actor),
    null,
    EVIDENCE_MAX,
  );
  const format = await getProjectFormatter(services, actor.projectId, actor.language);
  const byQuestion = new Map(answers.map((row) => [row.questionFormId, row]));
  const { total, departments } = checklistScores(new Map(answers.map((a) => [a.questionFormId, a.answer])));

  const doc = await pdfLib().PDFDocument.create();
  doc.setTitle(t(1));
  const fonts = await embedFonts(doc);
  const flow = new PdfFlow(doc, A4, MARGIN);
  const pts = (score: number, max: number) => t(40, { score: String(score), max: String(max) });
  flow.paragraph(t(1), flow.left, flow.width, { size: 18, font: fonts.bold, color: GREEN });
  flow.paragraph(t(43, { project: project?.titre ?? '' }), flow.left, flow.width, {
    size: 11,
    font: fonts.regular,
  });
  flow.paragraph(t(37, { date: format.date(new Date().toISOString().slice(0, 10)) }), flow.left, flow.width, {
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
  flow.y -= 6;
  flow.paragraph(`${t(3)}: ${pts(total.score, total.maxScore)}`, flow.left, flow.width, {
    size: 13,
    font: fonts.bold,
  });
  flow.paragraph(
    t(4, { answered: String(total.answered), questions: String(total.questions) }),
    flow.left,
    flow.width,
    { size: 10, font: fonts.regular },
  );
  const answerLabel = (answer: number | undefined) =>
    answer === CHECKLIST_ANSWER.yes
      ? t(11)
      : answer === CHECKLIST_ANSWER.no
        ? t(10)
        : answer === CHECKLIST_ANSWER.na
          ? t(12)
          : t(36);
  for (const [i, department] of CHECKLIST_DEPARTMENTS.entries()) {
    const score = departments[i]!;
    flow.y -= 10;
    flow.ensure(60);
    flow.paragraph(
      `${text(department.formId)} — ${pts(score.score, score.maxScore)}`,
      flow.left,
      flow.width,
      {
        size: 13,
        font: fonts.bold,
        color: GREEN,
      },
    );
    for (const question of department.questions) {
      const section = department.sections.find((s) => s.questions[0]?.formId === question.formId);
      if (section)
        flow.paragraph(text(section.formId), flow.left, flow.width, { size: 11, font: fonts.bold });
      const row = byQuestion.get(question.formId);
      flow.y -= 3;
      flow.paragraph(text(question.formId), flow.left, flow.width, { size: 9.5, font: fonts.regular });
      const earned = row?.answer === CHECKLIST_ANSWER.yes ? question.availablePoints : 0;
      const parts = [
        `${t(35)}: ${answerLabel(row?.answer)}`,
        row?.answer === CHECKLIST_ANSWER.na
          ? t(13, { points: '–' })
          : `${earned}/${t(13, { points: String(question.availablePoints) })}`,
      ];
      if (row?.supplierName) parts.push(`${t(14)}: ${row.supplierName}`);
      flow.paragraph(parts.join('   ·   '), flow.left + 12, flow.width - 12, {
        size: 8.5,
        font: fonts.bold,
        color: GREY,
      });
      if (row?.explanation)
        flow.paragraph(`${t(15)}: ${row.explanation}`, flow.left + 12, flow.width - 12, {
          size: 8.5,
          font: fonts.regular,
          color: GREY,
        });
      for (const item of evidence.filter((e) => e.questionFormId === question.formId)) {
        const line =
          item.kind === 'document'
            ? `${t(29)}: ${item.fileName ?? ''}`
            : `${t(30)}: ${item.entryDescription ?? ''} — ${format.mass(item.entryKgCo2e ?? '0')}`;
        flow.paragraph(`• ${line}`, flow.left + 20, flow.width - 20, { size: 8.5, font: fonts.regular });
      }
    }
  }
  return {
    body: Buffer.from(await doc.save()),
    contentType: 'application/pdf',
    fileName: 'green-checklist.pdf',
  };
}
