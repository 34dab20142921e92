import {
  GREEN_SUPPLIER_HEADER_TEXT,
  greenSuppliersTemplateCsv,
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

/** The template (csv) with the headers in the user's language and one example row. */
export function downloadGreenSuppliersTemplate(t: (n: number, en: string) => string) {
  const text = greenSuppliersTemplateCsv((column) => t(GREEN_SUPPLIER_HEADER_TEXT[column], column));
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), 'green-suppliers-template.csv');
}
