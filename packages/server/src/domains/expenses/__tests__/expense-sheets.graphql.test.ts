import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { validations } from '../../users/users.table';

let app: App;
let projectId: number;
let crewToken: string;
let hodToken: string;
let accountantToken: string;
let secondHodToken: string;
let outsiderToken: string;
let otherCrewToken: string;

const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const SEND = 'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id validated } }';
const VALIDATE = 'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { id validated } }';
const REJECT =
  'mutation($id: Int!, $c: String) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: $c) { id validated refusalComment } }';
const REJECT_ITEM =
  'mutation($id: Int!, $c: String) { RejectExpenseItem(ExpenseItemId: $id, Comment: $c) { id validated comment } }';
const RESUBMIT = 'mutation($id: Int!) { ResubmitExpenseSheet(ExpenseSheetId: $id) { id validated } }';
const WAITING =
  '{ GetExpenseSheetsToValidate { sheet { id validated } userFirstName itemCount refusedItems } }';
const DETAIL =
  'query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) { sheet { validated refusalComment } items { id validated comment } } }';
const HEADER =
  '{ GetHeaderData(NumExpToValidate: true, NumExpRefused: true, NumExpItemRefused: true) { numExpToValidate numExpRefused numExpItemRefused } }';

const ticket = (description: string, amountTotal = '10.00') => ({
  date: '2026-10-12',
  type: 0,
  description,
  amountTotal,
});

async function level(userId: number, department: number, exp: number) {
  await app.database.db.insert(validations).values({
    projectId,
    userId,
    departmentNumber: department,
    validationLevelExp: exp,
  });
}

