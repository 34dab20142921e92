import type { Formatter } from '@setledger/shared/format/formatter';
import {
  GREEN_REPORT_CHAPTER_TEXT,
  GREEN_REPORT_LINE_TEXT,
  GREEN_REPORT_UNIT_TEXT,
  quantityTextOf,
} from '@setledger/shared/green/green-reports.texts';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';

import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { excelJs, pdfLib, rgb } from '../../lib/lazy-modules';
import { GREY, PdfFlow } from '../../lib/pdf/pdf-flow';
import { embedFonts } from '../../lib/pdf/pdf-fonts';
import { fitColumns, naturalWidths, type TableColumnSpec } from '../../lib/pdf/pdf-table';
import { getProjectFormatter } from '../projects';
import { type GreenReport, getGreenReport, type LeftOutGroup } from './green-reports.service';

type T = (n: number, params?: Record<string, string>) => string;
const A4 = { width: 595.28, height: 841.89 };
const SHADE = rgb(0.93, 0.95, 0.95);

const named = (t: T, table: Readonly<Record<string, number>>, key: string) =>
  table[key] === undefined ? key : t(table[key]!);
const quantityName = (t: T, key: string) => {
  const n = quantityTextOf(key);
  return n === undefined ? key : t(n);
};
const reportTitle = (t: T, report: GreenReport) => t(report.kind === 'pear' ? 3 : 2);
const leftOutName = (t: T, group: LeftOutGroup) =>
  group.carbonCategory === null ? t(24) : t(23, { category: String(group.carbonCategory) });

/**
 * A report's file (issue 16): xlsx laid out for copying into the calculator, or a PDF summary, in the caller's
 * language and the project's locale. Null (the route's 404) when the caller may not read the report.
 */
