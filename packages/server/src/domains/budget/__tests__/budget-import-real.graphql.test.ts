import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gqlUpload } from '../../../test/harness';
import { budgetCategories, departments } from '../../departments/departments.table';
import { budgetLines } from '../budget.table';
import { accountDetail, type BudgetFixture, topSheet } from './movie-magic-fixtures';

/**
 * Issue 12 item 24: real budgets in the Movie Magic top-sheet and account-detail layouts import every budget
 * line: subtotal, total and heading rows are shown and skipped, negative lines accepted, the money column
 * found from the values, accounts mapped to departments and categories by a mapping the user confirms.
 */
let app: App;
let projectId: number;
let token: string;
const ids: Record<string, number> = {};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const READ = `query($file: File!) { ReadBudgetImportFile(File: $file) { headerRow rowCount
  suggestion { headerRow accountColumn departmentColumn categoryColumn descriptionColumn amountColumn } } }`;
const IMPORT = `mutation($file: File!, $m: BudgetImportMappingInput!, $c: Boolean!, $r: Boolean, $v: Boolean) {
  ImportBudgetLines(File: $file, Mapping: $m, Commit: $c, Replace: $r, ValidRowsOnly: $v) {
    committed rowCount dataRowCount skippedCount errorCount total imported replaced
    rows { row kind account description amount departmentNumber categoryName }
    errors { row column field value message }
    accounts { account label rowCount total departmentNumber categoryId confirmed } } }`;

interface Account {
  account: string;
  label: string;
  rowCount: number;
  total: string;
  departmentNumber: number | null;
  categoryId: number | null;
  confirmed: boolean;
}
interface Result {
  committed: boolean;
  rowCount: number;
  dataRowCount: number;
  skippedCount: number;
  errorCount: number;
  total: string;
  imported: number;
  replaced: number;
  rows: { row: number; kind: string; account: string | null; description: string; amount: string | null }[];
  errors: { row: number; column: string; field: string; value: string; message: string }[];
  accounts: Account[];
}

const upload = (bytes: Uint8Array) => ({ name: 'pilot.xlsx', type: XLSX, bytes });

async function read(fixture: BudgetFixture) {
  const result = await gqlUpload<{
    ReadBudgetImportFile: { suggestion: Record<string, number | null> & { headerRow: number } };
  }>(app, READ, {}, upload(fixture.bytes), token);
  expect(result.errors).toBeUndefined();
  return result.data!.ReadBudgetImportFile.suggestion;
}

async function runImport(
  fixture: BudgetFixture | Uint8Array,
  mapping: object,
  options: { commit?: boolean; replace?: boolean; validRowsOnly?: boolean } = {},
) {
  const bytes = fixture instanceof Uint8Array ? fixture : fixture.bytes;
  return gqlUpload<{ ImportBudgetLines: Result }>(
    app,
    IMPORT,
    { m: mapping, c: options.commit ?? false, r: options.replace ?? null, v: options.validRowsOnly ?? null },
    upload(bytes),
    token,
  );
}

function kinds(rows: Result['rows']) {
  const count: Record<string, number> = {};
  for (const r of rows) count[r.kind] = (count[r.kind] ?? 0) + 1;
  return count;
}

const stored = async () => {
  const lines = await app.database.db.select().from(budgetLines).where(eq(budgetLines.projectId, projectId));
  return { count: lines.length, total: lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(2) };
};

