import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql } from '../../../test/harness';
import { carbonEntries } from '../../carbon/carbon.table';
import { accommodationDistributions, accommodations } from '../accommodation.table';

/** Issue 15: accommodations, their distribution to the crew, myaccomodations and the ledger, over real HTTP. */
let app: App;
let projectId: number;
let manager: string;
let crewA: FixtureUser;
let crewB: FixtureUser;
let tokenA: string;
let tokenB: string;
let plainCrew: string;
let otherManager: string;
let noModuleManager: string;
let outsider: FixtureUser;

const FIELDS = 'id kind name country rooms nights roomNights distributedRoomNights supplierId city';
const SAVE = `mutation($id: Int, $a: AccommodationInput!) { AddUpdAccommodation(AccommodationId: $id, Accommodation: $a) { ${FIELDS} } }`;
const GET = `query($id: Int!) { GetAccommodation(AccommodationId: $id) { ${FIELDS} } }`;
const LIST = `query($o: Int, $s: Int, $q: String) { GetAccommodations(Offset: $o, Size: $s, Search: $q) { items { ${FIELDS} } totalRecords } }`;
const DEL = 'mutation($id: Int!) { DelAccommodation(AccommodationId: $id) }';
const DISTRIBUTE = `mutation($id: Int!, $d: [AccommodationDistributionInput!]!) {
  SetAccommodationDistribution(AccommodationId: $id, Distribution: $d) { id userId personName rooms nights isRead } }`;
const DISTRIBUTION = `query($id: Int!) { GetAccommodationDistribution(AccommodationId: $id) { id userId rooms nights isRead } }`;
const MINE = `query { GetMyAccommodations { totalRecords items { id accommodationName rooms nights isRead address { city } } } }`;
const READ = 'mutation($id: Int!) { ReadMyAccommodation(DistributionId: $id) }';
const HEADER = 'query { GetHeaderData(NumAccToRead: true) { numAccToRead } }';
const USER_GREEN = 'query { GetUserGreenDashboard { accomodation totals { kgCo2e } } }';

const hotel = (values: Record<string, unknown> = {}) => ({
  kind: 'hotel',
  name: 'Hôtel du Port',
  country: 'FR',
  strDate: '2026-11-02',
  endDate: '2026-11-05',
  rooms: 3,
  nights: 3,
  address: { street: 'Quai des Belges', number: '4', zip: '13001', city: 'Marseille', countryCode: 'fr' },
  ...values,
});
const share = (user: FixtureUser, rooms: number, nights: number) => ({
  userId: user.id,
  rooms,
  nights,
  strDate: '2026-11-02',
  endDate: '2026-11-05',
});
type Accommodation = { id: number; roomNights: number; distributedRoomNights: number };

async function save(token: string, a: Record<string, unknown>, id?: number) {
  return gql<{ AddUpdAccommodation: Accommodation }>(app, SAVE, { id: id ?? null, a }, { token });
}
const refusal = (answer: GqlResult) => ({
  code: errorCode(answer),
  field: answer.errors?.[0]?.extensions?.field,
});
const ledger = (sourceType: 'accommodation' | 'accommodationShare', sourceId: number) =>
  app.database.db
    .select()
    .from(carbonEntries)
    .where(
      and(
        eq(carbonEntries.projectId, projectId),
        eq(carbonEntries.sourceType, sourceType),
        eq(carbonEntries.sourceId, sourceId),
      ),
    );
const countAccommodations = async () =>
  (await app.database.db.select().from(accommodations).where(eq(accommodations.projectId, projectId))).length;
