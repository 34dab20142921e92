import { createFormatter, type Formatter } from '@setledger/shared/format/formatter';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { allTexts, overprints, readPdfText } from '../../../test/pdf-text';
import { carbonEntries } from '../../carbon/carbon.table';
import { expenseItems } from '../../expenses/expenses.table';
import { users } from '../../users/users.table';

// Issue 12 item 21: a list PDF shows every value whole (dates, e-mails, 8-digit totals), in the project's locale.
let app: App;
const tokens: Record<string, string> = {};
const formatters: Record<string, Formatter> = {};

const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const SEND = 'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id } }';
const NEW_PO = 'mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id } }';
const LONG_EMAIL = 'marie-christine.vandenberghe-de-la-fontaine@production-company-example.test';

async function projectWith(key: string, regionalSetting: number, appLanguage: number) {
  const project = await createProject(app, {
    // Totals of 8 and 9 digits: above the default maximum per item (issue 12 item 15).
    maxAmountPerItem: 2_000_000_000,
    regionalSetting,
    useExpense: true,
    usePurchaseOrder: true,
    timeZone: 'Europe/Brussels',
  });
  formatters[key] = createFormatter({ regionalSetting, language: appLanguage, timeZone: 'Europe/Brussels' });
  const admin = await createUser(app, project.id, { isAdmin: true, appLanguage, name: 'Admin' });
  tokens[key] = await signInAs(app, admin.email);
  for (const [name, firstName, items] of [
    [
      'Vandenberghe-de la Fontaine',
      'Marie-Christine',
      [
        [
          'Location groupe électrogène et camion-grue pour la semaine de tournage',
          '12347871.25',
          '2026-10-12',
        ],
        ['Taxi', '20.74', '2026-11-03'],
      ],
    ],
    ['Dubois', 'Léa', [['Repas', '99999999.99', '2026-12-31']]],
  ] as const) {
    const crew = await createUser(app, project.id, { departmentNumber: 2, name, firstName });
    if (firstName === 'Marie-Christine')
      await app.database.db
        .update(users)
        .set({ email: `${key}.${LONG_EMAIL}` })
        .where(eq(users.id, crew.id));
    const token = await signInAs(app, firstName === 'Marie-Christine' ? `${key}.${LONG_EMAIL}` : crew.email);
    for (const [description, amountTotal, date] of items) {
      const made = await gql(app, NEW, { i: { date, type: 0, description, amountTotal } }, { token });
      expect(made.errors).toBeUndefined();
    }
    expect((await gql(app, SEND, { t: `Semaine ${name}` }, { token })).errors).toBeUndefined();
    expect(
      (await gql(app, NEW_PO, { p: { description: `Grue ${name}`, requestDate: '2026-10-12' } }, { token }))
        .errors,
    ).toBeUndefined();
  }
  // The PDF shows an item's kg CO2e as the ledger counts it (issue 14): each taxi's entry.
  const taxis = await app.database.db
    .select({ id: expenseItems.id, projectId: expenseItems.projectId, date: expenseItems.date })
    .from(expenseItems)
    .where(and(eq(expenseItems.projectId, project.id), eq(expenseItems.description, 'Taxi')));
  expect(taxis.length).toBeGreaterThan(0);
  await app.database.db.insert(carbonEntries).values(
    taxis.map((taxi) => ({
      projectId: taxi.projectId,
      sourceType: 'expenseItem' as const,
      sourceId: taxi.id,
      carbonCategory: 3,
      strDate: taxi.date,
      status: 'pending' as const,
      kgCo2e: '20.74',
    })),
  );
}

function exportFile(body: unknown, token: string) {
  return fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** Text extractors (PDF.js, pdftotext) give the no-break spaces of French and German numbers as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The list's typed cells, read from the same export as xlsx (header row first). */
async function typedRows(name: string, token: string): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await exportFile({ name, format: 'xls' }, token)).arrayBuffer());
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

/** What a reader must find in the PDF for a typed cell; money columns carry the currency. */
function shown(value: ExcelJS.CellValue, kind: string, f: Formatter): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return kind === 'date' ? f.date(value.toISOString().slice(0, 10)) : f.dateTime(value);
  if (typeof value === 'object' && 'formula' in value) return f.money(value.result ?? 0);
  if (typeof value === 'number') return kind === 'money' ? f.money(value) : f.number(value);
  return String(value);
}

beforeAll(async () => {
  app = await getTestApp();
  await projectWith('fr', 2, 1);
  await projectWith('de', 6, 2);
});

describe('list PDFs show every value whole, in the project locale (issue 12 item 21)', () => {
  const lists: [string, Record<number, string>][] = [
    ['expense item', { 0: 'date', 5: 'money', 6: 'money', 7: 'money' }],
    ['expense', { 5: 'datetime', 9: 'money' }],
    ['purchase order', { 1: 'date', 8: 'money', 9: 'money', 10: 'money' }],
    ['user', {}],
  ];
  let readBack = 0;

  it.each(lists.flatMap(([name, kinds]) => ['fr', 'de'].map((key) => [key, name, kinds] as const)))(
    '%s: "%s" reads back every cell, nothing cut, nothing printed over',
    async (key, name, kinds) => {
      const f = formatters[key]!;
      const response = await exportFile({ name, format: 'pdf' }, tokens[key]!);
      expect(response.status).toBe(200);
      const pages = await readPdfText(new Uint8Array(await response.arrayBuffer()));
      const texts = allTexts(pages).map(spaced);
      const joined = texts.join(' ');
      expect(texts.filter((t) => t.includes('…'))).toEqual([]);
      expect(overprints(pages)).toEqual([]);
      const rows = await typedRows(name, tokens[key]!);
      for (const [r, row] of rows.entries()) {
        for (const [c, value] of row.entries()) {
          const kind = r === 0 ? 'header' : (kinds[c] ?? 'text');
          const expected = spaced(shown(value, kind, f));
          if (!expected) continue;
          readBack++;
          // Numbers, dates and e-mails are never broken; words of a text or a header may wrap.
          if (kind === 'text' && /\s/.test(expected)) {
            for (const word of expected.split(/\s+/)) expect(joined).toContain(word);
          } else if (kind === 'header') {
            for (const word of expected.split(/\s+/)) expect(joined).toContain(word);
          } else expect(texts, `${name} row ${r} column ${c}`).toContain(expected);
        }
      }
    },
  );

  it('reads literal values in German and French', async () => {
    const de = allTexts(
      await readPdfText(
        new Uint8Array(
          await (await exportFile({ name: 'expense item', format: 'pdf' }, tokens.de!)).arrayBuffer(),
        ),
      ),
    ).map(spaced);
    expect(de).toEqual(
      expect.arrayContaining(['12.10.2026', '31.12.2026', '12.347.871,25 €', '99.999.999,99 €', '20,74']),
    );
    expect(de).toContain('112.347.891,98 €'); // the 9-digit total of the money column
    const fr = allTexts(
      await readPdfText(
        new Uint8Array(await (await exportFile({ name: 'user', format: 'pdf' }, tokens.fr!)).arrayBuffer()),
      ),
    );
    expect(fr).toContain(`fr.${LONG_EMAIL}`);
    expect(readBack).toBeGreaterThan(100);
  });
});
