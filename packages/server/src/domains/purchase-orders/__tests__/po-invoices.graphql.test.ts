import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { projects } from '../../projects/projects.table';
import { validations } from '../../users/users.table';

/**
 * Issue 12 items 10 and 11: an invoice made from a PO is production's document, numbered like one, validated like
 * any money document, and bounded by what is left on its PO.
 */
let app: App;
let projectId: number;
let crew: string;
let prod: string;
let editor: string;
let level1: string;
let level2: string;
let outsider: string;
let vat21: number;
let categoryId: number;

const NEW_PO = 'mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id } }';
const ADD_ITEM =
  'mutation($id: Int, $i: PoItemInput!) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: $i) { id } }';
const SEND = 'mutation($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { id } }';
const VALIDATE_PO = 'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { validated } }';
const INVOICE =
  'mutation($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { id kind title validated userId } }';
const SHEET = `query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) {
  sheet { id validated amountTotal } items { id amount amountTotal validated } } }`;
const PO_LINES = `query($id: Int!) { GetPo(PurchaseOrderId: $id) {
  po { expenseTotal consumed } items { remainingAmount } } }`;
const UPD = `mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) {
  amount amountTotal } }`;
const VALIDATE_SHEET = 'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }';
const FIGURES = `{ GetBudgetDataDetailList { categoryName amountTotal purchaseOrdersTotal } }`;

type Sheet = { id: number; kind: number; title: string; validated: number; userId: number };

/** A crew PO of one line, 300.00 + 21% VAT = 363.00, sent and validated, then invoiced by production. */
async function invoicedPo() {
  const po = await gql<{ NewPurchaseOrder: { id: number } }>(
    app,
    NEW_PO,
    { p: { description: 'Dolly rental', requestDate: '2026-10-12' } },
    { token: crew },
  );
  const poId = po.data!.NewPurchaseOrder.id;
  await gql(
    app,
    ADD_ITEM,
    {
      id: poId,
      i: { name: 'Dolly', quantity: '1', unitPriceVatExcluded: '300', vatFlagItemId: vat21, categoryId },
    },
    { token: crew },
  );
  expect((await gql(app, SEND, { ids: [poId] }, { token: crew })).errors).toBeUndefined();
  expect((await gql(app, VALIDATE_PO, { id: poId }, { token: level1 })).errors).toBeUndefined();
  const invoice = await gql<{ NewInvoiceFromPO: Sheet }>(app, INVOICE, { id: poId }, { token: prod });
  expect(invoice.errors).toBeUndefined();
  const sheet = invoice.data!.NewInvoiceFromPO;
  const detail = await gql<{ GetExpenseSheet: { items: { id: number }[] } }>(
    app,
    SHEET,
    { id: sheet.id },
    { token: prod },
  );
  return { poId, sheet, itemId: detail.data!.GetExpenseSheet.items[0]!.id };
}

async function dolly() {
  const rows = (
    await gql<{ GetBudgetDataDetailList: Record<string, string>[] }>(app, FIGURES, {}, { token: prod })
  ).data!.GetBudgetDataDetailList;
  const row = rows.find((r) => r.categoryName === 'Grip');
  return { actual: row?.amountTotal ?? '0.00', committed: row?.purchaseOrdersTotal ?? '0.00' };
}

