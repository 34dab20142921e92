import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { STATEMENT_COUNT_HEADER } from '../../../db/statement-count';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { validations } from '../../users/users.table';
import { expenseItems, expenseSheets } from '../expenses.table';

let app: App;
let projectId: number;
let crewId: number;
let hodId: number;
let hodToken: string;
let accountantToken: string;
let outsiderToken: string;

const VALIDATE_ALL = 'mutation($ids: [Int!]!) { ValidateAllExpenseSheets(ExpenseSheetIds: $ids) }';
const { submitted, validatedLevel1, validatedLevel2, refusedLevel1 } = EXPENSE_STATUS;

/** n sheets of the crew member in department 2, sent, with two items each (one of them refused alone). */
async function sentSheets(n: number, department = 2) {
  const db = app.database.db;
  const sheets = await db
    .insert(expenseSheets)
    .values(
      Array.from({ length: n }, () => ({
        projectId,
        userId: crewId,
        departmentNumber: department,
        status: submitted,
        submittedAt: new Date(),
      })),
    )
    .returning();
  await db.insert(expenseItems).values(
    sheets.flatMap((sheet) =>
      [submitted, refusedLevel1].map((validated) => ({
        projectId,
        userId: crewId,
        sheetId: sheet.id,
        date: '2026-10-01',
        type: 0,
        amount: '10',
        amountTotal: '12.10',
        validated,
        departmentNumber: department,
      })),
    ),
  );
  return sheets.map((s) => s.id);
}

async function validateAll(ids: number[], token: string) {
  const started = performance.now();
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: VALIDATE_ALL, variables: { ids } }),
  });
  const body = (await response.json()) as { data?: { ValidateAllExpenseSheets: number[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return {
    changed: body.data!.ValidateAllExpenseSheets,
    statements: Number(response.headers.get(STATEMENT_COUNT_HEADER)),
    ms: performance.now() - started,
  };
}

const statusOf = async (ids: number[]) =>
  (
    await app.database.db
      .select({ status: expenseSheets.status })
      .from(expenseSheets)
      .where(inArray(expenseSheets.id, ids))
  ).map((r) => r.status);

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true })).id;
  crewId = (await createUser(app, projectId, { departmentNumber: 2 })).id;
  const hod = await createUser(app, projectId, { departmentNumber: 2 });
  hodId = hod.id;
  const accountant = await createUser(app, projectId, { departmentNumber: 1 });
  await app.database.db.insert(validations).values([
    { projectId, userId: hod.id, departmentNumber: 2, validationLevelExp: 1 },
    { projectId, userId: accountant.id, departmentNumber: 2, validationLevelExp: 2 },
    { projectId, userId: accountant.id, departmentNumber: 1, validationLevelExp: 2 },
  ]);
  hodToken = await signInAs(app, hod.email);
  accountantToken = await signInAs(app, accountant.email);
  const other = await createProject(app, { useExpense: true });
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('ValidateAllExpenseSheets in one batch (issue 12 item 4)', () => {
  it('takes as many statements for 500 sheets as for 5, and each sheet moves as if validated alone', async () => {
    const few = await validateAll(await sentSheets(5), hodToken);
    const ids = await sentSheets(500);
    const many = await validateAll(ids, hodToken);
    console.info(
      `ValidateAllExpenseSheets: 5 sheets ${few.statements} statements in ${few.ms.toFixed(0)} ms; ` +
        `500 sheets ${many.statements} statements in ${many.ms.toFixed(0)} ms`,
    );
    expect(few.changed).toHaveLength(5);
    expect([...many.changed].sort((a, b) => a - b)).toEqual(ids);
    expect(many.statements).toBe(few.statements);
    expect(new Set(await statusOf(ids))).toEqual(new Set([validatedLevel1]));
    // Items follow their sheet, except the one refused alone.
    const items = await app.database.db
      .select({ validated: expenseItems.validated })
      .from(expenseItems)
      .where(inArray(expenseItems.sheetId, ids));
    expect(items.filter((i) => i.validated === validatedLevel1)).toHaveLength(500);
    expect(items.filter((i) => i.validated === refusedLevel1)).toHaveLength(500);
    // Level 2 next: final.
    const final = await validateAll(ids, accountantToken);
    expect(final.changed).toHaveLength(500);
    expect(new Set(await statusOf(ids))).toEqual(new Set([validatedLevel2]));
  }, 120_000);

  it('answers only the sheets waiting for the caller: done, unknown, other departments and projects are skipped', async () => {
    const [waiting, done] = await sentSheets(2);
    await validateAll([done!], hodToken);
    const [elsewhere] = await sentSheets(1, 1);
    const result = await validateAll([waiting!, done!, elsewhere!, 999_999_999, waiting!], hodToken);
    expect(result.changed).toEqual([waiting]);
    expect(await statusOf([elsewhere!])).toEqual([submitted]);
    expect((await validateAll([elsewhere!], outsiderToken)).changed).toEqual([]);
    expect(await statusOf([elsewhere!])).toEqual([submitted]);
  });

  it('never lets a validator decide their own sheet', async () => {
    const [own] = await app.database.db
      .insert(expenseSheets)
      .values({ projectId, userId: hodId, departmentNumber: 2, status: submitted })
      .returning();
    expect((await validateAll([own!.id], hodToken)).changed).toEqual([]);
    expect(await statusOf([own!.id])).toEqual([submitted]);
  });
});
