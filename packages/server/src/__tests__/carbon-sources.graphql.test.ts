import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { budgetCategories } from '../domains/departments/departments.table';
import { userVehicles, validations } from '../domains/users/users.table';
import { createProject, createUser, signInAs } from '../test/fixtures';
import { errorCode, getTestApp, gql } from '../test/harness';

/**
 * Issue 14 step 2: the carbon ledger follows expense items and PO lines through their domain events, inside the
 * same transaction, through real GraphQL requests (subscribers.ts wires it; the sources do not know it).
 */
let app: App;
let projectId: number;
let crew: string;
let validator: string;
let production: string;
let green: string;
let foreignGreen: string;
let cateringId: number;

const ENTRIES = `query($f: CarbonEntryFilterInput) { GetCarbonEntries(Filter: $f, Offset: 0, Size: 100) {
  items { id sourceType sourceId carbonCategory status isEstimate quantity unit kgCo2e factorKey factorValue factorSource department }
  totals { kgCo2e actualKgCo2e pendingKgCo2e } } }`;
const NEW_ITEM = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id kgCoTwo } }';
const UPD_ITEM =
  'mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { id kgCoTwo } }';
const TRAVEL = { date: '2026-10-12', type: 2, description: 'Scout, diesel car', km: '300' };

interface LedgerEntry {
  id: number;
  sourceType: string;
  sourceId: number;
  status: string;
  kgCo2e: string;
  [field: string]: unknown;
}

async function call<T = Record<string, unknown>>(token: string, query: string, variables = {}) {
  const result = await gql<T>(app, query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function entries(filter: Record<string, unknown> = {}, token = green) {
  const data = await call<{
    GetCarbonEntries: { items: LedgerEntry[]; totals: Record<string, string> };
  }>(token, ENTRIES, { f: filter });
  return data.GetCarbonEntries;
}
const entryOf = async (sourceType: string, sourceId: number) =>
  (await entries({ source: sourceType })).items.find((e) => e.sourceId === sourceId);

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true, usePurchaseOrder: true })).id;
  const member = await createUser(app, projectId, { departmentNumber: 2 });
  await app.database.db.insert(userVehicles).values({ userId: member.id, energy: 2, brand: 'Peugeot' });
  const checker = await createUser(app, projectId, { departmentNumber: 1 });
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
  const other = await createProject(app, { useExpense: true });
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
  // A follower that fails on a "boom" item: the whole write must roll back, the ledger's entry with it.
  app.services.events.subscribe('expenseItem.saved', async (_tx, item) => {
    if (item.projectId === projectId && item.description === 'boom') throw new Error('the follower refuses');
  });
});

