import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql } from '../../../test/harness';
import { budgetCategories, departments } from '../../departments/departments.table';
import { expenseItems, expenseSheets } from '../../expenses/expenses.table';
import { poItems, purchaseOrders } from '../../purchase-orders/purchase-orders.table';
import { budgetLines } from '../budget.table';

/**
 * Issue 12 item 13: a department-only budget reader (canViewDepartmentBudget) reads their own department's
 * budget and nothing of another department, through every budget read. Camera (2) and Sound (3) each carry a
 * budget line, an EFC change, a validated sheet and a validated PO whose texts name them (CAMzz, SNDzz), so
 * any answer that leaks the other department shows it.
 */
let app: App;
const tokens: Record<'global' | 'camera' | 'outsider' | 'cameraEfc', string> = {
  global: '',
  camera: '',
  outsider: '',
  cameraEfc: '',
};
let lenses: number;
let microphones: number;

const CAMERA = /CAMzz|Lenses/;
const SOUND = /SNDzz|Microphones/;

async function seed() {
  const db = app.database.db;
  const project = await createProject(app, { useBudget: true, usePurchaseOrder: true });
  await db.insert(departments).values({ projectId: project.id, value: 3, message: 'Sound' });
  [lenses, microphones] = (
    await db
      .insert(budgetCategories)
      .values([
        { projectId: project.id, name: 'Lenses', costCenter: '3300' },
        { projectId: project.id, name: 'Microphones', costCenter: '3400' },
      ])
      .returning()
  ).map((c) => c.id) as [number, number];
  const globalUser = await createUser(app, project.id, {
    rights: ['canViewGlobalBudget', 'canModifyEstimatedFinalCost'],
  });
  tokens.global = await signInAs(app, globalUser.email);
  tokens.camera = await signInAs(
    app,
    (await createUser(app, project.id, { departmentNumber: 2, rights: ['canViewDepartmentBudget'] })).email,
  );
  tokens.cameraEfc = await signInAs(
    app,
    (
      await createUser(app, project.id, {
        departmentNumber: 2,
        rights: ['canViewDepartmentBudget', 'canModifyEstimatedFinalCost'],
      })
    ).email,
  );
  tokens.outsider = await signInAs(
    app,
    (await createUser(app, (await createProject(app, { useBudget: true })).id, { isAdmin: true })).email,
  );
  await db.insert(budgetLines).values([
    {
      projectId: project.id,
      departmentNumber: 2,
      categoryId: lenses,
      description: 'CAMzz line',
      amount: '9000',
    },
    {
      projectId: project.id,
      departmentNumber: 3,
      categoryId: microphones,
      description: 'SNDzz line',
      amount: '4000',
    },
  ]);
  for (const [department, category, tag] of [
    [2, lenses, 'CAMzz'],
    [3, microphones, 'SNDzz'],
  ] as const) {
    const efc = await gql(
      app,
      'mutation($d: Int!, $c: Int!) { UpdEstimatedFinalCost(DepartmentNumber: $d, CategoryId: $c, Amount: "12000", Comment: "EFC") { id } }',
      { d: department, c: category },
      { token: tokens.global },
    );
    expect(efc.errors).toBeUndefined();
    await gql(
      app,
      `mutation($d: Int!, $c: Int!) { UpdEstimatedFinalCost(DepartmentNumber: $d, CategoryId: $c, Amount: "12500", Comment: "${tag} efc") { id } }`,
      { d: department, c: category },
      { token: tokens.global },
    );
    const [sheet] = await db
      .insert(expenseSheets)
      .values({
        projectId: project.id,
        userId: globalUser.id,
        departmentNumber: department,
        title: `${tag} sheet`,
        status: 8,
        submittedAt: new Date('2026-10-20T10:00:00Z'),
        amountTotal: '100',
      })
      .returning();
    await db.insert(expenseItems).values({
      projectId: project.id,
      userId: globalUser.id,
      sheetId: sheet!.id,
      date: '2026-10-19',
      type: 0,
      description: `${tag} item`,
      categoryId: category,
      departmentNumber: department,
      amount: '100',
      amountTotal: '100',
      validated: 8,
    });
    const [po] = await db
      .insert(purchaseOrders)
      .values({
        projectId: project.id,
        userId: globalUser.id,
        poNumber: department,
        poReference: `${tag}-PO`,
        departmentNumber: department,
        requestDate: '2026-10-18',
        status: 8,
      })
      .returning();
    await db.insert(poItems).values({
      projectId: project.id,
      poId: po!.id,
      name: `${tag} po line`,
      quantity: '1',
      categoryId: category,
      price: '500',
      priceVat: '500',
      priceTotal: '500',
      vatTotal: '0',
      priceVatTotal: '500',
      remainingAmount: '500',
    });
  }
}

beforeAll(async () => {
  app = await getTestApp();
  await seed();
});

type Vars = Record<string, unknown>;
interface Operation {
  name: string;
  query: string;
  /** The variables reading the caller's own department (or every department when the operation allows). */
  own: () => Vars;
  /** The variables asking for Sound. */
  sound: () => Vars;
  /** Whether `own` reads every department (a global reader then sees Sound too). */
  ownReadsAll: boolean;
}

const list = (name: string, fields: string): Operation => ({
  name,
  query: `query($f: BudgetListFilterInput) { ${name}(Filter: $f) { ${fields} } ${name}TotalRecords(Filter: $f) }`,
  own: () => ({}),
  sound: () => ({ f: { department: 3 } }),
  ownReadsAll: true,
});

