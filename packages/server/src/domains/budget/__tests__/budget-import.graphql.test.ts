import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { budgetCategories, departments } from '../../departments/departments.table';
import { budgetLines } from '../budget.table';

let app: App;
let projectId: number;
let prodToken: string;
let frenchToken: string;
let crewToken: string;
let lockerToken: string;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const READ = `query($file: File!, $sheet: String, $row: Int) { ReadBudgetImportFile(File: $file, Sheet: $sheet, HeaderRow: $row) {
  sheets sheet headerRow columns { number letter name } sample { row cells } rowCount
  suggestion { sheet headerRow departmentColumn categoryColumn descriptionColumn amountColumn } } }`;
const IMPORT = `mutation($file: File!, $m: BudgetImportMappingInput!, $c: Boolean!, $r: Boolean) {
  ImportBudgetLines(File: $file, Mapping: $m, Commit: $c, Replace: $r) {
    committed rowCount errorCount total imported replaced
    rows { row kind departmentNumber departmentName categoryName costCenter description amount }
    errors { row column field value message } } }`;
const MAPPING = {
  headerRow: 1,
  departmentColumn: 1,
  categoryColumn: 2,
  descriptionColumn: 3,
  amountColumn: 4,
};
const HEADERS = ['Department', 'Category', 'Description', 'Amount'];

type Cell = string | number | null;
async function xlsx(sheets: Record<string, Cell[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((row, i) => {
      row.forEach((value, j) => {
        if (value !== null) sheet.getCell(i + 1, j + 1).value = value;
      });
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
const upload = (bytes: Uint8Array, name = 'budget.xlsx', type = XLSX) => ({ name, type, bytes });

async function importFile(
  rows: Cell[][],
  options: { commit?: boolean; replace?: boolean; token?: string; mapping?: object } = {},
) {
  return gqlUpload<{ ImportBudgetLines: Record<string, unknown> & { rows: unknown[] } }>(
    app,
    IMPORT,
    { m: options.mapping ?? MAPPING, c: options.commit ?? false, r: options.replace ?? null },
    upload(await xlsx({ Budget: [HEADERS, ...rows] })),
    options.token ?? prodToken,
  );
}

const storedLines = () =>
  app.database.db
    .select({
      departmentNumber: budgetLines.departmentNumber,
      description: budgetLines.description,
      amount: budgetLines.amount,
    })
    .from(budgetLines)
    .where(eq(budgetLines.projectId, projectId))
    .orderBy(budgetLines.id);

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useBudget: true });
  projectId = project.id;
  await app.database.db
    .update(departments)
    .set({ costCenter: 'CAM' })
    .where(and(eq(departments.projectId, project.id), eq(departments.value, 2)));
  await app.database.db.insert(budgetCategories).values([
    { projectId: project.id, name: 'Camera equipment', costCenter: '2100' },
    { projectId: project.id, name: 'Catering', costCenter: '2600' },
  ]);
  prodToken = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  frenchToken = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessBudget'], appLanguage: 1 })).email,
  );
  crewToken = await signInAs(app, (await createUser(app, project.id)).email);
  lockerToken = await signInAs(app, (await createUser(app, project.id, { rights: ['canLockBudget'] })).email);
  // Another project's department 7 and category must never match.
  const other = await createProject(app, { useBudget: true });
  await app.database.db.insert(departments).values({ projectId: other.id, value: 7, message: 'Art' });
  await app.database.db.insert(budgetCategories).values({ projectId: other.id, name: 'Set dressing' });
});

/**
 * Every kind of row: matched by number, name, cost center; blank; unknown; other project's; bad amounts; a
 * negative amount (a credit is a line too) and a row without an amount (a heading: shown and skipped).
 */
const MIXED: Cell[][] = [
  [2, 'Camera equipment', 'Lenses', 12000],
  ['Camera', '2600', 'Lunch', '1 234,50'],
  ['CAM', 'catering', null, '1234.5'],
  [null, null, null, null],
  [9, 'Camera equipment', null, 10],
  [1, 'Set dressing', null, -5],
  [7, 'Catering', null, 'abc'],
  [1, 'Catering', null, 12.345],
  [1, 'Catering', 'No amount', null],
];

