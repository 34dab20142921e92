import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../core/actor';
import type { Services } from '../../../core/services';
import { type Database, openDatabase } from '../../../db/client';
import { DEMO_PROJECT } from '../../../demo/demo-data';
import { loadDemoIfEmpty } from '../../../demo/demo-loader';
import { expenseItems, expenseSheets } from '../../expenses/expenses.table';
import { projects } from '../../projects/projects.table';
import { purchaseOrders } from '../../purchase-orders/purchase-orders.table';
import { userProjects } from '../../users/users.table';
import { projectCostTotals } from '../budget-figures.service';
import { getBudgetHierarchy, getMyBudget, readableFigures } from '../budget-views.service';
import {
  legacyBudgetFigures,
  legacyBudgetHierarchy,
  projectCostTotals as legacyProjectCostTotals,
  legacyReadableFigures,
} from './legacy-budget';

/**
 * Issue 17 on the demo production: every budget read answers what the old code path answered (legacy-budget.ts),
 * for production and for each member reading their own departments and their own budget, before and after a
 * round of writes. The demo loads into an empty database only: this file opens one of its own.
 */
let database: Database;
let services: Services;
let projectId: number;

const withoutClock = (json: string) => json.replace(/"computedAt":"[^"]*"/, '"computedAt":"-"');

beforeAll(async () => {
  database = await openDatabase({});
  expect(await loadDemoIfEmpty(database.db)).toBe(true);
  services = { db: database.db } as unknown as Services;
  const [project] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.titre, DEMO_PROJECT.titre));
  projectId = project!.id;
}, 180_000);

afterAll(async () => {
  await database?.close();
});

async function actors(): Promise<Actor[]> {
  const members = await database.db
    .select({ id: userProjects.id, userId: userProjects.userId })
    .from(userProjects)
    .where(eq(userProjects.projectId, projectId));
  const base = { projectId, isAdmin: false, modules: new Set(['useBudget']) };
  return [
    { ...base, isProd: true, userId: 0, userProjectId: 0, rights: new Set() },
    ...members.map((m) => ({
      ...base,
      isProd: false,
      userId: m.userId,
      userProjectId: m.id,
      rights: new Set(['canViewDepartmentBudget']),
    })),
  ] as unknown as Actor[];
}

const INPUTS = [{}, { from: '2026-10-01', to: '2026-10-31' }, { to: '2026-11-10' }, { departmentNumber: 1 }];

async function expectSameAsBefore() {
  let trees = 0;
  for (const actor of await actors()) {
    for (const input of INPUTS) {
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
      trees++;
    }
    if (actor.userId)
      expect(await getMyBudget(services, actor, {})).toEqual(
        await legacyBudgetFigures(services.db, projectId, { userId: actor.userId }),
      );
  }
  expect(await projectCostTotals(services.db, projectId)).toEqual(
    await legacyProjectCostTotals(services.db, projectId),
  );
  const stored = await database.db.execute(sql`select count(*)::int as n from (
    select department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows,
      kg_cents, kg_pending_cents, kg_rows from budget_aggregates where project_id = ${projectId}
      and (actual_rows <> 0 or po_rows <> 0 or pending_rows <> 0 or kg_rows <> 0)
    except
    select department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows,
      kg_cents, kg_pending_cents, kg_rows from budget_node_sums(${projectId}, null, null, null)) d`);
  expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  return trees;
}

describe('the demo production budget (issue 17)', () => {
  it('answers what the old code answered, for production and every member', async () => {
    const tree = JSON.parse(await getBudgetHierarchy(services, (await actors())[0]!, {}));
    expect(tree.departments.length).toBeGreaterThan(3);
    expect(await expectSameAsBefore()).toBeGreaterThan(10);
  }, 180_000);

  it('still does after a round of writes (validations, refusals, edits, deletions, POs)', async () => {
    const db = database.db;
    await db.update(expenseSheets).set({ status: 8 }).where(eq(expenseSheets.status, 2));
    await db.update(expenseSheets).set({ status: 2 }).where(eq(expenseSheets.status, 1));
    await db.update(expenseItems).set({ validated: 16 }).where(sql`${expenseItems.id} % 7 = 0`);
    await db
      .update(expenseItems)
      .set({ amount: sql`${expenseItems.amount} + 1.01` })
      .where(sql`${expenseItems.id} % 5 = 0`);
    await db.update(expenseItems).set({ departmentNumber: null }).where(sql`${expenseItems.id} % 4 = 0`);
    await db.delete(expenseItems).where(sql`${expenseItems.id} % 11 = 0`);
    await db.update(purchaseOrders).set({ consumed: true }).where(sql`${purchaseOrders.id} % 3 = 0`);
    await db.delete(purchaseOrders).where(sql`${purchaseOrders.id} % 5 = 0`);
    await db.delete(expenseSheets).where(sql`${expenseSheets.id} % 6 = 0`);
    await db.execute(
      sql`update carbon_entries set status = 'pending' where id % 3 = 0 and status = 'actual'`,
    );
    await db.execute(sql`delete from carbon_entries where id % 13 = 0`);
    expect(await expectSameAsBefore()).toBeGreaterThan(10);
  }, 180_000);
});
