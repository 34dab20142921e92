import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { STATEMENT_COUNT_HEADER } from '../../../db/statement-count';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { carbonEntries } from '../../carbon/carbon.table';
import { budgetCategories, functions } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { suppliers } from '../../suppliers/suppliers.table';
import { validations } from '../../users/users.table';
import { expenseItemFlags, expenseItems, expenseReceipts, expenseSheets } from '../expenses.table';

/**
 * Issue 17: the hot lists answer exactly what they answered before they were made faster. Every list is asked
 * with the fields the web asks for and with a minimal selection, on a project with sheets in every status,
 * refused items, items outside the contract, receipts, flags, names and carbon figures; the answers (ids written
 * as labels, so they do not depend on the database's sequences) are compared with the file recorded from the
 * code before the change.
 */

let app: App;
const RECORDED = join(import.meta.dirname, 'list-answers.snapshot.json');
const labels = new Map<string, string>();
const tokens: Record<'admin' | 'crew' | 'crew2' | 'validator' | 'deptReader', string> = {
  admin: '',
  crew: '',
  crew2: '',
  validator: '',
  deptReader: '',
};

const RECEIPT = 'id originalName contentType size url';
const ITEM = `id userId encoderId sheetId date type description detailedDescription amount amountVat amountTotal
  vatFlagItemId vatRate validated comment department departmentName functionNumber functionName category
  categoryName costCenter subCategory subType additionalSubType paiementType supplierId supplierName km
  fromLocation toLocation kgCoTwo co2FactorKey co2FactorValue co2FactorUnit co2FactorSource carbonQuantity
  carbonUnit carbonFactorKey carbon { kgCo2e quantity unit factorValue factorUnit factorSource status isEstimate }
  isInContract processed customFlagIds userFullName encoderFullName receiptMissing receipts { ${RECEIPT} }`;
const SHEET =
  'id userId encoderId title kind validated amountTotal submittedAt refusalComment processed createdAt';
const LIST_ITEM = `sheet { ${SHEET} } userName userFirstName itemCount refusedItems outsideContract departmentName`;
const BUDGET_SHEET = `userFirstName userName departmentName itemCount
  sheet { id title kind validated amountTotal submittedAt }`;

