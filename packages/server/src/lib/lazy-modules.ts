import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import type Nodemailer from 'nodemailer';
import type * as PdfLib from 'pdf-lib';

/**
 * Libraries only exports, imports and mail need, loaded on first use instead of at every start (issue 17:
 * exceljs, pdf-lib, fontkit and nodemailer took 1 s of a 5 s start). Each is a CommonJS package: `require`
 * gives the same object as the default import did.
 */
const requireLazily = createRequire(import.meta.url);

function once<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

export const excelJs = once(() => requireLazily('exceljs') as typeof ExcelJS);
export const pdfLib = once(() => requireLazily('pdf-lib') as typeof PdfLib);
export const fontkit = once(
  () => requireLazily('@pdf-lib/fontkit') as Parameters<PdfLib.PDFDocument['registerFontkit']>[0],
);
export const nodemailer = once(() => requireLazily('nodemailer') as typeof Nodemailer);

/** pdf-lib's `rgb()` (a plain value), so a module can hold its colours as constants without loading pdf-lib. */
export const rgb = (red: number, green: number, blue: number): PdfLib.RGB =>
  ({ type: 'RGB', red, green, blue }) as PdfLib.RGB;
