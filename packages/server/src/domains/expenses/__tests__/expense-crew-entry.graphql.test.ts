import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';

let app: App;
let crew: { id: number; email: string };
let crewToken: string;
let prodToken: string;
let prodId: number;
let outsiderToken: string;
let outsiderCrewId: number;
let categoryId: number;

const NEW_FOR =
  'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id userId encoderId departmentName categoryName userFullName encoderFullName } }';
const USER_ITEMS =
  'query($u: Int!, $f: MyExpensesFilter) { GetUserExpenses(UserId: $u, Filter: $f) { id description validated } }';
const SEND_FOR =
  'mutation($u: Int!, $t: String) { SendUserExpenses(UserId: $u, ExpenseTitle: $t) { id userId encoderId title validated amountTotal } }';
const PROJECT_SHEETS = `query($f: ProjectExpenseSheetsFilter) { GetProjectExpenseSheets(Filter: $f) {
  totalRecords amountTotal rows { sheet { id userId encoderId title } userFirstName departmentName itemCount } } }`;

const ticket = (description: string, amountTotal: string, userId?: number) => ({
  date: '2026-10-12',
  type: 0,
  description,
  amountTotal,
  categoryId,
  ...(userId ? { userId } : {}),
});

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true });
  const [category] = await app.database.db
    .insert(budgetCategories)
    .values({ projectId: project.id, name: 'Catering', costCenter: '4100' })
    .returning();
  categoryId = category!.id;
  crew = await createUser(app, project.id, { departmentNumber: 2, firstName: 'Robin', name: 'Crew' });
  crewToken = await signInAs(app, crew.email);
  const prod = await createUser(app, project.id, { isProd: true, firstName: 'Pat', name: 'Prod' });
  prodId = prod.id;
  prodToken = await signInAs(app, prod.email);
  const other = await createProject(app, { useExpense: true });
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  outsiderCrewId = (await createUser(app, other.id)).id;
});