describe('budget import from xlsx', () => {
  it('reads the sheets, finds the header row under a title and suggests the columns', async () => {
    const bytes = await xlsx({
      Budget: [
        ['Budget 2026', null, null, null],
        [null, null, null, null],
        ['Département', 'Catégorie', 'Libellé', 'Montant'],
        [2, 'Camera equipment', 'Lenses', 12000],
        ['Camera', 'Catering', null, '1 234,50'],
      ],
      Notes: [['Read me']],
    });
    const read = await gqlUpload(app, READ, {}, upload(bytes), prodToken);
    expect(read.data).toEqual({
      ReadBudgetImportFile: {
        sheets: ['Budget', 'Notes'],
        sheet: 'Budget',
        headerRow: 3,
        columns: [
          { number: 1, letter: 'A', name: 'Département' },
          { number: 2, letter: 'B', name: 'Catégorie' },
          { number: 3, letter: 'C', name: 'Libellé' },
          { number: 4, letter: 'D', name: 'Montant' },
        ],
        sample: [
          { row: 4, cells: ['2', 'Camera equipment', 'Lenses', '12000'] },
          { row: 5, cells: ['Camera', 'Catering', '', '1 234,50'] },
        ],
        rowCount: 2,
        suggestion: {
          sheet: 'Budget',
          headerRow: 3,
          departmentColumn: 1,
          categoryColumn: 2,
          descriptionColumn: 3,
          amountColumn: 4,
        },
      },
    });
    const english = await xlsx({ Costs: [['Amount', 'Dept', 'Cost center', 'Notes']] });
    const suggested = await gqlUpload<{ ReadBudgetImportFile: { suggestion: unknown } }>(
      app,
      READ,
      {},
      upload(english),
      prodToken,
    );
    expect(suggested.data!.ReadBudgetImportFile.suggestion).toEqual({
      sheet: 'Costs',
      headerRow: 1,
      departmentColumn: 2,
      categoryColumn: 3,
      descriptionColumn: null,
      amountColumn: 1,
    });
    const other = await gqlUpload<{ ReadBudgetImportFile: { sheet: string; columns: unknown[] } }>(
      app,
      READ,
      { sheet: 'Notes', row: 1 },
      upload(bytes),
      prodToken,
    );
    expect(other.data!.ReadBudgetImportFile).toMatchObject({
      sheet: 'Notes',
      columns: [{ number: 1, letter: 'A', name: 'Read me' }],
    });
  });

  it('previews every row with its names, amount and exact errors, and writes nothing', async () => {
    const preview = await importFile(MIXED);
    const result = preview.data!.ImportBudgetLines;
    expect(result).toMatchObject({
      committed: false,
      rowCount: 8,
      errorCount: 4,
      total: '14469.00',
      imported: 0,
      replaced: 0,
    });
    expect(result.rows.slice(0, 3)).toEqual([
      {
        row: 2,
        kind: 'data',
        departmentNumber: 2,
        departmentName: 'Camera',
        categoryName: 'Camera equipment',
        costCenter: '2100',
        description: 'Lenses',
        amount: '12000.00',
      },
      {
        row: 3,
        kind: 'data',
        departmentNumber: 2,
        departmentName: 'Camera',
        categoryName: 'Catering',
        costCenter: '2600',
        description: 'Lunch',
        amount: '1234.50',
      },
      {
        row: 4,
        kind: 'data',
        departmentNumber: 2,
        departmentName: 'Camera',
        categoryName: 'Catering',
        costCenter: '2600',
        description: '',
        amount: '1234.50',
      },
    ]);
    const unknownDepartment = 'No department of the project has this number, name or cost center.';
    const unknownCategory = 'No single budget category of the project has this name or cost center.';
    const notAmount = 'The field Amount must be an amount, such as 1234.50 or -1500.00.';
    expect(result.errors).toEqual([
      { row: 6, column: 'Department', field: 'department', value: '9', message: unknownDepartment },
      { row: 7, column: 'Category', field: 'category', value: 'Set dressing', message: unknownCategory },
      { row: 8, column: 'Department', field: 'department', value: '7', message: unknownDepartment },
      { row: 8, column: 'Amount', field: 'amount', value: 'abc', message: notAmount },
      {
        row: 9,
        column: 'Amount',
        field: 'amount',
        value: '12.345',
        message: 'The field Amount has more than 2 decimals.',
      },
    ]);
    expect(result.rows.find((r) => (r as { row: number }).row === 7)).toMatchObject({ amount: '-5.00' });
    expect(result.rows.at(-1)).toMatchObject({ row: 10, kind: 'heading', description: 'No amount' });
    expect(await storedLines()).toEqual([]);
  });

  it("answers the row errors in the caller's language", async () => {
    const preview = await importFile([[9, 'Catering', null, 1]], { token: frenchToken });
    expect(preview.data!.ImportBudgetLines.errors).toEqual([
      {
        row: 2,
        column: 'Department',
        field: 'department',
        value: '9',
        message: "Aucun département du projet n'a ce numéro, ce nom ou ce centre de coût.",
      },
    ]);
  });

  it('writes nothing when one row is wrong, and names the rows in the error', async () => {
    const refused = await importFile([...MIXED.slice(0, 3), [9, 'Catering', null, 5]], { commit: true });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe(
      'Some rows have errors: nothing was imported. Correct the file and try again.',
    );
    expect(refused.errors![0]!.extensions).toMatchObject({
      field: 'File',
      errorCount: 1,
      rowErrors: [{ row: 5, column: 'Department', field: 'department', value: '9' }],
    });
    expect(await storedLines()).toEqual([]);
  });

  it('commits every line in one go, then appends or replaces', async () => {
    const committed = await importFile(MIXED.slice(0, 3), { commit: true });
    expect(committed.data!.ImportBudgetLines).toMatchObject({
      committed: true,
      rowCount: 3,
      errorCount: 0,
      total: '14469.00',
      imported: 3,
      replaced: 0,
    });
    const lines = await gql<{ GetBudgetLines: unknown[] }>(
      app,
      '{ GetBudgetLines { departmentNumber categoryName description amount } }',
      {},
      { token: prodToken },
    );
    expect(lines.data!.GetBudgetLines).toEqual([
      { departmentNumber: 2, categoryName: 'Camera equipment', description: 'Lenses', amount: '12000.00' },
      { departmentNumber: 2, categoryName: 'Catering', description: 'Lunch', amount: '1234.50' },
      { departmentNumber: 2, categoryName: 'Catering', description: '', amount: '1234.50' },
    ]);
    await importFile([[1, 'Catering', 'Water', 50]], { commit: true });
    expect(await storedLines()).toHaveLength(4);
    const replaced = await importFile([['Production', 'Catering', 'Crew meals', '8.000,25']], {
      commit: true,
      replace: true,
    });
    expect(replaced.data!.ImportBudgetLines).toMatchObject({ imported: 1, replaced: 4, total: '8000.25' });
    expect(await storedLines()).toEqual([
      { departmentNumber: 1, description: 'Crew meals', amount: '8000.25' },
    ]);
  });

  it('refuses an import while the budget is locked', async () => {
    const lock = 'mutation($l: Boolean!) { LockBudget(Locked: $l) }';
    await gql(app, lock, { l: true }, { token: lockerToken });
    try {
      for (const commit of [false, true]) {
        const refused = await importFile(MIXED.slice(0, 1), { commit, replace: true });
        expect(errorCode(refused)).toBe('CONFLICT');
        expect(refused.errors![0]!.message).toMatch(/locked/);
      }
      expect(await storedLines()).toHaveLength(1);
    } finally {
      await gql(app, lock, { l: false }, { token: lockerToken });
    }
  });

  it('keeps the import to those who may edit the budget', async () => {
    const bytes = await xlsx({ Budget: [HEADERS, [1, 'Catering', null, 5]] });
    expect(errorCode(await gqlUpload(app, READ, {}, upload(bytes), crewToken))).toBe('FORBIDDEN');
    expect(errorCode(await importFile([[1, 'Catering', null, 5]], { commit: true, token: crewToken }))).toBe(
      'FORBIDDEN',
    );
    expect(await storedLines()).toHaveLength(1);
  });

  it('refuses a file that is not xlsx, unreadable, too large or with too many rows', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['text', new TextEncoder().encode('Department;Amount\n1;5\n'), 'not an Excel workbook'],
      ['broken zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'not an Excel workbook'],
      ['over 5 MB', new Uint8Array(5 * 1024 * 1024 + 1).fill(0x50), 'too large'],
    ];
    // A real workbook whose first entry declares 60 MB once unpacked (a zip bomb's signature).
    const bomb = await xlsx({ Budget: [HEADERS] });
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    const central = bomb.findIndex((_, i) => i + 4 <= bomb.length && view.getUint32(i, true) === 0x02014b50);
    view.setUint32(central + 24, 60 * 1024 * 1024, true);
    cases.push(['zip bomb', bomb, 'too large']);
    for (const [, bytes, message] of cases) {
      const refused = await gqlUpload(app, READ, {}, upload(bytes), prodToken);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toContain(message);
    }
    const many = await xlsx({
      Budget: [HEADERS, ...Array.from({ length: 20_001 }, (_, i): Cell[] => [1, 'Catering', null, i])],
    });
    const tooMany = await gqlUpload(app, IMPORT, { m: MAPPING, c: false }, upload(many), prodToken);
    expect(tooMany.errors![0]!.message).toBe(
      'This file is too large: an import may weigh up to 5 MB and hold up to 20,000 rows.',
    );
    const sameColumn = await importFile([[1, 'Catering', null, 5]], {
      mapping: { ...MAPPING, amountColumn: 2 },
    });
    expect(sameColumn.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'amountColumn',
    });
  });

  it("serves a template with the project's names that imports without an error", async () => {
    const get = (token?: string) =>
      fetch(`${app.url}/files/budget-import-template.xlsx`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get()).status).toBe(401);
    expect((await get(crewToken)).status).toBe(404);
    const response = await get(prodToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const read = await gqlUpload<{
      ReadBudgetImportFile: { sheets: string[]; suggestion: object; sample: unknown[] };
    }>(app, READ, {}, upload(bytes), prodToken);
    expect(read.data!.ReadBudgetImportFile).toMatchObject({
      sheets: ['Budget', 'Lists'],
      suggestion: MAPPING,
      sample: [
        { row: 2, cells: ['1', 'Camera equipment', '', '12500'] },
        { row: 3, cells: ['2', 'Catering', '', '3400.5'] },
      ],
    });
    const preview = await gqlUpload<{ ImportBudgetLines: { errorCount: number; total: string } }>(
      app,
      IMPORT,
      { m: MAPPING, c: false },
      upload(bytes),
      prodToken,
    );
    expect(preview.data!.ImportBudgetLines).toMatchObject({ errorCount: 0, total: '15900.50' });
  });
});