/** The queries and who asks them: the web's selection, every field, and minimal ones. */
const CASES: {
  name: string;
  who: keyof typeof tokens;
  query: string;
  variables?: Record<string, unknown>;
}[] = [
  { name: 'MyExpenses web, no filter', who: 'crew', query: `{ MyExpenses { ${ITEM} } }` },
  { name: 'MyExpenses minimal', who: 'crew', query: '{ MyExpenses { id } }' },
  {
    name: 'MyExpenses page, filtered',
    who: 'crew',
    query: `query($f: MyExpensesFilter) { MyExpenses(Filter: $f) { ${ITEM} } }`,
    variables: {
      f: {
        startDate: '2026-03-02',
        endDate: '2026-09-30',
        status: [1, 2, 4, 8],
        types: [0, 2],
        limit: 3,
        offset: 1,
      },
    },
  },
  {
    name: 'MyExpenses not submitted only',
    who: 'crew',
    query: `query($f: MyExpensesFilter) { MyExpenses(Filter: $f) { id validated sheetId receiptMissing } }`,
    variables: { f: { status: [-1] } },
  },
  {
    name: 'MyExpenses names and receipts',
    who: 'crew2',
    query: '{ MyExpenses { id categoryName departmentName userFullName customFlagIds receipts { id } } }',
  },
  {
    name: 'GetUserExpenses web',
    who: 'admin',
    query: `query($u: Int!) { GetUserExpenses(UserId: $u) { ${ITEM} } }`,
    variables: { u: 'user:crew' },
  },
  {
    name: 'GetProjectUserExpenseSheet web + TotalRecords',
    who: 'admin',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { ${BUDGET_SHEET} }
        GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`,
    variables: {
      f: { arrayType: 'submitted', startDate: '2026-03-01', endDate: '2026-09-30', recordLimit: 50 },
    },
  },
  {
    name: 'GetProjectUserExpenseSheet every field',
    who: 'admin',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { ${LIST_ITEM} } }`,
    variables: { f: { recordLimit: 100 } },
  },
  {
    name: 'GetProjectUserExpenseSheet minimal, second page',
    who: 'admin',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { sheet { id } } }`,
    variables: { f: { recordLimit: 2, recordOffSet: 1 } },
  },
  {
    name: 'GetProjectUserExpenseSheet not submitted, counts only',
    who: 'admin',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { refusedItems outsideContract }
        GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`,
    variables: { f: { arrayType: 'notSubmitted' } },
  },
  {
    name: 'GetProjectUserExpenseSheet invoices',
    who: 'admin',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { ${LIST_ITEM} }
        GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`,
    variables: { f: { arrayType: 'invoice' } },
  },
  {
    name: 'GetProjectUserExpenseSheet filtered by category and status',
    who: 'admin',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { ${LIST_ITEM} }
        GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`,
    variables: { f: { category: 'category:transport', reviewStatus: [1, 2] } },
  },
  {
    name: 'GetProjectUserExpenseSheet own department only',
    who: 'deptReader',
    query: `query($f: BudgetListFilterInput) { GetProjectUserExpenseSheet(Filter: $f) { ${LIST_ITEM} }
        GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`,
    variables: { f: {} },
  },
  {
    name: 'GetProjectExpenseSheets web',
    who: 'admin',
    query: `query($f: ProjectExpenseSheetsFilter) { GetProjectExpenseSheets(Filter: $f) { totalRecords amountTotal
        rows { ${LIST_ITEM} } } }`,
    variables: { f: {} },
  },
  {
    name: 'GetProjectExpenseSheets minimal',
    who: 'admin',
    query: '{ GetProjectExpenseSheets { rows { sheet { id } } } }',
  },
  {
    name: 'GetProjectExpenseSheets count only, filtered',
    who: 'admin',
    query: `query($f: ProjectExpenseSheetsFilter) { GetProjectExpenseSheets(Filter: $f) { totalRecords amountTotal } }`,
    variables: { f: { status: [1, 2, 8], startDate: '2026-03-01', limit: 1 } },
  },
  {
    name: 'GetProjectExpenseSheets page 2',
    who: 'admin',
    query: `query($f: ProjectExpenseSheetsFilter) { GetProjectExpenseSheets(Filter: $f) { totalRecords
        rows { sheet { id validated } outsideContract refusedItems } } }`,
    variables: { f: { limit: 2, offset: 2 } },
  },
  { name: 'MyExpenseSheets web', who: 'crew', query: `{ MyExpenseSheets { ${LIST_ITEM} } }` },
  { name: 'MyExpenseSheets minimal', who: 'crew', query: '{ MyExpenseSheets { sheet { id } } }' },
  {
    name: 'GetExpenseSheetsToValidate web',
    who: 'validator',
    query: `{ GetExpenseSheetsToValidate { ${LIST_ITEM} itemsWithoutReceipt firstReceipt { ${RECEIPT} } } }`,
  },
  {
    name: 'GetExpenseSheetsToValidate minimal',
    who: 'validator',
    query: '{ GetExpenseSheetsToValidate { sheet { id } } }',
  },
  {
    name: 'GetExpenseSheet',
    who: 'admin',
    query: `query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) { sheet { ${SHEET} } userName userFirstName
        outsideContract departmentName items { ${ITEM} } } }`,
    variables: { id: 'sheet:submitted' },
  },
];

/** Statements per request before issue 17 (the actor's lookup included): none may take more now. */
const STATEMENTS_BEFORE: Record<string, number> = {
  'MyExpenses web, no filter': 6,
  'MyExpenses minimal': 5,
  'MyExpenses page, filtered': 6,
  'MyExpenses not submitted only': 6,
  'MyExpenses names and receipts': 5,
  'GetUserExpenses web': 7,
  'GetProjectUserExpenseSheet web + TotalRecords': 3,
  'GetProjectUserExpenseSheet every field': 2,
  'GetProjectUserExpenseSheet minimal, second page': 2,
  'GetProjectUserExpenseSheet not submitted, counts only': 3,
  'GetProjectUserExpenseSheet invoices': 3,
  'GetProjectUserExpenseSheet filtered by category and status': 3,
  'GetProjectUserExpenseSheet own department only': 7,
  'GetProjectExpenseSheets web': 3,
  'GetProjectExpenseSheets minimal': 3,
  'GetProjectExpenseSheets count only, filtered': 3,
  'GetProjectExpenseSheets page 2': 3,
  'MyExpenseSheets web': 2,
  'MyExpenseSheets minimal': 2,
  'GetExpenseSheetsToValidate web': 4,
  'GetExpenseSheetsToValidate minimal': 4,
  GetExpenseSheet: 8,
};

