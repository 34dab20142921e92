import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { projects } from '../../projects/projects.table';
import { seedSmallProduction } from './budget-fixture';

let app: App;
let seed: Awaited<ReturnType<typeof seedSmallProduction>>;

const ITEMS = `query($f: BudgetListFilterInput) {
  GetProjectUserExpenseDetail(Filter: $f) { expense { id validated kind } expenseItem { amount categoryName date } }
  GetProjectUserExpenseDetailTotalRecords(Filter: $f) }`;
const POS = `query($f: BudgetListFilterInput) {
  GetProjectUserPoDetail(Filter: $f) { purchaseOrder { poReference validated } categoryAmount categoryRemaining }
  GetProjectUserPoDetailTotalRecords(Filter: $f) }`;
const SHEETS = `query($f: BudgetListFilterInput) {
  GetProjectUserExpenseSheet(Filter: $f) { sheet { kind validated amountTotal } }
  GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`;
const SALARIES = `query($f: BudgetListFilterInput) {
  GetProjectUserSalaries(Filter: $f) { id salary } GetProjectUserSalariesTotalRecords(Filter: $f) }`;

beforeAll(async () => {
  app = await getTestApp();
  seed = await seedSmallProduction(app);
});

describe('budget lists', () => {
  it('lists the items behind the actual, filtered and paged, with their count', async () => {
    const all = await gql<{ GetProjectUserExpenseDetail: { expenseItem: { amount: string } }[] }>(
      app,
      ITEMS,
      { f: { department: 2 } },
      { token: seed.prod },
    );
    expect(all.errors).toBeUndefined();
    expect(all.data!.GetProjectUserExpenseDetail.map((r) => r.expenseItem.amount)).toEqual([
      '799.90',
      '250.00',
      '1200.10',
    ]);
    expect(all.data).toMatchObject({ GetProjectUserExpenseDetailTotalRecords: 3 });
    const lensesOnly = await gql<{ GetProjectUserExpenseDetail: unknown[] }>(
      app,
      ITEMS,
      {
        f: {
          category: seed.lenses,
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          recordLimit: 5,
          personId: -2,
        },
      },
      { token: seed.prod },
    );
    expect(lensesOnly.data).toMatchObject({
      GetProjectUserExpenseDetail: [{ expenseItem: { amount: '1200.10', categoryName: 'Lenses' } }],
      GetProjectUserExpenseDetailTotalRecords: 1,
    });
    const secondPage = await gql<{ GetProjectUserExpenseDetail: unknown[] }>(
      app,
      ITEMS,
      { f: { recordLimit: 2, recordOffSet: 2 } },
      { token: seed.prod },
    );
    expect(secondPage.data!.GetProjectUserExpenseDetail).toHaveLength(1);
    const submitted = await gql(app, ITEMS, { f: { reviewStatus: [1] } }, { token: seed.prod });
    expect(submitted.data).toMatchObject({ GetProjectUserExpenseDetailTotalRecords: 1 });
    const bad = await gql(app, ITEMS, { f: { recordLimit: 0 } }, { token: seed.prod });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'recordLimit' });
  });

  it('lists validated POs with what their lines weigh in the category', async () => {
    const res = await gql(app, POS, { f: { department: 2, category: seed.lenses } }, { token: seed.prod });
    expect(res.data).toEqual({
      GetProjectUserPoDetail: [
        {
          purchaseOrder: { poReference: 'PO-2', validated: 8 },
          categoryAmount: '700.00',
          categoryRemaining: '0.00',
        },
        {
          purchaseOrder: { poReference: 'PO-1', validated: 8 },
          categoryAmount: '4000.00',
          categoryRemaining: '3000.00',
        },
      ],
      GetProjectUserPoDetailTotalRecords: 2,
    });
    const sent = await gql(app, POS, { f: { status: 1 } }, { token: seed.prod });
    expect(sent.data).toMatchObject({ GetProjectUserPoDetailTotalRecords: 1 });
  });

  it('lists sheets by arrayType: submitted, not submitted, invoices', async () => {
    const counts: Record<string, unknown> = {};
    for (const arrayType of ['submitted', 'notSubmitted', 'invoice']) {
      const res = await gql<{ GetProjectUserExpenseSheetTotalRecords: number }>(
        app,
        SHEETS,
        { f: { arrayType } },
        { token: seed.prod },
      );
      counts[arrayType] = res.data!.GetProjectUserExpenseSheetTotalRecords;
    }
    expect(counts).toEqual({ submitted: 2, notSubmitted: 0, invoice: 1 });
    const invoices = await gql(app, SHEETS, { f: { arrayType: 'invoice' } }, { token: seed.prod });
    expect(invoices.data).toMatchObject({
      GetProjectUserExpenseSheet: [{ sheet: { kind: 1, validated: 8 } }],
    });
    const unknown = await gql(app, SHEETS, { f: { arrayType: 'drafts' } }, { token: seed.prod });
    expect(unknown.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'arrayType' });
    // Restricted to the caller's own crew: production has no department of its own here.
    const restricted = await gql(
      app,
      SHEETS,
      { f: { activateCrewAccessRestriction: true } },
      { token: seed.prod },
    );
    expect(restricted.data).toMatchObject({ GetProjectUserExpenseSheetTotalRecords: 0 });
  });

  it('has no salary lines before timesheets exist, and still checks the filter', async () => {
    expect((await gql(app, SALARIES, {}, { token: seed.prod })).data).toEqual({
      GetProjectUserSalaries: [],
      GetProjectUserSalariesTotalRecords: 0,
    });
    const bad = await gql(app, SALARIES, { f: { startDate: 'yesterday' } }, { token: seed.prod });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'startDate' });
  });

  it('keeps each list to who may read the budget, their departments and their project', async () => {
    for (const query of [ITEMS, POS, SHEETS, SALARIES])
      expect(errorCode(await gql(app, query, {}, { token: seed.crew }))).toBe('FORBIDDEN');
    const hodItems = await gql(app, ITEMS, {}, { token: seed.hod });
    expect(hodItems.data).toMatchObject({ GetProjectUserExpenseDetailTotalRecords: 0 });
    expect(errorCode(await gql(app, POS, { f: { department: 2 } }, { token: seed.hod }))).toBe('NOT_FOUND');
    for (const query of [ITEMS, POS, SHEETS]) {
      const theirs = await gql<Record<string, unknown>>(app, query, {}, { token: seed.outsider });
      for (const [field, value] of Object.entries(theirs.data!))
        expect(value, field).toEqual(field.endsWith('TotalRecords') ? 0 : []);
      expect(Object.keys(theirs.data!)).toHaveLength(2);
    }
  });
});

