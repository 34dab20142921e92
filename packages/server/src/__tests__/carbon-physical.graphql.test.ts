import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { budgetCategories } from '../domains/departments/departments.table';
import { validations } from '../domains/users/users.table';
import { createProject, createUser, signInAs } from '../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql } from '../test/harness';

/**
 * Issue 14, physical data first: an expense item or a PO line carries its quantity, unit and emission factor
 * when its category is mapped to a carbon category; the ledger counts it as such (not an estimate), inside the
 * item's own transaction. Hand-computed: 2 nights × 6.7 = 13.40 kg; 300 km × 0.17174 (car_diesel_medium_km) =
 * 51.522 → 51.52 kg; 100 litres × 2.75541 (gas_oil_litre) = 275.541 → 275.54 kg.
 */
let app: App;
let crew: string;
let validator: string;
let production: string;
let green: string;
let foreignCrew: string;
let hotelsId: number;
let fuelId: number;
let propsId: number;
let foreignCategoryId: number;

const ITEM_FIELDS = 'id carbonQuantity carbonUnit carbonFactorKey';
const EXPENSE_FIELDS = `${ITEM_FIELDS} carbon { kgCo2e quantity unit factorValue isEstimate status }`;
const NEW_ITEM = `mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { ${EXPENSE_FIELDS} } }`;
const UPD_ITEM = `mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { ${EXPENSE_FIELDS} } }`;
const ENTRIES = `query($f: CarbonEntryFilterInput) { GetCarbonEntries(Filter: $f, Offset: 0, Size: 100) {
  items { id sourceType sourceId carbonCategory status isEstimate quantity unit kgCo2e factorKey factorValue factorUnit factorSource factorYear } } }`;
const FACTORS = `query($c: Int!) { GetCarbonMeasureFactors(CategoryId: $c) { carbonCategory factors { name category description unit value source year } } }`;
const HOTEL = {
  date: '2026-10-20',
  type: 1,
  description: 'Hotel Lyon, 2 nights',
  amountTotal: '240.00',
  carbonQuantity: '2',
  carbonUnit: 'room_night',
  carbonFactorKey: 'hotel_fr_room_night',
};

interface LedgerEntry {
  id: number;
  sourceType: string;
  sourceId: number;
  [field: string]: unknown;
}

