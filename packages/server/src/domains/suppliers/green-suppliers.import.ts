import { searchKey } from '@setledger/shared/format/text';
import {
  GREEN_LABEL_MAX,
  GREEN_SUPPLIER_COLUMNS,
  GREEN_SUPPLIER_HEADER_TEXT,
  type GreenSupplierColumn,
  type GreenSupplierOutcome,
} from '@setledger/shared/suppliers/green-suppliers';
import { SUPPLIER_NAME_MAX } from '@setledger/shared/suppliers/suppliers.schemas';
import { compactIdentifier, isVatNumber } from '@setledger/shared/validation/banking';
import { isEmail, isPhone } from '@setledger/shared/validation/fields';
import { ERROR_TEXT, type ErrorText } from '../../core/errors';
import { FORM_FILES, serverText } from '../../core/texts';
import type { SupplierSheet } from './green-suppliers.file';

/** A supplier of the license as the import matches it. */
export interface SupplierKey {
  id: number;
  name: string;
  searchName: string;
  /** The VAT number without spaces, dots and dashes, upper case ('' when none). */
  vat: string;
}

export interface GreenSupplierRowError {
  row: number;
  /** The column's header as written in the file (the field's name when the column is absent). */
  column: string;
  field: GreenSupplierColumn | 'row';
  value: string;
  message: string;
}

export type GreenSupplierValues = Record<GreenSupplierColumn, string>;

export interface GreenSupplierRow {
  row: number;
  outcome: GreenSupplierOutcome;
  values: GreenSupplierValues;
  /** The existing supplier an update changes. */
  supplierId: number | null;
  supplierName: string | null;
  errors: GreenSupplierRowError[];
}

const MAX_TEXT: Partial<Record<GreenSupplierColumn, number>> = {
  name: SUPPLIER_NAME_MAX,
  contactName: 200,
  greenLabel: GREEN_LABEL_MAX,
};

/** Header text reduced to letters and digits, without accents or case: 'E-mail ' and 'email' are one. */
const headerKey = (text: string) => searchKey(text).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Every name a column's header may have: its key, its header in each of the 7 languages (so a template
 * downloaded in French imports for a German colleague) and a few common words of supplier lists.
 */
const HEADER_ALIASES: ReadonlyMap<string, GreenSupplierColumn> = (() => {
  const aliases = new Map<string, GreenSupplierColumn>();
  const texts = FORM_FILES.get('green-suppliers') ?? {};
  const extra: Partial<Record<GreenSupplierColumn, string[]>> = {
    name: ['supplier', 'supplier name', 'fournisseur', 'company'],
    vat: ['vat number', 'tva', 'btw', 'vat id'],
    email: ['e-mail', 'mail'],
    phone: ['telephone', 'tel'],
    greenLabel: ['label', 'certification', 'certificate'],
    greenLabelDate: ['label date', 'certification date', 'date'],
  };
  for (const column of GREEN_SUPPLIER_COLUMNS) {
    aliases.set(headerKey(column), column);
    for (const text of Object.values(texts[String(GREEN_SUPPLIER_HEADER_TEXT[column])] ?? {}))
      aliases.set(headerKey(text), column);
    for (const word of extra[column] ?? []) aliases.set(headerKey(word), column);
  }
  return aliases;
})();

