import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { Actor } from '../../../core/actor';
import { STATEMENT_COUNT_HEADER } from '../../../db/statement-count';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories, departments } from '../../departments/departments.table';
import { expenseItems, expenseSheets } from '../../expenses/expenses.table';
import { projects } from '../../projects/projects.table';
import { poItems, purchaseOrders } from '../../purchase-orders/purchase-orders.table';
import { userProjects, validations } from '../../users/users.table';
import { budgetEfc, budgetLines } from '../budget.table';
import { budgetFigures, projectCostTotals } from '../budget-figures.service';
import { getBudgetHierarchy, getMyBudget, readableFigures } from '../budget-views.service';
import { seedSmallProduction } from './budget-fixture';
import {
  legacyBudgetFigures,
  legacyBudgetHierarchy,
  projectCostTotals as legacyProjectCostTotals,
  legacyReadableFigures,
} from './legacy-budget';

/**
 * Issue 17: the budget figures read stored aggregates (kept by triggers) instead of summing every item of the
 * project on each request. The answers must stay IDENTICAL to those of the old code path (legacy-budget.ts,
 * the code as it was): compared here, byte for byte (computedAt aside), after every kind of write.
 */

let app: App;

const TREE = `query($f: String, $t: String, $d: Int, $force: Boolean) {
  GetBudgetDataHierarchicalListAsJsonString(StrTime: $f, EndTime: $t, ForceCompute: $force, DepartmentNumber: $d) }`;

const actorOf = (projectId: number, over: Partial<Actor> = {}) =>
  ({
    projectId,
    userId: 0,
    userProjectId: 0,
    isAdmin: false,
    isProd: true,
    rights: new Set(),
    modules: new Set(['useBudget']),
    ...over,
  }) as unknown as Actor;

/** The actor of a member, as the API builds it for the budget reads (rights and membership only matter). */
async function memberActor(projectId: number, userId: number, rights: string[]) {
  const [membership] = await app.database.db
    .select({ id: userProjects.id })
    .from(userProjects)
    .where(eq(userProjects.userId, userId));
  return actorOf(projectId, {
    isProd: false,
    userId,
    userProjectId: membership!.id,
    rights: new Set(rights),
  } as Partial<Actor>);
}

const withoutClock = (json: string) => json.replace(/"computedAt":"[^"]*"/, '"computedAt":"-"');

const PERIODS = [
  {},
  { from: '2026-10-01', to: '2026-10-31' },
  { from: '2026-11-01' },
  { to: '2026-10-15' },
  { departmentNumber: 2 },
  { departmentNumber: 1 },
];

/** Every budget read of the project answers what the old code answers, and the aggregates equal a rebuild. */
async function expectSameAsBefore(projectId: number, members: Actor[] = []) {
  const services = app.services;
  for (const actor of [actorOf(projectId), ...members]) {
    for (const input of PERIODS) {
      let before: string | Error;
      try {
        before = withoutClock(await legacyBudgetHierarchy(services, actor, input));
      } catch (error) {
        before = error as Error;
      }
      if (before instanceof Error) {
        await expect(getBudgetHierarchy(services, actor, input)).rejects.toThrow(before.message);
        continue;
      }
      expect(withoutClock(await getBudgetHierarchy(services, actor, input))).toBe(before);
      expect(await readableFigures(services, actor, input)).toEqual(
        await legacyReadableFigures(services, actor, input),
      );
    }
    if (actor.userId)
      expect(await getMyBudget(services, actor, {})).toEqual(
        await legacyBudgetFigures(services.db, projectId, { userId: actor.userId }),
      );
  }
  for (const query of [{}, { from: '2026-10-01', to: '2026-10-31' }, { departments: [2] }, { categoryId: 1 }])
    expect(await projectCostTotals(services.db, projectId, query)).toEqual(
      await legacyProjectCostTotals(services.db, projectId, query),
    );
  expect(await budgetFigures(services.db, projectId, {})).toEqual(
    await legacyBudgetFigures(services.db, projectId, {}),
  );
  await expectAggregatesRebuilt(projectId);
}

