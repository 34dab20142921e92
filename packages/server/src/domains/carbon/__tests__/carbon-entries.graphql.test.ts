import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { DELETE, type Detail, GET, LIST, refusal, SAVE, saveEntry } from './carbon-fixture';

let app: App;
let manager: string;
let viewer: string;
let crew: string;
let otherManager: string;
let greenOff: string;
let otherEntryId: number;
let otherUserId: number;

const DESNZ = 'UK DESNZ GHG Conversion Factors for Company Reporting 2025 (full set v1; AR5 GWP100)';
const CAR = { carbonCategory: 3, strDate: '2026-11-02', transportTypeCode: 6, fuel: 'diesel', km: '300' };

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  viewer = await signInAs(app, (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const other = await createProject(app);
  const otherUser = await createUser(app, other.id, { isAdmin: true });
  otherUserId = otherUser.id;
  otherManager = await signInAs(app, otherUser.email);
  otherEntryId = (await saveEntry(app, otherManager, CAR)).entry.id;
  const off = await createProject(app, { useGreen: false });
  greenOff = await signInAs(app, (await createUser(app, off.id, { isAdmin: true })).email);
});

describe('manual carbon entries (issue 14)', () => {
  it('computes a 300 km diesel car travel with the factor, its source and year', async () => {
    const saved = await saveEntry(app, manager, { ...CAR, description: 'Recce Brussels-Liège' });
    expect(saved.entry).toMatchObject({
      sourceType: 'manual',
      sourceId: null,
      carbonCategory: 3,
      carbonCategoryName: 'transportation',
      status: 'actual',
      quantity: '300',
      unit: 'km',
      kgCo2e: '51.52',
      kgCo2eDisplay: { value: '51.52', unit: 'Kg' },
      factorKey: 'car_diesel_medium_km',
      factorValue: '0.17174',
      factorUnit: 'km',
      factorSource: DESNZ,
      factorYear: 2025,
      isOverride: false,
    });
    expect(saved.lines).toEqual([
      {
        formula: '300 km × 0.17174 kg/km = 51.522 kg',
        line: expect.objectContaining({ factorQuantity: '300', kgCo2e: '51.522', factorYear: 2025 }),
        override: null,
      },
    ]);
  });

  it.each([
    [
      '2 hotel nights in the UK',
      { carbonCategory: 1, nights: 2, country: 'GB' },
      'hotel_uk_room_night',
      '20.80',
    ],
    [
      '2 nights, 3 bedrooms in France',
      { carbonCategory: 1, nights: 2, bedrooms: 3, country: 'fr' },
      'hotel_fr_room_night',
      '40.20',
    ],
    [
      '1000 kWh of UK electricity',
      { carbonCategory: 2, kwh: '1000', country: 'gb' },
      'electricity_uk_kwh',
      '177.00',
    ],
    [
      '40 l of diesel in a generator (gas oil)',
      { carbonCategory: 2, litres: '40', fuel: 'diesel', generator: true },
      'gas_oil_litre',
      '110.22',
    ],
    [
      '100 km by bus, 3 passengers',
      { carbonCategory: 3, transportTypeCode: 4, km: '100', passengers: 3 },
      'bus_local_average_passenger_km',
      '31.16',
    ],
    [
      'a train chosen by key (group other)',
      { carbonCategory: 3, transportTypeCode: 9, km: '250', factorKey: 'rail_fr_tgv_passenger_km' },
      'rail_fr_tgv_passenger_km',
      '0.73',
    ],
    [
      'a generic category with its factor',
      { carbonCategory: 12, quantity: '2', factorKey: 'paper_virgin_tonne' },
      'paper_virgin_tonne',
      '2690.16',
    ],
  ])('%s', async (_name, fields, factorKey, kg) => {
    const saved = await saveEntry(app, manager, { strDate: '2026-11-03', ...fields });
    expect(saved.entry).toMatchObject({ factorKey, kgCo2e: kg });
  });

  it('meals and waste by kind: one line each, summed then rounded once', async () => {
    const meals = await saveEntry(app, manager, {
      carbonCategory: 5,
      strDate: '2026-11-04',
      meals: { red: 10, vege: 5, white: 0 },
    });
    expect(meals.entry).toMatchObject({ kgCo2e: '53.95', factorKey: null, quantity: null });
    expect(meals.lines.map((l) => [l.line.label, l.line.factorKey, l.line.kgCo2e])).toEqual([
      ['red', 'meal_red_meat_beef', '49.7'],
      ['vege', 'meal_vegetarian', '4.25'],
    ]);
    const waste = await saveEntry(app, manager, {
      carbonCategory: 4,
      strDate: '2026-11-04',
      waste: { cardboard: '250', general: '40' },
    });
    // 0.25 t × 4.68568 + 0.04 t × 520.5327 = 21.992728
    expect(waste.entry.kgCo2e).toBe('21.99');
    expect(waste.lines[0]!.formula).toBe('0.25 tonne × 4.68568 kg/tonne = 1.17142 kg');
  });

  it('changes and deletes a manual entry; it is gone afterwards', async () => {
    const saved = await saveEntry(app, manager, CAR);
    const changed = await saveEntry(app, manager, { ...CAR, km: '100' }, saved.entry.id);
    expect(changed.entry).toMatchObject({ id: saved.entry.id, kgCo2e: '17.17' });
    const read = await gql<{ GetCarbonEntry: Detail }>(app, GET, { id: saved.entry.id }, { token: viewer });
    expect(read.data!.GetCarbonEntry.entry.kgCo2e).toBe('17.17');
    expect((await gql(app, DELETE, { id: saved.entry.id }, { token: manager })).data).toEqual({
      DelCarbonEntry: saved.entry.id,
    });
    expect(errorCode(await gql(app, GET, { id: saved.entry.id }, { token: manager }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DELETE, { id: saved.entry.id }, { token: manager }))).toBe('NOT_FOUND');
  });

  it('names the field of invalid input and saves nothing', async () => {
    const before = (
      await gql<{ GetCarbonEntries: { totalRecords: number } }>(app, LIST, {}, { token: manager })
    ).data!.GetCarbonEntries.totalRecords;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CAR, km: null }, 'km'],
      [{ ...CAR, km: 'abc' }, 'km'],
      [{ ...CAR, km: '12.55' }, 'km'],
      [{ ...CAR, transportTypeCode: 29 }, 'transportTypeCode'],
      [{ ...CAR, carbonCategory: 22 }, 'carbonCategory'],
      [{ ...CAR, strDate: '2026-02-30' }, 'strDate'],
      [{ ...CAR, endDate: '2026-11-01' }, 'endDate'],
      [{ carbonCategory: 4, strDate: '2026-11-04', waste: { paper: '0' } }, 'waste'],
      [{ carbonCategory: 1, strDate: '2026-11-04', nights: 2, country: 'zz' }, 'country'],
      [{ carbonCategory: 3, strDate: '2026-11-04', transportTypeCode: 9, km: '10' }, 'factorKey'],
      [
        { carbonCategory: 12, strDate: '2026-11-04', quantity: '1', factorKey: 'no_such_factor' },
        'factorKey',
      ],
      [
        {
          carbonCategory: 12,
          strDate: '2026-11-04',
          quantity: '1',
          factorKey: 'hotel_uk_room_night',
          fuel: 'coal',
        },
        'fuel',
      ],
      [{ ...CAR, userId: 2_000_000_000 }, 'userId'],
      [{ ...CAR, userId: otherUserId }, 'userId'],
      [{ ...CAR, supplierId: 2_000_000_000 }, 'supplierId'],
    ];
    for (const [entry, field] of cases)
      expect(refusal(await gql(app, SAVE, { e: entry }, { token: manager })), field).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    const after = (
      await gql<{ GetCarbonEntries: { totalRecords: number } }>(app, LIST, {}, { token: manager })
    ).data!.GetCarbonEntries.totalRecords;
    expect(after).toBe(before);
  });

  it("answers 'Invalid ID' to a duplicate check without an id, and lists the entries that repeat one", async () => {
    const check = 'query($id: Int) { GetCarbonEntryDuplicates(CarbonEntryId: $id) { id kgCo2e } }';
    const missing = await gql(app, check, { id: null }, { token: manager });
    expect(refusal(missing)).toEqual({ code: 'BAD_USER_INPUT', field: 'CarbonEntryId' });
    expect(missing.errors![0]!.message).toContain('Invalid ID');
    const first = await saveEntry(app, manager, { ...CAR, strDate: '2026-10-20' });
    const second = await saveEntry(app, manager, { ...CAR, strDate: '2026-10-20', description: 'same trip' });
    await saveEntry(app, manager, { ...CAR, strDate: '2026-10-21' });
    const found = await gql<{ GetCarbonEntryDuplicates: { id: number }[] }>(
      app,
      check,
      { id: first.entry.id },
      { token: manager },
    );
    expect(found.data!.GetCarbonEntryDuplicates.map((e) => e.id)).toEqual([second.entry.id]);
    expect(errorCode(await gql(app, check, { id: otherEntryId }, { token: manager }))).toBe('NOT_FOUND');
  });
});