/** The user's confirmation: every suggestion kept, every account without one sent to Production. */
const confirm = (accounts: Account[]) =>
  accounts.map((a) => ({
    account: a.account,
    departmentNumber: a.departmentNumber ?? 1,
    categoryId: a.categoryId ?? ids.production,
  }));

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useBudget: true });
  projectId = project.id;
  const db = app.database.db;
  // The demo's names and cost centres: Movie Magic's 1100, 2200 and 2500 are other accounts altogether.
  const categories = await db
    .insert(budgetCategories)
    .values(
      [
        ['production', 'Production office', '1100'],
        ['camera', 'Camera equipment', '2100'],
        ['sound', 'Sound equipment', '2200'],
        ['art', 'Art and set dressing', '2300'],
        ['transport', 'Transport and vehicles', '2500'],
        ['locations', 'Locations', '2800'],
        ['catering', 'Catering', '2600'],
      ].map(([, name, costCenter]) => ({ projectId, name: name!, costCenter: costCenter! })),
    )
    .returning();
  for (const [key, i] of [
    ['production', 0],
    ['camera', 1],
    ['sound', 2],
    ['art', 3],
    ['transport', 4],
    ['locations', 5],
    ['catering', 6],
  ] as const)
    ids[key] = categories[i]!.id;
  await db.insert(departments).values([
    { projectId, value: 3, message: 'Sound', costCenter: '2200' },
    { projectId, value: 4, message: 'Art', costCenter: '2300' },
    { projectId, value: 5, message: 'Transport', costCenter: '2500' },
    { projectId, value: 6, message: 'Locations', costCenter: '2800' },
  ]);
  for (const [value, key] of [
    [1, 'production'],
    [2, 'camera'],
    [3, 'sound'],
    [4, 'art'],
    [5, 'transport'],
    [6, 'locations'],
  ] as const)
    await db
      .update(departments)
      .set({ categoryId: ids[key], categoryLinkedToDep: true })
      .where(and(eq(departments.projectId, projectId), eq(departments.value, value)));
  token = await signInAs(app, (await createUser(app, projectId, { rights: ['canAccessBudget'] })).email);
});