/** The stored aggregates equal a fresh computation from the source tables (budget_node_sums). */
async function expectAggregatesRebuilt(projectId: number) {
  const read = async (from: string) =>
    (
      (await app.database.db.execute(
        sql.raw(`select department_number as d, category_id as c, actual_cents::text as a, actual_rows as ar,
          po_cents::text as p, po_rows as pr, pending_cents::text as i, pending_rows as ir, kg_cents::text as k,
          kg_pending_cents::text as kp, kg_rows as kr from (${from}) x
          where actual_rows <> 0 or po_rows <> 0 or pending_rows <> 0 or kg_rows <> 0
            or actual_cents <> 0 or po_cents <> 0 or pending_cents <> 0 or kg_cents <> 0 or kg_pending_cents <> 0
          order by 1 nulls last, 2 nulls last`),
      )) as unknown as { rows: unknown[] }
    ).rows;
  expect(await read(`select * from budget_aggregates where project_id = ${projectId}`)).toEqual(
    await read(`select * from budget_node_sums(${projectId}, null, null, null)`),
  );
}

beforeAll(async () => {
  app = await getTestApp();
});

describe('the budget figures read from stored aggregates (issue 17)', () => {
  it('answer the same JSON string as before, byte for byte, and ForceCompute repairs a drift', async () => {
    const { projectId, prod } = await seedSmallProduction(app);
    const answer = async (force = false) => {
      const res = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
        app,
        TREE,
        { force },
        { token: prod },
      );
      expect(res.errors).toBeUndefined();
      return withoutClock(res.data!.GetBudgetDataHierarchicalListAsJsonString);
    };
    const before = withoutClock(await legacyBudgetHierarchy(app.services, actorOf(projectId), {}));
    expect(await answer()).toBe(before);
    // A drift (an aggregate changed behind the triggers' back) shows until ForceCompute rebuilds the project.
    await app.database.db.execute(
      sql`update budget_aggregates set actual_cents = actual_cents + 1 where project_id = ${projectId}`,
    );
    expect(await answer()).not.toBe(before);
    expect(await answer(true)).toBe(before);
    expect(await answer()).toBe(before);
    // A lost row and a row that should not be there: repaired the same way, and the rows equal a rebuild.
    await app.database.db.execute(sql`delete from budget_aggregates where project_id = ${projectId}
      and ctid = (select min(ctid) from budget_aggregates where project_id = ${projectId})`);
    await app.database.db.execute(sql`insert into budget_aggregates (project_id, department_number, category_id,
      actual_cents, actual_rows) values (${projectId}, 99, null, 12345, 1)`);
    expect(await answer()).not.toBe(before);
    expect(await answer(true)).toBe(before);
    await expectAggregatesRebuilt(projectId);
  });

  it('keep up with writes through the API: items, sheets, validations, refusals, deletions, POs', async () => {
    const project = await createProject(app, { useBudget: true, useExpense: true, usePurchaseOrder: true });
    const db = app.database.db;
    const [camera, grip] = (
      await db
        .insert(budgetCategories)
        .values([
          { projectId: project.id, name: 'Camera', costCenter: '2100' },
          { projectId: project.id, name: 'Grip', costCenter: '2300' },
        ])
        .returning()
    ).map((c) => c.id) as [number, number];
    await db
      .insert(departments)
      .values(
        [1, 2, 3].map((value) => ({
          projectId: project.id,
          value,
          message: `Department ${value}`,
          prefix: `D${value}`,
        })),
      )
      .onConflictDoNothing();
    await db.insert(budgetLines).values([
      { projectId: project.id, departmentNumber: 2, categoryId: camera, amount: '1000' },
      { projectId: project.id, departmentNumber: 3, categoryId: grip, amount: '500' },
    ]);
    const crew = await createUser(app, project.id, { departmentNumber: 2, rights: ['canAccessMyBudget'] });
    const l1 = await createUser(app, project.id, { departmentNumber: 2 });
    const l2 = await createUser(app, project.id, { departmentNumber: 1 });
    await db.insert(validations).values([
      {
        projectId: project.id,
        userId: l1.id,
        departmentNumber: 2,
        validationLevelExp: 1,
        validationLevelPo: 1,
      },
      {
        projectId: project.id,
        userId: l2.id,
        departmentNumber: 2,
        validationLevelExp: 2,
        validationLevelPo: 2,
      },
      {
        projectId: project.id,
        userId: l1.id,
        departmentNumber: 3,
        validationLevelExp: 1,
        validationLevelPo: 1,
      },
      {
        projectId: project.id,
        userId: l2.id,
        departmentNumber: 3,
        validationLevelExp: 2,
        validationLevelPo: 2,
      },
    ]);
    const crewToken = await signInAs(app, crew.email);
    const l1Token = await signInAs(app, l1.email);
    const l2Token = await signInAs(app, l2.email);
    const members = [
      await memberActor(project.id, crew.id, ['canAccessMyBudget']),
      await memberActor(project.id, l1.id, ['canViewDepartmentBudget']),
    ];
    const ok = async <T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown>,
      token: string,
    ) => {
      const res = await gql<T>(app, query, variables, { token });
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    const item = (description: string, amountTotal: string, categoryId: number, departmentNumber = 2) => ({
      date: '2026-10-12',
      type: 0,
      description,
      amountTotal,
      categoryId,
      departmentNumber,
    });
    const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
    const UPD =
      'mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { id } }';
    const newItem = async (i: Record<string, unknown>) =>
      (await ok<{ NewExpenseItem: { id: number } }>(NEW, { i }, crewToken)).NewExpenseItem.id;

    const lunch = await newItem(item('Lunch', '120.00', camera));
    const parking = await newItem(item('Parking', '15.50', camera));
    const rope = await newItem(item('Rope', '40.00', grip, 3));
    await expectSameAsBefore(project.id, members);
    await ok(UPD, { id: lunch, i: item('Lunch', '130.00', camera) }, crewToken);
    await ok(UPD, { id: rope, i: item('Rope', '45.00', camera, 2) }, crewToken);
    await expectSameAsBefore(project.id, members);
    await ok('mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }', { id: parking }, crewToken);
    await expectSameAsBefore(project.id, members);
    const sheetId = (
      await ok<{ SendAllExpenses: { id: number } }>(
        'mutation { SendAllExpenses(ExpenseTitle: "Week") { id } }',
        {},
        crewToken,
      )
    ).SendAllExpenses.id;
    await expectSameAsBefore(project.id, members);
    await ok(
      'mutation($id: Int!, $c: String) { RejectExpenseItem(ExpenseItemId: $id, Comment: $c) { validated } }',
      { id: rope, c: 'No receipt' },
      l1Token,
    );
    await ok(
      'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }',
      { id: sheetId },
      l1Token,
    );
    await expectSameAsBefore(project.id, members);
    await ok(
      'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }',
      { id: sheetId },
      l2Token,
    );
    await expectSameAsBefore(project.id, members);

    // A second sheet, refused as a whole.
    await newItem(item('Taxi', '33.30', grip, 3));
    const second = (
      await ok<{ SendAllExpenses: { id: number } }>(
        'mutation { SendAllExpenses(ExpenseTitle: "Week 2") { id } }',
        {},
        crewToken,
      )
    ).SendAllExpenses.id;
    await ok(
      'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }',
      { id: second },
      l1Token,
    );
    await ok(
      'mutation($id: Int!) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: "Wrong week") { validated } }',
      { id: second },
      l2Token,
    );
    await expectSameAsBefore(project.id, members);

    // A PO: made, a line added and changed, sent, validated at both levels, then a line removed.
    const poId = (
      await ok<{ NewPurchaseOrder: { id: number } }>(
        'mutation { NewPurchaseOrder(AddedPurchaseOrder: { description: "Dolly", requestDate: "2026-10-12" }) { id } }',
        {},
        crewToken,
      )
    ).NewPurchaseOrder.id;
    const addLine = async (name: string, price: string) =>
      (
        await ok<{ AddPoItem: { id: number } }>(
          `mutation($id: Int, $c: Int) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: { name: "${name}", quantity: "1",
            unitPriceVatExcluded: "${price}", categoryId: $c }) { id } }`,
          { id: poId, c: camera },
          crewToken,
        )
      ).AddPoItem.id;
    await addLine('Dolly', '250');
    const track = await addLine('Track', '99.99');
    await expectSameAsBefore(project.id, members);
    await ok(
      'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }',
      { id: poId },
      crewToken,
    );
    await ok(
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
      { id: poId },
      l1Token,
    );
    await expectSameAsBefore(project.id, members);
    await ok(
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
      { id: poId },
      l2Token,
    );
    await expectSameAsBefore(project.id, members);
    // Removing a line of a validated PO (straight in the table: the API may refuse it) and deleting the PO.
    await db.delete(poItems).where(eq(poItems.id, track));
    await expectSameAsBefore(project.id, members);
    await db.delete(purchaseOrders).where(eq(purchaseOrders.id, poId));
    await expectSameAsBefore(project.id, members);
    expect(
      (await db.execute(
        sql`select count(*)::int as n from budget_aggregates where project_id = ${project.id}`,
      )) as unknown,
    ).toBeTruthy();
  });

  it('reads in ONE statement beside the actor lookup, whatever the size, and keeps other projects out', async () => {
    const { prod, outsider } = await seedSmallProduction(app);
    const count = async (query: string, token: string) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { errors?: unknown };
      expect(body.errors).toBeUndefined();
      return Number(response.headers.get(STATEMENT_COUNT_HEADER));
    };
    const actorOnly = await count('{ __typename }', prod);
    expect(await count('{ GetBudgetDataHierarchicalListAsJsonString }', prod)).toBe(actorOnly + 1);
    expect(await count('{ GetBudgetTree { totals { budget } } }', prod)).toBe(actorOnly + 1);
    expect(await count('{ GetBudgetDataDetailList { budget } }', prod)).toBe(actorOnly + 1);
    // Another project's department: NOT_FOUND for a department reader, nothing of the first project for its admin.
    const theirs = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
      app,
      '{ GetBudgetDataHierarchicalListAsJsonString }',
      {},
      { token: outsider },
    );
    expect(JSON.parse(theirs.data!.GetBudgetDataHierarchicalListAsJsonString).departments).toEqual([]);
  });

  it('answers the structured tree with the same figures as the JSON string', async () => {
    const { prod, hod } = await seedSmallProduction(app);
    const string = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
      app,
      '{ GetBudgetDataHierarchicalListAsJsonString }',
      {},
      { token: prod },
    );
    const tree = JSON.parse(string.data!.GetBudgetDataHierarchicalListAsJsonString);
    const FIG = 'budget actual committed salaries efc variance amountLeft kgCoTwo kgCo2e kgCo2ePending';
    const structured = await gql<{ GetBudgetTree: Record<string, unknown> }>(
      app,
      `{ GetBudgetTree { from to currency budgetLocked totals { ${FIG} } departments { departmentNumber departmentName
        figures { ${FIG} } categories { categoryId categoryName costCenter efcSet figures { ${FIG} }
        lines { id description amount } } } } }`,
      {},
      { token: prod },
    );
    expect(structured.errors).toBeUndefined();
    const { period, computedAt: _c, departments, ...rest } = tree;
    expect(structured.data!.GetBudgetTree).toEqual({
      from: period.from,
      to: period.to,
      ...rest,
      departments: departments.map(
        ({ categories, departmentNumber, departmentName, ...figures }: Record<string, unknown>) => ({
          departmentNumber,
          departmentName,
          figures,
          categories: (categories as Record<string, unknown>[]).map(
            ({ categoryId, categoryName, costCenter, efcSet, lines, ...f }) => ({
              categoryId,
              categoryName,
              costCenter,
              efcSet,
              figures: f,
              lines,
            }),
          ),
        }),
      ),
    });
    // A department reader asking for another department: NOT_FOUND, on both fields.
    for (const field of [
      'GetBudgetDataHierarchicalListAsJsonString(DepartmentNumber: 2)',
      'GetBudgetTree(DepartmentNumber: 2) { currency }',
    ])
      expect(errorCode(await gql(app, `{ ${field} }`, {}, { token: hod }))).toBe('NOT_FOUND');
  });
  it('answer what the old code answered for the small production, and after direct writes of every kind', async () => {
    const seeded = await seedSmallProduction(app);
    // Seeded first: the HTTP connection would sit idle through the long run of direct writes below.
    const other = await seedSmallProduction(app);
    const { projectId } = seeded;
    const db = app.database.db;
    const [hodMembership] = await db
      .select({ userId: userProjects.userId })
      .from(userProjects)
      .where(and(eq(userProjects.projectId, projectId), eq(userProjects.departmentNumber, 1)));
    const members = [
      await memberActor(projectId, seeded.crewId, ['canAccessMyBudget']),
      await memberActor(projectId, hodMembership!.userId, ['canViewDepartmentBudget']),
    ];
    await expectSameAsBefore(projectId, members);

    // Set-based writes that no service makes: the triggers see them all the same.
    await db.update(expenseItems).set({ amount: '1300.15' }).where(eq(expenseItems.amount, '1200.10'));
    await expectSameAsBefore(projectId, members);
    await db
      .update(expenseItems)
      .set({ departmentNumber: 1, categoryId: seeded.catering })
      .where(eq(expenseItems.amount, '799.90'));
    await expectSameAsBefore(projectId, members);
    await db.update(expenseSheets).set({ status: 8 }).where(eq(expenseSheets.status, 1));
    await expectSameAsBefore(projectId, members);
    await db.update(expenseSheets).set({ departmentNumber: 1 }).where(eq(expenseSheets.projectId, projectId));
    await expectSameAsBefore(projectId, members);
    await db.update(purchaseOrders).set({ status: 8 }).where(eq(purchaseOrders.projectId, projectId));
    await expectSameAsBefore(projectId, members);
    await db.update(poItems).set({ remainingAmount: '1234.56' }).where(eq(poItems.projectId, projectId));
    await expectSameAsBefore(projectId, members);
    await db.update(purchaseOrders).set({ consumed: true }).where(eq(purchaseOrders.poNumber, 901));
    await expectSameAsBefore(projectId, members);
    await db
      .insert(budgetEfc)
      .values({ projectId, departmentNumber: 3, categoryId: seeded.catering, amount: '77' });
    await expectSameAsBefore(projectId, members);
    // A deleted PO takes its lines with it (cascade) and its invoices lose their PO (set null).
    await db.delete(purchaseOrders).where(eq(purchaseOrders.poNumber, 903));
    await expectSameAsBefore(projectId, members);
    const [invoicePo] = await db
      .select({ poId: expenseSheets.poId })
      .from(expenseSheets)
      .where(eq(expenseSheets.kind, 1));
    if (invoicePo?.poId) {
      await db.update(expenseSheets).set({ status: 1 }).where(eq(expenseSheets.kind, 1));
      await expectSameAsBefore(projectId, members);
      await db.delete(purchaseOrders).where(eq(purchaseOrders.id, invoicePo.poId));
      await expectSameAsBefore(projectId, members);
    }
    // A deleted category leaves its items without one (set null); a deleted sheet takes its items (cascade).
    await db.delete(budgetCategories).where(eq(budgetCategories.id, seeded.filmStock));
    await expectSameAsBefore(projectId, members);
    await db.delete(expenseSheets).where(eq(expenseSheets.departmentNumber, 1));
    await expectSameAsBefore(projectId, members);
    await db.delete(budgetLines).where(eq(budgetLines.projectId, projectId));
    await expectSameAsBefore(projectId, members);
    // Deleting the production (every table cascades) leaves no aggregate behind and touches no other project.
    await db.delete(projects).where(eq(projects.id, projectId));
    const left = await db.execute(
      sql`select count(*)::int as n from budget_aggregates where project_id = ${projectId}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await expectSameAsBefore(other.projectId);
  });
});