describe('the carbon ledger follows expense items (issue 14)', () => {
  it('a 300 km diesel travel: entry created with the stored factor, changed, sent (pending), validated (actual)', async () => {
    const made = await call<{ NewExpenseItem: { id: number; kgCoTwo: string } }>(crew, NEW_ITEM, {
      i: TRAVEL,
    });
    const itemId = made.NewExpenseItem.id;
    expect(made.NewExpenseItem.kgCoTwo).toBe('51.522');
    expect(await entryOf('expenseItem', itemId)).toMatchObject({
      carbonCategory: 3,
      status: 'pending',
      isEstimate: false,
      quantity: '300',
      unit: 'km',
      kgCo2e: '51.52',
      factorKey: 'car_diesel_medium_km',
      department: 2,
    });
    expect((await entryOf('expenseItem', itemId))!.factorSource).toMatch(/DESNZ/);

    await call(crew, UPD_ITEM, { id: itemId, i: { ...TRAVEL, km: '100' } });
    expect(await entryOf('expenseItem', itemId)).toMatchObject({ quantity: '100', kgCo2e: '17.17' });

    const sent = await call<{ SendAllExpenses: { id: number } }>(
      crew,
      'mutation { SendAllExpenses(ExpenseTitle: "Scouting") { id } }',
    );
    expect((await entryOf('expenseItem', itemId))!.status).toBe('pending');
    await call(validator, 'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }', {
      id: sent.SendAllExpenses.id,
    });
    expect((await entryOf('expenseItem', itemId))!.status).toBe('actual');
  });

  it('a deleted item takes its entry with it', async () => {
    const made = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { ...TRAVEL, description: 'Cancelled scout' },
    });
    const itemId = made.NewExpenseItem.id;
    expect(await entryOf('expenseItem', itemId)).toBeDefined();
    await call(crew, 'mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }', { id: itemId });
    expect(await entryOf('expenseItem', itemId)).toBeUndefined();
  });

  it('a refused item stops counting (excluded) and counts again, pending, once sent again', async () => {
    const made = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { ...TRAVEL, date: '2026-10-13', description: 'Refused travel' },
    });
    const itemId = made.NewExpenseItem.id;
    const before = await entries();
    const sent = await call<{ SendAllExpenses: { id: number } }>(
      crew,
      'mutation { SendAllExpenses(ExpenseTitle: "Refused") { id } }',
    );
    await call(
      validator,
      'mutation($id: Int!) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: "No receipt") { validated } }',
      { id: sent.SendAllExpenses.id },
    );
    expect((await entryOf('expenseItem', itemId))!.status).toBe('excluded');
    const after = await entries();
    expect(Number(after.totals.kgCo2e)).toBeCloseTo(Number(before.totals.kgCo2e) - 51.52, 2);

    await call(crew, 'mutation($id: Int!) { ResubmitExpenseSheet(ExpenseSheetId: $id) { id } }', {
      id: sent.SendAllExpenses.id,
    });
    expect((await entryOf('expenseItem', itemId))!.status).toBe('pending');
  });

  it('an item refused alone is excluded', async () => {
    const made = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { ...TRAVEL, date: '2026-10-14', description: 'Refused alone' },
    });
    await call(crew, 'mutation { SendAllExpenses(ExpenseTitle: "One refused") { id } }');
    await call(
      validator,
      'mutation($id: Int!) { RejectExpenseItem(ExpenseItemId: $id, Comment: "Private trip") { id } }',
      { id: made.NewExpenseItem.id },
    );
    expect((await entryOf('expenseItem', made.NewExpenseItem.id))!.status).toBe('excluded');
  });

  it('a ticket counts only as a spend estimate of a mapped category, else nothing', async () => {
    const plain = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { date: '2026-10-15', type: 0, description: 'Taxi', amount: '40.00' },
    });
    expect(await entryOf('expenseItem', plain.NewExpenseItem.id)).toBeUndefined();
    const lunch = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { date: '2026-10-15', type: 0, description: 'Lunch', amount: '30.00', categoryId: cateringId },
    });
    expect(await entryOf('expenseItem', lunch.NewExpenseItem.id)).toMatchObject({
      carbonCategory: 5,
      isEstimate: true,
      kgCo2e: '15.00',
      status: 'pending',
    });
  });

  it('a failed write leaves neither the item nor its entry', async () => {
    const before = await entries();
    const failed = await gql(app, NEW_ITEM, { i: { ...TRAVEL, description: 'boom' } }, { token: crew });
    expect(failed.errors).toBeDefined();
    const after = await entries();
    expect(after.items.map((e) => e.id)).toEqual(before.items.map((e) => e.id));
    const mine = await call<{ MyExpenses: { description: string }[] }>(
      crew,
      '{ MyExpenses { description } }',
    ).catch(() => null);
    if (mine) expect(mine.MyExpenses.map((i) => i.description)).not.toContain('boom');
  });

  it("another project's green manager sees none of these entries: NOT_FOUND", async () => {
    const { items } = await entries();
    expect(items.length).toBeGreaterThan(0);
    const theirs = await entries({}, foreignGreen);
    expect(theirs.items).toEqual([]);
    const answer = await gql(
      app,
      'query($id: Int!) { GetCarbonEntry(CarbonEntryId: $id) { entry { id } } }',
      { id: items[0]!.id },
      { token: foreignGreen },
    );
    expect(errorCode(answer)).toBe('NOT_FOUND');
  });
});

