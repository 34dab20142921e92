import { createFormatter } from '@setledger/shared/format/formatter';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { Actor } from '../../../core/actor';
import type { Services } from '../../../core/services';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { openAsSpreadsheet, type SheetCell } from '../../../test/spreadsheet-csv';
import { carbonEntries } from '../../carbon/carbon.table';
import { expenseItems } from '../../expenses/expenses.table';
import { userProjects, users } from '../../users/users.table';
import { buildTable, chooseColumns } from '../export-table';
import { exportTexts } from '../export-texts';
import { budgetPerCategorySource } from '../sources/budget-per-category.source';
import { writeDelimited } from '../writers/delimited.writer';

// Issue 12 item 22: delimited exports follow the project's locale (001 §9 regionalSetting), read back the way a
// French or German spreadsheet opens them.
let app: App;
const tokens: Record<string, string> = {};

const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const SEND = 'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id } }';

async function projectWith(key: string, regionalSetting: number, appLanguage: number) {
  const project = await createProject(app, {
    regionalSetting,
    useExpense: true,
    maxAmountPerItem: 100_000_000,
  });
  const admin = await createUser(app, project.id, { isAdmin: true, appLanguage, name: 'Admin' });
  tokens[key] = await signInAs(app, admin.email);
  const crew = await createUser(app, project.id, { departmentNumber: 2, name: 'Dubois', firstName: 'Léa' });
  const crewToken = await signInAs(app, crew.email);
  for (const [description, amountTotal, date] of [
    ['Groupe électrogène', '1234787.25', '2026-10-12'],
    ['Taxi', '20.74', '2026-11-03'],
  ] as const) {
    const made = await gql(
      app,
      NEW,
      { i: { date, type: 0, description, amountTotal } },
      { token: crewToken },
    );
    expect(made.errors).toBeUndefined();
  }
  expect((await gql(app, SEND, { t: 'Octobre' }, { token: crewToken })).errors).toBeUndefined();
  // The export shows the item's kg CO2e as the ledger counts it (issue 14): the taxi's entry.
  const [taxi] = await app.database.db
    .select({ id: expenseItems.id, projectId: expenseItems.projectId })
    .from(expenseItems)
    .where(and(eq(expenseItems.projectId, project.id), eq(expenseItems.description, 'Taxi')));
  await app.database.db.insert(carbonEntries).values({
    projectId: taxi!.projectId,
    sourceType: 'expenseItem',
    sourceId: taxi!.id,
    carbonCategory: 3,
    strDate: '2026-11-03',
    status: 'pending',
    kgCo2e: '20.74',
  });
  // A phone and a payroll reference are text that looks like a number: the leading zero must stay.
  await app.database.db.update(users).set({ phone: '0612345678' }).where(eq(users.id, crew.id));
  await app.database.db
    .update(userProjects)
    .set({ reference: '00420' })
    .where(eq(userProjects.userId, crew.id));
}

function exportFile(body: unknown, token: string) {
  return fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}
const text = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

/** The column of a header as typed cells, header row left out. */
function column(rows: SheetCell[][], header: string): SheetCell[] {
  const index = rows[0]!.findIndex((c) => c.type === 'text' && c.value === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[index]!);
}

beforeAll(async () => {
  app = await getTestApp();
  await projectWith('fr', 2, 1);
  await projectWith('de', 6, 2);
  await projectWith('us', 0, 0);
});