describe('budget check when a PO is sent', () => {
  const NEW_PO = `mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id } }`;
  const ADD = `mutation($id: Int, $i: PoItemInput!) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: $i) { id } }`;
  const CHECK = `query($ids: [Int!]!) { CheckPurchaseOrdersBudget(PurchaseOrderId: $ids) {
    departmentName categoryName budget efc engaged poAmount after overBy } }`;
  const SEND = `mutation($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { id validated } }`;

  async function po(amount: string, categoryId: number | null = seed.lenses) {
    const made = await gql<{ NewPurchaseOrder: { id: number } }>(
      app,
      NEW_PO,
      { p: { description: 'More lenses', requestDate: '2026-11-20', departmentNumber: 2 } },
      { token: seed.crew },
    );
    const id = made.data!.NewPurchaseOrder.id;
    const added = await gql(
      app,
      ADD,
      {
        id,
        i: { name: 'Anamorphic set', quantity: '1', unitPriceVatExcluded: amount, categoryId },
      },
      { token: seed.crew },
    );
    expect(added.errors).toBeUndefined();
    return id;
  }

  it('warns with the figures when a PO would take a category over budget; the project setting refuses it', async () => {
    const within = await po('1000');
    expect((await gql(app, CHECK, { ids: [within] }, { token: seed.crew })).data).toEqual({
      CheckPurchaseOrdersBudget: [],
    });
    // Lenses: budget 12,000.50, engaged 2,000 actual + 3,000 committed; no EFC set: the limit is the budget.
    const over = await po('7500');
    const check = await gql(app, CHECK, { ids: [over] }, { token: seed.crew });
    expect(check.data).toEqual({
      CheckPurchaseOrdersBudget: [
        {
          departmentName: 'Camera',
          categoryName: 'Lenses',
          budget: '12000.50',
          efc: '12000.50',
          engaged: '5000.00',
          poAmount: '7500.00',
          after: '12500.00',
          overBy: '499.50',
        },
      ],
    });
    // A warning only: the PO is sent.
    expect((await gql(app, SEND, { ids: [over] }, { token: seed.crew })).errors).toBeUndefined();

    await app.database.db
      .update(projects)
      .set({ refusePoOverBudget: true })
      .where(eq(projects.id, seed.projectId));
    const another = await po('7500');
    // A sent PO waiting for validation commits nothing yet: 5,000 engaged + 1,000 + 7,500 of this slice.
    const refused = await gql(app, SEND, { ids: [within, another] }, { token: seed.crew });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toContain('Lenses (Camera)');
    expect(refused.errors![0]!.extensions).toMatchObject({
      params: { after: '13500.00', budget: '12000.50' },
    });
    // Nothing was sent: the slice is all or nothing.
    const statuses = await gql(app, CHECK, { ids: [within] }, { token: seed.crew });
    expect(statuses.errors).toBeUndefined();
    expect((await gql(app, SEND, { ids: [within] }, { token: seed.crew })).errors).toBeUndefined();
  });

  it('checks budgeted categories only: not a line without a category, nor a category Camera has no budget for', async () => {
    const uncategorised = await po('99999', null);
    const unbudgeted = await po('99999', seed.catering);
    expect((await gql(app, CHECK, { ids: [uncategorised, unbudgeted] }, { token: seed.crew })).data).toEqual({
      CheckPurchaseOrdersBudget: [],
    });
  });

  it("does not check POs of another project's caller", async () => {
    const mine = await po('10');
    expect(errorCode(await gql(app, CHECK, { ids: [mine] }, { token: seed.outsider }))).toBe('NOT_FOUND');
  });
});
