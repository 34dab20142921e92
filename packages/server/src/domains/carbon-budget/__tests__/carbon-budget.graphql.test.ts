import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { carbonEntries } from '../../carbon';
import { budgetCategories } from '../../departments/departments.table';
import { projects } from '../../projects';
import { moveInvoicedAmount, purchaseOrders } from '../../purchase-orders';

/**
 * Issue 16: the carbon budget and forecast through real GraphQL requests: planned kg per carbon category and
 * department, actual and committed from the ledger (validated PO lines not yet invoiced), the history, the PO
 * carbon check and its refusal, the xlsx import and the green table's forecast filters.
 */
let app: App;
let projectId: number;
let crew: string;
let validator: string;
let production: string;
let green: string;
let reader: string;
let foreignGreen: string;
let cateringId: number;

const CELL = 'carbonCategory department lineId planned actual committed remainder forecast';
const BUDGET = `{ GetCarbonBudget { cells { ${CELL} } totals { planned actual committed remainder forecast } canEdit hasPlan } }`;
const SET = `mutation($c: Int!, $d: Int, $p: String!, $n: String) {
  SetCarbonBudgetLine(CarbonCategory: $c, Department: $d, PlannedKgCo2e: $p, Note: $n) { cells { ${CELL} } } }`;
const DEL = 'mutation($id: Int!) { DelCarbonBudgetLine(CarbonBudgetLineId: $id) { hasPlan } }';
const HISTORY = '{ GetCarbonForecastHistory { day planned actual committed forecast } }';
const CHECK = `query($ids: [Int!]!) { CheckPurchaseOrdersCarbon(PurchaseOrderId: $ids) {
  carbonCategory department kgCo2e planned engaged after overBy } }`;
const IMPORT = `mutation($file: File!, $commit: Boolean!) { ImportCarbonBudget(File: $file, Commit: $commit) {
  committed rowCount imported errors { row column field value message } } }`;
const ENTRIES = `query($f: CarbonEntryFilterInput) { GetCarbonEntries(Filter: $f, Offset: 0, Size: 100) {
  items { id sourceType sourceId kgCo2e } } }`;
const NEW_PO =
  'mutation($d: String!) { NewPurchaseOrder(AddedPurchaseOrder: { description: $d, requestDate: "2026-10-16" }) { id } }';
const ADD_LINE =
  'mutation($id: Int, $c: Int, $q: String!) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: { name: "Catering day", quantity: $q, unitPriceVatExcluded: "100", categoryId: $c }) { id } }';
const SEND = 'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }';
const VALIDATE = 'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id, Comment: "ok") { id } }';

interface Cell {
  carbonCategory: number;
  department: number | null;
  lineId: number | null;
  planned: string;
  actual: string;
  committed: string;
  remainder: string;
  forecast: string;
}