describe('production enters expenses for crew (expensesEntryCrew)', () => {
  it('records the crew member as owner and production as encoder, with the names shown on screens', async () => {
    const made = await gql<{ NewExpenseItem: Record<string, unknown> }>(
      app,
      NEW_FOR,
      { i: ticket('Crew lunch', '24.50', crew.id) },
      { token: prodToken },
    );
    expect(made.data!.NewExpenseItem).toMatchObject({
      userId: crew.id,
      encoderId: prodId,
      categoryName: 'Catering',
      userFullName: 'Robin Crew',
      encoderFullName: 'Pat Prod',
    });
    expect(made.data!.NewExpenseItem.departmentName).toEqual(expect.any(String));

    const listed = await gql<{ GetUserExpenses: { description: string }[] }>(
      app,
      USER_ITEMS,
      { u: crew.id, f: { status: [-1] } },
      { token: prodToken },
    );
    expect(listed.data!.GetUserExpenses.map((i) => i.description)).toEqual(['Crew lunch']);

    const sent = await gql<{ SendUserExpenses: Record<string, unknown> }>(
      app,
      SEND_FOR,
      { u: crew.id, t: 'Week 42' },
      { token: prodToken },
    );
    expect(sent.data!.SendUserExpenses).toMatchObject({
      userId: crew.id,
      encoderId: prodId,
      title: 'Week 42',
      validated: 1,
      amountTotal: '24.50',
    });
    // Nothing left to send for the crew member, and production's own items were never touched.
    expect(errorCode(await gql(app, SEND_FOR, { u: crew.id }, { token: prodToken }))).toBe('CONFLICT');
  });

  it('lists the project sheets with filters, paging and totals', async () => {
    await gql(app, NEW_FOR, { i: ticket('Taxi', '10.00') }, { token: crewToken });
    await gql(app, 'mutation { SendAllExpenses(ExpenseTitle: "Own") { id } }', {}, { token: crewToken });
    const all = await gql<{
      GetProjectExpenseSheets: {
        totalRecords: number;
        amountTotal: string;
        rows: { sheet: { title: string; encoderId: number }; userFirstName: string; itemCount: number }[];
      };
    }>(app, PROJECT_SHEETS, {}, { token: prodToken });
    expect(all.data!.GetProjectExpenseSheets).toMatchObject({ totalRecords: 2, amountTotal: '34.50' });
    expect(all.data!.GetProjectExpenseSheets.rows.map((r) => r.sheet.title).sort()).toEqual([
      'Own',
      'Week 42',
    ]);

    const paged = await gql<{ GetProjectExpenseSheets: { totalRecords: number; rows: unknown[] } }>(
      app,
      PROJECT_SHEETS,
      { f: { limit: 1, offset: 1 } },
      { token: prodToken },
    );
    expect(paged.data!.GetProjectExpenseSheets.totalRecords).toBe(2);
    expect(paged.data!.GetProjectExpenseSheets.rows).toHaveLength(1);

    const none = await gql<{ GetProjectExpenseSheets: { totalRecords: number } }>(
      app,
      PROJECT_SHEETS,
      { f: { status: [8], userId: crew.id } },
      { token: prodToken },
    );
    expect(none.data!.GetProjectExpenseSheets.totalRecords).toBe(0);
    const later = await gql<{ GetProjectExpenseSheets: { totalRecords: number } }>(
      app,
      PROJECT_SHEETS,
      { f: { startDate: '2099-01-01' } },
      { token: prodToken },
    );
    expect(later.data!.GetProjectExpenseSheets.totalRecords).toBe(0);
    const bad = await gql(app, PROJECT_SHEETS, { f: { endDate: '31/12/2026' } }, { token: prodToken });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endDate' });
  });

  it('loads one item for its owner, its encoder and production only; gives the travel factor of a vehicle', async () => {
    const made = await gql<{ NewExpenseItem: { id: number } }>(
      app,
      NEW_FOR,
      { i: ticket('Batteries', '7.20') },
      { token: crewToken },
    );
    const id = made.data!.NewExpenseItem.id;
    const ONE = 'query($id: Int!) { GetExpenseItem(ExpenseItemId: $id) { id description amountTotal } }';
    for (const token of [crewToken, prodToken])
      expect((await gql(app, ONE, { id }, { token })).data).toEqual({
        GetExpenseItem: { id, description: 'Batteries', amountTotal: '7.20' },
      });
    expect(errorCode(await gql(app, ONE, { id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    const VEHICLE =
      'query($u: Int!) { GetUserVehicle(UserId: $u) { energy co2FactorValue co2FactorSource } }';
    const vehicle = await gql<{ GetUserVehicle: { co2FactorValue: string; co2FactorSource: string } }>(
      app,
      VEHICLE,
      { u: crew.id },
      { token: crewToken },
    );
    expect(Number(vehicle.data!.GetUserVehicle.co2FactorValue)).toBeGreaterThan(0.1);
    expect(vehicle.data!.GetUserVehicle.co2FactorSource).toMatch(/DESNZ|GOV|UK/i);
  });

  it('keeps crew entry to administrators and production, and to the caller project', async () => {
    expect(errorCode(await gql(app, PROJECT_SHEETS, {}, { token: crewToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, USER_ITEMS, { u: crew.id }, { token: crewToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, SEND_FOR, { u: crew.id }, { token: crewToken }))).toBe('FORBIDDEN');
    // Another project's administrator neither sees nor sends this crew member's items.
    expect(errorCode(await gql(app, USER_ITEMS, { u: crew.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, SEND_FOR, { u: crew.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, USER_ITEMS, { u: outsiderCrewId }, { token: prodToken }))).toBe(
      'NOT_FOUND',
    );
    const theirs = await gql<{ GetProjectExpenseSheets: { totalRecords: number } }>(
      app,
      PROJECT_SHEETS,
      {},
      { token: outsiderToken },
    );
    expect(theirs.data!.GetProjectExpenseSheets.totalRecords).toBe(0);
  });
});
