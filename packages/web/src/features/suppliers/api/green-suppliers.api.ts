import {
  GREEN_SUPPLIER_COLUMNS,
  GREEN_SUPPLIER_HEADER_TEXT,
} from '@setledger/shared/suppliers/green-suppliers';
import { saveBlob } from '../../../lib/files';
import { gqlUpload } from '../../../lib/graphql';
import {
  LoadGreenSuppliersDocument,
  type LoadGreenSuppliersMutation,
} from './operations/load-green-suppliers.generated';

export type GreenSupplierImport = LoadGreenSuppliersMutation['LoadGreenSuppliers'];
export type GreenSupplierRow = GreenSupplierImport['rows'][number];

/** Commit false: every row's outcome, nothing written. Commit true: the valid rows written in one transaction. */
export async function loadGreenSuppliers(file: File, commit: boolean): Promise<GreenSupplierImport> {
  const data = await gqlUpload(
    LoadGreenSuppliersDocument,
    { file: null, c: commit, v: commit ? true : null },
    { path: 'variables.file', file, name: file.name },
  );
  return data.LoadGreenSuppliers;
}

/** A csv quoted as RFC 4180 wants it, so a header or example with a ';' stays one cell. */
const quote = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The template: the import's headers in the user's language (the import reads them in every app language) and
 * one example row, ';'-separated as spreadsheet programs of most European locales open it, with a BOM for Excel.
 */
export function downloadGreenSuppliersTemplate(t: (n: number, en: string) => string) {
  const header = GREEN_SUPPLIER_COLUMNS.map((column) => quote(t(GREEN_SUPPLIER_HEADER_TEXT[column], column)));
  const example = [
    'Eco Catering',
    'BE0123456749',
    'hello@eco-catering.example',
    '+32 2 555 01 01',
    'Ann Peeters',
    'EU Ecolabel',
    '2026-03-15',
  ];
  const text = `\uFEFF${header.join(';')}\r\n${example.map(quote).join(';')}\r\n`;
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), 'green-suppliers-template.csv');
}