const header = async (token: string) =>
  (await gql<{ GetHeaderData: { numAccToRead: number } }>(app, HEADER, {}, { token })).data!.GetHeaderData
    .numAccToRead;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useAccommodation: true, useGreen: true });
  projectId = project.id;
  manager = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canManageAccommodations'] })).email,
  );
  crewA = await createUser(app, projectId, { firstName: 'Ada', name: 'Arnaud' });
  crewB = await createUser(app, projectId, { firstName: 'Ben', name: 'Bauer' });
  tokenA = await signInAs(app, crewA.email);
  tokenB = await signInAs(app, crewB.email);
  plainCrew = await signInAs(app, (await createUser(app, projectId)).email);
  const other = await createProject(app, { useAccommodation: true, useGreen: true });
  otherManager = await signInAs(
    app,
    (await createUser(app, other.id, { rights: ['canManageAccommodations'] })).email,
  );
  outsider = await createUser(app, other.id);
  const noModule = await createProject(app, { useAccommodation: false });
  noModuleManager = await signInAs(
    app,
    (await createUser(app, noModule.id, { rights: ['canManageAccommodations'] })).email,
  );
});

describe('accommodations and their ledger (issue 15)', () => {
  it('counts the room-nights × the country hotel factor: 3 rooms × 3 nights × 6.7 (France) = 60.30 kg', async () => {
    const saved = await save(manager, hotel());
    expect(saved.errors).toBeUndefined();
    const a = saved.data!.AddUpdAccommodation;
    expect(a).toMatchObject({ country: 'fr', roomNights: 9, distributedRoomNights: 0, city: 'Marseille' });
    const [entry] = await ledger('accommodation', a.id);
    expect(entry).toMatchObject({
      kgCo2e: '60.30',
      carbonCategory: 1,
      factorKey: 'hotel_fr_room_night',
      unit: 'room_night',
      userId: null,
    });
  });

  it('splits per person: 2 rooms × 3 nights × 6.7 = 40.20 kg is Ada’s, the rest stays the production’s', async () => {
    const a = (await save(manager, hotel({ name: 'Split hotel' }))).data!.AddUpdAccommodation;
    const answer = await gql<{ SetAccommodationDistribution: { id: number; userId: number }[] }>(
      app,
      DISTRIBUTE,
      { id: a.id, d: [share(crewA, 2, 3), share(crewB, 1, 2)] },
      { token: manager },
    );
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.SetAccommodationDistribution;
    const adaRow = rows.find((r) => r.userId === crewA.id)!;
    const benRow = rows.find((r) => r.userId === crewB.id)!;
    expect((await ledger('accommodationShare', adaRow.id))[0]).toMatchObject({
      kgCo2e: '40.20',
      userId: crewA.id,
      quantity: '6.000000',
    });
    // Ben: 1 room × 2 nights × 6.7 = 13.40; undistributed: 9 − 6 − 2 = 1 room-night × 6.7 = 6.70.
    expect((await ledger('accommodationShare', benRow.id))[0]).toMatchObject({
      kgCo2e: '13.40',
      userId: crewB.id,
    });
    expect((await ledger('accommodation', a.id))[0]).toMatchObject({ kgCo2e: '6.70', userId: null });
    const got = await gql<{ GetAccommodation: Accommodation }>(app, GET, { id: a.id }, { token: manager });
    expect(got.data!.GetAccommodation.distributedRoomNights).toBe(8);

    // Ben leaves: his entry goes, the production's grows back (3 room-nights = 20.10).
    await gql(app, DISTRIBUTE, { id: a.id, d: [share(crewA, 2, 3)] }, { token: manager });
    expect(await ledger('accommodationShare', benRow.id)).toHaveLength(0);
    expect((await ledger('accommodation', a.id))[0]).toMatchObject({ kgCo2e: '20.10' });
  });

  it('shows the person their rooms; reading one makes numAccToRead drop', async () => {
    const a = (await save(manager, hotel({ name: 'Read me' }))).data!.AddUpdAccommodation;
    const before = await header(tokenB);
    await gql(app, DISTRIBUTE, { id: a.id, d: [share(crewB, 1, 3)] }, { token: manager });
    expect(await header(tokenB)).toBe(before + 1);
    const mine = await gql<{
      GetMyAccommodations: { items: { id: number; accommodationName: string; isRead: boolean }[] };
    }>(app, MINE, {}, { token: tokenB });
    const row = mine.data!.GetMyAccommodations.items.find((i) => i.accommodationName === 'Read me')!;
    expect(row.isRead).toBe(false);
    // Someone else cannot confirm it for Ben.
    expect(errorCode(await gql(app, READ, { id: row.id }, { token: tokenA }))).toBe('NOT_FOUND');
    expect((await gql(app, READ, { id: row.id }, { token: tokenB })).errors).toBeUndefined();
    expect(await header(tokenB)).toBe(before);
    // An unchanged distribution stays read; a changed one is to be read again.
    await gql(app, DISTRIBUTE, { id: a.id, d: [share(crewB, 1, 3)] }, { token: manager });
    expect(await header(tokenB)).toBe(before);
    await gql(app, DISTRIBUTE, { id: a.id, d: [share(crewB, 1, 2)] }, { token: manager });
    expect(await header(tokenB)).toBe(before + 1);
  });

  it('feeds the personal green dashboard with the person’s share', async () => {
    const dashboard = await gql<{ GetUserGreenDashboard: { accomodation: string } }>(
      app,
      USER_GREEN,
      {},
      { token: tokenA },
    );
    expect(dashboard.errors).toBeUndefined();
    // Ada holds 2 rooms × 3 nights of 'Split hotel' only: 40.20 kg.
    expect(dashboard.data!.GetUserGreenDashboard.accomodation).toBe('40.20');
  });

  it('falls back to the documented default factor (UK average hotel) for a country without one', async () => {
    const a = (
      await save(manager, hotel({ name: 'Madrid flat', kind: 'flat', country: 'es', rooms: 1, nights: 1 }))
    ).data!.AddUpdAccommodation;
    const [entry] = await ledger('accommodation', a.id);
    expect(entry).toMatchObject({ factorKey: 'hotel_uk_room_night', kgCo2e: '10.40' });
    expect(entry!.details.factorFallback).toBe(true);
  });

  it('updates and deletes the entries with the accommodation', async () => {
    const a = (await save(manager, hotel({ name: 'Shrinks' }))).data!.AddUpdAccommodation;
    await gql(app, DISTRIBUTE, { id: a.id, d: [share(crewA, 1, 1)] }, { token: manager });
    // 2 rooms × 1 night = 2 room-nights, 1 given: 1 × 6.7 left for the production.
    const updated = await save(manager, hotel({ name: 'Shrinks', rooms: 2, nights: 1 }), a.id);
    expect(updated.errors).toBeUndefined();
    expect((await ledger('accommodation', a.id))[0]).toMatchObject({ kgCo2e: '6.70' });
    const [row] = (
      await gql<{ GetAccommodationDistribution: { id: number }[] }>(
        app,
        DISTRIBUTION,
        { id: a.id },
        { token: manager },
      )
    ).data!.GetAccommodationDistribution;
    expect((await gql(app, DEL, { id: a.id }, { token: manager })).errors).toBeUndefined();
    expect(await ledger('accommodation', a.id)).toHaveLength(0);
    expect(await ledger('accommodationShare', row!.id)).toHaveLength(0);
  });

  it('pages the list (1 to 100 a page) and searches by name', async () => {
    const page = await gql<{ GetAccommodations: { items: unknown[]; totalRecords: number } }>(
      app,
      LIST,
      { o: 0, s: 1 },
      { token: manager },
    );
    expect(page.data!.GetAccommodations.items).toHaveLength(1);
    expect(page.data!.GetAccommodations.totalRecords).toBe(await countAccommodations());
    const found = await gql<{ GetAccommodations: { totalRecords: number } }>(
      app,
      LIST,
      { q: 'madrid' },
      { token: manager },
    );
    expect(found.data!.GetAccommodations.totalRecords).toBe(1);
    expect(refusal(await gql(app, LIST, { s: 101 }, { token: manager }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'size',
    });
  });
});

describe('rights and scope', () => {
  it.each([
    ['a crew member without the right', () => plainCrew, 'FORBIDDEN'],
    ['a manager of a project without the module', () => noModuleManager, 'FORBIDDEN'],
  ])('%s may not list or add accommodations', async (_who, token, code) => {
    expect(errorCode(await gql(app, LIST, {}, { token: token() }))).toBe(code);
    expect(errorCode(await save(token(), hotel()))).toBe(code);
  });

  it('answers NOT_FOUND for another project’s accommodation, and writes nothing', async () => {
    const a = (await save(manager, hotel({ name: 'Ours' }))).data!.AddUpdAccommodation;
    for (const [query, variables] of [
      [GET, { id: a.id }],
      [DEL, { id: a.id }],
      [DISTRIBUTION, { id: a.id }],
      [DISTRIBUTE, { id: a.id, d: [] }],
    ] as const)
      expect(errorCode(await gql(app, query, variables, { token: otherManager }))).toBe('NOT_FOUND');
    expect(errorCode(await save(otherManager, hotel(), a.id))).toBe('NOT_FOUND');
    expect((await gql(app, GET, { id: a.id }, { token: manager })).data).not.toBeNull();
  });
});

describe('bad input is a field error and writes nothing', () => {
  it.each([
    ['dates reversed', { strDate: '2026-11-05', endDate: '2026-11-02' }, 'endDate'],
    ['nights below 0', { nights: -1 }, 'nights'],
    ['rooms below 0', { rooms: -2 }, 'rooms'],
    ['an unknown kind', { kind: 'castle' }, 'kind'],
    ['a bad country', { country: '1' }, 'country'],
    ['a supplier of another license', { supplierId: 999_999 }, 'supplierId'],
  ])('%s', async (_what, values, field) => {
    const before = await countAccommodations();
    expect(refusal(await save(manager, hotel(values)))).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(await countAccommodations()).toBe(before);
  });

  it('refuses a distribution over the room-nights, to an outsider, a person twice or reversed dates', async () => {
    const a = (await save(manager, hotel({ name: 'Full', rooms: 2, nights: 2 }))).data!.AddUpdAccommodation;
    const cases: [unknown[], string][] = [
      [[share(crewA, 2, 2), share(crewB, 1, 1)], 'distribution'],
      [[{ ...share(outsider, 1, 1) }], '0.userId'],
      [[share(crewA, 1, 1), share(crewA, 1, 1)], '1.userId'],
      [[{ ...share(crewA, 1, 1), strDate: '2026-11-09' }], '0.endDate'],
      [[{ ...share(crewA, 1, 1), nights: -1 }], '0.nights'],
    ];
    for (const [d, field] of cases)
      expect(refusal(await gql(app, DISTRIBUTE, { id: a.id, d }, { token: manager }))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    const rows = await app.database.db
      .select()
      .from(accommodationDistributions)
      .where(eq(accommodationDistributions.accommodationId, a.id));
    expect(rows).toHaveLength(0);
    // Fewer room-nights than already given out is refused as well.
    await gql(app, DISTRIBUTE, { id: a.id, d: [share(crewA, 2, 2)] }, { token: manager });
    expect(refusal(await save(manager, hotel({ name: 'Full', rooms: 1, nights: 2 }), a.id))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'rooms',
    });
  });

  it('bounds the distribution list (at most 200 people)', async () => {
    const a = (await save(manager, hotel({ name: 'Huge', rooms: 1000, nights: 1 }))).data!
      .AddUpdAccommodation;
    const d = Array.from({ length: 201 }, () => share(crewA, 1, 1));
    expect(errorCode(await gql(app, DISTRIBUTE, { id: a.id, d }, { token: manager }))).toBe('BAD_USER_INPUT');
  });
});
