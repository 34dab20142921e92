import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { validations } from '../../users/users.table';

/**
 * Issue 12 item 14: a sheet's status tells the truth about its items (001 §4 codes), and a resubmitted sheet
 * sends only its fixed items through both levels again; approved tickets keep their approval.
 */

let app: App;
let crewToken: string;
let hodToken: string;
let accountantToken: string;
let prodToken: string;

const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const SEND = 'mutation { SendAllExpenses(ExpenseTitle: "Week") { id } }';
const VALIDATE = 'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }';
const REJECT =
  'mutation($id: Int!) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: "Wrong week") { validated } }';
const REJECT_ITEM =
  'mutation($id: Int!, $c: String) { RejectExpenseItem(ExpenseItemId: $id, Comment: $c) { validated } }';
const RESUBMIT = 'mutation($id: Int!) { ResubmitExpenseSheet(ExpenseSheetId: $id) { validated } }';
const UPDATE =
  'mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { validated } }';
const DETAIL =
  'query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) { sheet { validated } items { id validated } } }';
const MINE = '{ MyExpenseSheets { sheet { id validated } refusedItems } }';
const PROJECT = `query($s: [Int!]) { GetProjectExpenseSheets(Filter: { status: $s, limit: 100 }) {
  rows { sheet { id validated } } } }`;

const ticket = (description: string, amountTotal: string) => ({
  date: '2026-10-12',
  type: 0,
  description,
  amountTotal,
});

async function sendSheet() {
  const ids: number[] = [];
  for (const [description, amount] of [
    ['Lunch', '12.00'],
    ['Parking', '5.50'],
  ] as const) {
    const made = await gql<{ NewExpenseItem: { id: number } }>(
      app,
      NEW,
      { i: ticket(description, amount) },
      { token: crewToken },
    );
    ids.push(made.data!.NewExpenseItem.id);
  }
  const sent = await gql<{ SendAllExpenses: { id: number } }>(app, SEND, {}, { token: crewToken });
  return { sheetId: sent.data!.SendAllExpenses.id, items: ids };
}

async function statuses(sheetId: number) {
  const detail = await gql<{
    GetExpenseSheet: { sheet: { validated: number }; items: { validated: number }[] };
  }>(app, DETAIL, { id: sheetId }, { token: crewToken });
  return {
    sheet: detail.data!.GetExpenseSheet.sheet.validated,
    items: detail.data!.GetExpenseSheet.items.map((i) => i.validated),
  };
}

const decide = async (query: string, id: number, token: string, c?: string) => {
  const result = await gql<Record<string, { validated: number }>>(app, query, { id, c }, { token });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!.validated;
};

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true });
  const crew = await createUser(app, project.id, { departmentNumber: 2 });
  const hod = await createUser(app, project.id, { departmentNumber: 2 });
  const accountant = await createUser(app, project.id, { departmentNumber: 1 });
  await app.database.db.insert(validations).values([
    { projectId: project.id, userId: hod.id, departmentNumber: 2, validationLevelExp: 1 },
    { projectId: project.id, userId: accountant.id, departmentNumber: 2, validationLevelExp: 2 },
  ]);
  crewToken = await signInAs(app, crew.email);
  hodToken = await signInAs(app, hod.email);
  accountantToken = await signInAs(app, accountant.email);
  prodToken = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
});

describe('the status of a sheet with a refused item (001 §4)', () => {
  it.each([
    { refuser: 'level 2', refusedAs: 16 },
    { refuser: 'level 1', refusedAs: 4 },
  ])(
    'is refused ($refusedAs), not approved, once $refuser refused one item',
    async ({ refuser, refusedAs }) => {
      const { sheetId, items } = await sendSheet();
      if (refuser === 'level 1') await decide(REJECT_ITEM, items[1]!, hodToken, 'No receipt');
      expect(await decide(VALIDATE, sheetId, hodToken)).toBe(2);
      if (refuser === 'level 2') await decide(REJECT_ITEM, items[1]!, accountantToken, 'No receipt');
      // The last validation answers what the sheet now is: refused, because one of its items is.
      expect(await decide(VALIDATE, sheetId, accountantToken)).toBe(refusedAs);
      expect(await statuses(sheetId)).toEqual({ sheet: refusedAs, items: [8, refusedAs] });
      const mine = await gql<{
        MyExpenseSheets: { sheet: { id: number; validated: number }; refusedItems: number }[];
      }>(app, MINE, {}, { token: crewToken });
      expect(mine.data!.MyExpenseSheets.find((r) => r.sheet.id === sheetId)).toEqual({
        sheet: { id: sheetId, validated: refusedAs },
        refusedItems: 1,
      });
      // Production's list filters on the same status.
      const listed = async (status: number) =>
        (
          await gql<{ GetProjectExpenseSheets: { rows: { sheet: { id: number } }[] } }>(
            app,
            PROJECT,
            { s: [status] },
            { token: prodToken },
          )
        ).data!.GetProjectExpenseSheets.rows.map((r) => r.sheet.id);
      expect(await listed(8)).not.toContain(sheetId);
      expect(await listed(refusedAs)).toContain(sheetId);
    },
  );
});

describe('resubmitting a sheet after fixing a refused item', () => {
  it('sends only the fixed item through both levels; the approved ticket keeps its approval', async () => {
    const { sheetId, items } = await sendSheet();
    await decide(VALIDATE, sheetId, hodToken);
    await decide(REJECT_ITEM, items[1]!, accountantToken, 'Receipt unreadable');
    await decide(VALIDATE, sheetId, accountantToken);
    expect(
      errorCode(await gql(app, UPDATE, { id: items[0], i: ticket('Lunch', '99.00') }, { token: crewToken })),
    ).toBe('CONFLICT');
    await gql(
      app,
      UPDATE,
      { id: items[1], i: ticket('Parking (receipt attached)', '5.50') },
      { token: crewToken },
    );
    expect(await decide(RESUBMIT, sheetId, crewToken)).toBe(1);
    expect(await statuses(sheetId)).toEqual({ sheet: 1, items: [8, 1] });
    // The approved ticket is not decided again: nobody refuses it now.
    expect(errorCode(await gql(app, REJECT_ITEM, { id: items[0], c: 'Again' }, { token: hodToken }))).toBe(
      'CONFLICT',
    );
    expect(await decide(VALIDATE, sheetId, hodToken)).toBe(2);
    expect(await statuses(sheetId)).toEqual({ sheet: 2, items: [8, 2] });
    expect(await decide(VALIDATE, sheetId, accountantToken)).toBe(8);
    expect(await statuses(sheetId)).toEqual({ sheet: 8, items: [8, 8] });
  });

  it('a refusal of the resubmitted sheet refuses the fixed item only', async () => {
    const { sheetId, items } = await sendSheet();
    await decide(VALIDATE, sheetId, hodToken);
    await decide(REJECT_ITEM, items[0]!, accountantToken, 'Wrong day');
    await decide(VALIDATE, sheetId, accountantToken);
    await gql(app, UPDATE, { id: items[0], i: ticket('Lunch (right day)', '12.00') }, { token: crewToken });
    await decide(RESUBMIT, sheetId, crewToken);
    expect(await decide(REJECT, sheetId, hodToken)).toBe(4);
    expect(await statuses(sheetId)).toEqual({ sheet: 4, items: [4, 8] });
  });
});
