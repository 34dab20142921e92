import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../core/actor';
import type { Services } from '../../../core/services';
import { buildTable, chooseColumns } from '../export-table';
import { exportTexts } from '../export-texts';
import { type BudgetPerCategoryRow, budgetPerCategorySource } from '../sources/budget-per-category.source';
import { writeXlsx } from '../writers/xlsx.writer';

// The budget domain's budgetPerCategoryRows does not exist yet: its rows come through the typed interface.
const actor = (rights: string[], modules = ['useBudget']) =>
  ({
    isAdmin: false,
    isProd: false,
    language: 0,
    rights: new Set(rights),
    modules: new Set(modules),
  }) as unknown as Actor;

const row = (category: string, budget: string, actual: string): BudgetPerCategoryRow => ({
  departmentName: 'Camera',
  categoryName: category,
  costCenter: 'CC-1',
  budget,
  actual,
  committed: '0.00',
  efc: budget,
  variance: '0.00',
  amountLeft: budget,
  kgCoTwo: '1.5',
});

describe('the budget per category source', () => {
  const source = budgetPerCategorySource(async (_ctx, _actor, filter) =>
    filter.departmentNumber === 2 ? [row('Lenses', '1000.10', '200.05'), row('Grip', '50.00', '0.00')] : [],
  );

  it('reads for the budget readers only', () => {
    expect(source.mayRead(actor(['canViewGlobalBudget']))).toBe(true);
    expect(source.mayRead(actor(['canViewDepartmentBudget']))).toBe(true);
    expect(source.mayRead(actor([]))).toBe(false);
    expect(source.mayRead(actor(['canViewGlobalBudget'], []))).toBe(false);
  });

  it('passes the filter and writes money columns with totals', async () => {
    const reader = actor(['canViewGlobalBudget']);
    const texts = exportTexts(reader);
    const records = await source.load({} as Services, reader, { departmentNumber: 2 }, texts);
    const table = buildTable('budget per category', chooseColumns(source.name, null, texts), records, texts);
    expect(table.columns.map((c) => c.label)).toEqual([
      'Department',
      'Category',
      'Cost center',
      'Budget',
      'Actual',
      'Committed',
      'Estimated final cost',
      'Variance',
      'Amount left',
      'kg CO2e',
    ]);
    expect(table.totals.slice(3, 5)).toEqual(['1050.10', '200.05']);
    const workbook = new ExcelJS.Workbook();
    const bytes = await writeXlsx(table, texts);
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('D2').value).toBe(1000.1);
    expect((sheet.getCell('D4').value as { result: number }).result).toBeCloseTo(1050.1, 2);
  });
});
