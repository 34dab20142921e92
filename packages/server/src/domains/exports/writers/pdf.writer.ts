import type { PDFFont, PDFPage } from 'pdf-lib';
import { pdfLib, rgb } from '../../../lib/lazy-modules';
import { embedFonts } from '../../../lib/pdf/pdf-fonts';
import { CELL_PADDING, fitColumns, naturalWidths, wrapText } from '../../../lib/pdf/pdf-table';
import type { CellValue } from '../export-source';
import type { ExportTable, ExportTableColumn } from '../export-table';
import { EXPORT_TEXT, type ExportTexts } from '../export-texts';

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const A3_LANDSCAPE = { width: 1190.55, height: 841.89 };
const MARGIN = 32;
const SIZES = [8, 7.5, 7, 6.5, 6];
const GREY = rgb(0.4, 0.4, 0.4);
const RIGHT_ALIGNED = new Set<ExportTableColumn['type']>(['money', 'number', 'integer']);

/** A cell as the reader sees it, through the project's formatter (issue 12 item 23). */
function shown(value: CellValue, column: ExportTableColumn, texts: ExportTexts): string {
  if (value === null || value === '') return '';
  const { format } = texts;
  switch (column.type) {
    case 'money':
      return format.money(value);
    case 'number':
    case 'integer':
      return format.number(value);
    case 'date':
      return format.date(value instanceof Date ? value.toISOString().slice(0, 10) : value);
    case 'datetime':
      return format.dateTime(value);
    case 'boolean':
      return texts.yesNo(value === true);
    default:
      return String(value).replace(/\s+/g, ' ').trim();
  }
}

/** The page size and column widths: A4 landscape, else A3 landscape, else a page as wide as the table. */
function layOut(
  table: ExportTable,
  cells: string[][],
  totals: string[] | null,
  fonts: { regular: PDFFont; bold: PDFFont },
) {
  const specs = table.columns.map((column, i) => ({
    header: column.label,
    cells: cells.map((row) => row[i]!),
    boldCells: totals ? [totals[i]!] : [],
    align: RIGHT_ALIGNED.has(column.type) ? ('right' as const) : ('left' as const),
    wraps: column.type === 'text',
  }));
  for (const page of [A4_LANDSCAPE, A3_LANDSCAPE]) {
    const layout = fitColumns(specs, fonts, SIZES, page.width - 2 * MARGIN);
    if (layout) return { page, layout };
  }
  const size = SIZES.at(-1)!;
  const widths = naturalWidths(specs, fonts, size);
  const width = widths.reduce((a, b) => a + b, 0);
  return { page: { width: width + 2 * MARGIN, height: A3_LANDSCAPE.height }, layout: { size, widths } };
}

/**
 * A landscape table in DejaVu Sans (every app language's letters): the title, the header row repeated on
 * every page, the rows, a bold totals row for money columns and "page n / m" at the foot of each page.
 * Columns are sized from their measured content and text wraps: no value is ever cut (issue 12 item 21).
 */
export async function writePdf(table: ExportTable, texts: ExportTexts, at: Date): Promise<Buffer> {
  const doc = await pdfLib().PDFDocument.create();
  doc.setTitle(table.title);
  doc.setProducer('Setledger');
  doc.setCreationDate(at);
  const fonts = await embedFonts(doc);
  const { regular, bold } = fonts;

  const rows = table.rows.map((row) => row.map((value, i) => shown(value, table.columns[i]!, texts)));
  const hasTotals = table.totals.some((total) => total !== null);
  const totals = table.totals.map((total, i) =>
    total !== null ? texts.format.money(total) : i === 0 ? texts.t(EXPORT_TEXT.total) : '',
  );
  const { page: size, layout } = layOut(table, rows, hasTotals ? totals : null, fonts);
  const fontSize = layout.size;
  const lineHeight = fontSize * 1.3;
  const usable = layout.widths.reduce((a, b) => a + b, 0);
  const lefts = layout.widths.map((_, i) => MARGIN + layout.widths.slice(0, i).reduce((a, b) => a + b, 0));

  let page: PDFPage = doc.addPage([size.width, size.height]);
  let y = 0;
  const linesOf = (cells: string[], font: PDFFont) =>
    cells.map((text, i) => wrapText(text, font, fontSize, layout.widths[i]! - 2 * CELL_PADDING));
  const heightOf = (lines: string[][]) => Math.max(1, ...lines.map((l) => l.length)) * lineHeight + 4;
  const drawRow = (lines: string[][], font: PDFFont) => {
    lines.forEach((cellLines, i) => {
      const isRight = RIGHT_ALIGNED.has(table.columns[i]!.type);
      cellLines.forEach((line, n) => {
        const x = isRight
          ? lefts[i]! + layout.widths[i]! - CELL_PADDING - font.widthOfTextAtSize(line, fontSize)
          : lefts[i]! + CELL_PADDING;
        page.drawText(line, { x, y: y - fontSize - n * lineHeight, size: fontSize, font });
      });
    });
    y -= heightOf(lines);
  };
  const header = linesOf(
    table.columns.map((c) => c.label),
    bold,
  );
  const startPage = (first: boolean) => {
    if (!first) page = doc.addPage([size.width, size.height]);
    y = size.height - MARGIN;
    page.drawText(table.title, { x: MARGIN, y: y - 12, size: 12, font: bold });
    const stamp = texts.format.dateTime(at);
    page.drawText(stamp, {
      x: size.width - MARGIN - regular.widthOfTextAtSize(stamp, 8),
      y: y - 12,
      size: 8,
      font: regular,
      color: GREY,
    });
    y -= 24;
    const height = heightOf(header);
    page.drawRectangle({ x: MARGIN, y: y - height, width: usable, height, color: rgb(0.93, 0.95, 0.95) });
    drawRow(header, bold);
  };
  const fits = (height: number) => y - height >= MARGIN + 8;

  startPage(true);
  for (const row of rows) {
    const lines = linesOf(row, regular);
    if (!fits(heightOf(lines))) startPage(false);
    drawRow(lines, regular);
  }
  if (hasTotals) {
    const lines = linesOf(totals, bold);
    if (!fits(heightOf(lines))) startPage(false);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + usable, y },
      thickness: 0.5,
      color: GREY,
    });
    drawRow(lines, bold);
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = texts.t(EXPORT_TEXT.page, { n: String(index + 1), m: String(pages.length) });
    p.drawText(footer, {
      x: p.getWidth() - MARGIN - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return Buffer.from(await doc.save());
}
