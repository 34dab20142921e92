import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text as PDF.js extracts it: its characters, where it starts and how wide it is (points). */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

/**
 * Reads a PDF back with Mozilla's PDF.js (the viewer of Firefox): every page's size and text runs in reading
 * order (top to bottom, left to right). Tests assert on what a reader's viewer or a text extractor gets.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    }
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    pages.push({ width, height, items });
  }
  await doc.destroy();
  return pages;
}

/** The text runs of all pages. */
export const allTexts = (pages: PdfPageText[]): string[] => pages.flatMap((p) => p.items.map((i) => i.text));

/** Pairs of runs on the same line (within 2 pt) whose boxes overlap: text printed over other text. */
export function overprints(pages: PdfPageText[]): [string, string][] {
  const found: [string, string][] = [];
  for (const page of pages) {
    for (let i = 0; i < page.items.length; i++) {
      for (let j = i + 1; j < page.items.length; j++) {
        const a = page.items[i]!;
        const b = page.items[j]!;
        if (Math.abs(a.y - b.y) > 2) continue;
        const [left, right] = a.x <= b.x ? [a, b] : [b, a];
        if (left.x + left.width > right.x + 0.5) found.push([left.text, right.text]);
      }
    }
  }
  return found;
}
