import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';

let app: App;
let prodToken: string;
let lockerToken: string;
let efcToken: string;
let crewToken: string;
let outsiderToken: string;
let camera: number;
let catering: number;

const SAVE = `mutation($id: Int, $l: BudgetLineInput!) { AddUpdBudgetLine(BudgetLineId: $id, BudgetLine: $l) {
  id departmentNumber departmentName categoryName costCenter amount } }`;
const EFCS = '{ GetBudgetDataDetailList { department categoryName budget efc efcSet } }';
const SET_EFC =
  'mutation($c: Int!, $a: String!, $m: String!) { UpdEstimatedFinalCost(DepartmentNumber: 2, CategoryId: $c, Amount: $a, Comment: $m) { before after comment userFullName } }';
const HISTORY =
  'query($c: Int!) { GetEstimatedFinalCostHistory(DepartmentNumber: 2, CategoryId: $c) { before after comment userFullName at } }';
const LOCK = 'mutation($l: Boolean!) { LockBudget(Locked: $l) }';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useBudget: true });
  const categories = await app.database.db
    .insert(budgetCategories)
    .values([
      { projectId: project.id, name: 'Camera equipment', costCenter: '2100' },
      { projectId: project.id, name: 'Catering', costCenter: '2600' },
    ])
    .returning();
  [camera, catering] = categories.map((c) => c.id) as [number, number];
  prodToken = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  lockerToken = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canLockBudget', 'canViewGlobalBudget'] })).email,
  );
  efcToken = await signInAs(
    app,
    (
      await createUser(app, project.id, {
        firstName: 'Ada',
        name: 'Counts',
        rights: ['canModifyEstimatedFinalCost', 'canViewGlobalBudget'],
      })
    ).email,
  );
  crewToken = await signInAs(app, (await createUser(app, project.id)).email);
  outsiderToken = await signInAs(
    app,
    (await createUser(app, (await createProject(app, { useBudget: true })).id, { isAdmin: true })).email,
  );
});