/** Where an id-valued field points, from its name and the name of the object holding it. */
function kindOf(parent: string, key: string): string | undefined {
  if (key === 'userId' || key === 'encoderId') return 'user';
  if (key === 'sheetId') return 'sheet';
  if (key === 'itemId') return 'item';
  if (key === 'vatFlagItemId' || key === 'customFlagIds') return 'flag';
  if (key === 'category') return 'category';
  if (key === 'supplierId') return 'supplier';
  if (key !== 'id') return undefined;
  if (parent === 'sheet') return 'sheet';
  if (parent === 'receipts' || parent === 'firstReceipt') return 'receipt';
  return 'item';
}

function label(kind: string, id: unknown) {
  const found = labels.get(`${kind}#${id}`);
  if (!found) throw new Error(`unknown ${kind} ${id}: a row of another project?`);
  return found;
}

/**
 * The answer with its ids written as the labels of the seeded rows, and its keys sorted (the order of the root
 * fields is the GraphQL executor's, not the lists').
 */
function normalized(value: unknown, parent = '', key = ''): unknown {
  const kind = kindOf(parent, key);
  if (Array.isArray(value)) return value.map((v) => normalized(v, key || parent, kind ? key : ''));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, normalized(v, key || parent, k)]),
    );
  if (kind && typeof value === 'number') return label(kind, value);
  if (key === 'url' && typeof value === 'string')
    return value.replace(/\d+$/, (id) => label('receipt', Number(id)));
  return value;
}