const OPERATIONS: Operation[] = [
  {
    name: 'GetBudgetLines',
    query:
      'query($d: Int) { GetBudgetLines(DepartmentNumber: $d) { departmentNumber categoryName description } }',
    own: () => ({}),
    sound: () => ({ d: 3 }),
    ownReadsAll: true,
  },
  {
    name: 'GetEstimatedFinalCostHistory',
    query:
      'query($d: Int!, $c: Int!) { GetEstimatedFinalCostHistory(DepartmentNumber: $d, CategoryId: $c) { departmentNumber comment } }',
    own: () => ({ d: 2, c: lenses }),
    sound: () => ({ d: 3, c: microphones }),
    ownReadsAll: false,
  },
  {
    name: 'GetBudgetDataHierarchicalListAsJsonString',
    query: 'query($d: Int) { GetBudgetDataHierarchicalListAsJsonString(DepartmentNumber: $d) }',
    own: () => ({}),
    sound: () => ({ d: 3 }),
    ownReadsAll: true,
  },
  {
    name: 'GetBudgetDetailHierarchicalListAsJsonString',
    query: 'query($d: Int!) { GetBudgetDetailHierarchicalListAsJsonString(Department: $d, ContentType: 0) }',
    own: () => ({ d: 2 }),
    sound: () => ({ d: 3 }),
    ownReadsAll: false,
  },
  {
    name: 'GetBudgetDataDetailList',
    query: 'query($d: Int) { GetBudgetDataDetailList(DepartmentNumber: $d) { department categoryName } }',
    own: () => ({}),
    sound: () => ({ d: 3 }),
    ownReadsAll: true,
  },
  list('GetProjectUserExpenseDetail', 'expenseItem { description categoryName }'),
  list('GetProjectUserPoDetail', 'purchaseOrder { poReference }'),
  list('GetProjectUserExpenseSheet', 'sheet { title }'),
  list('GetProjectUserSalaries', 'id fullName'),
];

const text = (result: GqlResult) => JSON.stringify(result.data ?? null);

/** Every TotalRecords twin counts what its list shows (a count over other departments would leak too). */
function expectCountsMatch(result: GqlResult) {
  const data = (result.data ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(data))
    if (key.endsWith('TotalRecords'))
      expect(value, key).toBe((data[key.replace('TotalRecords', '')] as unknown[]).length);
}

describe('budget reads by department (item 13)', () => {
  for (const op of OPERATIONS) {
    describe(op.name, () => {
      it('a global reader reads Camera and Sound', async () => {
        const own = await gql(app, op.query, op.own(), { token: tokens.global });
        expect(own.errors).toBeUndefined();
        expect(text(own)).toMatch(op.name === 'GetProjectUserSalaries' ? /.*/ : CAMERA);
        if (op.ownReadsAll && op.name !== 'GetProjectUserSalaries') expect(text(own)).toMatch(SOUND);
        const sound = await gql(app, op.query, op.sound(), { token: tokens.global });
        expect(sound.errors).toBeUndefined();
        if (op.name !== 'GetProjectUserSalaries') expect(text(sound)).toMatch(SOUND);
        expect(text(sound)).not.toMatch(/CAMzz/);
      });

      it('a Camera reader reads Camera only', async () => {
        const own = await gql(app, op.query, op.own(), { token: tokens.camera });
        expect(own.errors).toBeUndefined();
        if (op.name !== 'GetProjectUserSalaries') expect(text(own)).toMatch(CAMERA);
        expect(text(own)).not.toMatch(SOUND);
        expectCountsMatch(own);
      });

      it('a Camera reader asking for Sound gets NOT_FOUND', async () => {
        const sound = await gql(app, op.query, op.sound(), { token: tokens.camera });
        expect(errorCode(sound)).toBe('NOT_FOUND');
        expect(text(sound)).not.toMatch(SOUND);
      });

      it("another project's administrator reads nothing of it", async () => {
        for (const vars of [op.own(), op.sound()]) {
          const theirs = await gql(app, op.query, vars, { token: tokens.outsider });
          expect(['NOT_FOUND', undefined]).toContain(errorCode(theirs));
          expect(text(theirs)).not.toMatch(CAMERA);
          expect(text(theirs)).not.toMatch(SOUND);
        }
      });
    });
  }

  it("a Camera reader with canModifyEstimatedFinalCost changes Camera's EFC, not Sound's", async () => {
    const set =
      'mutation($d: Int!, $c: Int!, $a: String!) { UpdEstimatedFinalCost(DepartmentNumber: $d, CategoryId: $c, Amount: $a, Comment: "Re-forecast") { after } }';
    const own = await gql(app, set, { d: 2, c: lenses, a: '13000' }, { token: tokens.cameraEfc });
    expect(own.data).toEqual({ UpdEstimatedFinalCost: { after: '13000.00' } });
    const sound = await gql(app, set, { d: 3, c: microphones, a: '1' }, { token: tokens.cameraEfc });
    expect(errorCode(sound)).toBe('NOT_FOUND');
    const history = await gql<{ GetEstimatedFinalCostHistory: { after: string }[] }>(
      app,
      'query($c: Int!) { GetEstimatedFinalCostHistory(DepartmentNumber: 3, CategoryId: $c) { after } }',
      { c: microphones },
      { token: tokens.global },
    );
    expect(history.data!.GetEstimatedFinalCostHistory.map((h) => h.after)).toEqual(['12500.00', '12000.00']);
  });
});