describe('real budgets (Movie Magic layouts)', () => {
  it('imports every line of a top sheet: headings and totals skipped, tax credit negative, accounts mapped', async () => {
    const fixture = await topSheet();
    const suggestion = await read(fixture);
    // The money column is Total; the category title is the description; accounts give department and category.
    expect(suggestion).toEqual({
      headerRow: 4,
      accountColumn: 1,
      departmentColumn: null,
      categoryColumn: null,
      descriptionColumn: 2,
      amountColumn: 4,
    });
    const preview = (await runImport(fixture, suggestion)).data!.ImportBudgetLines;
    expect(kinds(preview.rows)).toEqual({
      data: fixture.dataRows,
      heading: fixture.headings,
      subtotal: fixture.subtotals,
      total: fixture.totals,
    });
    expect(preview.rows.find((r) => r.description === 'Total Above-The-Line')!.kind).toBe('subtotal');
    expect(preview.rows.find((r) => r.description === 'Grand Total')!.kind).toBe('total');
    expect(preview.rows.find((r) => r.description === 'Total Fringes')).toMatchObject({
      kind: 'data',
      amount: '52340.50',
    });
    expect(preview.rows.find((r) => r.account === '6900')).toMatchObject({
      kind: 'data',
      amount: '-48000.00',
    });
    // Suggested from the names, never from a cost centre that happens to equal the account number.
    const suggested = Object.fromEntries(
      preview.accounts.map((a) => [a.account, [a.departmentNumber, a.categoryId, a.confirmed]]),
    );
    expect(preview.accounts).toHaveLength(fixture.dataRows);
    expect(suggested).toMatchObject({
      '1100': [null, null, false],
      '2000': [1, ids.production, false],
      '2200': [4, ids.art, false],
      '2500': [null, null, false],
      '2700': [4, ids.art, false],
      '3300': [2, ids.camera, false],
      '3400': [3, ids.sound, false],
      '3500': [5, ids.transport, false],
      '3600': [6, ids.locations, false],
    });
    // Nothing is imported from an account the user has not confirmed.
    expect(preview.errorCount).toBe(fixture.dataRows);
    expect(preview.errors[0]!.message).toBe('Choose a department and a category for account 1100.');

    const mapping = { ...suggestion, accounts: confirm(preview.accounts) };
    const checked = (await runImport(fixture, mapping)).data!.ImportBudgetLines;
    expect(checked).toMatchObject({
      errorCount: 0,
      dataRowCount: fixture.dataRows,
      skippedCount: fixture.headings + fixture.subtotals + fixture.totals,
      total: fixture.grandTotal,
    });
    expect(checked.accounts.every((a) => a.confirmed)).toBe(true);
    const done = (await runImport(fixture, mapping, { commit: true })).data!.ImportBudgetLines;
    expect(done).toMatchObject({ committed: true, imported: fixture.dataRows, total: fixture.grandTotal });
    expect(await stored()).toEqual({ count: fixture.dataRows, total: fixture.grandTotal });
  });

  it('imports every line of an account-detail sheet: the money is Subtotal, not the quantity named Amount', async () => {
    const fixture = await accountDetail();
    const suggestion = await read(fixture);
    expect(suggestion).toEqual({
      headerRow: 3,
      accountColumn: 1,
      departmentColumn: null,
      categoryColumn: null,
      descriptionColumn: 2,
      amountColumn: 7,
    });
    const preview = (await runImport(fixture, suggestion)).data!.ImportBudgetLines;
    expect(kinds(preview.rows)).toEqual({
      data: fixture.dataRows,
      heading: fixture.headings,
      subtotal: fixture.subtotals,
      total: fixture.totals,
    });
    // Lines and fringes count in their account's heading; the heading names it.
    expect(preview.accounts.map((a) => [a.account, a.label, a.rowCount, a.departmentNumber])).toEqual([
      ['3300', 'CAMERA', 9, 2],
      ['3400', 'PRODUCTION SOUND', 7, 3],
      ['3500', 'TRANSPORTATION', 8, 5],
      ['3600', 'LOCATION EXPENSES', 9, 6],
      ['6900', 'TAX CREDIT', 1, null],
    ]);
    const done = (
      await runImport(
        fixture,
        { ...suggestion, accounts: confirm(preview.accounts) },
        { commit: true, replace: true },
      )
    ).data!.ImportBudgetLines;
    expect(done).toMatchObject({
      imported: fixture.dataRows,
      replaced: 20,
      errorCount: 0,
      total: fixture.grandTotal,
    });
    expect(await stored()).toEqual({ count: fixture.dataRows, total: fixture.grandTotal });
  });

  it('imports the valid rows when asked, and lists the others', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Budget');
    for (const row of [
      ['Department', 'Category', 'Description', 'Amount'],
      ['CAMERA', null, null, null],
      ['Camera', 'Camera equipment', 'Lenses', 12000],
      ['Camera', 'Camera equipment', 'Tax credit share', -1500.5],
      ['Stunts', 'Catering', 'Unknown department', 300],
      ['Sound', 'Sound equipment', 'Mics', 'TBD'],
      [null, 'Total', null, 10799.5],
    ])
      sheet.addRow(row);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const mapping = {
      headerRow: 1,
      departmentColumn: 1,
      categoryColumn: 2,
      descriptionColumn: 3,
      amountColumn: 4,
    };
    const before = await stored();
    const refused = await runImport(bytes, mapping, { commit: true });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(await stored()).toEqual(before);
    const done = (await runImport(bytes, mapping, { commit: true, validRowsOnly: true })).data!
      .ImportBudgetLines;
    expect(done).toMatchObject({
      committed: true,
      rowCount: 6,
      dataRowCount: 4,
      skippedCount: 2,
      errorCount: 2,
      imported: 2,
      total: '10499.50',
    });
    expect(done.errors).toEqual([
      {
        row: 5,
        column: 'Department',
        field: 'department',
        value: 'Stunts',
        message: 'No department of the project has this number, name or cost center.',
      },
      {
        row: 6,
        column: 'Amount',
        field: 'amount',
        value: 'TBD',
        message: 'The field Amount must be an amount, such as 1234.50 or -1500.00.',
      },
    ]);
    expect(await stored()).toEqual({
      count: before.count + 2,
      total: new Decimal(before.total).plus('10499.50').toFixed(2),
    });
  });

  it('refuses an account mapping without a department and category column, or naming another project', async () => {
    const fixture = await topSheet();
    const noKey = await runImport(fixture, { headerRow: 4, descriptionColumn: 2, amountColumn: 4 });
    expect(noKey.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'departmentColumn' });
    const foreign = (
      await runImport(fixture, {
        headerRow: 4,
        accountColumn: 1,
        descriptionColumn: 2,
        amountColumn: 4,
        accounts: [{ account: '1100', departmentNumber: 99, categoryId: 999_999 }],
      })
    ).data!.ImportBudgetLines;
    expect(foreign.errors.filter((e) => e.row === 6).map((e) => e.field)).toEqual(['department', 'category']);
  });
});