describe('budget lines, lock and estimated final cost', () => {
  it('adds and changes lines; the EFC follows the budget until someone sets it', async () => {
    const line = await gql<{ AddUpdBudgetLine: { id: number } }>(
      app,
      SAVE,
      { l: { departmentNumber: 2, categoryId: camera, description: 'Lenses', amount: '12000' } },
      { token: prodToken },
    );
    expect(line.data!.AddUpdBudgetLine).toMatchObject({
      departmentNumber: 2,
      departmentName: 'Camera',
      categoryName: 'Camera equipment',
      costCenter: '2100',
      amount: '12000.00',
    });
    await gql(
      app,
      SAVE,
      { l: { departmentNumber: 2, categoryId: camera, amount: '3500,50' } },
      { token: prodToken },
    );
    await gql(
      app,
      SAVE,
      { id: line.data!.AddUpdBudgetLine.id, l: { departmentNumber: 2, categoryId: camera, amount: '11000' } },
      { token: prodToken },
    );
    const efcs = await gql<{ GetBudgetDataDetailList: Record<string, unknown>[] }>(
      app,
      EFCS,
      {},
      { token: efcToken },
    );
    expect(efcs.data!.GetBudgetDataDetailList).toEqual([
      { department: 2, categoryName: 'Camera equipment', budget: '14500.50', efc: '14500.50', efcSet: false },
    ]);
    const bad = await gql(
      app,
      SAVE,
      { l: { departmentNumber: 2, categoryId: camera, amount: '-5-' } },
      { token: prodToken },
    );
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    // A credit (a tax shelter rebate) is a budget line too, as the import reads it.
    const credit = await gql<{ AddUpdBudgetLine: { id: number; amount: string } }>(
      app,
      SAVE,
      { l: { departmentNumber: 1, categoryId: catering, amount: '-1500,50' } },
      { token: prodToken },
    );
    expect(credit.data!.AddUpdBudgetLine.amount).toBe('-1500.50');
    await gql(
      app,
      'mutation($id: Int!) { DelBudgetLine(BudgetLineId: $id) }',
      {
        id: credit.data!.AddUpdBudgetLine.id,
      },
      { token: prodToken },
    );
    const unknown = await gql(
      app,
      SAVE,
      { l: { departmentNumber: 99, categoryId: camera, amount: '5' } },
      { token: prodToken },
    );
    expect(unknown.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'departmentNumber',
    });
  });

  it('locks the original totals: lines no longer change until unlocked (canLockBudget)', async () => {
    expect(errorCode(await gql(app, LOCK, { l: true }, { token: prodToken }))).toBe('FORBIDDEN');
    expect((await gql(app, LOCK, { l: true }, { token: lockerToken })).data).toEqual({ LockBudget: true });
    const refused = await gql(
      app,
      SAVE,
      { l: { departmentNumber: 1, categoryId: catering, amount: '800' } },
      { token: prodToken },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/locked/);
    await gql(app, LOCK, { l: false }, { token: lockerToken });
    expect(
      (
        await gql(
          app,
          SAVE,
          { l: { departmentNumber: 1, categoryId: catering, amount: '800' } },
          { token: prodToken },
        )
      ).errors,
    ).toBeUndefined();
  });

  it('keeps every EFC change with who, when, before, after and the comment (canModifyEstimatedFinalCost)', async () => {
    expect(
      errorCode(await gql(app, SET_EFC, { c: camera, a: '15000', m: 'More lenses' }, { token: prodToken })),
    ).toBe('FORBIDDEN');
    const first = await gql(
      app,
      SET_EFC,
      { c: camera, a: '15000', m: 'Extra lens week' },
      { token: efcToken },
    );
    // Before the first change the EFC followed the budget (14,500.50): that is what "before" shows.
    expect(first.data).toEqual({
      UpdEstimatedFinalCost: {
        before: '14500.50',
        after: '15000.00',
        comment: 'Extra lens week',
        userFullName: 'Ada Counts',
      },
    });
    await gql(app, SET_EFC, { c: camera, a: '14250.75', m: 'Returned one lens early' }, { token: efcToken });
    // The same value again is no change: refused, naming the amount, and nothing is recorded.
    const same = await gql(app, SET_EFC, { c: camera, a: '14250,75', m: 'Again' }, { token: efcToken });
    expect(same.errors![0]).toMatchObject({
      message: 'The estimated final cost is already 14250.75: enter a different amount.',
      extensions: { code: 'BAD_USER_INPUT', field: 'amount' },
    });
    const history = await gql<{ GetEstimatedFinalCostHistory: Record<string, unknown>[] }>(
      app,
      HISTORY,
      { c: camera },
      { token: efcToken },
    );
    const changes = history.data!.GetEstimatedFinalCostHistory;
    for (const change of changes) {
      expect(change.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.now() - Date.parse(change.at as string))).toBeLessThan(60_000);
      delete change.at;
    }
    expect(changes).toEqual([
      {
        before: '15000.00',
        after: '14250.75',
        comment: 'Returned one lens early',
        userFullName: 'Ada Counts',
      },
      { before: '14500.50', after: '15000.00', comment: 'Extra lens week', userFullName: 'Ada Counts' },
    ]);
    const noComment = await gql(app, SET_EFC, { c: camera, a: '1', m: ' ' }, { token: efcToken });
    expect(noComment.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'comment' });
    const efcs = await gql<{
      GetBudgetDataDetailList: { department: number; efc: string; efcSet: boolean }[];
    }>(app, EFCS, {}, { token: efcToken });
    expect(efcs.data!.GetBudgetDataDetailList.find((r) => r.department === 2)).toMatchObject({
      efc: '14250.75',
      efcSet: true,
    });
  });

  it('keeps the budget to who may see it, and to its project', async () => {
    expect(errorCode(await gql(app, '{ GetBudgetLines { id } }', {}, { token: crewToken }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await gql(
          app,
          SAVE,
          { l: { departmentNumber: 2, categoryId: camera, amount: '1' } },
          { token: crewToken },
        ),
      ),
    ).toBe('FORBIDDEN');
    const theirs = await gql<{ GetBudgetLines: unknown[] }>(
      app,
      '{ GetBudgetLines { id } }',
      {},
      { token: outsiderToken },
    );
    expect(theirs.data!.GetBudgetLines).toEqual([]);
    expect(errorCode(await gql(app, SET_EFC, { c: camera, a: '1', m: 'x' }, { token: outsiderToken }))).toBe(
      'FORBIDDEN',
    );
    const another = await gql(
      app,
      SAVE,
      { l: { departmentNumber: 2, categoryId: camera, amount: '1' } },
      { token: outsiderToken },
    );
    expect(another.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'categoryId' });
    expect(errorCode(await gql(app, HISTORY, { c: camera }, { token: outsiderToken }))).toBe('NOT_FOUND');
  });
});