const invoiceItem = (amountTotal: string) => ({
  date: '2026-10-20',
  type: 1,
  description: 'Dolly',
  amountTotal,
  vatFlagItemId: vat21,
  categoryId,
});

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, {
    useExpense: true,
    usePurchaseOrder: true,
    useBudget: true,
    lastInvoiceNumber: 7,
    lastInvoiceFormat: 'INV-{number:4}',
  });
  projectId = project.id;
  const db = app.database.db;
  const [tax] = await db.insert(projectFlags).values({ projectId, type: 0, name: 'VAT' }).returning();
  const [rate] = await db
    .insert(projectFlagItems)
    .values({ projectId, flagId: tax!.id, name: 'VAT 21%', factor: '0.21' })
    .returning();
  vat21 = rate!.id;
  const [category] = await db.insert(budgetCategories).values({ projectId, name: 'Grip' }).returning();
  categoryId = category!.id;
  crew = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  prod = await signInAs(app, (await createUser(app, projectId, { isProd: true })).email);
  editor = await signInAs(
    app,
    (
      await createUser(app, projectId, {
        isProd: true,
        rights: ['canEditExpense', 'canDeleteAfterValidation'],
      })
    ).email,
  );
  const a = await createUser(app, projectId, { departmentNumber: 2 });
  const b = await createUser(app, projectId, { departmentNumber: 1 });
  await db.insert(validations).values([
    { projectId, userId: a.id, departmentNumber: 2, validationLevelPo: 1, validationLevelExp: 1 },
    { projectId, userId: b.id, departmentNumber: 2, validationLevelExp: 2 },
  ]);
  level1 = await signInAs(app, a.email);
  level2 = await signInAs(app, b.email);
  outsider = await signInAs(
    app,
    (await createUser(app, (await createProject(app)).id, { isProd: true })).email,
  );
});

describe('an invoice from a PO is numbered and sent by production (issue 12 item 11)', () => {
  it('takes its number from lastInvoiceNumber / lastInvoiceFormat, never twice', async () => {
    const first = await invoicedPo();
    const second = await invoicedPo();
    expect([first.sheet.title, second.sheet.title]).toEqual(['INV-0008', 'INV-0009']);
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row!.lastInvoiceNumber).toBe(9);
  });

  it('is sent for validation at once, never a not-submitted sheet of the crew member', async () => {
    const { sheet, itemId } = await invoicedPo();
    expect(sheet).toMatchObject({ kind: 1, validated: 1 });
    const mine = await gql<{ MyExpenseSheets: { sheet: { id: number } }[] }>(
      app,
      '{ MyExpenseSheets { sheet { id } } }',
      {},
      { token: crew },
    );
    expect(mine.data!.MyExpenseSheets.map((s) => s.sheet.id)).not.toContain(sheet.id);
    const items = await gql<{ MyExpenses: { id: number }[] }>(
      app,
      '{ MyExpenses { id } }',
      {},
      { token: crew },
    );
    expect(items.data!.MyExpenses.map((i) => i.id)).not.toContain(itemId);
    const waiting = await gql<{ GetExpenseSheetsToValidate: { sheet: { id: number } }[] }>(
      app,
      '{ GetExpenseSheetsToValidate { sheet { id } } }',
      {},
      { token: level1 },
    );
    expect(waiting.data!.GetExpenseSheetsToValidate.map((s) => s.sheet.id)).toContain(sheet.id);
  });

  it('counts as actual only once validated at the last level; until then it stays committed', async () => {
    const before = await dolly();
    const { sheet } = await invoicedPo();
    const sent = await dolly();
    expect(sent.actual).toBe(before.actual);
    expect(new Decimal(sent.committed).minus(before.committed).toFixed(2)).toBe('300.00');
    // The department's detail shows what makes the committed figure up: the invoice waiting, by its number.
    const detail = JSON.parse(
      (
        await gql<{ GetBudgetDetailHierarchicalListAsJsonString: string }>(
          app,
          'query { GetBudgetDetailHierarchicalListAsJsonString(Department: 2) }',
          {},
          { token: prod },
        )
      ).data!.GetBudgetDetailHierarchicalListAsJsonString,
    ) as { categories: { categoryName: string; committed: string; purchaseOrders: { amount: string }[] }[] };
    const grip = detail.categories.find((c) => c.categoryName === 'Grip')!;
    expect(grip.purchaseOrders.reduce((sum, line) => sum.plus(line.amount), new Decimal(0)).toFixed(2)).toBe(
      grip.committed,
    );
    expect(grip.purchaseOrders.map((l) => (l as { invoiceTitle?: string }).invoiceTitle)).toContain(
      sheet.title,
    );
    expect((await gql(app, VALIDATE_SHEET, { id: sheet.id }, { token: level1 })).errors).toBeUndefined();
    expect((await dolly()).actual).toBe(before.actual);
    expect((await gql(app, VALIDATE_SHEET, { id: sheet.id }, { token: level2 })).errors).toBeUndefined();
    const validated = await dolly();
    expect(new Decimal(validated.actual).minus(before.actual).toFixed(2)).toBe('300.00');
    expect(validated.committed).toBe(before.committed);
  });
});