describe('csv in the project locale (issue 12 item 22)', () => {
  it.each([
    ['fr', 'fr-FR', ';', 'Total', 'Date', 'kg CO2e'],
    ['de', 'de-DE', ';', 'Gesamt', 'Datum', 'kg CO2e'],
    ['us', 'en-US', ',', 'Total', 'Date', 'kg CO2e'],
  ])(
    '%s: a %s spreadsheet reads amounts, kg and days as numbers and dates',
    async (key, locale, separator, total, date, kg) => {
      const response = await exportFile({ name: 'expense item', format: 'csv' }, tokens[key]!);
      expect(response.status).toBe(200);
      const content = await text(response);
      expect(content.split('\r\n')[0]!.includes(separator)).toBe(true);
      const rows = openAsSpreadsheet(content, { locale, separator });
      expect(rows).toHaveLength(3);
      expect(column(rows, total)).toEqual(
        expect.arrayContaining([
          { type: 'number', value: 1234787.25 },
          { type: 'number', value: 20.74 },
        ]),
      );
      expect(column(rows, kg)).toContainEqual({ type: 'number', value: 20.74 });
      expect(column(rows, date)).toEqual(
        expect.arrayContaining([
          { type: 'date', value: '2026-10-12' },
          { type: 'date', value: '2026-11-03' },
        ]),
      );
    },
  );

  it('de: a custom export with "," still gives decimal commas, quoted, and a German sheet reads them', async () => {
    const response = await exportFile(
      { name: 'expense item', format: 'custom', columns: ['description', 'amountTotal'], separator: ',' },
      tokens.de!,
    );
    const content = await text(response);
    expect(content).toContain('"1234787,25"');
    const rows = openAsSpreadsheet(content, { locale: 'de-DE', separator: ',' });
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      expect.arrayContaining([{ type: 'number', value: 1234787.25 }]),
    );
  });

  it.each([
    ['fr', 'fr-FR', 'Téléphone', 'Référence'],
    ['de', 'de-DE', 'Telefon', 'Referenz'],
  ])(
    '%s: text columns that look numeric stay text (phone, payroll reference)',
    async (key, locale, phone, reference) => {
      const response = await exportFile({ name: 'user', format: 'csv' }, tokens[key]!);
      const rows = openAsSpreadsheet(await text(response), { locale, separator: ';' });
      expect(column(rows, phone)).toContainEqual({ type: 'text', value: '0612345678' });
      expect(column(rows, reference)).toContainEqual({ type: 'text', value: '00420' });
    },
  );

  it.each([
    ['fr-FR', 2, 1],
    ['de-DE', 6, 2],
  ])(
    '%s: cost centres of the budget per category stay text, amounts are numbers',
    async (locale, regionalSetting, language) => {
      const reader = { language, rights: new Set(['canViewGlobalBudget']), modules: new Set(['useBudget']) };
      const actor = reader as unknown as Actor;
      const texts = exportTexts(actor, createFormatter({ regionalSetting, language }));
      const source = budgetPerCategorySource(async () =>
        [
          ['612000', '1250000.00'],
          ['0612', '20.739'],
          ['6.12', '0.50'],
        ].map(([costCenter, budget]) => ({
          departmentName: 'Caméra',
          categoryName: 'Objectifs',
          costCenter: costCenter!,
          budget: budget!,
          actual: '0.00',
          committed: '0.00',
          efc: budget!,
          variance: '0.00',
          amountLeft: budget!,
          kgCoTwo: '20.739',
        })),
      );
      const records = await source.load({} as Services, actor, {}, texts);
      const table = buildTable(source.name, chooseColumns(source.name, null, texts), records, texts);
      const content = writeDelimited(table, texts).toString('utf8');
      const rows = openAsSpreadsheet(content, { locale, separator: ';' });
      expect(rows.slice(1).map((r) => r[2])).toEqual([
        { type: 'text', value: '612000' },
        { type: 'text', value: '0612' },
        { type: 'text', value: '6.12' },
      ]);
      expect(rows.slice(1).map((r) => r[3])).toEqual([
        { type: 'number', value: 1250000 },
        { type: 'number', value: 20.74 },
        { type: 'number', value: 0.5 },
      ]);
      expect(rows[1]![9]).toEqual({ type: 'number', value: 20.739 });
    },
  );

  it.each([
    ['fr', 'dd/mm/yyyy'],
    ['de', 'dd.mm.yyyy'],
    ['us', 'mm/dd/yyyy'],
  ])('%s: the xlsx keeps typed dates and numbers, shown in the locale day order %s', async (key, pattern) => {
    const response = await exportFile({ name: 'expense item', format: 'xls' }, tokens[key]!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBeInstanceOf(Date);
    expect(sheet.getCell('A2').numFmt).toBe(pattern);
    expect(typeof sheet.getCell('H2').value).toBe('number');
  });
});