async function call<T = Record<string, unknown>>(token: string, query: string, variables = {}) {
  const result = await gql<T>(app, query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}
const entries = async () =>
  (await call<{ GetCarbonEntries: { items: LedgerEntry[] } }>(green, ENTRIES, { f: {} })).GetCarbonEntries
    .items;
const entryOf = async (sourceType: string, sourceId: number) =>
  (await entries()).find((e) => e.sourceType === sourceType && e.sourceId === sourceId);
const refusal = (answer: GqlResult) => ({
  code: errorCode(answer),
  field: answer.errors?.[0]?.extensions?.field,
});

async function category(projectId: number, name: string) {
  const [row] = await app.database.db.insert(budgetCategories).values({ projectId, name }).returning();
  return row!.id;
}

beforeAll(async () => {
  app = await getTestApp();
  const projectId = (await createProject(app, { useExpense: true, usePurchaseOrder: true })).id;
  const member = await createUser(app, projectId, { departmentNumber: 2 });
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
  foreignCrew = await signInAs(app, (await createUser(app, other.id, { departmentNumber: 2 })).email);
  foreignCategoryId = await category(other.id, 'Their hotels');
  hotelsId = await category(projectId, 'Hotels');
  fuelId = await category(projectId, 'Generator fuel');
  propsId = await category(projectId, 'Props');
  const MAP =
    'mutation($c: Int!, $cc: Int) { SetCarbonCategoryMapping(BudgetCategoryId: $c, CarbonCategory: $cc) { budgetCategoryId } }';
  await call(green, MAP, { c: hotelsId, cc: 1 });
  await call(green, MAP, { c: fuelId, cc: 2 });
  // A follower that fails on a "boom" item: the whole write must roll back, the ledger's entry with it.
  app.services.events.subscribe('expenseItem.saved', async (_tx, item) => {
    if (item.projectId === projectId && item.description === 'boom') throw new Error('the follower refuses');
  });
});

describe('the factors a budget category offers (GetCarbonMeasureFactors)', () => {
  it('a category mapped to accommodation offers the hotel factors, labelled, with source and year', async () => {
    const data = await call<{
      GetCarbonMeasureFactors: { carbonCategory: number; factors: Record<string, unknown>[] };
    }>(crew, FACTORS, { c: hotelsId });
    const { carbonCategory, factors } = data.GetCarbonMeasureFactors;
    expect(carbonCategory).toBe(1);
    expect(factors.length).toBeGreaterThan(1);
    expect(factors.every((f) => f.category === 'accommodation')).toBe(true);
    expect(factors.find((f) => f.name === 'hotel_fr_room_night')).toMatchObject({
      description: 'Hotel stay, France, average hotel',
      unit: 'room_night',
      value: '6.7',
      year: 2025,
    });
    const fuel = await call<{ GetCarbonMeasureFactors: { factors: { name: string }[] } }>(crew, FACTORS, {
      c: fuelId,
    });
    const names = fuel.GetCarbonMeasureFactors.factors.map((f) => f.name);
    expect(names).toContain('gas_oil_litre');
    // Upstream-only rows complete a combustion row; they are not offered alone.
    expect(names.some((name) => name.endsWith('_wtt'))).toBe(false);
  });

  it('an unmapped category offers none; another project’s category is NOT_FOUND', async () => {
    const data = await call<{ GetCarbonMeasureFactors: unknown }>(crew, FACTORS, { c: propsId });
    expect(data.GetCarbonMeasureFactors).toEqual({ carbonCategory: null, factors: [] });
    expect(errorCode(await gql(app, FACTORS, { c: foreignCategoryId }, { token: crew }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, FACTORS, { c: hotelsId }))).toBe('UNAUTHENTICATED');
  });
});

describe('an expense item carries its physical measure (issue 14)', () => {
  it('2 hotel nights in France: 2 × 6.7 = 13.40 kg, physical, changed and removed with the item', async () => {
    const made = await call<{ NewExpenseItem: Record<string, unknown> & { id: number } }>(crew, NEW_ITEM, {
      i: { ...HOTEL, categoryId: hotelsId },
    });
    const itemId = made.NewExpenseItem.id;
    expect(made.NewExpenseItem).toMatchObject({
      carbonQuantity: '2',
      carbonUnit: 'room_night',
      carbonFactorKey: 'hotel_fr_room_night',
      // What the item page shows is the ledger's entry (issue 14), not a copy.
      carbon: {
        kgCo2e: '13.40',
        quantity: '2',
        unit: 'room_night',
        factorValue: '6.7',
        isEstimate: false,
        status: 'pending',
      },
    });
    const entry = await entryOf('expenseItem', itemId);
    expect(entry).toMatchObject({
      carbonCategory: 1,
      status: 'pending',
      isEstimate: false,
      quantity: '2',
      unit: 'room_night',
      kgCo2e: '13.40',
      factorKey: 'hotel_fr_room_night',
      factorValue: '6.7',
      factorUnit: 'room_night',
      factorYear: 2025,
    });
    expect(entry!.factorSource).toMatch(/DESNZ/);

    await call(crew, UPD_ITEM, { id: itemId, i: { ...HOTEL, categoryId: hotelsId, carbonQuantity: '3' } });
    // 3 × 6.7 = 20.10, the same entry.
    expect(await entryOf('expenseItem', itemId)).toMatchObject({ id: entry!.id, kgCo2e: '20.10' });

    // Without its measure the item counts nothing here: the mapping sets no spend factor.
    const cleared = await call<{ UpdExpenseItem: Record<string, unknown> }>(crew, UPD_ITEM, {
      id: itemId,
      i: { ...HOTEL, categoryId: hotelsId, carbonQuantity: null, carbonUnit: null, carbonFactorKey: null },
    });
    expect(cleared.UpdExpenseItem).toMatchObject({
      carbonQuantity: null,
      carbonFactorKey: null,
      carbon: null,
    });
    expect(await entryOf('expenseItem', itemId)).toBeUndefined();

    await call(crew, UPD_ITEM, { id: itemId, i: { ...HOTEL, categoryId: hotelsId } });
    expect((await entryOf('expenseItem', itemId))!.kgCo2e).toBe('13.40');
    await call(crew, 'mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }', { id: itemId });
    expect(await entryOf('expenseItem', itemId)).toBeUndefined();
  });

  it('the carbon category comes from the item’s coTwoCategory first', async () => {
    const made = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { ...HOTEL, description: 'Hotel, filed as location', categoryId: propsId, coTwoCategory: 0 },
    });
    expect(await entryOf('expenseItem', made.NewExpenseItem.id)).toMatchObject({
      carbonCategory: 0,
      kgCo2e: '13.40',
      isEstimate: false,
    });
  });

  it('a 300 km diesel-car travel with its measure: 300 × 0.17174 = 51.52 kg, transportation', async () => {
    const made = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: {
        date: '2026-10-21',
        type: 2,
        description: 'Scout, diesel car',
        km: '300',
        carbonQuantity: '300',
        carbonUnit: 'km',
        carbonFactorKey: 'car_diesel_medium_km',
      },
    });
    expect(await entryOf('expenseItem', made.NewExpenseItem.id)).toMatchObject({
      carbonCategory: 3,
      quantity: '300',
      unit: 'km',
      factorKey: 'car_diesel_medium_km',
      factorValue: '0.17174',
      kgCo2e: '51.52',
      isEstimate: false,
    });
  });

  it.each([
    ['a unit that is not the factor’s', { carbonUnit: 'km' }, 'carbonUnit'],
    ['an unknown factor', { carbonFactorKey: 'hotel_atlantis_room_night' }, 'carbonFactorKey'],
    ['a quantity of 0', { carbonQuantity: '0' }, 'carbonQuantity'],
    ['four decimals', { carbonQuantity: '1.2345' }, 'carbonQuantity'],
    ['a quantity without its unit', { carbonUnit: null }, 'carbonUnit'],
    ['a unit the ledger does not know', { carbonUnit: 'parsec' }, 'carbonUnit'],
  ])('%s is a field error and writes nothing', async (_name, change, field) => {
    const before = await entries();
    const answer = await gql(
      app,
      NEW_ITEM,
      { i: { ...HOTEL, categoryId: hotelsId, ...change } },
      {
        token: crew,
      },
    );
    expect(refusal(answer)).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors![0]!.message).not.toMatch(/internal/i);
    expect((await entries()).map((e) => e.id)).toEqual(before.map((e) => e.id));
  });

  it('a failed write leaves neither the item nor its entry', async () => {
    const before = await entries();
    const failed = await gql(
      app,
      NEW_ITEM,
      { i: { ...HOTEL, categoryId: hotelsId, description: 'boom' } },
      {
        token: crew,
      },
    );
    expect(failed.errors).toBeDefined();
    expect((await entries()).map((e) => e.id)).toEqual(before.map((e) => e.id));
  });

  it('another project’s member cannot change the item: NOT_FOUND, and the entry stays', async () => {
    const made = await call<{ NewExpenseItem: { id: number } }>(crew, NEW_ITEM, {
      i: { ...HOTEL, categoryId: hotelsId, description: 'Hotel Nice' },
    });
    const answer = await gql(
      app,
      UPD_ITEM,
      { id: made.NewExpenseItem.id, i: { ...HOTEL, carbonQuantity: '9' } },
      { token: foreignCrew },
    );
    expect(errorCode(answer)).toBe('NOT_FOUND');
    expect((await entryOf('expenseItem', made.NewExpenseItem.id))!.kgCo2e).toBe('13.40');
  });
});