describe('the carbon ledger follows PO lines (issue 14)', () => {
  const ADD =
    'mutation($id: Int, $c: Int) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: { name: "Catering day", quantity: "2", unitPriceVatExcluded: "100", categoryId: $c }) { id } }';

  it('a line creates, changes and removes its entry; validation makes it actual; its invoice is not counted twice', async () => {
    const made = await call<{ NewPurchaseOrder: { id: number } }>(
      crew,
      'mutation { NewPurchaseOrder(AddedPurchaseOrder: { description: "Catering", requestDate: "2026-10-16" }) { id } }',
    );
    const poId = made.NewPurchaseOrder.id;
    const line = await call<{ AddPoItem: { id: number } }>(crew, ADD, { id: poId, c: cateringId });
    const lineId = line.AddPoItem.id;
    expect(await entryOf('poLine', lineId)).toMatchObject({
      carbonCategory: 5,
      isEstimate: true,
      kgCo2e: '100.00',
      status: 'pending',
    });
    await call(
      crew,
      'mutation($id: Int, $c: Int) { UpdatePoItem(PoItemId: $id, UpdatedPoItem: { name: "Catering day", quantity: "3", unitPriceVatExcluded: "100", categoryId: $c }) { id } }',
      { id: lineId, c: cateringId },
    );
    expect((await entryOf('poLine', lineId))!.kgCo2e).toBe('150.00');
    const spare = await call<{ AddPoItem: { id: number } }>(crew, ADD, { id: poId, c: cateringId });
    await call(crew, 'mutation($id: Int) { DelPoItem(PoItemId: $id) }', { id: spare.AddPoItem.id });
    expect(await entryOf('poLine', spare.AddPoItem.id)).toBeUndefined();

    await call(crew, 'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }', {
      id: poId,
    });
    await call(
      validator,
      'mutation($id: Int!) { RejectPurchaseOrder(PurchaseOrderId: $id, Comment: "Too dear") { id } }',
      { id: poId },
    );
    expect((await entryOf('poLine', lineId))!.status).toBe('excluded');
    await call(crew, 'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }', {
      id: poId,
    });
    expect((await entryOf('poLine', lineId))!.status).toBe('pending');
    await call(
      validator,
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id, Comment: "ok") { id } }',
      { id: poId },
    );
    expect((await entryOf('poLine', lineId))!.status).toBe('actual');

    const before = await entries();
    const invoice = await call<{ NewInvoiceFromPO: { id: number } }>(
      production,
      'mutation($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { id } }',
      { id: poId },
    );
    expect(invoice.NewInvoiceFromPO).not.toBeNull();
    const after = await entries();
    expect(after.items.filter((e) => e.sourceType === 'expenseItem').length).toBe(
      before.items.filter((e) => e.sourceType === 'expenseItem').length,
    );
    expect(after.totals.kgCo2e).toBe(before.totals.kgCo2e);
  });

  it('the budget shows kg CO2e per department and category, read from the ledger', async () => {
    const data = await call<{
      GetBudgetDataDetailList: {
        department: number | null;
        category: number | null;
        kgCo2e: string;
        kgCo2ePending: string;
        kgCoTwo: string;
      }[];
    }>(production, '{ GetBudgetDataDetailList { department category kgCo2e kgCo2ePending kgCoTwo } }');
    const catering = data.GetBudgetDataDetailList.filter((r) => r.category === cateringId);
    const ledger = (await entries()).items.filter((e) => e.status !== 'excluded' && e.carbonCategory === 5);
    const sum = (values: string[]) => values.reduce((total, v) => total + Number(v), 0);
    expect(sum(catering.map((r) => r.kgCo2e))).toBeCloseTo(sum(ledger.map((e) => e.kgCo2e)), 2);
    expect(sum(catering.map((r) => r.kgCoTwo))).toBeCloseTo(
      sum(ledger.filter((e) => e.status === 'actual').map((e) => e.kgCo2e)),
      2,
    );
  });
});