/** The file's column (0-based) of each field it has; the first header naming a field wins. */
export function mapColumns(headers: readonly string[]): Partial<Record<GreenSupplierColumn, number>> {
  const columns: Partial<Record<GreenSupplierColumn, number>> = {};
  headers.forEach((header, index) => {
    const column = HEADER_ALIASES.get(headerKey(header));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return columns;
}

/** A label date as YYYY-MM-DD from 2026-03-15, 15/03/2026 or 15.03.2026; null when it is not a real date. */
export function labelDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const european = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** The first problem of a field's value, as an error text key; null when the value is fine. */
function fieldProblem(column: GreenSupplierColumn, value: string): ErrorText | null {
  if (column === 'name' && value === '') return 'required';
  if (value === '') return null;
  if ((MAX_TEXT[column] ?? 254) < value.length) return 'tooLong';
  if (column === 'vat' && !isVatNumber(value)) return 'invalidVat';
  if (column === 'email' && !isEmail(value)) return 'invalidEmail';
  if (column === 'phone' && !isPhone(value)) return 'invalidPhone';
  if (column === 'greenLabelDate' && labelDate(value) === null) return 'invalidDate';
  return null;
}

/**
 * Every row's outcome: an error (with each reason), an update of the supplier of the license with the same
 * VAT number, else the same name (trimmed, accents and case ignored) unless that supplier has another VAT
 * number (an error), or a new supplier. A row naming the same
 * supplier as an earlier row of the file is an error (a duplicate row), so a confirm never writes one twice.
 */
export function checkSupplierRows(input: {
  sheet: SupplierSheet;
  existing: readonly SupplierKey[];
  lang: string;
}): GreenSupplierRow[] {
  const columns = mapColumns(input.sheet.headers);
  const headerOf = (column: GreenSupplierColumn) =>
    columns[column] === undefined
      ? serverText('green-suppliers', GREEN_SUPPLIER_HEADER_TEXT[column], input.lang)
      : input.sheet.headers[columns[column]]!;
  const byVat = new Map<string, SupplierKey>();
  const byName = new Map<string, SupplierKey>();
  // Lowest id first: when two suppliers share a VAT number or name, the oldest one is updated.
  for (const supplier of [...input.existing].sort((a, b) => b.id - a.id)) {
    if (supplier.vat) byVat.set(supplier.vat, supplier);
    byName.set(supplier.searchName, supplier);
  }
  const seenVat = new Map<string, number>();
  const seenName = new Map<string, { row: number; vat: string }>();
  return input.sheet.rows.map(({ row, cells }) => {
    const values = Object.fromEntries(
      GREEN_SUPPLIER_COLUMNS.map((column) => [
        column,
        columns[column] === undefined ? '' : (cells[columns[column]] ?? '').trim(),
      ]),
    ) as GreenSupplierValues;
    const errors: GreenSupplierRowError[] = [];
    const fail = (
      field: GreenSupplierColumn | 'row',
      text: ErrorText,
      params: Record<string, string> = {},
    ) => {
      const column = field === 'row' ? headerOf('name') : headerOf(field);
      errors.push({
        row,
        column,
        field,
        value: field === 'row' ? values.name : values[field],
        message: serverText('api-errors', ERROR_TEXT[text], input.lang, { field: column, ...params }),
      });
    };
    for (const column of GREEN_SUPPLIER_COLUMNS) {
      const problem = fieldProblem(column, values[column]);
      if (problem) fail(column, problem);
    }
    const vat = compactIdentifier(values.vat);
    const name = searchKey(values.name);
    // The same VAT number, or the same name unless both rows give different VAT numbers (two companies).
    const namesake = name ? seenName.get(name) : undefined;
    const earlier =
      (vat && seenVat.get(vat)) || (namesake && (!vat || !namesake.vat) ? namesake.row : undefined);
    if (earlier) fail('row', 'greenSuppliersDuplicateRow', { row: String(earlier) });
    if (vat && !seenVat.has(vat)) seenVat.set(vat, row);
    if (name && !namesake) seenName.set(name, { row, vat });
    const sameVat = vat ? byVat.get(vat) : undefined;
    const sameName = !sameVat && name ? byName.get(name) : undefined;
    // The same name with another VAT number is another company, or a typo: never overwrite its number.
    const otherVat = sameName && vat && sameName.vat && sameName.vat !== vat;
    if (otherVat) fail('vat', 'greenSuppliersOtherVat', { name: sameName.name, vat: sameName.vat });
    const match = sameVat ?? (otherVat ? undefined : sameName);
    return {
      row,
      outcome: errors.length > 0 ? 'error' : match ? 'update' : 'new',
      values,
      supplierId: match?.id ?? null,
      supplierName: match?.name ?? null,
      errors,
    };
  });
}
