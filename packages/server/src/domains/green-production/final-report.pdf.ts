import type { Formatter } from '@setledger/shared/format/formatter';
import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import { GREEN_REPORT_CHAPTER_TEXT } from '@setledger/shared/green/green-reports.texts';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { eq } from 'drizzle-orm';

import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { pdfLib, rgb } from '../../lib/lazy-modules';
import { GREY, PdfFlow } from '../../lib/pdf/pdf-flow';
import { embedFonts } from '../../lib/pdf/pdf-fonts';
import { fitColumns, naturalWidths, type TableColumnSpec } from '../../lib/pdf/pdf-table';
import { plansWithActions, readsActions } from '../green-actions';
import { getProjectFormatter, projects } from '../projects';
import { readsProduction } from './green-production.policy';
import { type GreenProduction, getGreenProduction } from './green-production.service';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const SIZES = [9, 8.5, 8, 7.5, 7];
const SHADE = rgb(0.93, 0.95, 0.95);
/** The final report lists at most this many plans (each with at most 200 actions). */
const PLANS_MAX = 100;

/** Category names as the green table says them (form 'green-table'). */
const CATEGORY_TEXT: Record<string, number> = {
  location: 13,
  accommodation: 14,
  generatorEnergy: 15,
  transportation: 16,
  waste: 17,
  meal: 18,
};
export function categoryText(code: number, lang: string) {
  const known = CATEGORY_TEXT[carbonCategoryName(code) ?? ''];
  return known
    ? serverText('green-table', known, lang)
    : serverText('green-table', 19, lang, { n: String(code) });
}
const ACTION_STATUS_TEXT: Record<string, number> = { todo: 51, inProgress: 52, done: 53, cancelled: 54 };
const PLAN_STATUS_TEXT: Record<string, number> = { active: 61, completed: 62 };

interface Writer {
  flow: PdfFlow;
  fonts: {
    regular: Awaited<ReturnType<typeof embedFonts>>['regular'];
    bold: Awaited<ReturnType<typeof embedFonts>>['bold'];
  };
  t: (n: number, params?: Record<string, string>) => string;
  format: Formatter;
  lang: string;
}

function heading(w: Writer, text: string) {
  w.flow.y -= 10;
  w.flow.ensure(40);
  w.flow.text(text, w.flow.left, { size: 13, font: w.fonts.bold });
  w.flow.y -= 20;
}

/** A measured table: header row shaded, then its rows; columns from the values (lib/pdf). */
function table(w: Writer, columns: TableColumnSpec[]) {
  const { flow, fonts } = w;
  const layout = fitColumns(columns, fonts, SIZES, flow.width) ?? {
    size: SIZES.at(-1)!,
    widths: naturalWidths(columns, fonts, SIZES.at(-1)!),
  };
  const aligns = columns.map((c) => c.align);
  const header = () =>
    flow.row(
      columns.map((c) => c.header),
      layout,
      aligns,
      { font: fonts.bold, background: SHADE },
    );
  header();
  flow.onNewPage = header;
  const rows = Math.max(0, ...columns.map((c) => c.cells.length));
  for (let i = 0; i < rows; i++)
    flow.row(
      columns.map((c) => c.cells[i] ?? ''),
      layout,
      aligns,
      { font: fonts.regular },
    );
  const bolds = Math.max(0, ...columns.map((c) => c.boldCells?.length ?? 0));
  for (let i = 0; i < bolds; i++)
    flow.row(
      columns.map((c) => c.boldCells?.[i] ?? ''),
      layout,
      aligns,
      { font: fonts.bold },
    );
  flow.onNewPage = null;
  flow.y -= 6;
}

const left = (header: string, cells: string[], boldCells?: string[]): TableColumnSpec => ({
  header,
  cells,
  boldCells,
  align: 'left',
  wraps: true,
});
const right = (header: string, cells: string[], boldCells?: string[]): TableColumnSpec => ({
  header,
  cells,
  boldCells,
  align: 'right',
  wraps: false,
});

function line(w: Writer, label: string, value: string) {
  w.flow.ensure(16);
  w.flow.text(label, w.flow.left, { size: 10, font: w.fonts.regular });
  w.flow.textRight(value, w.flow.right, { size: 10, font: w.fonts.bold });
  w.flow.y -= 15;
}

