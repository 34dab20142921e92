import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';

let app: App;
let adminToken: string;
let frenchAdminToken: string;
let crewToken: string;
let otherAdminToken: string;
let crewId: number;
let secondCrewId: number;

const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const SEND = 'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id } }';
const NEW_PO = 'mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id } }';

const ticket = (description: string, amountTotal: string, date = '2026-10-12') => ({
  date,
  type: 0,
  description,
  amountTotal,
});

async function sendItems(token: string, title: string, items: ReturnType<typeof ticket>[]) {
  for (const item of items) {
    const made = await gql(app, NEW, { i: item }, { token });
    expect(made.errors).toBeUndefined();
  }
  const sent = await gql(app, SEND, { t: title }, { token });
  expect(sent.errors).toBeUndefined();
}

/** POST /files/exports over real HTTP. */
function exportFile(body: unknown, token?: string) {
  return fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The body as text, keeping the BOM (TextDecoder drops it by default). */
const text = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
const fileName = (response: Response) =>
  /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];

/** RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(content: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < content.length; i++) {
    const c = content[i]!;
    if (quoted) {
      if (c === '"' && content[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && content[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true, usePurchaseOrder: true });
  const admin = await createUser(app, project.id, { isAdmin: true, name: 'Boss', firstName: 'Ada' });
  adminToken = await signInAs(app, admin.email);
  const french = await createUser(app, project.id, { isProd: true, appLanguage: 1 });
  frenchAdminToken = await signInAs(app, french.email);
  const crew = await createUser(app, project.id, {
    departmentNumber: 2,
    name: 'Crewman',
    firstName: 'Chris',
  });
  crewId = crew.id;
  crewToken = await signInAs(app, crew.email);
  const second = await createUser(app, project.id, { departmentNumber: 2, name: 'Second', firstName: 'Sam' });
  secondCrewId = second.id;
  const secondToken = await signInAs(app, second.email);
  await sendItems(crewToken, 'Week "A", Paris', [
    ticket('Lunch', '10.10', '2026-10-12'),
    ticket('=HYPERLINK("x")', '0.20', '2026-10-13'),
  ]);
  await sendItems(secondToken, 'Second week', [ticket('Taxi', '25.55', '2026-10-14')]);
  for (const description of ['Camera rental', 'Lights'])
    expect(
      (await gql(app, NEW_PO, { p: { description, requestDate: '2026-10-12' } }, { token: crewToken }))
        .errors,
    ).toBeUndefined();

  const other = await createProject(app, { useExpense: true, usePurchaseOrder: true });
  const otherAdmin = await createUser(app, other.id, { isAdmin: true, name: 'Elsewhere' });
  otherAdminToken = await signInAs(app, otherAdmin.email);
  const otherCrew = await createUser(app, other.id, { name: 'Outsider' });
  await sendItems(await signInAs(app, otherCrew.email), 'Other', [ticket('Other lunch', '99.00')]);
});

describe('xlsx', () => {
  it('is a real workbook with typed cells, a bold frozen header, an autofilter and totals', async () => {
    const response = await exportFile({ name: 'expense item', format: 'xls' }, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(fileName(response)).toMatch(/^expense_item_\d{14}\.xlsx$/);
    const bytes = await response.arrayBuffer();
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Expense items');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([
      'Date',
      'Person',
      'Department',
      'Category',
      'Description',
      'Amount excl. VAT',
      'VAT',
      'Total',
      'kg CO2e',
      'Status',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    // Three items of this project, newest sent sheet first, then by date; none of the other project's.
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getCell('E2').value).toBe('Taxi');
    expect(sheet.getCell('B2').value).toBe('Sam Second');
    const date = sheet.getCell('A3').value;
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).toISOString()).toBe('2026-10-12T00:00:00.000Z');
    expect(sheet.getCell('H3').value).toBe(10.1);
    expect(sheet.getCell('H3').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('J3').value).toBe('Submitted');
    const total = sheet.getCell('H5').value as { formula: string; result: number };
    expect(total.formula).toBe('SUM(H2:H4)');
    expect(total.result).toBeCloseTo(35.85, 2);
    expect(sheet.getCell('A5').value).toBe('Total');
    expect(sheet.getCell('A5').font?.bold).toBe(true);
  });

  it('has headers in the caller language', async () => {
    const response = await exportFile({ name: 'expense item', format: 'xls' }, frenchAdminToken);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('F1').value).toBe('Montant HT');
    expect(sheet.getCell('J3').value).toBe('Soumis');
  });
});

describe('csv, txt and custom', () => {
  it('csv: UTF-8 with BOM, RFC 4180 quoting, en-US "." decimals and dates, the filter applied and paging ignored', async () => {
    const response = await exportFile(
      { name: 'expense', format: 'csv', filter: { userId: crewId, limit: 1, offset: 5 } },
      adminToken,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(fileName(response)).toMatch(/^expense_\d{14}\.csv$/);
    const content = await text(response);
    expect(content.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(content.slice(1));
    expect(rows[0]).toEqual([
      'Sheet no.',
      'Title',
      'Person',
      'Department',
      'Kind',
      'Sent on',
      'Items',
      'Status',
      'Processed',
      'Total',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 5)).toEqual(['Week "A", Paris', 'Chris Crewman', 'Camera', 'Expenses']);
    // The project's regional setting is en-US (index 0): month first, 24-hour time a spreadsheet reads.
    expect(rows[1]![5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]!.slice(6)).toEqual(['2', 'Submitted', 'No', '10.30']);
    expect(content).toContain('"Week ""A"", Paris"');
  });

  it('csv: every row without a filter, a text that looks like a formula is defused', async () => {
    const response = await exportFile({ name: 'expense item', format: 'csv' }, adminToken);
    const rows = parseCsv((await text(response)).slice(1));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r[4])).toEqual(['Description', 'Taxi', 'Lunch', `'=HYPERLINK("x")`]);
    expect(rows.map((r) => r[7])).toEqual(['Total', '25.55', '10.10', '0.20']);
  });

  it('txt: tab-separated purchase orders', async () => {
    const response = await exportFile({ name: 'purchase order', format: 'txt' }, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(fileName(response)).toMatch(/^purchase_order_\d{14}\.txt$/);
    const lines = (await text(response)).slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    const header = lines[0]!.split('\t');
    expect(header[0]).toBe('PO reference');
    const descriptions = lines.slice(1).map((line) => line.split('\t')[header.indexOf('Description')]);
    expect(descriptions.sort()).toEqual(['Camera rental', 'Lights']);
    expect(lines[1]!.split('\t')[header.indexOf('Total')]).toBe('0.00');
  });

  it('custom: the chosen columns in their order, the chosen separator and the custom file name', async () => {
    const response = await exportFile(
      {
        name: 'expense item',
        format: 'custom',
        columns: ['amountTotal', 'person'],
        separator: ';',
        customName: 'Frais d’octobre',
        filter: { userId: secondCrewId },
      },
      adminToken,
    );
    expect(response.status).toBe(200);
    expect(fileName(response)).toBe(encodeURIComponent('Frais d’octobre.csv'));
    expect(response.headers.get('content-disposition')).toContain('filename="Frais d_octobre.csv"');
    expect(parseCsv((await text(response)).slice(1), ';')).toEqual([
      ['Total', 'Person'],
      ['25.55', 'Sam Second'],
    ]);
  });
});

describe('pdf', () => {
  it('is an A4 landscape PDF titled with the list, 47 people on two pages', async () => {
    const project = await createProject(app);
    const admin = await createUser(app, project.id, { isAdmin: true });
    for (let i = 0; i < 45; i++) await createUser(app, project.id, { name: `Person ${i}` });
    const response = await exportFile({ name: 'user', format: 'pdf' }, await signInAs(app, admin.email));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(fileName(response)).toMatch(/^user_\d{14}\.pdf$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    expect(doc.getTitle()).toBe('Users');
  });
});

describe('rights', () => {
  it('answers 401 without a valid token', async () => {
    expect((await exportFile({ name: 'expense', format: 'csv' })).status).toBe(401);
    const invalid = await exportFile({ name: 'expense', format: 'csv' }, 'not-a-token');
    expect(invalid.status).toBe(401);
    expect((await invalid.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each(['expense', 'expense item', 'purchase order', 'user'])(
    'refuses a crew member the project list "%s"',
    async (name) => {
      const response = await exportFile({ name, format: 'csv' }, crewToken);
      expect(response.status).toBe(403);
      const body = await response.json();
      expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(body.errors[0].message).toBeTruthy();
    },
  );

  it("gives another project's administrator none of this project's rows", async () => {
    for (const name of ['expense', 'expense item', 'purchase order', 'user']) {
      const response = await exportFile({ name, format: 'csv' }, otherAdminToken);
      expect(response.status).toBe(200);
      const content = await text(response);
      for (const word of ['Crewman', 'Second', 'Boss', 'Lunch', 'Camera rental'])
        expect(content).not.toContain(word);
    }
    const items = parseCsv(
      (await text(await exportFile({ name: 'expense item', format: 'csv' }, otherAdminToken))).slice(1),
    );
    expect(items.slice(1).map((r) => r[4])).toEqual(['Other lunch']);
    const users = await exportFile(
      { name: 'user', format: 'csv', filter: { projectID: 999999 } },
      otherAdminToken,
    );
    expect(users.status).toBe(404);
  });
});

describe('a bad body', () => {
  it.each([
    [{ name: 'expense', format: 'docx' }, 'format', 'Invalid value for the field format.'],
    [{ format: 'csv' }, 'name', 'The field name is required.'],
    [{ name: 'expense', format: 'custom' }, 'columns', null],
    [
      { name: 'expense', format: 'custom', columns: ['nope'] },
      'columns.0',
      'The column columns.0 cannot be exported.',
    ],
    [{ name: 'expense', format: 'csv', customName: 'a/b' }, 'customName', null],
    [{ name: 'expense', format: 'csv', filter: { startDate: 'yesterday' } }, 'filter.startDate', null],
    [{ name: 'expense', format: 'csv', filter: { userId: 'me' } }, 'filter.userId', null],
    [{ name: 'job request', format: 'csv' }, 'name', 'This list cannot be exported (name).'],
    ['{not json', 'body', null],
  ])('%j answers 400 naming %s', async (body, field, message) => {
    const response = await exportFile(body, adminToken);
    expect(response.status).toBe(400);
    const error = (await response.json()).errors[0];
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toContain(field);
    if (message) expect(error.message).toBe(message);
  });
});
