import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { budgetLines } from '../../domains/budget/budget.table';
import { budgetCategories } from '../../domains/departments/departments.table';
import { expenseItems, expenseSheets } from '../../domains/expenses/expenses.table';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { getTestApp } from '../../test/harness';
import { STATEMENT_COUNT_HEADER } from '../statement-count';

let app: App;

/** One GraphQL request; answers its data and the statements it took (x-sql-statements). */
async function counted(query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown[] | string>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data!, statements: Number(response.headers.get(STATEMENT_COUNT_HEADER)) };
}

const SHEETS = `query($f: BudgetListFilterInput) {
  GetProjectUserExpenseSheet(Filter: $f) { sheet { id } userName itemCount refusedItems outsideContract departmentName } }`;
const MY_EXPENSES = `query($f: MyExpensesFilter) {
  MyExpenses(Filter: $f) { id categoryName departmentName userFullName customFlagIds receipts { id } } }`;
const HIERARCHY = '{ GetBudgetDataHierarchicalListAsJsonString }';

/** A project with an admin and a crew member; `add(n)` gives the crew member n more validated sheets of 2 items. */
async function production() {
  const project = await createProject(app, { useBudget: true });
  const admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  const crew = await createUser(app, project.id, { departmentNumber: 2 });
  const crewToken = await signInAs(app, crew.email);
  const db = app.database.db;
  async function add(n: number) {
    const categories = await db
      .insert(budgetCategories)
      .values(Array.from({ length: n }, (_, i) => ({ projectId: project.id, name: `Cat ${i}` })))
      .returning();
    await db.insert(budgetLines).values(
      categories.map((c) => ({
        projectId: project.id,
        departmentNumber: 2,
        categoryId: c.id,
        amount: '100',
      })),
    );
    const sheets = await db
      .insert(expenseSheets)
      .values(
        categories.map(() => ({
          projectId: project.id,
          userId: crew.id,
          departmentNumber: 2,
          status: 8,
          submittedAt: new Date('2026-10-01T10:00:00Z'),
        })),
      )
      .returning();
    await db.insert(expenseItems).values(
      sheets.flatMap((sheet, i) =>
        [0, 1].map((k) => ({
          projectId: project.id,
          userId: crew.id,
          sheetId: sheet.id,
          date: `2026-10-${String(1 + k).padStart(2, '0')}`,
          type: 0,
          amount: '10',
          amountTotal: '12.10',
          validated: 8,
          departmentNumber: 2,
          categoryId: categories[i]!.id,
        })),
      ),
    );
  }
  return { admin, crewToken, add };
}

beforeAll(async () => {
  app = await getTestApp();
});

describe('statements per request', () => {
  it('a list of 30 rows issues as many statements as a list of 3', async () => {
    const { admin, crewToken, add } = await production();
    await add(3);
    const few = {
      sheets: await counted(SHEETS, { f: { recordLimit: 100 } }, admin),
      items: await counted(MY_EXPENSES, { f: { limit: 100 } }, crewToken),
      budget: await counted(HIERARCHY, {}, admin),
    };
    await add(27);
    const many = {
      sheets: await counted(SHEETS, { f: { recordLimit: 100 } }, admin),
      items: await counted(MY_EXPENSES, { f: { limit: 100 } }, crewToken),
      budget: await counted(HIERARCHY, {}, admin),
    };
    expect(few.sheets.data.GetProjectUserExpenseSheet).toHaveLength(3);
    expect(many.sheets.data.GetProjectUserExpenseSheet).toHaveLength(30);
    expect(few.items.data.MyExpenses).toHaveLength(6);
    expect(many.items.data.MyExpenses).toHaveLength(60);
    const categoriesIn = (json: unknown) =>
      (JSON.parse(json as string) as { departments: { categories: unknown[] }[] }).departments.flatMap(
        (d) => d.categories,
      ).length;
    expect(categoriesIn(few.budget.data.GetBudgetDataHierarchicalListAsJsonString)).toBe(3);
    expect(categoriesIn(many.budget.data.GetBudgetDataHierarchicalListAsJsonString)).toBe(30);
    for (const op of ['sheets', 'items', 'budget'] as const) {
      expect(few[op].statements).toBeGreaterThan(0);
      expect(many[op].statements).toBe(few[op].statements);
    }
  });
});