function footprintSection(w: Writer, summary: GreenProduction, lang: string) {
  const { t, format } = w;
  const kg = (v: string) => format.number(v, 2);
  heading(w, t(2));
  line(w, `${t(3)} (${t(37)})`, kg(summary.footprint.total.kgCo2e));
  line(w, `${t(4)} (${t(37)})`, kg(summary.footprint.actual.kgCo2e));
  line(w, `${t(5)} (${t(37)})`, kg(summary.footprint.pending.kgCo2e));
  const rows = summary.footprint.byCategory;
  if (rows.length === 0) return;
  heading(w, t(36));
  table(w, [
    left(
      t(8),
      rows.map((r) => categoryText(r.category, lang)),
      [t(3)],
    ),
    right(
      t(9),
      rows.map((r) => String(r.total.count)),
      [String(summary.footprint.total.count)],
    ),
    right(
      `${t(4)} (${t(37)})`,
      rows.map((r) => kg(r.actual.kgCo2e)),
      [kg(summary.footprint.actual.kgCo2e)],
    ),
    right(
      `${t(5)} (${t(37)})`,
      rows.map((r) => kg(r.pending.kgCo2e)),
      [kg(summary.footprint.pending.kgCo2e)],
    ),
    right(
      `${t(6)} (${t(37)})`,
      rows.map((r) => kg(r.estimates.kgCo2e)),
      [''],
    ),
    right(
      t(3),
      rows.map((r) => kg(r.total.kgCo2e)),
      [kg(summary.footprint.total.kgCo2e)],
    ),
  ]);
}

function removalsSection(w: Writer, summary: GreenProduction) {
  if (!summary.removals) return;
  const kg = (v: string) => `${w.format.number(v, 2)} ${w.t(37)}`;
  heading(w, w.t(10));
  w.flow.paragraph(w.t(14), w.flow.left, w.flow.width, { size: 9, font: w.fonts.regular, color: GREY });
  w.flow.y -= 4;
  line(w, w.t(11), kg(summary.removals.grossKgCo2e));
  line(w, w.t(12), kg(summary.removals.removedKgCo2e));
  line(w, w.t(13), kg(summary.removals.netKgCo2e));
}

function reportsSection(w: Writer, summary: GreenProduction) {
  if (summary.reports.length === 0) return;
  const kg = (v: string) => w.format.number(v, 2);
  heading(w, w.t(19));
  table(w, [
    left(
      '',
      summary.reports.map((r) => w.t(r.kind === 'pear' ? 46 : 45)),
    ),
    right(
      `${w.t(44)} (${w.t(37)})`,
      summary.reports.map((r) => kg(r.totalKgCo2e)),
    ),
    right(
      `${w.t(47)} (${w.t(37)})`,
      summary.reports.map((r) => kg(r.ledgerKgCo2e)),
    ),
    right(
      `${w.t(48)} (${w.t(37)})`,
      summary.reports.map((r) => kg(r.leftOutKgCo2e)),
    ),
  ]);
  // Each report's chapters, named as the report names them (form 'green-reports').
  for (const report of summary.reports) {
    if (report.chapters.length === 0) continue;
    const title = w.t(report.kind === 'pear' ? 46 : 45);
    table(w, [
      left(
        title,
        report.chapters.map((c) =>
          GREEN_REPORT_CHAPTER_TEXT[c.key] === undefined
            ? c.key
            : serverText('green-reports', GREEN_REPORT_CHAPTER_TEXT[c.key]!, w.lang),
        ),
        [w.t(44)],
      ),
      right(
        w.t(37),
        report.chapters.map((c) => kg(c.kgCo2e)),
        [kg(report.totalKgCo2e)],
      ),
    ]);
  }
}

/** A checklist department as the checklist names it (form 'green-checklist-questions', by its formId). */
const departmentName = (d: { name: string; formId: number }, lang: string) => {
  const text = serverText('green-checklist-questions', d.formId, lang);
  return text.startsWith('green-checklist-questions:') ? d.name : text;
};

function checklistSection(w: Writer, summary: GreenProduction) {
  const checklist = summary.checklist;
  if (!checklist) return;
  heading(w, w.t(17));
  const scoreText = (s: { score: number; maxScore: number; answered: number; questions: number }) =>
    w.t(55, {
      score: String(s.score),
      max: String(s.maxScore),
      answered: String(s.answered),
      questions: String(s.questions),
    });
  w.flow.paragraph(scoreText(checklist), w.flow.left, w.flow.width, { size: 10, font: w.fonts.bold });
  w.flow.y -= 4;
  if (checklist.departments.length === 0) return;
  table(w, [
    left(
      w.t(49),
      checklist.departments.map((d) => departmentName(d, w.lang)),
    ),
    right(
      w.t(18),
      checklist.departments.map((d) => `${d.score} / ${d.maxScore}`),
    ),
    right(
      w.t(50),
      checklist.departments.map((d) => `${d.answered} / ${d.questions}`),
    ),
  ]);
  if (checklist.evidence.length === 0) return;
  const kg = (v: string | undefined) => (v === undefined ? '' : w.format.number(v, 2));
  table(w, [
    left(
      w.t(68),
      checklist.evidence.map((e) => serverText('green-checklist-questions', e.questionFormId, w.lang)),
    ),
    left(
      w.t(69),
      checklist.evidence.map((e) => e.label),
    ),
    right(
      w.t(37),
      checklist.evidence.map((e) => kg(e.kgCo2e)),
    ),
  ]);
}

