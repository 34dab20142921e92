import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { rgb } from '../lazy-modules';
import { CELL_PADDING, type TableLayout, wrapText } from './pdf-table';

export const GREY = rgb(0.4, 0.4, 0.4);
const BLACK = rgb(0, 0, 0);

/**
 * A top-to-bottom writer over pages: `y` is the top of the next line; a block that does not fit below
 * starts a new page. Every text is measured, so nothing is drawn over another (issue 12 item 21).
 */
export class PdfFlow {
  page: PDFPage;
  y: number;
  /** Drawn at the top of every new page (a table's header while the table runs). */
  onNewPage: (() => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly size: { width: number; height: number },
    readonly margin: number,
  ) {
    this.page = doc.addPage([size.width, size.height]);
    this.y = size.height - margin;
  }

  get left() {
    return this.margin;
  }
  get right() {
    return this.size.width - this.margin;
  }
  get width() {
    return this.size.width - 2 * this.margin;
  }

  /** Starts a new page when `height` does not fit below. */
  ensure(height: number) {
    if (this.y - height >= this.margin + 12) return;
    this.page = this.doc.addPage([this.size.width, this.size.height]);
    this.y = this.size.height - this.margin;
    this.onNewPage?.();
  }

  /** Draws one line whose top is at `top` (default: the flow's y); text baseline below it. */
  text(value: string, x: number, opts: { size: number; font: PDFFont; color?: RGB; top?: number }) {
    this.page.drawText(value, {
      x,
      y: (opts.top ?? this.y) - opts.size,
      size: opts.size,
      font: opts.font,
      color: opts.color ?? BLACK,
    });
  }

  /** A right-aligned line ending at `xRight`. */
  textRight(value: string, xRight: number, opts: { size: number; font: PDFFont; color?: RGB; top?: number }) {
    this.text(value, xRight - opts.font.widthOfTextAtSize(value, opts.size), opts);
  }

  /** A wrapped paragraph at x within width; moves y below it and returns its height. */
  paragraph(value: string, x: number, width: number, opts: { size: number; font: PDFFont; color?: RGB }) {
    const lines = wrapText(value, opts.font, opts.size, width);
    const lineHeight = opts.size * 1.3;
    for (const line of lines) {
      this.ensure(lineHeight);
      this.text(line, x, opts);
      this.y -= lineHeight;
    }
    return lines.length * lineHeight;
  }

  /**
   * One table row from `layout`: each cell wrapped to its column (right-aligned ones never wrap, as their
   * width is their widest value), the row as tall as its tallest cell.
   */
  row(
    cells: readonly string[],
    layout: TableLayout,
    aligns: readonly ('left' | 'right')[],
    opts: { font: PDFFont; x?: number; background?: RGB },
  ) {
    const size = layout.size;
    const lineHeight = size * 1.3;
    const lines = cells.map((cell, i) =>
      wrapText(cell, opts.font, size, layout.widths[i]! - 2 * CELL_PADDING),
    );
    const height = Math.max(1, ...lines.map((l) => l.length)) * lineHeight + 4;
    this.ensure(height);
    let x = opts.x ?? this.left;
    if (opts.background) {
      const width = layout.widths.reduce((a, b) => a + b, 0);
      this.page.drawRectangle({ x, y: this.y - height, width, height, color: opts.background });
    }
    lines.forEach((cellLines, i) => {
      const width = layout.widths[i]!;
      cellLines.forEach((line, n) => {
        const top = this.y - 2 - n * lineHeight;
        if (aligns[i] === 'right')
          this.textRight(line, x + width - CELL_PADDING, { size, font: opts.font, top });
        else this.text(line, x + CELL_PADDING, { size, font: opts.font, top });
      });
      x += width;
    });
    this.y -= height;
  }
}