/** Variables naming seeded rows ('user:crew') as their ids. */
function resolved(variables: unknown): unknown {
  if (Array.isArray(variables)) return variables.map(resolved);
  if (variables && typeof variables === 'object')
    return Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, resolved(v)]));
  if (typeof variables === 'string' && /^[a-z]+:[a-z0-9-]+$/.test(variables)) {
    for (const [key, name] of labels) if (name === variables) return Number(key.split('#')[1]);
    throw new Error(`no seeded ${variables}`);
  }
  return variables;
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await getTestApp();
  const db = app.database.db;
  const project = await createProject(app, { mandatoryExpenseReceipt: true, mandatoryInvoiceReceipt: true });
  const p = project.id;
  const admin = await createUser(app, p, { isAdmin: true, name: 'Admin', firstName: 'Ada' });
  const crew = await createUser(app, p, { departmentNumber: 2, name: 'Martin', firstName: 'Anna' });
  const crew2 = await createUser(app, p, { departmentNumber: 1, name: 'Bernard', firstName: 'Louis' });
  const validator = await createUser(app, p, { departmentNumber: 2, name: 'Vidal', firstName: 'Vera' });
  const deptReader = await createUser(app, p, {
    departmentNumber: 1,
    name: 'Dupont',
    firstName: 'Jean',
    rights: ['canViewDepartmentBudget'],
  });
  for (const [name, user] of Object.entries({ admin, crew, crew2, validator, deptReader })) {
    labels.set(`user#${user.id}`, `user:${name}`);
    tokens[name as keyof typeof tokens] = await signInAs(app, user.email);
  }
  await db
    .insert(validations)
    .values({ projectId: p, userId: validator.id, departmentNumber: 2, validationLevelExp: 1 });
  const [transport, meals] = await db
    .insert(budgetCategories)
    .values([
      { projectId: p, name: 'Transport', costCenter: 'TR-1' },
      { projectId: p, name: 'Meals', costCenter: 'ME-2' },
    ])
    .returning();
  labels.set(`category#${transport!.id}`, 'category:transport');
  labels.set(`category#${meals!.id}`, 'category:meals');
  await db.insert(functions).values({ projectId: p, departmentNumber: 2, value: 5, message: 'Grip' });
  const [supplier] = await db
    .insert(suppliers)
    .values({ licenseId: project.licenseId, name: 'Taxi Bleu' })
    .returning();
  labels.set(`supplier#${supplier!.id}`, 'supplier:taxi');
  const [flag] = await db.insert(projectFlags).values({ projectId: p, type: 1, name: 'VAT' }).returning();
  const flagItems = await db
    .insert(projectFlagItems)
    .values([
      { projectId: p, flagId: flag!.id, name: '21 %', factor: '0.21' },
      { projectId: p, flagId: flag!.id, name: 'Night shoot' },
      { projectId: p, flagId: flag!.id, name: 'Location' },
    ])
    .returning();
  for (const [i, f] of flagItems.entries())
    labels.set(`flag#${f.id}`, `flag:${['vat', 'night', 'location'][i]}`);

  // Sheets in every status, an invoice, and one of the department 1 member.
  const sheetSpecs = [
    ['submitted', crew.id, 2, 0, 1, '2026-03-10T09:00:00Z'],
    ['level1', crew.id, 2, 0, 2, '2026-04-11T09:00:00Z'],
    ['final', crew.id, 2, 0, 8, '2026-05-12T09:00:00Z'],
    ['refused', crew.id, 2, 0, 4, '2026-06-13T09:00:00Z'],
    ['refused2', crew.id, 2, 0, 16, '2026-06-14T09:00:00Z'],
    ['draft', crew.id, 2, 0, 0, null],
    ['invoice', admin.id, 2, 1, 8, '2026-07-15T09:00:00Z'],
    ['dept1', crew2.id, 1, 0, 1, '2026-08-16T09:00:00Z'],
    ['same-time', crew2.id, 1, 0, 2, '2026-08-16T09:00:00Z'],
  ] as const;
  const sheets = await db
    .insert(expenseSheets)
    .values(
      sheetSpecs.map(([name, userId, departmentNumber, kind, status, submittedAt], i) => ({
        projectId: p,
        userId,
        encoderId: name === 'level1' ? admin.id : null,
        title: `Sheet ${name}`,
        departmentNumber,
        kind,
        status,
        amountTotal: `${100 + i * 11}.50`,
        submittedAt: submittedAt ? at(submittedAt) : null,
        refusalComment: status === 4 || status === 16 ? 'Missing ticket' : '',
        supplierId: kind === 1 ? supplier!.id : null,
        processed: name === 'final',
        createdAt: at(`2026-0${(i % 9) + 1}-05T08:00:00Z`),
      })),
    )
    .returning();
  const sheet = Object.fromEntries(sheetSpecs.map(([name], i) => [name, sheets[i]!]));
  for (const [name, row] of Object.entries(sheet)) labels.set(`sheet#${row.id}`, `sheet:${name}`);

  // Items: outside the contract, refused alone, unsent, travels with their factor, invoices with a supplier.
  type Item = typeof expenseItems.$inferInsert;
  const base = (name: string, userId: number, extra: Partial<Item>): Item & { name: string } => ({
    name,
    projectId: p,
    userId,
    date: '2026-03-01',
    type: 0,
    description: `Item ${name}`,
    amount: '10.00',
    amountVat: '2.10',
    amountTotal: '12.10',
    departmentNumber: 2,
    ...extra,
  });
  const itemSpecs = [
    base('taxi', crew.id, {
      sheetId: sheet.submitted!.id,
      date: '2026-03-05',
      validated: 1,
      categoryId: transport!.id,
      supplierId: supplier!.id,
      vatFlagItemId: flagItems[0]!.id,
      vatRate: '0.21',
      functionNumber: 5,
      costCenter: 'TR-1',
      paymentType: 1,
    }),
    base('late-dinner', crew.id, {
      sheetId: sheet.submitted!.id,
      date: '2026-03-06',
      validated: 1,
      isInContract: false,
      categoryId: meals!.id,
      detailedDescription: 'After the wrap',
      encoderId: admin.id,
    }),
    base('refused-hotel', crew.id, {
      sheetId: sheet.submitted!.id,
      date: '2026-03-06',
      validated: 4,
      comment: 'Not in the budget',
      categoryId: transport!.id,
    }),
    base('drive', crew.id, {
      sheetId: sheet.level1!.id,
      date: '2026-04-02',
      type: 2,
      validated: 2,
      km: '42.5',
      fromLocation: 'Studio',
      toLocation: 'Set',
      kgCoTwo: '8.075',
      co2FactorKey: 'car.petrol',
      co2FactorValue: '0.190000',
      co2FactorUnit: 'kgCO2e/km',
      co2FactorSource: 'ADEME',
      carbonQuantity: '42.500',
      carbonUnit: 'km',
      carbonFactorKey: 'car.petrol',
      amount: '0',
      amountVat: '0',
      amountTotal: '0',
      subCategory: 3,
      subType: 1,
      additionalSubType: 2,
    }),
    base('lunch', crew.id, { sheetId: sheet.final!.id, date: '2026-05-03', validated: 8, processed: true }),
    base('props', crew.id, {
      sheetId: sheet.final!.id,
      date: '2026-05-03',
      validated: 8,
      isInContract: false,
    }),
    base('refused-taxi', crew.id, { sheetId: sheet.refused!.id, date: '2026-06-01', validated: 4 }),
    base('refused-2', crew.id, { sheetId: sheet.refused2!.id, date: '2026-06-02', validated: 16 }),
    base('draft-item', crew.id, { sheetId: sheet.draft!.id, date: '2026-09-01', validated: 0 }),
    base('unsent-ticket', crew.id, { date: '2026-09-20', validated: 0 }),
    base('unsent-invoice', crew.id, { date: '2026-09-21', type: 1, validated: 0, isInContract: false }),
    base('invoice-line', admin.id, {
      sheetId: sheet.invoice!.id,
      date: '2026-07-01',
      type: 1,
      validated: 8,
      supplierId: supplier!.id,
      categoryId: transport!.id,
    }),
    base('dept1-ticket', crew2.id, {
      sheetId: sheet.dept1!.id,
      date: '2026-08-01',
      validated: 1,
      departmentNumber: 1,
      categoryId: meals!.id,
    }),
    base('dept1-outside', crew2.id, {
      sheetId: sheet['same-time']!.id,
      date: '2026-08-02',
      validated: 2,
      departmentNumber: 1,
      isInContract: false,
    }),
  ];
  const items = await db
    .insert(expenseItems)
    .values(itemSpecs.map(({ name: _, ...values }) => values))
    .returning();
  const item = Object.fromEntries(itemSpecs.map((spec, i) => [spec.name, items[i]!]));
  for (const [name, row] of Object.entries(item)) labels.set(`item#${row.id}`, `item:${name}`);

  await db.insert(expenseItemFlags).values([
    { itemId: item.taxi!.id, flagItemId: flagItems[1]!.id },
    { itemId: item.taxi!.id, flagItemId: flagItems[2]!.id },
    { itemId: item.lunch!.id, flagItemId: flagItems[2]!.id },
    { itemId: item['dept1-ticket']!.id, flagItemId: flagItems[1]!.id },
  ]);
  const receiptSpecs = [
    ['taxi-1', item.taxi!.id, 'image/jpeg'],
    ['taxi-2', item.taxi!.id, 'application/pdf'],
    ['hotel', item['refused-hotel']!.id, 'image/png'],
    ['lunch', item.lunch!.id, 'image/jpeg'],
    ['dept1', item['dept1-ticket']!.id, 'image/webp'],
  ] as const;
  const receipts = await db
    .insert(expenseReceipts)
    .values(
      receiptSpecs.map(([name, itemId, contentType], i) => ({
        projectId: p,
        itemId,
        uploadedBy: crew.id,
        originalName: `${name}.bin`,
        contentType,
        size: 1000 + i,
        storageKey: randomUUID(),
        createdAt: at(`2026-03-0${i + 1}T12:00:00Z`),
      })),
    )
    .returning();
  for (const [i, [name]] of receiptSpecs.entries())
    labels.set(`receipt#${receipts[i]!.id}`, `receipt:${name}`);
  await db.insert(carbonEntries).values([
    {
      projectId: p,
      sourceType: 'expenseItem',
      sourceId: item.drive!.id,
      carbonCategory: 1,
      strDate: '2026-04-02',
      status: 'actual',
      quantity: '42.5',
      unit: 'km',
      factorKey: 'car.petrol',
      factorValue: '0.19',
      factorUnit: 'kgCO2e/km',
      factorSource: 'ADEME',
      kgCo2e: '8.08',
    },
    {
      projectId: p,
      sourceType: 'expenseItem',
      sourceId: item.taxi!.id,
      carbonCategory: 1,
      strDate: '2026-03-05',
      status: 'pending',
      isEstimate: true,
      kgCo2e: '3.10',
    },
  ]);
});