/** The crew member sends two tickets; answers the sheet and item ids. */
async function sendSheet(token = crewToken) {
  const a = await gql<{ NewExpenseItem: { id: number } }>(app, NEW, { i: ticket('Lunch') }, { token });
  const b = await gql<{ NewExpenseItem: { id: number } }>(
    app,
    NEW,
    { i: ticket('Parking', '5.50') },
    { token },
  );
  const sent = await gql<{ SendAllExpenses: { id: number } }>(app, SEND, { t: 'Week' }, { token });
  return {
    sheetId: sent.data!.SendAllExpenses.id,
    items: [a.data!.NewExpenseItem.id, b.data!.NewExpenseItem.id],
  };
}
const header = async (token: string) =>
  (await gql<{ GetHeaderData: Record<string, number> }>(app, HEADER, {}, { token })).data!.GetHeaderData;

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true })).id;
  const crew = await createUser(app, projectId, { departmentNumber: 2, firstName: 'Chris' });
  crewToken = await signInAs(app, crew.email);
  otherCrewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  const hod = await createUser(app, projectId, { departmentNumber: 2 });
  const secondHod = await createUser(app, projectId, { departmentNumber: 2 });
  const accountant = await createUser(app, projectId, { departmentNumber: 1 });
  await level(hod.id, 2, 1);
  await level(secondHod.id, 2, 1);
  await level(accountant.id, 2, 2);
  hodToken = await signInAs(app, hod.email);
  secondHodToken = await signInAs(app, secondHod.email);
  accountantToken = await signInAs(app, accountant.email);
  const other = await createProject(app, { useExpense: true });
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('expense sheet validation (001 §4)', () => {
  it('goes level 1 then level 2 to 8; the header counts follow each step', async () => {
    const { sheetId } = await sendSheet();
    expect(await header(hodToken)).toMatchObject({ numExpToValidate: 1 });
    expect(await header(accountantToken)).toMatchObject({ numExpToValidate: 0 });
    const waiting = await gql<{ GetExpenseSheetsToValidate: { sheet: { id: number } }[] }>(
      app,
      WAITING,
      {},
      { token: hodToken },
    );
    expect(waiting.data!.GetExpenseSheetsToValidate).toEqual([
      { sheet: { id: sheetId, validated: 1 }, userFirstName: 'Chris', itemCount: 2, refusedItems: 0 },
    ]);
    // Level 2 waits for level 1.
    expect(errorCode(await gql(app, VALIDATE, { id: sheetId }, { token: accountantToken }))).toBe(
      'FORBIDDEN',
    );
    expect((await gql(app, VALIDATE, { id: sheetId }, { token: hodToken })).data).toEqual({
      ValidateExpenseSheet: { id: sheetId, validated: 2 },
    });
    expect(await header(hodToken)).toMatchObject({ numExpToValidate: 0 });
    expect(await header(accountantToken)).toMatchObject({ numExpToValidate: 1 });
    expect(errorCode(await gql(app, VALIDATE, { id: sheetId }, { token: hodToken }))).toBe('CONFLICT');
    expect((await gql(app, VALIDATE, { id: sheetId }, { token: accountantToken })).data).toEqual({
      ValidateExpenseSheet: { id: sheetId, validated: 8 },
    });
    const detail = await gql<{ GetExpenseSheet: { items: { validated: number }[] } }>(
      app,
      DETAIL,
      { id: sheetId },
      { token: crewToken },
    );
    expect(detail.data!.GetExpenseSheet.items.map((i) => i.validated)).toEqual([8, 8]);
  });

  it('two level-1 validators acting at once: exactly one transition, the other gets CONFLICT', async () => {
    const { sheetId } = await sendSheet();
    const results = await Promise.all([
      gql(app, VALIDATE, { id: sheetId }, { token: hodToken }),
      gql(app, REJECT, { id: sheetId, c: 'No' }, { token: secondHodToken }),
    ]);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(results.map(errorCode).filter(Boolean)).toEqual(['CONFLICT']);
    expect(results.find((r) => r.errors)!.errors![0]!.message).toMatch(/just decided/);
  });

  it('level 2 refuses one item with a comment; the owner sees it, fixes and resubmits; counts change', async () => {
    const { sheetId, items } = await sendSheet();
    await gql(app, VALIDATE, { id: sheetId }, { token: hodToken });
    const refused = await gql(
      app,
      REJECT_ITEM,
      { id: items[1], c: ' Receipt unreadable ' },
      { token: accountantToken },
    );
    expect(refused.data).toEqual({
      RejectExpenseItem: { id: items[1], validated: 16, comment: 'Receipt unreadable' },
    });
    expect(await header(crewToken)).toMatchObject({ numExpItemRefused: 1 });
    await gql(app, VALIDATE, { id: sheetId }, { token: accountantToken });
    const detail = await gql<{
      GetExpenseSheet: { sheet: { validated: number }; items: { validated: number; comment: string }[] };
    }>(app, DETAIL, { id: sheetId }, { token: crewToken });
    // One item refused: the sheet is refused at that level, not approved (issue 12 item 14).
    expect(detail.data!.GetExpenseSheet.sheet.validated).toBe(16);
    expect(detail.data!.GetExpenseSheet.items.map((i) => [i.validated, i.comment])).toEqual([
      [8, ''],
      [16, 'Receipt unreadable'],
    ]);
    // The refused item can be fixed, then the sheet goes round again.
    const fixed = await gql(
      app,
      'mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { validated } }',
      { id: items[1], i: ticket('Parking (receipt attached)', '5.50') },
      { token: crewToken },
    );
    expect(fixed.errors).toBeUndefined();
    expect((await gql(app, RESUBMIT, { id: sheetId }, { token: crewToken })).data).toEqual({
      ResubmitExpenseSheet: { id: sheetId, validated: 1 },
    });
    expect(await header(crewToken)).toMatchObject({ numExpItemRefused: 0 });
    expect(await header(hodToken)).toMatchObject({ numExpToValidate: 1 });
    await gql(app, VALIDATE, { id: sheetId }, { token: hodToken });
    await gql(app, VALIDATE, { id: sheetId }, { token: accountantToken });
  });

  it('a refused sheet counts for its owner until resubmitted; only the owner resubmits', async () => {
    // Relative to what earlier tests left (the race above may end in a refusal on PostgreSQL).
    const before = (await header(crewToken)).numExpRefused!;
    const { sheetId } = await sendSheet();
    const refused = await gql(app, REJECT, { id: sheetId, c: 'Wrong week' }, { token: hodToken });
    expect(refused.data).toEqual({
      RejectExpenseSheet: { id: sheetId, validated: 4, refusalComment: 'Wrong week' },
    });
    expect(await header(crewToken)).toMatchObject({ numExpRefused: before + 1 });
    expect(errorCode(await gql(app, RESUBMIT, { id: sheetId }, { token: otherCrewToken }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, RESUBMIT, { id: sheetId }, { token: outsiderToken }))).toBe('NOT_FOUND');
    await gql(app, RESUBMIT, { id: sheetId }, { token: crewToken });
    expect(await header(crewToken)).toMatchObject({ numExpRefused: before });
    expect(errorCode(await gql(app, RESUBMIT, { id: sheetId }, { token: crewToken }))).toBe('CONFLICT');
    await gql(app, REJECT, { id: sheetId }, { token: hodToken });
  });

  it('the refusing validator undoes a refusal; only refused sheets are deleted by their owner', async () => {
    const UNDO =
      'mutation($id: Int!) { UndoRejectExpenseSheet(ExpenseSheetId: $id) { validated refusalComment } }';
    const DEL_SHEET = 'mutation($id: Int!) { DelExpenseSheet(ExpenseSheetId: $id) }';
    const { sheetId } = await sendSheet();
    expect(errorCode(await gql(app, DEL_SHEET, { id: sheetId }, { token: crewToken }))).toBe('CONFLICT');
    await gql(app, REJECT, { id: sheetId, c: 'Oops' }, { token: hodToken });
    expect(errorCode(await gql(app, UNDO, { id: sheetId }, { token: secondHodToken }))).toBe('CONFLICT');
    expect(errorCode(await gql(app, UNDO, { id: sheetId }, { token: otherCrewToken }))).toBe('NOT_FOUND');
    expect((await gql(app, UNDO, { id: sheetId }, { token: hodToken })).data).toEqual({
      UndoRejectExpenseSheet: { validated: 1, refusalComment: '' },
    });
    await gql(app, REJECT, { id: sheetId, c: 'Really' }, { token: hodToken });
    expect(errorCode(await gql(app, DEL_SHEET, { id: sheetId }, { token: otherCrewToken }))).toBe(
      'NOT_FOUND',
    );
    expect((await gql(app, DEL_SHEET, { id: sheetId }, { token: crewToken })).data).toEqual({
      DelExpenseSheet: sheetId,
    });
    expect(errorCode(await gql(app, DETAIL, { id: sheetId }, { token: crewToken }))).toBe('NOT_FOUND');
  });

  it('feeds the dashboards: my sent total, the project validated total, sheets waiting, latest items', async () => {
    const lone = await createProject(app, { useExpense: true });
    const person = await createUser(app, lone.id, { departmentNumber: 1, firstName: 'Dana', name: 'Lee' });
    const hod = await createUser(app, lone.id, { departmentNumber: 1 });
    const admin = await createUser(app, lone.id, { isAdmin: true });
    await app.database.db
      .insert(validations)
      .values({ projectId: lone.id, userId: hod.id, departmentNumber: 1, validationLevelExp: 1 });
    const token = await signInAs(app, person.email);
    const { sheetId } = await sendSheet(token);
    await gql(app, NEW, { i: ticket('Not sent yet', '99.00') }, { token });
    const USER = '{ GetUserDashboard { myTotalExpenses } }';
    const ADMIN =
      '{ GetAdminDashboard { totalExpenses numExpToValidate expenseItems { label userName amount } } }';
    const adminToken = await signInAs(app, admin.email);
    expect((await gql(app, USER, {}, { token })).data).toEqual({
      GetUserDashboard: { myTotalExpenses: '15.50' },
    });
    const before = await gql<{ GetAdminDashboard: Record<string, unknown> }>(
      app,
      ADMIN,
      {},
      { token: adminToken },
    );
    expect(before.data!.GetAdminDashboard).toMatchObject({ totalExpenses: '0.00', numExpToValidate: 1 });
    expect(before.data!.GetAdminDashboard.expenseItems).toEqual(
      expect.arrayContaining([{ label: 'Parking', userName: 'Dana Lee', amount: '5.50' }]),
    );
    await gql(app, VALIDATE, { id: sheetId }, { token: await signInAs(app, hod.email) });
    const after = await gql<{ GetAdminDashboard: Record<string, unknown> }>(
      app,
      ADMIN,
      {},
      { token: adminToken },
    );
    expect(after.data!.GetAdminDashboard).toMatchObject({ totalExpenses: '15.50', numExpToValidate: 0 });
  });

  it('without a level-2 validator in the department, level 1 is final', async () => {
    const lone = await createProject(app, { useExpense: true });
    const crew = await createUser(app, lone.id, { departmentNumber: 1 });
    const hod = await createUser(app, lone.id, { departmentNumber: 1 });
    await app.database.db
      .insert(validations)
      .values({ projectId: lone.id, userId: hod.id, departmentNumber: 1, validationLevelExp: 1 });
    const token = await signInAs(app, crew.email);
    const { sheetId } = await sendSheet(token);
    const done = await gql(app, VALIDATE, { id: sheetId }, { token: await signInAs(app, hod.email) });
    expect(done.data).toEqual({ ValidateExpenseSheet: { id: sheetId, validated: 8 } });
  });

  it('without a level-1 validator in the department, one level-2 validation is final', async () => {
    const lone = await createProject(app, { useExpense: true });
    const crew = await createUser(app, lone.id, { departmentNumber: 1 });
    const accountant = await createUser(app, lone.id, { departmentNumber: 1 });
    await app.database.db
      .insert(validations)
      .values({ projectId: lone.id, userId: accountant.id, departmentNumber: 1, validationLevelExp: 2 });
    const { sheetId } = await sendSheet(await signInAs(app, crew.email));
    const done = await gql(app, VALIDATE, { id: sheetId }, { token: await signInAs(app, accountant.email) });
    expect(done.data).toEqual({ ValidateExpenseSheet: { id: sheetId, validated: 8 } });
  });

  it('marks a sheet processed with canMarkEntryAsProcessed only (ChangeStatusOfProcess)', async () => {
    const { sheetId } = await sendSheet();
    const PROCESS =
      'mutation($id: Int!, $t: Int!, $v: Boolean!) { ChangeStatusOfProcess(IdOfComponent: $id, Type: $t, ValueOfProcessToChange: $v) }';
    const accounting = await signInAs(
      app,
      (await createUser(app, projectId, { rights: ['canMarkEntryAsProcessed'] })).email,
    );
    expect(errorCode(await gql(app, PROCESS, { id: sheetId, t: 1, v: true }, { token: hodToken }))).toBe(
      'FORBIDDEN',
    );
    expect((await gql(app, PROCESS, { id: sheetId, t: 1, v: true }, { token: accounting })).data).toEqual({
      ChangeStatusOfProcess: true,
    });
    const detail = await gql<{ GetExpenseSheet: { sheet: { processed: boolean } } }>(
      app,
      'query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) { sheet { processed } } }',
      { id: sheetId },
      { token: crewToken },
    );
    expect(detail.data!.GetExpenseSheet.sheet.processed).toBe(true);
    // Type 2 is an invoice sheet: this one is not, so it is not found as such.
    expect(errorCode(await gql(app, PROCESS, { id: sheetId, t: 2, v: true }, { token: accounting }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, PROCESS, { id: sheetId, t: 9, v: true }, { token: accounting }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('keeps sheets to their people: NOT_FOUND for crew and other projects', async () => {
    const { sheetId, items } = await sendSheet();
    for (const token of [otherCrewToken, outsiderToken]) {
      expect(errorCode(await gql(app, VALIDATE, { id: sheetId }, { token }))).toBe('NOT_FOUND');
      expect(errorCode(await gql(app, REJECT_ITEM, { id: items[0] }, { token }))).toBe('NOT_FOUND');
      expect(errorCode(await gql(app, DETAIL, { id: sheetId }, { token }))).toBe('NOT_FOUND');
    }
    expect((await gql(app, DETAIL, { id: sheetId }, { token: hodToken })).errors).toBeUndefined();
    const all = await gql<{ ValidateAllExpenseSheets: number[] }>(
      app,
      'mutation($ids: [Int!]!) { ValidateAllExpenseSheets(ExpenseSheetIds: $ids) }',
      { ids: [sheetId, 999999] },
      { token: hodToken },
    );
    expect(all.data!.ValidateAllExpenseSheets).toEqual([sheetId]);
  });
});
