import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql, gqlUpload } from '../../../test/harness';
import { validations } from '../../users/users.table';

/**
 * Issue 12 item 32: what the validators' table and the crew's list need: each sheet's first receipt and how many
 * items have none, and each item whether the project's mandatory receipt is missing.
 */

let app: App;
let crewToken: string;
let hodToken: string;
let looseToken: string;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3]);
const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id receiptMissing } }';
const ADD = 'mutation($id: Int!, $file: File!) { AddExpenseReceipt(ExpenseItemId: $id, File: $file) { id } }';
const MINE = '{ MyExpenses { description receiptMissing } }';

const newItem = async (token: string, description: string, type = 0) => {
  const made = await gql<{ NewExpenseItem: { id: number; receiptMissing: boolean } }>(
    app,
    NEW,
    {
      i: {
        date: '2026-10-12',
        type,
        description,
        amountTotal: type === 2 ? null : '20',
        km: type === 2 ? '10' : null,
      },
    },
    { token },
  );
  expect(made.errors).toBeUndefined();
  return made.data!.NewExpenseItem;
};

beforeAll(async () => {
  app = await getTestApp();
  const strict = await createProject(app, { useExpense: true, mandatoryExpenseReceipt: true });
  const crew = await createUser(app, strict.id, { departmentNumber: 2 });
  const hod = await createUser(app, strict.id, { departmentNumber: 2 });
  await app.database.db
    .insert(validations)
    .values({ projectId: strict.id, userId: hod.id, departmentNumber: 2, validationLevelExp: 1 });
  crewToken = await signInAs(app, crew.email);
  hodToken = await signInAs(app, hod.email);
  const loose = await createProject(app, { useExpense: true });
  looseToken = await signInAs(app, (await createUser(app, loose.id)).email);
});

describe('receipts in the validation and crew lists', () => {
  it('flags a ticket without its mandatory receipt; travels and projects without the rule are not flagged', async () => {
    const ticket = await newItem(crewToken, 'Taxi');
    expect(ticket.receiptMissing).toBe(true);
    expect((await newItem(crewToken, 'Drive', 2)).receiptMissing).toBe(false);
    expect((await newItem(looseToken, 'Taxi elsewhere')).receiptMissing).toBe(false);
    await gqlUpload(
      app,
      ADD,
      { id: ticket.id },
      { name: 'taxi.jpg', type: 'image/jpeg', bytes: JPEG },
      crewToken,
    );
    await newItem(crewToken, 'Lunch without receipt');
    const mine = await gql<{ MyExpenses: { description: string; receiptMissing: boolean }[] }>(
      app,
      MINE,
      {},
      { token: crewToken },
    );
    expect(Object.fromEntries(mine.data!.MyExpenses.map((i) => [i.description, i.receiptMissing]))).toEqual({
      Taxi: false,
      Drive: false,
      'Lunch without receipt': true,
    });
  });

  it('gives each sheet to validate its first receipt and the count of items without one', async () => {
    // The lunch still lacks its receipt: add one so the sheet can be sent, then see what the validator gets.
    const mine = await gql<{ MyExpenses: { id: number; description: string }[] }>(
      app,
      '{ MyExpenses { id description } }',
      {},
      { token: crewToken },
    );
    const lunch = mine.data!.MyExpenses.find((i) => i.description === 'Lunch without receipt')!;
    await gqlUpload(
      app,
      ADD,
      { id: lunch.id },
      { name: 'lunch.jpg', type: 'image/jpeg', bytes: JPEG },
      crewToken,
    );
    const sent = await gql<{ SendAllExpenses: { id: number } }>(
      app,
      'mutation { SendAllExpenses(ExpenseTitle: "Week") { id } }',
      {},
      { token: crewToken },
    );
    expect(sent.errors).toBeUndefined();
    const waiting = await gql<{ GetExpenseSheetsToValidate: Record<string, unknown>[] }>(
      app,
      '{ GetExpenseSheetsToValidate { sheet { id } itemCount itemsWithoutReceipt firstReceipt { originalName contentType url } } }',
      {},
      { token: hodToken },
    );
    expect(waiting.errors).toBeUndefined();
    expect(waiting.data!.GetExpenseSheetsToValidate).toEqual([
      {
        sheet: { id: sent.data!.SendAllExpenses.id },
        itemCount: 3,
        itemsWithoutReceipt: 1,
        firstReceipt: {
          originalName: 'taxi.jpg',
          contentType: 'image/jpeg',
          url: expect.stringMatching(/^\/files\/expense-receipts\/\d+$/),
        },
      },
    ]);
  });
});
