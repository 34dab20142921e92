import { searchKey } from '@setledger/shared/format/text';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { readSupplierFile } from './green-suppliers.file';
import { checkSupplierRows, type GreenSupplierRow, labelDate, mapColumns } from './green-suppliers.import';
import * as sqlq from './suppliers.sql';

export interface GreenSupplierImport {
  committed: boolean;
  rows: GreenSupplierRow[];
  /** Suppliers created and updated by a confirm (0 in a preview). */
  created: number;
  updated: number;
}

/** A refused confirm names at most this many row errors; the preview shows them all. */
const MAX_ERRORS_IN_ANSWER = 500;

/** Marks an existing supplier green; a column left blank in the file keeps the supplier's value. */
async function writeRow(tx: Tx, actor: Actor, row: GreenSupplierRow) {
  const { values } = row;
  const filled = Object.fromEntries(
    (['vat', 'email', 'phone', 'contactName', 'greenLabel'] as const)
      .filter((key) => values[key] !== '')
      .map((key) => [key, values[key]]),
  );
  const date = values.greenLabelDate ? { greenLabelDate: labelDate(values.greenLabelDate) } : {};
  if (row.supplierId !== null) {
    await sqlq.updateSupplier(tx, actor.licenseId, row.supplierId, { ...filled, ...date, isGreen: true });
    return;
  }
  await sqlq.insertSupplier(tx, {
    licenseId: actor.licenseId,
    name: values.name,
    searchName: searchKey(values.name),
    ...filled,
    ...date,
    isGreen: true,
  });
}

/**
 * LoadGreenSuppliers(File, Commit, ValidRowsOnly) (issue 14): without Commit, a preview of every row of the
 * xlsx or csv list (new supplier, update of an existing one, or its errors); nothing is written. With Commit,
 * the same check again inside one transaction, then every valid row written and marked green: refused (and
 * nothing written) while a row has an error, unless ValidRowsOnly, which writes the valid rows only.
 */
export async function loadGreenSuppliers(
  services: Services,
  actor: Actor,
  input: { file: File; commit: boolean; validRowsOnly?: boolean | null; lang: string },
): Promise<GreenSupplierImport> {
  const sheet = await readSupplierFile(input.file);
  if (mapColumns(sheet.headers).name === undefined) throw badInput('File', 'greenSuppliersNoNameColumn');
  const check = async (tx: Tx) =>
    checkSupplierRows({
      sheet,
      existing: await sqlq.listSupplierKeys(tx, actor.licenseId),
      lang: input.lang,
    });
  if (!input.commit) return { committed: false, rows: await check(services.db), created: 0, updated: 0 };
  return services.db.transaction(async (tx) => {
    const rows = await check(tx);
    if (rows.length === 0) throw badInput('File', 'required');
    const valid = rows.filter((row) => row.outcome !== 'error');
    const errors = rows.flatMap((row) => row.errors);
    if (errors.length > 0 && !input.validRowsOnly)
      throw new AppError('BAD_USER_INPUT', 'greenSuppliersHasErrors', 'File', undefined, {
        errorCount: rows.length - valid.length,
        rowErrors: errors.slice(0, MAX_ERRORS_IN_ANSWER),
      });
    if (valid.length === 0) throw badInput('File', 'greenSuppliersNothingToImport');
    for (const row of valid) await writeRow(tx, actor, row);
    return {
      committed: true,
      rows,
      created: valid.filter((row) => row.outcome === 'new').length,
      updated: valid.filter((row) => row.outcome === 'update').length,
    };
  });
}
