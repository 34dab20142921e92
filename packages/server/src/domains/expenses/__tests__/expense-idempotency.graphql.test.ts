import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { expenseItems } from '../expenses.table';

let app: App;
let crewId: number;
let crewToken: string;

const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id description } }';
const ticket = (description: string) => ({ date: '2026-10-12', type: 0, description, amountTotal: '24.20' });

const create = (item: ReturnType<typeof ticket>, key: string) =>
  gql<{ NewExpenseItem: { id: number; description: string } }>(
    app,
    NEW,
    { i: item },
    { token: crewToken, headers: { 'idempotency-key': key } },
  );

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true });
  const crew = await createUser(app, project.id, { departmentNumber: 2 });
  crewId = crew.id;
  crewToken = await signInAs(app, crew.email);
});

describe('Idempotency-Key (issue 12 item 9)', () => {
  it('a key reused with a different body answers CONFLICT and creates nothing', async () => {
    const key = randomUUID();
    const first = await create(ticket('Taxi to the set'), key);
    expect((await create(ticket('Taxi to the set'), key)).data!.NewExpenseItem.id).toBe(
      first.data!.NewExpenseItem.id,
    );
    const other = await create(ticket('Dinner with the crew'), key);
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(other.errors?.[0]?.message).toBe(
      'This request was already sent with other content (same Idempotency-Key).',
    );
    const rows = await app.database.db.select().from(expenseItems).where(eq(expenseItems.userId, crewId));
    expect(rows.map((row) => row.description)).toEqual(['Taxi to the set']);
  });

  it('two different bodies racing with one key: one is created, the other answers CONFLICT', async () => {
    const key = randomUUID();
    const answers = await Promise.all([create(ticket('Fuel'), key), create(ticket('Parking'), key)]);
    const created = answers.filter((a) => a.data?.NewExpenseItem);
    const refused = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect([created.length, refused.length]).toEqual([1, 1]);
  });
});