export async function greenReportFile(
  services: Services,
  actor: Actor,
  input: { report: string; format: 'xlsx' | 'pdf'; from: string | null; to: string | null; pending: boolean },
) {
  let report: GreenReport;
  try {
    report = await getGreenReport(services, actor, {
      report: input.report,
      from: input.from,
      to: input.to,
      includePending: input.pending,
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== 'SERVICE_UNAVAILABLE') return null;
    throw error;
  }
  const lang = languageCodeToTag(actor.language);
  const t: T = (n, params) => serverText('green-reports', n, lang, params);
  const format = await getProjectFormatter(services, actor.projectId, actor.language);
  const name = report.kind === 'pear' ? 'pear-report' : 'carbon-clap-report';
  if (input.format === 'xlsx')
    return {
      body: await reportXlsx(report, t),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `${name}.xlsx`,
    };
  return {
    body: await reportPdf(report, t, format),
    contentType: 'application/pdf',
    fileName: `${name}.pdf`,
  };
}

const sheetName = (text: string, used: Set<string>) => {
  let name = text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  while (used.has(name)) name = `${name.slice(0, 28)} ${used.size}`;
  used.add(name);
  return name;
};

/** One sheet per chapter (line, kg CO2e, then its quantities with units), and a reconciliation sheet; cells numeric. */
async function reportXlsx(report: GreenReport, t: T): Promise<Buffer> {
  const book = new (excelJs().Workbook)();
  const used = new Set<string>();
  for (const chapter of report.chapters) {
    const title = named(t, GREEN_REPORT_CHAPTER_TEXT, chapter.key);
    const sheet = book.addWorksheet(sheetName(title, used));
    sheet.columns = [{ width: 34 }, { width: 14 }, { width: 30 }, { width: 14 }, { width: 14 }];
    sheet.addRow([title]).font = { bold: true, size: 13 };
    if (!chapter.counted) sheet.addRow([t(22)]);
    sheet.addRow([t(28), t(16), t(29), t(18), t(30)]).font = { bold: true };
    for (const line of chapter.lines) {
      sheet.addRow([named(t, GREEN_REPORT_LINE_TEXT, line.key), Number(line.kgCo2e)]);
      for (const q of line.quantities)
        sheet.addRow([
          '',
          null,
          quantityName(t, q.key),
          Number(q.quantity),
          named(t, GREEN_REPORT_UNIT_TEXT, q.unit),
        ]);
    }
    sheet.addRow([t(11), Number(chapter.kgCo2e)]).font = { bold: true };
    sheet.getColumn(2).numFmt = '#,##0.00';
    sheet.getColumn(4).numFmt = '#,##0.00';
  }
  const sheet = book.addWorksheet(sheetName(t(15), used));
  sheet.columns = [{ width: 48 }, { width: 16 }, { width: 10 }];
  sheet.addRow([reportTitle(t, report)]).font = { bold: true, size: 13 };
  sheet.addRow([t(40)]);
  sheet.addRow([t(11), Number(report.totalKgCo2e), report.totalEntries]);
  for (const group of report.leftOut)
    sheet.addRow([leftOutName(t, group), Number(group.kgCo2e), group.entries]);
  sheet.addRow([t(13), Number(report.leftOutKgCo2e)]);
  sheet.addRow([t(12), Number(report.ledgerKgCo2e), report.ledgerEntries]).font = { bold: true };
  sheet.getColumn(2).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The summary: title, period, the chapters with their lines and quantities, and the reconciliation. */
async function reportPdf(report: GreenReport, t: T, format: Formatter): Promise<Buffer> {
  const doc = await pdfLib().PDFDocument.create();
  const title = reportTitle(t, report);
  doc.setTitle(title);
  doc.setProducer('Setledger');
  const fonts = await embedFonts(doc);
  const { regular, bold } = fonts;
  const flow = new PdfFlow(doc, A4, 48);
  flow.paragraph(title, flow.left, flow.width, { size: 18, font: bold });
  const period =
    report.scope.from || report.scope.to
      ? `${report.scope.from ? format.date(report.scope.from) : '…'} – ${report.scope.to ? format.date(report.scope.to) : '…'}`
      : t(38);
  flow.paragraph(`${t(37)}: ${period}`, flow.left, flow.width, { size: 10, font: regular, color: GREY });
  if (report.scope.includePending)
    flow.paragraph(t(44), flow.left, flow.width, { size: 10, font: regular, color: GREY });
  flow.y -= 8;
  const table = (rows: string[][], headers: string[], boldLast = false) => {
    const columns: TableColumnSpec[] = headers.map((header, i) => ({
      header,
      cells: rows.map((r) => r[i]!),
      align: i === 0 || i === 2 ? 'left' : 'right',
      wraps: i === 0 || i === 2,
    }));
    const layout = fitColumns(columns, fonts, [9, 8, 7], flow.width) ?? {
      size: 7,
      widths: naturalWidths(columns, fonts, 7),
    };
    const aligns = columns.map((c) => c.align);
    flow.row(headers, layout, aligns, { font: bold, background: SHADE });
    rows.forEach((row, i) => {
      flow.row(row, layout, aligns, { font: boldLast && i === rows.length - 1 ? bold : regular });
    });
    flow.y -= 10;
  };
  for (const chapter of report.chapters) {
    flow.ensure(60);
    flow.paragraph(named(t, GREEN_REPORT_CHAPTER_TEXT, chapter.key), flow.left, flow.width, {
      size: 12,
      font: bold,
    });
    if (!chapter.counted)
      flow.paragraph(t(22), flow.left, flow.width, { size: 9, font: regular, color: GREY });
    const rows = chapter.lines.flatMap((line) => [
      [named(t, GREEN_REPORT_LINE_TEXT, line.key), format.number(line.kgCo2e, 2), '', ''],
      ...line.quantities.map((q) => [
        '',
        '',
        quantityName(t, q.key),
        `${format.number(q.quantity, 2)} ${named(t, GREEN_REPORT_UNIT_TEXT, q.unit)}`,
      ]),
    ]);
    rows.push([t(11), format.number(chapter.kgCo2e, 2), '', '']);
    table(rows, [t(28), t(16), t(29), t(18)], true);
  }
  flow.ensure(80);
  flow.paragraph(t(15), flow.left, flow.width, { size: 12, font: bold });
  flow.paragraph(t(40), flow.left, flow.width, { size: 9, font: regular, color: GREY });
  const rows = [
    [t(11), format.number(report.totalKgCo2e, 2), '', String(report.totalEntries)],
    ...report.leftOut.map((g) => [leftOutName(t, g), format.number(g.kgCo2e, 2), '', String(g.entries)]),
    [t(14), format.number(report.leftOutKgCo2e, 2), '', ''],
    [t(12), format.number(report.ledgerKgCo2e, 2), '', String(report.ledgerEntries)],
  ];
  table(rows, [t(43), t(16), '', t(17)], true);
  flow.paragraph(t(39, { date: format.date(new Date().toISOString().slice(0, 10)) }), flow.left, flow.width, {
    size: 8,
    font: regular,
    color: GREY,
  });
  return Buffer.from(await doc.save());
}
