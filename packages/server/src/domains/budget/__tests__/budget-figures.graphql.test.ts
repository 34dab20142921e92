import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';
import { seedSmallProduction } from './budget-fixture';

/** The small production of budget-fixture.ts, whose figures the expectations below add up by hand. */
let app: App;
let prod: string;
let efcUser: string;
let hod: string;
let crew: string;
let outsider: string;
let lenses: number;

const LIST = `query($f: String, $t: String, $d: Int) { GetBudgetDataDetailList(StrTime: $f, EndTime: $t, DepartmentNumber: $d) {
  department departmentName categoryName budget amountTotal purchaseOrdersTotal salaries efc efcSet variance amountLeft kgCoTwo } }`;
const TREE = `query($f: String, $t: String, $d: Int) {
  GetBudgetDataHierarchicalListAsJsonString(StrTime: $f, EndTime: $t, ForceCompute: true, DepartmentNumber: $d) }`;
const DETAIL = `query($d: Int!, $c: Int, $type: Int, $g: Boolean, $p: Int) { GetBudgetDetailHierarchicalListAsJsonString(
  Department: $d, UseCategoryId: $c, ContentType: $type, IsGrouping: $g, ProjectId: $p) }`;

beforeAll(async () => {
  app = await getTestApp();
  ({ prod, efcUser, hod, crew, outsider, lenses } = await seedSmallProduction(app));
});

type Row = Record<string, unknown>;

