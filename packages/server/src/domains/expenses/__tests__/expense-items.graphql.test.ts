import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { projects } from '../../projects/projects.table';
import { contracts } from '../../users/users.table';

let app: App;
let projectId: number;
let crew: FixtureUser;
let crewToken: string;
let prodToken: string;
let outsiderToken: string;
let vat21: number;
let vat6: number;
let disabledVat: number;
let customFlag: number;
let categoryId: number;

const ITEM = `id userId encoderId sheetId date type amount amountVat amountTotal vatRate validated department category costCenter
  km kgCoTwo co2FactorKey co2FactorValue co2FactorUnit co2FactorSource isInContract customFlagIds`;
const NEW = `mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { ${ITEM} } }`;
const UPD = `mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { ${ITEM} } }`;
const DEL = 'mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }';
const MINE = `query($f: MyExpensesFilter) { MyExpenses(Filter: $f) { id type validated sheetId } }`;
const SEND =
  'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id title validated amountTotal userId } }';

type Item = Record<string, unknown> & { id: number };
const ticket = (extra: Record<string, unknown> = {}) => ({
  date: '2026-10-12',
  type: 0,
  description: 'Taxi to the set',
  amountTotal: '24.20',
  vatFlagItemId: vat21,
  ...extra,
});

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true });
  projectId = project.id;
  const db = app.database.db;
  const [tax] = await db.insert(projectFlags).values({ projectId, type: 0, name: 'VAT' }).returning();
  const rates = await db
    .insert(projectFlagItems)
    .values([
      { projectId, flagId: tax!.id, name: 'VAT 21%', factor: '0.21' },
      { projectId, flagId: tax!.id, name: 'VAT 6%', factor: '0.06' },
      { projectId, flagId: tax!.id, name: 'Old VAT', factor: '0.19', disabled: true },
    ])
    .returning();
  [vat21, vat6, disabledVat] = rates.map((r) => r.id) as [number, number, number];
  const [custom] = await db.insert(projectFlags).values({ projectId, type: 1, name: 'Scene' }).returning();
  const [scene] = await db
    .insert(projectFlagItems)
    .values({ projectId, flagId: custom!.id, name: 'Scene 12' })
    .returning();
  customFlag = scene!.id;
  const [category] = await db
    .insert(budgetCategories)
    .values({ projectId, name: 'Transport', costCenter: '2500' })
    .returning();
  categoryId = category!.id;
  crew = await createUser(app, projectId, { departmentNumber: 2 });
  crewToken = await signInAs(app, crew.email);
  prodToken = await signInAs(app, (await createUser(app, projectId, { isProd: true })).email);
  const other = await createProject(app, { useExpense: true });
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

const create = async (input: Record<string, unknown>, token = crewToken, flags?: number[]) =>
  gql<{ NewExpenseItem: Item }>(
    app,
    NEW,
    { i: flags ? { ...input, projectFlagItemIds: flags } : input },
    { token },
  );

