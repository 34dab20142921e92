import fontkit from '@pdf-lib/fontkit';
import { formatDate } from '@setledger/shared/format/dates';
import { toMoneyString } from '@setledger/shared/format/money';
import { Decimal } from 'decimal.js';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fontFiles } from '../../purchase-orders/po-pdf.service';
import type { CellValue } from '../export-source';
import type { ExportTable, ExportTableColumn } from '../export-table';
import { EXPORT_TEXT, type ExportTexts } from '../export-texts';

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape
const MARGIN = 32;
const SIZE = 8;
const ROW = 14;
const GREY = rgb(0.4, 0.4, 0.4);
const WEIGHT: Record<ExportTableColumn['type'], number> = {
  text: 3,
  money: 1.6,
  number: 1.3,
  integer: 0.9,
  date: 1.4,
  datetime: 2,
  boolean: 1.1,
};
const RIGHT_ALIGNED = new Set<ExportTableColumn['type']>(['money', 'number', 'integer']);

function shown(value: CellValue, column: ExportTableColumn, texts: ExportTexts): string {
  if (value === null || value === '') return '';
  switch (column.type) {
    case 'money':
      return toMoneyString(value);
    case 'number':
    case 'integer':
      return new Decimal(String(value)).toString();
    case 'date':
      return formatDate(value instanceof Date ? value : `${String(value)}T00:00:00Z`, 'DD/MM/YYYY');
    case 'datetime':
      return formatDate(value instanceof Date ? value : String(value), 'DD/MM/YYYY HH:mm');
    case 'boolean':
      return texts.yesNo(value === true);
    default:
      return String(value).replace(/\s+/g, ' ');
  }
}

/** Cuts a text to `width` with an ellipsis. */
function fit(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * A4 landscape table in DejaVu Sans (every app language's letters): the title, the header row repeated on
 * every page, the rows, a bold totals row for money columns and "page n / m" at the foot of each page.
 */
export async function writePdf(table: ExportTable, texts: ExportTexts, at: Date): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(table.title);
  doc.setProducer('Setledger');
  doc.setCreationDate(at);
  const files = fontFiles();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });

  const usable = PAGE.width - 2 * MARGIN;
  const totalWeight = table.columns.reduce((sum, c) => sum + WEIGHT[c.type], 0) || 1;
  const widths = table.columns.map((c) => (usable * WEIGHT[c.type]) / totalWeight);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = 0;
  const drawRow = (cells: string[], font: PDFFont) => {
    cells.forEach((text, i) => {
      const column = table.columns[i]!;
      const value = fit(text, font, widths[i]! - 6);
      const x = RIGHT_ALIGNED.has(column.type)
        ? lefts[i]! + widths[i]! - 3 - font.widthOfTextAtSize(value, SIZE)
        : lefts[i]! + 3;
      page.drawText(value, { x, y, size: SIZE, font });
    });
    y -= ROW;
  };
  const startPage = (first: boolean) => {
    if (!first) page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
    page.drawText(table.title, { x: MARGIN, y, size: 12, font: bold });
    const stamp = formatDate(at, 'DD/MM/YYYY HH:mm');
    page.drawText(stamp, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(stamp, SIZE),
      y,
      size: SIZE,
      font: regular,
      color: GREY,
    });
    y -= 22;
    page.drawRectangle({ x: MARGIN, y: y - 4, width: usable, height: ROW, color: rgb(0.93, 0.95, 0.95) });
    drawRow(
      table.columns.map((c) => c.label),
      bold,
    );
  };

  startPage(true);
  for (const row of table.rows) {
    if (y < MARGIN + ROW) startPage(false);
    drawRow(
      row.map((value, i) => shown(value, table.columns[i]!, texts)),
      regular,
    );
  }
  if (table.totals.some((total) => total !== null)) {
    if (y < MARGIN + ROW) startPage(false);
    page.drawLine({
      start: { x: MARGIN, y: y + ROW - 2 },
      end: { x: MARGIN + usable, y: y + ROW - 2 },
      thickness: 0.5,
      color: GREY,
    });
    drawRow(
      table.totals.map((total, i) =>
        total !== null ? toMoneyString(total) : i === 0 ? texts.t(EXPORT_TEXT.total) : '',
      ),
      bold,
    );
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = texts.t(EXPORT_TEXT.page, { n: String(index + 1), m: String(pages.length) });
    p.drawText(footer, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(footer, SIZE),
      y: MARGIN / 2,
      size: SIZE,
      font: regular,
      color: GREY,
    });
  });
  return Buffer.from(await doc.save());
}
