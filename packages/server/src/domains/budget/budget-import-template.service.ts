import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { excelJs } from '../../lib/lazy-modules';
import { loadReferences } from './budget-import.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Example amounts of the template's rows: one with decimals, as the import reads them. */
const EXAMPLE_AMOUNTS = [12500, 3400.5, 800];

/** Whoever may import (the EDIT scope of AddUpdBudgetLine) may download the template. */
const mayImport = (actor: Actor) =>
  actor.modules.has('useBudget') && (actor.isAdmin || actor.isProd || actor.rights.has('canAccessBudget'));

/**
 * GET /files/budget-import-template.xlsx: a 'Budget' sheet with the import's headers in the caller's language
 * and example rows made of the project's own departments and categories, and a 'Lists' sheet with every
 * department and category the import recognises. Built on the server, which knows those names.
 */
export async function budgetImportTemplate(services: Services, actor: Actor) {
  if (!mayImport(actor)) return null;
  const lang = languageCodeToTag(actor.language);
  const t = (n: number) => serverText('budget-import', n, lang);
  const references = await loadReferences(services.db, actor);
  const workbook = new (excelJs().Workbook)();
  const budget = workbook.addWorksheet(t(41));
  budget.columns = [
    { header: t(1), width: 22 },
    { header: t(2), width: 26 },
    { header: t(3), width: 36 },
    { header: t(4), width: 14, style: { numFmt: '#,##0.00' } },
  ];
  budget.getRow(1).font = { bold: true };
  const examples = Math.min(
    EXAMPLE_AMOUNTS.length,
    references.departments.length,
    references.categories.length,
  );
  for (let i = 0; i < examples; i += 1) {
    const department = references.departments[i]!;
    const category = references.categories[i]!;
    budget.addRow([department.value, category.name, '', EXAMPLE_AMOUNTS[i]]);
  }
  const lists = workbook.addWorksheet(t(42));
  lists.addRow([t(1), '', '', '', t(2)]);
  lists.addRow([t(43), t(45), t(44), '', t(45), t(44)]);
  lists.getRow(1).font = { bold: true };
  lists.getRow(2).font = { bold: true };
  const height = Math.max(references.departments.length, references.categories.length);
  for (let i = 0; i < height; i += 1) {
    const department = references.departments[i];
    const category = references.categories[i];
    lists.addRow([
      department?.value ?? null,
      department?.message ?? null,
      department?.costCenter || null,
      null,
      category?.name ?? null,
      category?.costCenter || null,
    ]);
  }
  lists.columns.forEach((column, i) => {
    column.width = [10, 24, 14, 4, 26, 14][i];
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: XLSX, fileName: 'budget-import-template.xlsx' };
}