function prerequisitesSection(w: Writer, summary: GreenProduction, lang: string) {
  const p = summary.prerequisites;
  const kg = (v: string) => `${w.format.number(v, 2)} ${w.t(37)}`;
  heading(w, w.t(21));
  const counted = (label: string, c: { count: number; kgCo2e: string }) =>
    line(w, label, `${w.t(56, { count: String(c.count) })} · ${kg(c.kgCo2e)}`);
  counted(w.t(23), p.unverified);
  counted(w.t(24), p.estimates);
  counted(w.t(25), p.pending);
  const missing = p.missingCategories.map((c) => categoryText(c, lang)).join(', ');
  w.flow.ensure(16);
  w.flow.text(w.t(26), w.flow.left, { size: 10, font: w.fonts.regular });
  w.flow.y -= 14;
  w.flow.paragraph(missing || '—', w.flow.left + 12, w.flow.width - 12, { size: 9, font: w.fonts.regular });
}

async function plansSection(w: Writer, services: Services, actor: Actor) {
  heading(w, w.t(38));
  const plans = readsActions(actor) ? await plansWithActions(services, actor, PLANS_MAX) : [];
  if (plans.length === 0) {
    w.flow.paragraph(w.t(43), w.flow.left, w.flow.width, { size: 10, font: w.fonts.regular });
    return;
  }
  const date = (d: string | null) => (d ? w.format.date(d) : '');
  for (const plan of plans) {
    w.flow.ensure(50);
    w.flow.paragraph(plan.title, w.flow.left, w.flow.width, { size: 11, font: w.fonts.bold });
    const facts = [
      w.t(PLAN_STATUS_TEXT[plan.status] ?? 61),
      plan.ownerName ?? '',
      plan.dueDate ? `${w.t(41)} ${date(plan.dueDate)}` : '',
    ].filter(Boolean);
    w.flow.paragraph(facts.join(' · '), w.flow.left, w.flow.width, {
      size: 9,
      font: w.fonts.regular,
      color: GREY,
    });
    if (plan.description)
      w.flow.paragraph(plan.description, w.flow.left, w.flow.width, { size: 9, font: w.fonts.regular });
    w.flow.y -= 4;
    if (plan.actions.length === 0) continue;
    table(w, [
      left(
        w.t(39),
        plan.actions.map((a) => a.title),
      ),
      left(
        w.t(40),
        plan.actions.map((a) => a.ownerName ?? ''),
      ),
      right(
        w.t(41),
        plan.actions.map((a) => date(a.dueDate)),
      ),
      left(
        w.t(42),
        plan.actions.map(
          (a) => `${w.t(ACTION_STATUS_TEXT[a.status] ?? 51)}${a.isOverdue ? ` (${w.t(16)})` : ''}`,
        ),
      ),
    ]);
  }
}

/**
 * The final report (issue 16): one PDF for the funder assembling the footprint, the calculator reports, the
 * checklist, the removals (apart), the prerequisites still open and the action plans, in the caller's language
 * with the project's number and date format. Null for a caller who may not read it (the route answers 404).
 */
export async function finalReportPdf(services: Services, actor: Actor) {
  if (!readsProduction(actor)) return null;
  const lang = languageCodeToTag(actor.language);
  const t = (n: number, params?: Record<string, string>) => serverText('green-production', n, lang, params);
  const [summary, format, [project]] = await Promise.all([
    getGreenProduction(services, actor),
    getProjectFormatter(services, actor.projectId, actor.language),
    services.db.select({ titre: projects.titre }).from(projects).where(eq(projects.id, actor.projectId)),
  ]);
  const doc = await pdfLib().PDFDocument.create();
  const title = t(33);
  doc.setTitle(`${title} · ${project?.titre ?? ''}`);
  doc.setProducer('Setledger');
  doc.setCreationDate(new Date());
  const fonts = await embedFonts(doc);
  const flow = new PdfFlow(doc, A4, MARGIN);
  const w: Writer = { flow, fonts, t, format, lang };
  flow.text(title, flow.left, { size: 20, font: fonts.bold });
  flow.y -= 28;
  flow.paragraph(project?.titre ?? '', flow.left, flow.width, { size: 13, font: fonts.bold });
  flow.paragraph(t(34, { date: format.spelledDate(new Date()) }), flow.left, flow.width, {
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
  footprintSection(w, summary, lang);
  removalsSection(w, summary);
  reportsSection(w, summary);
  checklistSection(w, summary);
  prerequisitesSection(w, summary, lang);
  await plansSection(w, services, actor);
  const body = Buffer.from(await doc.save());
  const name = (project?.titre ?? 'project').replace(/[^\w.-]+/g, '_');
  return { body, contentType: 'application/pdf', fileName: `final_report_${name}.pdf` };
}