async function call<T = Record<string, unknown>>(token: string, query: string, variables = {}) {
  const result = await gql<T>(app, query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}
const budget = async (token = green) =>
  (
    await call<{
      GetCarbonBudget: { cells: Cell[]; totals: Record<string, string>; canEdit: boolean; hasPlan: boolean };
    }>(token, BUDGET)
  ).GetCarbonBudget;
const cell = async (category: number, department: number | null) =>
  (await budget()).cells.find((c) => c.carbonCategory === category && c.department === department);

async function newPo(description: string, quantity: string) {
  const po = await call<{ NewPurchaseOrder: { id: number } }>(crew, NEW_PO, { d: description });
  const line = await call<{ AddPoItem: { id: number } }>(crew, ADD_LINE, {
    id: po.NewPurchaseOrder.id,
    c: cateringId,
    q: quantity,
  });
  return { poId: po.NewPurchaseOrder.id, lineId: line.AddPoItem.id };
}

async function workbook(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Plan');
  sheet.addRow(['Category', 'Department', 'Planned kg CO2e', 'Note']);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true, usePurchaseOrder: true, useGreen: true })).id;
  const member = await createUser(app, projectId, { departmentNumber: 2 });
  const checker = await createUser(app, projectId, { departmentNumber: 1 });
  const { validations } = await import('../../users/users.table');
  await app.database.db.insert(validations).values({
    projectId,
    userId: checker.id,
    departmentNumber: 2,
    validationLevelExp: 1,
    validationLevelPo: 1,
  });
  crew = await signInAs(app, member.email);
  validator = await signInAs(app, checker.email);
  production = await signInAs(app, (await createUser(app, projectId, { isProd: true })).email);
  green = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canAccessGreenReporting'] })).email,
  );
  reader = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canViewReportingScreens'] })).email,
  );
  const other = await createProject(app, { useGreen: true, usePurchaseOrder: true });
  foreignGreen = await signInAs(
    app,
    (await createUser(app, other.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  const [catering] = await app.database.db
    .insert(budgetCategories)
    .values({ projectId, name: 'Catering' })
    .returning();
  cateringId = catering!.id;
  // Catering is spend-based: 0.5 kg CO2e per currency unit, counted as meals (5).
  await call(
    green,
    'mutation($c: Int!) { SetCarbonCategoryMapping(BudgetCategoryId: $c, CarbonCategory: 5, KgCo2ePerCurrency: "0.5") { budgetCategoryId } }',
    { c: cateringId },
  );
});

describe('the carbon budget and its forecast (issue 16)', () => {
  let lineId: number;
  let firstPo: { poId: number; lineId: number };

  it('an empty budget, then a planned cell: remainder and forecast are the plan', async () => {
    expect(await budget()).toMatchObject({ cells: [], hasPlan: false, canEdit: true });
    const answer = await call<{ SetCarbonBudgetLine: { cells: Cell[] } }>(green, SET, {
      c: 5,
      d: 2,
      p: '300',
      n: 'Catering, camera',
    });
    const planned = answer.SetCarbonBudgetLine.cells.find(
      (c) => c.carbonCategory === 5 && c.department === 2,
    )!;
    expect(planned).toMatchObject({
      planned: '300.00',
      actual: '0.00',
      committed: '0.00',
      remainder: '300.00',
      forecast: '300.00',
    });
    lineId = planned.lineId!;
    // A second set of the same cell replaces its figure (one line per cell).
    await call(green, SET, { c: 5, d: 2, p: '300.00' });
    expect((await budget()).cells.filter((c) => c.lineId !== null)).toHaveLength(1);
    expect((await budget(reader)).canEdit).toBe(false);
  });

  it('a draft PO adds nothing; validated it is committed; invoiced it moves to actual, never counted twice', async () => {
    firstPo = await newPo('Catering week 1', '2');
    expect(await cell(5, 2)).toMatchObject({ actual: '0.00', committed: '0.00', forecast: '300.00' });
    await call(crew, SEND, { id: firstPo.poId });
    await call(validator, VALIDATE, { id: firstPo.poId });
    expect(await cell(5, 2)).toMatchObject({
      actual: '0.00',
      committed: '100.00',
      remainder: '200.00',
      forecast: '300.00',
    });
    const forecastOnly = await call<{ GetCarbonEntries: { items: { sourceId: number }[] } }>(green, ENTRIES, {
      f: { forForecastReportOnly: true },
    });
    expect(forecastOnly.GetCarbonEntries.items.map((e) => e.sourceId)).toEqual([firstPo.lineId]);

    await call(production, 'mutation($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { id } }', {
      id: firstPo.poId,
    });
    expect(await cell(5, 2)).toMatchObject({
      actual: '100.00',
      committed: '0.00',
      remainder: '200.00',
      forecast: '300.00',
    });
    const after = await call<{ GetCarbonEntries: { items: unknown[] } }>(green, ENTRIES, {
      f: { forForecastReportOnly: true },
    });
    expect(after.GetCarbonEntries.items).toEqual([]);
    expect((await budget()).totals).toMatchObject({
      planned: '300.00',
      actual: '100.00',
      forecast: '300.00',
    });
  });

  it('over the plan the forecast is actual + committed (remainder 0)', async () => {
    const big = await newPo('Catering week 2', '6');
    await call(crew, SEND, { id: big.poId });
    await call(validator, VALIDATE, { id: big.poId });
    expect(await cell(5, 2)).toMatchObject({
      actual: '100.00',
      committed: '300.00',
      remainder: '0.00',
      forecast: '400.00',
    });
  });

  it('the history has one row for today with the totals', async () => {
    const rows = (await call<{ GetCarbonForecastHistory: Record<string, string>[] }>(reader, HISTORY))
      .GetCarbonForecastHistory;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      planned: '300.00',
      actual: '100.00',
      committed: '300.00',
      forecast: '400.00',
    });
  });

  it('the PO check shows the carbon a PO adds; with refusePoOverCarbonBudget the send is refused, nothing written', async () => {
    const po = await newPo('Catering week 3', '1');
    const check = await call<{ CheckPurchaseOrdersCarbon: Record<string, unknown>[] }>(crew, CHECK, {
      ids: [po.poId],
    });
    expect(check.CheckPurchaseOrdersCarbon).toEqual([
      {
        carbonCategory: 5,
        department: 2,
        kgCo2e: '50.00',
        planned: '300.00',
        engaged: '400.00',
        after: '450.00',
        overBy: '150.00',
      },
    ]);
    // A warning only: the project does not refuse.
    expect((await gql(app, SEND, { id: po.poId }, { token: crew })).errors).toBeUndefined();

    await app.database.db
      .update(projects)
      .set({ refusePoOverCarbonBudget: true })
      .where(eq(projects.id, projectId));
    const refusedPo = await newPo('Catering week 4', '1');
    const entryBefore = await app.database.db
      .select()
      .from(carbonEntries)
      .where(eq(carbonEntries.sourceId, refusedPo.lineId));
    const refused = await gql(app, SEND, { id: refusedPo.poId }, { token: crew });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toContain('kg CO2e');
    expect(refused.errors![0]!.extensions).toMatchObject({
      params: { kg: '50.00', planned: '300.00', after: '450.00', department: 'Camera' },
    });
    const [po4] = await app.database.db
      .select({ status: purchaseOrders.status, poNumber: purchaseOrders.poNumber })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, refusedPo.poId));
    expect(po4).toEqual({ status: 0, poNumber: null });
    const entryAfter = await app.database.db
      .select()
      .from(carbonEntries)
      .where(eq(carbonEntries.sourceId, refusedPo.lineId));
    expect(entryAfter).toEqual(entryBefore);

    // Within the plan (a larger plan), the same PO is sent.
    await call(green, SET, { c: 5, d: 2, p: '1000' });
    expect((await gql(app, SEND, { id: refusedPo.poId }, { token: crew })).errors).toBeUndefined();
    await app.database.db
      .update(projects)
      .set({ refusePoOverCarbonBudget: false })
      .where(eq(projects.id, projectId));
  });

  it('a partly invoiced line splits its kg between actual and committed, exactly, never counted twice', async () => {
    const before = await cell(5, 2);
    expect(before).toMatchObject({ actual: '100.00', committed: '300.00' });
    // The invoice item made from the line is brought down from 200 to 50 (what an edited or partial invoice
    // does to its PO line): 150 of the line's 200 are still to invoice.
    await app.services.db.transaction((tx) => moveInvoicedAmount(tx, firstPo.lineId, '200', '50'));
    expect(await cell(5, 2)).toMatchObject({
      actual: '25.00',
      committed: '375.00',
      forecast: before!.forecast,
    });
  });

  it('another project: NOT_FOUND for our line and our POs, an empty budget', async () => {
    expect(errorCode(await gql(app, DEL, { id: lineId }, { token: foreignGreen }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, CHECK, { ids: [firstPo.poId] }, { token: foreignGreen }))).toBe(
      'NOT_FOUND',
    );
    expect((await budget(foreignGreen)).cells).toEqual([]);
    expect((await budget()).cells.find((c) => c.lineId === lineId)).toBeDefined();
  });

  it('bad input is a field error in the user’s language and changes nothing; the crew may not plan', async () => {
    const before = await budget();
    const bad = await gql(app, SET, { c: 5, d: 1, p: 'lots' }, { token: green });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.field).toBe('plannedKgCo2e');
    const category = await gql(app, SET, { c: 22, p: '10' }, { token: green });
    expect(category.errors![0]!.extensions!.field).toBe('carbonCategory');
    // A French green manager reads the refusal in French.
    const french = await signInAs(
      app,
      (await createUser(app, projectId, { rights: ['canAccessGreenReporting'], appLanguage: 1 })).email,
    );
    const inFrench = await gql(app, SET, { c: 5, d: 1, p: 'lots' }, { token: french });
    expect(inFrench.errors![0]!.extensions!.field).toBe('plannedKgCo2e');
    expect(inFrench.errors![0]!.message).toMatch(/plannedKgCo2e/);
    expect(inFrench.errors![0]!.message).not.toBe(bad.errors![0]!.message);
    expect(errorCode(await gql(app, SET, { c: 5, p: '10' }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, SET, { c: 5, p: '10' }, { token: reader }))).toBe('FORBIDDEN');
    expect(await budget()).toEqual(before);
  });
});