describe('budget figures', () => {
  it('adds budget, actual, committed, EFC, variance and amount left per department and category, to the cent', async () => {
    const res = await gql<{ GetBudgetDataDetailList: Row[] }>(app, LIST, {}, { token: prod });
    expect(res.errors).toBeUndefined();
    expect(res.data!.GetBudgetDataDetailList).toEqual([
      {
        department: 1,
        departmentName: 'Production',
        categoryName: 'Catering',
        budget: '1500.00',
        amountTotal: '0.00',
        purchaseOrdersTotal: '0.00',
        salaries: '0.00',
        efc: '1500.00',
        efcSet: false,
        variance: '0.00',
        amountLeft: '1500.00',
        kgCoTwo: '0.000',
      },
      {
        department: 2,
        departmentName: 'Camera',
        categoryName: 'Film stock',
        budget: '3000.00',
        amountTotal: '250.00',
        purchaseOrdersTotal: '0.00',
        salaries: '0.00',
        efc: '3000.00',
        efcSet: false,
        variance: '0.00',
        amountLeft: '2750.00',
        kgCoTwo: '0.000',
      },
      {
        department: 2,
        departmentName: 'Camera',
        categoryName: 'Lenses',
        budget: '12000.50',
        amountTotal: '2000.00',
        purchaseOrdersTotal: '3000.00',
        salaries: '0.00',
        efc: '12000.50',
        efcSet: false,
        variance: '0.00',
        amountLeft: '7000.50',
        kgCoTwo: '12.500',
      },
    ]);
  });

  it('builds the department → category → line tree with totals, then moves EFC and variance when an EFC is set', async () => {
    const tree = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
      app,
      TREE,
      {},
      { token: prod },
    );
    const parsed = JSON.parse(tree.data!.GetBudgetDataHierarchicalListAsJsonString);
    expect(parsed.totals).toEqual({
      budget: '16500.50',
      actual: '2250.00',
      committed: '3000.00',
      salaries: '0.00',
      efc: '16500.50',
      variance: '0.00',
      amountLeft: '11250.50',
      kgCoTwo: '12.500',
      kgCo2e: '12.50',
      kgCo2ePending: '0.00',
    });
    expect(parsed.departments.map((d: Row) => [d.departmentNumber, d.budget, d.actual])).toEqual([
      [1, '1500.00', '0.00'],
      [2, '15000.50', '2250.00'],
    ]);
    const camera = parsed.departments[1];
    expect(camera.categories.map((c: Row) => c.categoryName)).toEqual(['Film stock', 'Lenses']);
    expect(camera.categories[1].lines.map((l: Row) => l.amount)).toEqual(['10000.00', '2000.50']);

    const setEfc = `mutation { UpdEstimatedFinalCost(DepartmentNumber: 2, CategoryId: ${lenses}, Amount: "13000",
      Comment: "Second unit") { after } }`;
    // Production without canModifyEstimatedFinalCost may not.
    expect(errorCode(await gql(app, setEfc, {}, { token: prod }))).toBe('FORBIDDEN');
    expect((await gql(app, setEfc, {}, { token: efcUser })).errors).toBeUndefined();
    const after = await gql<{ GetBudgetDataDetailList: Row[] }>(app, LIST, { d: 2 }, { token: prod });
    expect(after.data!.GetBudgetDataDetailList.find((r) => r.categoryName === 'Lenses')).toMatchObject({
      budget: '12000.50',
      efc: '13000.00',
      efcSet: true,
      variance: '-999.50',
      amountLeft: '7000.50',
    });
  });

  it('bounds the actual and the committed by the period (item day, PO day)', async () => {
    const october = await gql<{ GetBudgetDataDetailList: Row[] }>(
      app,
      LIST,
      { f: '2026-10-01', t: '2026-10-31', d: 2 },
      { token: prod },
    );
    expect(
      october.data!.GetBudgetDataDetailList.map((r) => [
        r.categoryName,
        r.amountTotal,
        r.purchaseOrdersTotal,
      ]),
    ).toEqual([
      ['Film stock', '250.00', '0.00'],
      ['Lenses', '1200.10', '3000.00'],
    ]);
    const november = await gql<{ GetBudgetDataDetailList: Row[] }>(
      app,
      LIST,
      { f: '2026-11-01', t: '2026-11-30', d: 2 },
      { token: prod },
    );
    expect(november.data!.GetBudgetDataDetailList.find((r) => r.categoryName === 'Lenses')).toMatchObject({
      amountTotal: '799.90',
      purchaseOrdersTotal: '0.00',
    });
    const backwards = await gql(app, LIST, { f: '2026-11-30', t: '2026-11-01' }, { token: prod });
    expect(backwards.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'EndTime' });
    const bad = await gql(app, LIST, { f: '2026-13-01' }, { token: prod });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'StrTime' });
  });

  it('details a department: the items and PO lines behind its figures, grouped or not', async () => {
    const flat = await gql<{ GetBudgetDetailHierarchicalListAsJsonString: string }>(
      app,
      DETAIL,
      { d: 2, c: lenses },
      { token: prod },
    );
    const detail = JSON.parse(flat.data!.GetBudgetDetailHierarchicalListAsJsonString);
    expect(detail.totals).toMatchObject({ budget: '12000.50', actual: '2000.00', committed: '3000.00' });
    const [category] = detail.categories;
    expect(category).toMatchObject({ salaries: '0.00', salaryLines: [] });
    expect(category.expenses.map((e: Row) => e.amount)).toEqual(['799.90', '1200.10']);
    expect(category.purchaseOrders.map((l: Row) => [l.poReference, l.amount])).toEqual([['PO-1', '3000.00']]);
    const grouped = JSON.parse(
      (
        await gql<{ GetBudgetDetailHierarchicalListAsJsonString: string }>(
          app,
          DETAIL,
          { d: 2, g: true, type: 1 },
          { token: prod },
        )
      ).data!.GetBudgetDetailHierarchicalListAsJsonString,
    );
    const lensesNode = grouped.categories.find((c: Row) => c.categoryName === 'Lenses');
    expect(lensesNode.expenses).toHaveLength(1);
    expect(lensesNode.expenses[0]).toMatchObject({ total: '2000.00', person: 'Ines Focus' });
    expect(lensesNode.purchaseOrders).toEqual([]);
    expect(errorCode(await gql(app, DETAIL, { d: 2, type: 9 }, { token: prod }))).toBe('BAD_USER_INPUT');
  });

  it("gives canViewDepartmentBudget its own department only, mybudget the caller's own figures", async () => {
    const own = await gql<{ GetBudgetDataDetailList: Row[] }>(app, LIST, {}, { token: hod });
    expect(own.data!.GetBudgetDataDetailList.map((r) => r.department)).toEqual([1]);
    expect(errorCode(await gql(app, LIST, { d: 2 }, { token: hod }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DETAIL, { d: 2 }, { token: hod }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, LIST, {}, { token: crew }))).toBe('FORBIDDEN');
    const mine = await gql<{ GetMyBudget: Row[] }>(
      app,
      '{ GetMyBudget { department categoryName budget amountTotal purchaseOrdersTotal } }',
      {},
      { token: crew },
    );
    expect(mine.data!.GetMyBudget).toEqual([
      {
        department: 2,
        categoryName: 'Film stock',
        budget: '0.00',
        amountTotal: '250.00',
        purchaseOrdersTotal: '0.00',
      },
      {
        department: 2,
        categoryName: 'Lenses',
        budget: '0.00',
        amountTotal: '2000.00',
        purchaseOrdersTotal: '3000.00',
      },
    ]);
    expect(errorCode(await gql(app, '{ GetMyBudget { budget } }', {}, { token: hod }))).toBe('FORBIDDEN');
  });

  it("never shows another project's budget", async () => {
    const theirs = await gql<{ GetBudgetDataDetailList: Row[] }>(app, LIST, {}, { token: outsider });
    expect(theirs.data!.GetBudgetDataDetailList).toEqual([]);
    const tree = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
      app,
      TREE,
      {},
      { token: outsider },
    );
    expect(JSON.parse(tree.data!.GetBudgetDataHierarchicalListAsJsonString).departments).toEqual([]);
    const projectId = (
      await app.database.db.select({ p: budgetCategories.projectId }).from(budgetCategories).limit(1)
    )[0]!.p;
    expect(errorCode(await gql(app, DETAIL, { d: 2, p: projectId + 100000 }, { token: prod }))).toBe(
      'NOT_FOUND',
    );
    const detail = JSON.parse(
      (
        await gql<{ GetBudgetDetailHierarchicalListAsJsonString: string }>(
          app,
          DETAIL,
          { d: 2 },
          { token: outsider },
        )
      ).data!.GetBudgetDetailHierarchicalListAsJsonString,
    );
    expect(detail.categories).toEqual([]);
  });
});