describe('a PO line carries its physical measure (issue 14)', () => {
  const LINE = (quantity: string) =>
    `{ name: "Generator fuel", quantity: "1", unitPriceVatExcluded: "180", categoryId: $c, carbonQuantity: "${quantity}", carbonUnit: "litre", carbonFactorKey: "gas_oil_litre" }`;

  it('100 litres of gas oil: 100 × 2.75541 = 275.54 kg; changed, validated actual; its invoice adds nothing', async () => {
    const po = await call<{ NewPurchaseOrder: { id: number } }>(
      crew,
      'mutation { NewPurchaseOrder(AddedPurchaseOrder: { description: "Fuel", requestDate: "2026-10-22" }) { id } }',
    );
    const poId = po.NewPurchaseOrder.id;
    const added = await call<{ AddPoItem: Record<string, unknown> & { id: number } }>(
      crew,
      `mutation($id: Int, $c: Int) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: ${LINE('100')}) { ${ITEM_FIELDS} } }`,
      { id: poId, c: fuelId },
    );
    const lineId = added.AddPoItem.id;
    expect(added.AddPoItem).toMatchObject({ carbonQuantity: '100', carbonUnit: 'litre' });
    expect(await entryOf('poLine', lineId)).toMatchObject({
      carbonCategory: 2,
      isEstimate: false,
      quantity: '100',
      unit: 'litre',
      factorKey: 'gas_oil_litre',
      kgCo2e: '275.54',
      status: 'pending',
    });
    await call(
      crew,
      `mutation($id: Int, $c: Int) { UpdatePoItem(PoItemId: $id, UpdatedPoItem: ${LINE('50')}) { id } }`,
      { id: lineId, c: fuelId },
    );
    // 50 × 2.75541 = 137.7705 → 137.77
    expect((await entryOf('poLine', lineId))!.kgCo2e).toBe('137.77');

    const wrong = await gql(
      app,
      `mutation($id: Int, $c: Int) { UpdatePoItem(PoItemId: $id, UpdatedPoItem: { name: "Generator fuel", quantity: "1", unitPriceVatExcluded: "180", categoryId: $c, carbonQuantity: "5", carbonUnit: "kWh", carbonFactorKey: "gas_oil_litre" }) { id } }`,
      { id: lineId, c: fuelId },
      { token: crew },
    );
    expect(refusal(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'carbonUnit' });
    expect((await entryOf('poLine', lineId))!.kgCo2e).toBe('137.77');

    await call(crew, 'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }', {
      id: poId,
    });
    await call(
      validator,
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id, Comment: "ok") { id } }',
      { id: poId },
    );
    expect((await entryOf('poLine', lineId))!.status).toBe('actual');

    const before = await entries();
    await call(production, 'mutation($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { id } }', {
      id: poId,
    });
    expect((await entries()).map((e) => [e.id, e.kgCo2e])).toEqual(before.map((e) => [e.id, e.kgCo2e]));
  });
});