describe('the carbon budget import (issue 16)', () => {
  it('bad rows name their row and column and nothing is written', async () => {
    const before = await budget();
    const bytes = await workbook([
      [3, 'Camera', 1200, 'Trucks'],
      ['teleportation', null, 10, ''],
      [1, 'Nowhere', 10, ''],
      [2, null, 'many', ''],
      [3, 2, 5, 'twice'],
    ]);
    const answer = await gqlUpload<{
      ImportCarbonBudget: { committed: boolean; errors: Record<string, unknown>[] };
    }>(app, IMPORT, { commit: true }, { name: 'plan.xlsx', type: XLSX, bytes }, green);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.ImportCarbonBudget;
    expect(result.committed).toBe(false);
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'A'],
      [4, 'B'],
      [5, 'C'],
      [6, 'A'],
    ]);
    expect(result.errors[1]!.message).toEqual(expect.stringContaining('B4'));
    expect(await budget()).toEqual(before);
  });

  it('a good file sets every line in one transaction', async () => {
    const bytes = await workbook([
      [3, 'Camera', 1200.5, 'Trucks'],
      ['transportation', 1, '800', ''],
      [1, null, 4500, 'Hotels'],
    ]);
    const preview = await gqlUpload<{ ImportCarbonBudget: { committed: boolean; rowCount: number } }>(
      app,
      IMPORT,
      { commit: false },
      { name: 'plan.xlsx', type: XLSX, bytes },
      green,
    );
    expect(preview.data!.ImportCarbonBudget).toMatchObject({ committed: false, rowCount: 3 });
    expect((await cell(1, null))?.lineId ?? null).toBeNull();
    const answer = await gqlUpload<{ ImportCarbonBudget: { committed: boolean; imported: number } }>(
      app,
      IMPORT,
      { commit: true },
      { name: 'plan.xlsx', type: XLSX, bytes },
      green,
    );
    expect(answer.data!.ImportCarbonBudget).toMatchObject({ committed: true, imported: 3 });
    expect(await cell(3, 2)).toMatchObject({ planned: '1200.50' });
    expect(await cell(3, 1)).toMatchObject({ planned: '800.00' });
    expect(await cell(1, null)).toMatchObject({ planned: '4500.00', forecast: '4500.00' });
  });

  it('serves a template in the caller’s language that imports without an error', async () => {
    const get = (token?: string) =>
      fetch(`${app.url}/files/carbon-budget-template.xlsx`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get()).status).toBe(401);
    expect((await get(crew)).status).toBe(404);
    const response = await get(green);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Carbon budget', 'Lists']);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'Carbon category',
      'Department',
      'Planned kg CO2e',
      'Note',
    ]);
    const preview = await gqlUpload<{ ImportCarbonBudget: { errors: unknown[]; rowCount: number } }>(
      app,
      IMPORT,
      { commit: false },
      { name: 'template.xlsx', type: XLSX, bytes },
      green,
    );
    expect(preview.data!.ImportCarbonBudget).toEqual({
      committed: false,
      rowCount: 2,
      imported: 0,
      errors: [],
    });
  });

  it('a file that is not xlsx is a field error', async () => {
    const answer = await gqlUpload(
      app,
      IMPORT,
      { commit: true },
      { name: 'plan.csv', type: 'text/csv', bytes: new TextEncoder().encode('a,b\n1,2') },
      green,
    );
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
  });
});