/** Each case's answer and the SQL statements its request took (x-sql-statements). */
async function answers() {
  const result: Record<string, unknown> = {};
  const statements: Record<string, number> = {};
  for (const c of CASES) {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[c.who]}` },
      body: JSON.stringify({ query: c.query, variables: resolved(c.variables ?? {}) }),
    });
    const answer = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(answer.errors, c.name).toBeUndefined();
    result[c.name] = normalized(answer.data);
    statements[c.name] = Number(response.headers.get(STATEMENT_COUNT_HEADER));
  }
  return { result, statements };
}

describe('the hot lists answer as before (issue 17)', () => {
  it('reads what fragments, inline fragments and aliases select (the web asks through fragments)', async () => {
    const post = async (query: string) => {
      const answer = await gql(app, query, {}, { token: tokens.crew });
      expect(answer.errors).toBeUndefined();
      return normalized(answer.data);
    };
    const plain = await post(`{ MyExpenses { ${ITEM} } MyExpenseSheets { ${LIST_ITEM} } }`);
    const fragments = await post(`fragment Item on ExpenseItem { ${ITEM} }
      fragment Counts on ExpenseSheetListItem { ... on ExpenseSheetListItem { itemCount refusedItems } }
      { MyExpenses { ...Item } MyExpenseSheets { sheet { ${SHEET} } userName userFirstName departmentName
        ...Counts ... on ExpenseSheetListItem { outsideContract } } }`);
    expect(fragments).toEqual(plain);
    const aliased = (await post('{ MyExpenseSheets { out: outsideContract n: itemCount } }')) as {
      MyExpenseSheets: { out: boolean; n: number }[];
    };
    const rows = (plain as { MyExpenseSheets: { outsideContract: boolean; itemCount: number }[] })
      .MyExpenseSheets;
    expect(aliased.MyExpenseSheets).toEqual(rows.map((r) => ({ n: r.itemCount, out: r.outsideContract })));
  });

  it('answers the recorded JSON for the web selection and minimal ones', async () => {
    const { result, statements } = await answers();
    for (const c of CASES) expect(statements[c.name], c.name).toBeLessThanOrEqual(STATEMENTS_BEFORE[c.name]!);
    // The seed covers what the lists compute: refused items, items outside the contract, several statuses.
    const every = result['GetProjectUserExpenseSheet every field'] as {
      GetProjectUserExpenseSheet: {
        refusedItems: number;
        outsideContract: boolean;
        sheet: { validated: number };
      }[];
    };
    const rows = every.GetProjectUserExpenseSheet;
    expect(rows.some((r) => r.refusedItems > 0)).toBe(true);
    expect(rows.some((r) => r.outsideContract)).toBe(true);
    expect(new Set(rows.map((r) => r.sheet.validated)).size).toBeGreaterThanOrEqual(3);
    // Compared as JSON, not as text, so formatting the file changes nothing. Without the file (a new case), the
    // answers are written to it to be reviewed and committed; CI never writes it.
    if (!existsSync(RECORDED)) {
      expect(process.env.CI, 'list-answers.snapshot.json is missing').toBeFalsy();
      writeFileSync(RECORDED, `${JSON.stringify(result, null, 1)}\n`);
    }
    expect(result).toEqual(JSON.parse(readFileSync(RECORDED, 'utf8')));
  });
});
