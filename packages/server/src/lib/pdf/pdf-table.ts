import type { PDFFont } from 'pdf-lib';

/** One column to lay out: its header, its cells as shown, and whether its cells may wrap on spaces. */
export interface TableColumnSpec {
  header: string;
  cells: readonly string[];
  /** Cells drawn in bold (a totals row), measured in bold. */
  boldCells?: readonly string[];
  align: 'left' | 'right';
  /** Text may wrap between words; numbers, amounts and dates never wrap nor shrink below their width. */
  wraps: boolean;
}

export interface TableLayout {
  size: number;
  widths: number[];
}

/** Space left and right of a cell's text. */
export const CELL_PADDING = 3;

/** Text wraps at ordinary spaces only: the no-break spaces inside a formatted amount never break it. */
const BREAKS = /[ \t]+/;

/** The widest word of a text. */
function widestWord(text: string, font: PDFFont, size: number): number {
  return Math.max(0, ...text.split(BREAKS).map((w) => font.widthOfTextAtSize(w, size)));
}

/**
 * Column widths from measured text (issue 12 item 21): every number and date gets its full width, every
 * header and text at least its widest word; what is left of `available` goes to the columns whose text would
 * otherwise wrap. The largest of `sizes` that fits is used; null when none does (the caller turns the page).
 */
export function fitColumns(
  columns: readonly TableColumnSpec[],
  fonts: { regular: PDFFont; bold: PDFFont },
  sizes: readonly number[],
  available: number,
): TableLayout | null {
  // First every word whole at any size; only then may a single word wider than a third of the width (a
  // pasted link, never a number or a date) be broken inside.
  for (const wordCap of [Number.POSITIVE_INFINITY, available / 3]) {
    for (const size of sizes) {
      const layout = tryColumns(columns, fonts, size, available, wordCap);
      if (layout) return layout;
    }
  }
  return null;
}

function tryColumns(
  columns: readonly TableColumnSpec[],
  fonts: { regular: PDFFont; bold: PDFFont },
  size: number,
  available: number,
  wordCap: number,
): TableLayout | null {
  const pad = 2 * CELL_PADDING;
  const mins: number[] = [];
  const naturals: number[] = [];
  for (const column of columns) {
    const cells = [
      ...column.cells.map((text) => ({ text, font: fonts.regular })),
      ...(column.boldCells ?? []).map((text) => ({ text, font: fonts.bold })),
    ];
    const headerWord = widestWord(column.header, fonts.bold, size);
    const headerFull = fonts.bold.widthOfTextAtSize(column.header, size);
    const cellFull = Math.max(0, ...cells.map((c) => c.font.widthOfTextAtSize(c.text, size)));
    const cellWord = column.wraps
      ? Math.min(Math.max(0, ...cells.map((c) => widestWord(c.text, c.font, size))), wordCap)
      : cellFull;
    mins.push(Math.max(headerWord, cellWord) + pad);
    naturals.push(Math.max(headerFull, cellFull) + pad);
  }
  const minTotal = mins.reduce((a, b) => a + b, 0);
  if (minTotal > available) return null;
  const naturalTotal = naturals.reduce((a, b) => a + b, 0);
  if (naturalTotal <= available) {
    // Everything on one line: the room left is shared in proportion, so the table spans the width.
    const stretch = available / naturalTotal;
    return { size, widths: naturals.map((w) => w * stretch) };
  }
  const share = (available - minTotal) / (naturalTotal - minTotal);
  return { size, widths: mins.map((min, i) => min + (naturals[i]! - min) * share) };
}

/** Every column on one line at `size`: the width of a table that never wraps. */
export function naturalWidths(
  columns: readonly TableColumnSpec[],
  fonts: { regular: PDFFont; bold: PDFFont },
  size: number,
): number[] {
  return columns.map(
    (column) =>
      Math.max(
        fonts.bold.widthOfTextAtSize(column.header, size),
        ...column.cells.map((c) => fonts.regular.widthOfTextAtSize(c, size)),
        ...(column.boldCells ?? []).map((c) => fonts.bold.widthOfTextAtSize(c, size)),
      ) +
      2 * CELL_PADDING,
  );
}

/** Lines of a text that fit `width`: wrapped between words, a word wider than the width broken inside. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width + 0.01;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(BREAKS).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