describe('who reads the carbon budget (issue 16)', () => {
  it('a department budget reader reads their department’s cells only, and not the history', async () => {
    const { createUser: make } = await import('../../../test/fixtures');
    const camera = await signInAs(
      app,
      (await make(app, projectId, { departmentNumber: 2, rights: ['canViewDepartmentBudget'] })).email,
    );
    const theirs = await budget(camera);
    expect(theirs.cells.length).toBeGreaterThan(0);
    expect(theirs.cells.every((c) => c.department === 2)).toBe(true);
    expect(theirs.canEdit).toBe(false);
    expect(errorCode(await gql(app, HISTORY, {}, { token: camera }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, BUDGET, {}, { token: crew }))).toBe('FORBIDDEN');
  });
});

describe('the green table’s template and review filters (000 §3, issue 16)', () => {
  it('templateId and reviewStatus select their entries', async () => {
    const [made] = await app.database.db
      .insert(carbonEntries)
      .values([
        {
          projectId,
          sourceType: 'manual',
          carbonCategory: 4,
          strDate: '2026-10-20',
          status: 'actual',
          kgCo2e: '12.00',
          verified: true,
          details: { template: { templateId: 77, name: 'Skip', applicationId: 1 } },
        },
      ])
      .returning();
    const ids = async (f: Record<string, unknown>) =>
      (
        await call<{ GetCarbonEntries: { items: { id: number }[] } }>(green, ENTRIES, { f })
      ).GetCarbonEntries.items.map((e) => e.id);
    expect(await ids({ templateId: 77 })).toEqual([made!.id]);
    expect(await ids({ templateId: 78 })).toEqual([]);
    expect(await ids({ reviewStatus: [1] })).toEqual([made!.id]);
    expect(await ids({ reviewStatus: [0] })).not.toContain(made!.id);
    expect(await ids({ reviewStatus: [0, 1] })).toContain(made!.id);
    const bad = await gql(app, ENTRIES, { f: { reviewStatus: [5] } }, { token: green });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });
});