describe('an invoice from a PO follows the money-document rules (issue 12 item 10)', () => {
  it('crew may not edit it: 363 → 999 € is FORBIDDEN and moves no figure', async () => {
    const before = await dolly();
    const { sheet, itemId } = await invoicedPo();
    const after = await dolly();
    const edited = await gql(app, UPD, { id: itemId, i: invoiceItem('999') }, { token: crew });
    expect(errorCode(edited)).toBe('FORBIDDEN');
    expect(await dolly()).toEqual(after);
    expect(after.actual).toBe(before.actual);
    const detail = await gql<{ GetExpenseSheet: { sheet: { amountTotal: string } } }>(
      app,
      SHEET,
      { id: sheet.id },
      { token: prod },
    );
    expect(detail.data!.GetExpenseSheet.sheet.amountTotal).toBe('363.00');
  });

  it('once sent it changes only with canEditExpense, like any expense', async () => {
    const { itemId } = await invoicedPo();
    const edited = await gql(app, UPD, { id: itemId, i: invoiceItem('242') }, { token: prod });
    expect(errorCode(edited)).toBe('CONFLICT');
  });

  it('an edit above what is left on the PO is refused naming the amount left; below it gives the rest back', async () => {
    const { poId, itemId } = await invoicedPo();
    const over = await gql(app, UPD, { id: itemId, i: invoiceItem('999') }, { token: editor });
    expect(errorCode(over)).toBe('CONFLICT');
    expect(over.errors![0]!.message).toMatch(/300\.00/);
    expect(over.errors![0]!.message).toMatch(/purchase order/);
    const lower = await gql<{ UpdExpenseItem: { amount: string } }>(
      app,
      UPD,
      { id: itemId, i: invoiceItem('242') },
      { token: editor },
    );
    expect(lower.data!.UpdExpenseItem).toEqual({ amount: '200.00', amountTotal: '242.00' });
    const po = await gql<{ GetPo: { po: Record<string, unknown>; items: { remainingAmount: string }[] } }>(
      app,
      PO_LINES,
      { id: poId },
      { token: prod },
    );
    expect(po.data!.GetPo).toEqual({
      po: { expenseTotal: '200.00', consumed: false },
      items: [{ remainingAmount: '100.00' }],
    });
    // The 100.00 given back can be invoiced again; an edit back to 300.00 then finds nothing left.
    const rest = await gql<{ NewInvoiceFromPO: Sheet }>(app, INVOICE, { id: poId }, { token: prod });
    expect(rest.errors).toBeUndefined();
    const again = await gql(app, UPD, { id: itemId, i: invoiceItem('363') }, { token: editor });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toMatch(/200\.00/);
  });

  it('deleting the invoice gives its amount back to the PO lines', async () => {
    const { poId, sheet } = await invoicedPo();
    const deleted = await gql(
      app,
      'mutation($id: Int!) { DelExpenseSheet(ExpenseSheetId: $id) }',
      { id: sheet.id },
      { token: editor },
    );
    expect(deleted.errors).toBeUndefined();
    const po = await gql<{ GetPo: { po: Record<string, unknown>; items: { remainingAmount: string }[] } }>(
      app,
      PO_LINES,
      { id: poId },
      { token: prod },
    );
    expect(po.data!.GetPo).toEqual({
      po: { expenseTotal: '0.00', consumed: false },
      items: [{ remainingAmount: '300.00' }],
    });
  });

  it("another project's production gets NOT_FOUND", async () => {
    const { itemId } = await invoicedPo();
    expect(errorCode(await gql(app, UPD, { id: itemId, i: invoiceItem('242') }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
  });
});