describe('expense items (000 §3, §5)', () => {
  it('computes VAT from the total paid with the chosen tax option, rounded once; defaults the department', async () => {
    const made = await create(ticket({ categoryId }), crewToken, [customFlag]);
    expect(made.errors).toBeUndefined();
    expect(made.data!.NewExpenseItem).toMatchObject({
      userId: crew.id,
      encoderId: crew.id,
      sheetId: null,
      amount: '20.00',
      amountVat: '4.20',
      amountTotal: '24.20',
      vatRate: '0.21',
      validated: 0,
      department: 2,
      category: categoryId,
      costCenter: '2500',
      kgCoTwo: null,
      isInContract: true,
      customFlagIds: [customFlag],
    });
    const fromAmount = await create(ticket({ amountTotal: null, amount: '33.33', vatFlagItemId: vat6 }));
    expect(fromAmount.data!.NewExpenseItem).toMatchObject({
      amount: '33.33',
      amountVat: '2.00',
      amountTotal: '35.33',
    });
  });

  it('refuses bad input by field and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [ticket({ description: ' ' }), 'description'],
      [ticket({ date: '2026-02-30' }), 'date'],
      [ticket({ type: 7 }), 'type'],
      [ticket({ amountTotal: '-3' }), 'amountTotal'],
      [ticket({ amountTotal: null }), 'amountTotal'],
      [ticket({ vatFlagItemId: disabledVat }), 'vatFlagItemId'],
      [ticket({ categoryId: 999999 }), 'categoryId'],
      [ticket({ departmentNumber: 99 }), 'departmentNumber'],
      [ticket({ departmentNumber: 2, functionNumber: 42 }), 'functionNumber'],
      [{ ...ticket(), type: 2, amountTotal: null }, 'km'],
    ];
    const before = await gql<{ MyExpenses: Item[] }>(app, MINE, {}, { token: crewToken });
    for (const [input, field] of cases) {
      const result = await create(input);
      expect(result.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const flagged = await create(ticket(), crewToken, [vat21]);
    expect(flagged.errors![0]!.extensions).toMatchObject({ field: 'projectFlagItemIds.0' });
    const after = await gql<{ MyExpenses: Item[] }>(app, MINE, {}, { token: crewToken });
    expect(after.data!.MyExpenses.length).toBe(before.data!.MyExpenses.length);
  });

  it('takes and refuses distances and amounts at the edges by the shared rule, naming it (issue 12 item 16)', async () => {
    const trip = (km: string) => ({ date: '2026-10-13', type: 2, description: 'Scouting', km });
    const accepted = await create(trip('12.5'));
    expect(accepted.data!.NewExpenseItem).toMatchObject({ km: '12.5' });
    expect((await create(trip('1234567,5'))).data!.NewExpenseItem).toMatchObject({ km: '1234567.5' });
    // A third decimal of an amount is rounded once; a ticket costs more than 0 (issue 12 item 15).
    expect((await create(ticket({ amountTotal: '12.555' }))).data!.NewExpenseItem).toMatchObject({
      amountTotal: '12.56',
    });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [trip('12.55'), 'km', /km has too many decimals: at most 1\./],
      [trip('12.555'), 'km', /too many decimals: at most 1\./],
      [trip('0'), 'km', /km must be a number above 0/],
      [trip('-5'), 'km', /km must be a number above 0/],
      [trip('12345678'), 'km', /km has too many digits: at most 7 digits/],
      [ticket({ amountTotal: '12.5555' }), 'amountTotal', /too many decimals: at most 3\./],
      [ticket({ amountTotal: '-3' }), 'amountTotal', /amountTotal must be an amount of 0 or more/],
      [ticket({ amountTotal: '0' }), 'amountTotal', /amountTotal must be a number above 0/],
      [ticket({ amountTotal: '1234567890123' }), 'amountTotal', /at most 12 digits/],
      // Each figure is well formed, the total with VAT would not fit the stored amounts.
      [ticket({ amountTotal: null, amount: '999999999999' }), 'amount', /out of the allowed range/],
      [ticket({ amountTotal: '999999999999.999' }), 'amountTotal', /out of the allowed range/],
    ];
    for (const [input, field, message] of cases) {
      const result = await create(input);
      expect(result.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(result.errors![0]!.message, JSON.stringify(input)).toMatch(message);
    }
    // In the caller's language.
    const fr = await signInAs(app, (await createUser(app, projectId, { appLanguage: 1 })).email);
    expect((await create(trip('12.55'), fr)).errors![0]!.message).toMatch(
      /km a trop de décimales : au maximum 1/,
    );
  });

  it('stores the CO2 of a travel with its factor: the vehicle energy factor, or the declared figure', async () => {
    const travel = { date: '2026-10-13', type: 2, description: 'Scouting', km: '120', amount: '0' };
    const unknown = await create(travel);
    expect(unknown.data!.NewExpenseItem).toMatchObject({
      km: '120.0',
      kgCoTwo: '20.070',
      co2FactorKey: 'car_unknown_fuel_average_km',
      co2FactorValue: '0.16725',
      co2FactorUnit: 'km',
    });
    expect(String(unknown.data!.NewExpenseItem.co2FactorSource)).toMatch(/DESNZ/);
    const VEHICLE =
      'mutation($id: Int!, $v: VehicleInput!) { UpdUserVehicle(UserId: $id, Vehicle: $v) { energy kgCoTwoPerKm } }';
    const base = { type: 0, subType: 0, taxHorsepower: 0 };
    const bad = await gql(app, VEHICLE, { id: crew.id, v: { ...base, energy: 9 } }, { token: crewToken });
    expect(bad.errors![0]!.extensions).toMatchObject({ field: 'energy' });
    expect(
      errorCode(
        await gql(app, VEHICLE, { id: crew.id, v: { ...base, energy: 2 } }, { token: outsiderToken }),
      ),
    ).toBe('NOT_FOUND');
    const set = await gql(app, VEHICLE, { id: crew.id, v: { ...base, energy: 2 } }, { token: crewToken });
    expect(set.data).toEqual({ UpdUserVehicle: { energy: 2, kgCoTwoPerKm: null } });
    const diesel = await create(travel);
    expect(diesel.data!.NewExpenseItem).toMatchObject({
      kgCoTwo: '20.609',
      co2FactorKey: 'car_diesel_medium_km',
    });
    await gql(
      app,
      VEHICLE,
      { id: crew.id, v: { ...base, energy: 2, kgCoTwoPerKm: '0,11', brand: 'Peugeot', model: '208' } },
      { token: crewToken },
    );
    const declared = await create(travel);
    expect(declared.data!.NewExpenseItem).toMatchObject({
      kgCoTwo: '13.200',
      co2FactorKey: 'user_vehicle_declared',
      co2FactorSource: 'Declared for the vehicle Peugeot 208',
    });
  });

  it('refuses a date outside the contract unless the project allows it; mandatory category', async () => {
    const outside = await create(ticket({ date: '2020-05-01' }));
    expect(outside.errors![0]!.extensions).toMatchObject({ field: 'date' });
    expect(outside.errors![0]!.message).toMatch(/outside your contract/);
    await app.database.db
      .update(projects)
      .set({ allowExpenseOutsideContract: true })
      .where(eq(projects.id, projectId));
    const allowed = await create(ticket({ date: '2020-05-01' }));
    expect(allowed.data!.NewExpenseItem.isInContract).toBe(false);
    await app.database.db
      .update(projects)
      .set({ mandatoryCategoryExpense: true })
      .where(eq(projects.id, projectId));
    expect((await create(ticket())).errors![0]!.extensions).toMatchObject({ field: 'categoryId' });
    await app.database.db
      .update(projects)
      .set({ mandatoryCategoryExpense: false, allowExpenseOutsideContract: false })
      .where(eq(projects.id, projectId));
  });

  it('repeating a create with the same Idempotency-Key returns the first item and creates nothing more', async () => {
    const key = randomUUID();
    const send = () =>
      gql<{ NewExpenseItem: Item }>(
        app,
        NEW,
        { i: ticket() },
        { token: crewToken, headers: { 'idempotency-key': key } },
      );
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect(a.data!.NewExpenseItem.id).toBe(b.data!.NewExpenseItem.id);
    expect(c.data!.NewExpenseItem.id).toBe(a.data!.NewExpenseItem.id);
    const other = await gql<{ NewExpenseItem: Item }>(
      app,
      NEW,
      { i: ticket() },
      { token: crewToken, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(other.data!.NewExpenseItem.id).not.toBe(a.data!.NewExpenseItem.id);
  });

  it('updates and deletes own items; another person gets NOT_FOUND; an empty id does nothing', async () => {
    const id = (await create(ticket())).data!.NewExpenseItem.id;
    const updated = await gql<{ UpdExpenseItem: Item }>(
      app,
      UPD,
      { id, i: ticket({ amountTotal: '10' }) },
      { token: crewToken },
    );
    expect(updated.data!.UpdExpenseItem).toMatchObject({
      amount: '8.26',
      amountVat: '1.74',
      amountTotal: '10.00',
    });
    const otherCrew = await signInAs(app, (await createUser(app, projectId)).email);
    expect(errorCode(await gql(app, UPD, { id, i: ticket() }, { token: otherCrew }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL, { id }, { token: otherCrew }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL, { id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect((await gql(app, DEL, {}, { token: crewToken })).data).toEqual({ DelExpenseItem: null });
    expect((await gql(app, DEL, { id }, { token: crewToken })).data).toEqual({ DelExpenseItem: id });
    expect(errorCode(await gql(app, DEL, { id }, { token: crewToken }))).toBe('NOT_FOUND');
  });

  it('production enters for a member (encoder recorded); crew cannot enter for others', async () => {
    const forCrew = await create({ ...ticket(), userId: crew.id }, prodToken);
    expect(forCrew.data!.NewExpenseItem).toMatchObject({ userId: crew.id });
    expect(forCrew.data!.NewExpenseItem.encoderId).not.toBe(crew.id);
    const otherCrew = await createUser(app, projectId);
    expect(errorCode(await create({ ...ticket(), userId: otherCrew.id }))).toBe('FORBIDDEN');
    expect(errorCode(await create({ ...ticket(), userId: crew.id }, outsiderToken))).toBe('NOT_FOUND');
  });

  it('keeps a category that expense items use (CONFLICT inUseByExpenses)', async () => {
    await create(ticket({ categoryId }), crewToken);
    const refused = await gql(
      app,
      'mutation($id: Int!) { DelCategory(CategoryId: $id) }',
      { id: categoryId },
      { token: prodToken },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/expense/i);
  });

  it('is FORBIDDEN when the project switches expenses off', async () => {
    const off = await createProject(app, { useExpense: false });
    const token = await signInAs(app, (await createUser(app, off.id)).email);
    const result = await create(ticket(), token);
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors![0]!.message).toMatch(/module/i);
  });
});

describe('sending all expenses (000 §4)', () => {
  it('puts every not-submitted item into one submitted sheet with its total; nothing left to send then', async () => {
    const person = await createUser(app, projectId, { departmentNumber: 2 });
    const token = await signInAs(app, person.email);
    await create(ticket({ amountTotal: '12.10' }), token);
    await create(ticket({ amountTotal: '0.01' }), token);
    await create({ date: '2026-10-14', type: 2, description: 'Trip', km: '35', amount: '14.00' }, token);
    const sent = await gql<{ SendAllExpenses: Record<string, unknown> }>(
      app,
      SEND,
      { t: ' October week 2 ' },
      { token },
    );
    expect(sent.data!.SendAllExpenses).toMatchObject({
      title: 'October week 2',
      validated: 1,
      amountTotal: '26.11',
      userId: person.id,
    });
    const mine = await gql<{ MyExpenses: Item[] }>(app, MINE, {}, { token });
    expect(mine.data!.MyExpenses.map((i) => [i.validated, i.sheetId])).toEqual(
      Array(3).fill([1, sent.data!.SendAllExpenses.id]),
    );
    const waiting = await gql<{ MyExpenses: Item[] }>(app, MINE, { f: { status: [-1] } }, { token });
    expect(waiting.data!.MyExpenses).toEqual([]);
    const again = await gql(app, SEND, {}, { token });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toMatch(/no expense waiting/);
    // A sent item can no longer change.
    const id = mine.data!.MyExpenses[0]!.id;
    expect(errorCode(await gql(app, UPD, { id, i: ticket() }, { token }))).toBe('CONFLICT');
    expect(errorCode(await gql(app, DEL, { id }, { token }))).toBe('CONFLICT');
  });

  it('lists only the kinds asked for (myexpenses: tickets and travels)', async () => {
    const person = await createUser(app, projectId, { departmentNumber: 2 });
    const token = await signInAs(app, person.email);
    await create(ticket(), token);
    await create(ticket({ type: 1, description: 'Invoice' }), token);
    await create({ date: '2026-10-14', type: 2, description: 'Trip', km: '5', amount: '2' }, token);
    const mine = await gql<{ MyExpenses: Item[] }>(app, MINE, { f: { types: [0, 2] } }, { token });
    expect(mine.data!.MyExpenses.map((i) => i.type).sort()).toEqual([0, 2]);
    const none = await gql<{ MyExpenses: Item[] }>(app, MINE, { f: { startDate: '2027-01-01' } }, { token });
    expect(none.data!.MyExpenses).toEqual([]);
  });
});

// Keeps the contract rows of this file's people current whatever day the suite runs.
beforeAll(async () => {
  await app.database.db
    .update(contracts)
    .set({ startDate: '2026-01-01' })
    .where(eq(contracts.userProjectId, crew.userProjectId));
});

describe('amounts: above 0 and at most the project maximum per item (issue 12 item 15)', () => {
  it('refuses 0 € and 99,999,999,999 € tickets by field, in the caller language, and creates nothing', async () => {
    const person = await createUser(app, projectId, { departmentNumber: 2 });
    const token = await signInAs(app, person.email);
    for (const amounts of [
      { amountTotal: '0' },
      { amountTotal: '0.00' },
      { amount: '0,00', amountTotal: null },
    ]) {
      const zero = await create(ticket(amounts), token);
      expect(zero.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(zero.errors![0]!.message).toMatch(/must be a number above 0/);
    }
    const huge = await create(ticket({ amountTotal: '99999999999' }), token);
    expect(huge.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amountTotal' });
    expect(huge.errors![0]!.message).toBe('The field amountTotal may be at most 1000000.00.');
    // Excluding VAT within the maximum, but the total with VAT above it.
    const withVat = await create(ticket({ amount: '900000', amountTotal: null }), token);
    expect(withVat.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect((await create(ticket({ amountTotal: '1000000' }), token)).errors).toBeUndefined();
    const mine = await gql<{ MyExpenses: Item[] }>(app, MINE, {}, { token });
    expect(mine.data!.MyExpenses).toHaveLength(1);
    // An update follows the same rule.
    const id = mine.data!.MyExpenses[0]!.id;
    expect(errorCode(await gql(app, UPD, { id, i: ticket({ amountTotal: '0' }) }, { token }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('the maximum is a project setting; items saved before it changed are not sent above it', async () => {
    const project = await createProject(app, { useExpense: true, maxAmountPerItem: 500 });
    const person = await createUser(app, project.id);
    const token = await signInAs(app, person.email);
    const small = ticket({ vatFlagItemId: null });
    const refused = await create({ ...small, amountTotal: '500.01' }, token);
    expect(refused.errors![0]!.message).toBe('The field amountTotal may be at most 500.00.');
    expect((await create({ ...small, amountTotal: '500' }, token)).errors).toBeUndefined();
    // A zero item written before the rule (or by an import) is not sent either.
    const [member] = await app.database.db.select().from(projects).where(eq(projects.id, project.id));
    await app.database.db.update(projects).set({ maxAmountPerItem: 100 }).where(eq(projects.id, member!.id));
    const sent = await gql(app, SEND, {}, { token });
    expect(sent.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(sent.errors![0]!.message).toMatch(/may be at most 100.00/);
  });
});