describe('the green table (000 §3, §9)', () => {
  it('pages by 20, at most 100, with the count and totals of the whole filter', async () => {
    const list = await gql<{
      GetCarbonEntries: { items: unknown[]; totalRecords: number; totals: { kgCo2e: string } };
    }>(app, LIST, { f: { co2Type: 3, startDate: '2026-11-02', endDate: '2026-11-02' } }, { token: viewer });
    expect(list.errors).toBeUndefined();
    const page = list.data!.GetCarbonEntries;
    expect(page.totalRecords).toBe(page.items.length);
    expect(page.items.length).toBeGreaterThan(0);
    expect(refusal(await gql(app, LIST, { s: 101 }, { token: viewer }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'size',
    });
    expect(refusal(await gql(app, LIST, { f: { status: 'done' } }, { token: viewer }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    const paged = await gql<{ GetCarbonEntries: { items: unknown[]; totalRecords: number } }>(
      app,
      LIST,
      { s: 2 },
      { token: viewer },
    );
    expect(paged.data!.GetCarbonEntries.items).toHaveLength(2);
    expect(paged.data!.GetCarbonEntries.totalRecords).toBeGreaterThan(2);
  });
});

describe('scope and rights', () => {
  it("answers NOT_FOUND for another project's entry, whatever the operation", async () => {
    expect(errorCode(await gql(app, GET, { id: otherEntryId }, { token: manager }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, SAVE, { id: otherEntryId, e: CAR }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, DELETE, { id: otherEntryId }, { token: manager }))).toBe('NOT_FOUND');
    const mine = await gql<{ GetCarbonEntries: { items: { id: number }[] } }>(
      app,
      LIST,
      { s: 100 },
      { token: manager },
    );
    expect(mine.data!.GetCarbonEntries.items.map((e) => e.id)).not.toContain(otherEntryId);
    expect((await gql(app, GET, { id: otherEntryId }, { token: otherManager })).errors).toBeUndefined();
  });

  it.each([
    ['the green table', LIST, {}],
    ['an entry', GET, { id: 1 }],
    ['a new entry', SAVE, { e: CAR }],
    ['a deletion', DELETE, { id: 1 }],
    ['the admin dashboard', 'query { GetAdminGreenDashboard { totalGenerated } }', {}],
    [
      'a factor override',
      'mutation { SetCarbonFactorOverride(FactorKey: "hotel_uk_room_night", Value: "9", Reason: "x") { id } }',
      {},
    ],
    ['a recompute', 'mutation { ApplyCarbonRecompute { entriesChanged } }', {}],
    ['the variables', 'query { GetCarbonVariables(SearchText: "hotel") { name } }', {}],
  ])('crew without green rights: %s is FORBIDDEN', async (_name, query, variables) => {
    expect(errorCode(await gql(app, query, variables, { token: crew }))).toBe('FORBIDDEN');
  });

  it.each([
    ['a new entry', SAVE, { e: CAR }],
    [
      'a factor override',
      'mutation { SetCarbonFactorOverride(FactorKey: "hotel_uk_room_night", Value: "9", Reason: "x") { id } }',
      {},
    ],
    [
      'a mapping',
      'mutation { SetCarbonCategoryMapping(BudgetCategoryId: 1, CarbonCategory: 3) { carbonCategory } }',
      {},
    ],
  ])('canViewGreenTable reads but does not change: %s is FORBIDDEN', async (_name, query, variables) => {
    expect(errorCode(await gql(app, query, variables, { token: viewer }))).toBe('FORBIDDEN');
  });

  it('answers FORBIDDEN (module off) in a project without the green module', async () => {
    const answer = await gql(app, LIST, {}, { token: greenOff });
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(
      errorCode(
        await gql(app, 'query { GetUserGreenDashboard { totalGenerated } }', {}, { token: greenOff }),
      ),
    ).toBe('FORBIDDEN');
  });
});
