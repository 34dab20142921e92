import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getRoutingServer, getTestApp, gql } from '../../../test/harness';
import { carbonEntries } from '../../carbon/carbon.table';
import { transports } from '../transport.table';

/** Issue 15: trips (mytransport, TransportsList) and their ledger entries, over real HTTP. */
let app: App;
let projectId: number;
let coordinator: string;
let crew: FixtureUser;
let crewToken: string;
let otherCrew: FixtureUser;
let otherCoordinator: string;
let outsider: FixtureUser;

const FIELDS =
  'id userId transportTypeCode carbonClap date km kmByRouting passengers energy from { city } to { city }';
const SAVE = `mutation($id: Int, $t: TransportInput!) { AddUpdTransport(TransportId: $id, Transport: $t) { ${FIELDS} } }`;
const GET = `query($id: Int!) { GetTransport(TransportId: $id) { ${FIELDS} } }`;
const MINE = `query($o: Int, $s: Int) { GetMyTransports(Offset: $o, Size: $s) { items { id userId } totalRecords } }`;
const ALL = `query($o: Int, $s: Int) { GetTransports(Offset: $o, Size: $s) { items { id userId } totalRecords } }`;
const DEL = 'mutation($id: Int!) { DelTransport(TransportId: $id) }';
const USER_GREEN = 'query { GetUserGreenDashboard { transport } }';

type Trip = { id: number; userId: number; km: string; kmByRouting: boolean; carbonClap: number };
const trip = (values: Record<string, unknown> = {}) => ({
  transportTypeCode: 7,
  date: '2026-11-03',
  km: '120',
  passengers: 3,
  energy: 'diesel',
  from: { name: 'Base camp', city: 'Marseille' },
  to: { name: 'Calanques set', city: 'Cassis' },
  ...values,
});
const save = (token: string, t: Record<string, unknown>, id?: number) =>
  gql<{ AddUpdTransport: Trip }>(app, SAVE, { id: id ?? null, t }, { token });
const refusal = (answer: GqlResult) => ({
  code: errorCode(answer),
  field: answer.errors?.[0]?.extensions?.field,
});
const entryOf = async (sourceId: number) =>
  (
    await app.database.db
      .select()
      .from(carbonEntries)
      .where(
        and(
          eq(carbonEntries.projectId, projectId),
          eq(carbonEntries.sourceType, 'transport'),
          eq(carbonEntries.sourceId, sourceId),
        ),
      )
  )[0];
const countTrips = async () =>
  (await app.database.db.select().from(transports).where(eq(transports.projectId, projectId))).length;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useGreen: true });
  projectId = project.id;
  coordinator = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canManageTransport'] })).email,
  );
  crew = await createUser(app, projectId);
  crewToken = await signInAs(app, crew.email);
  otherCrew = await createUser(app, projectId);
  const other = await createProject(app);
  otherCoordinator = await signInAs(
    app,
    (await createUser(app, other.id, { rights: ['canManageTransport'] })).email,
  );
  outsider = await createUser(app, other.id);
});

describe('trips and their ledger entry (issue 15)', () => {
  it('a 3-passenger van counts per vehicle-km: 120 km × 0.25561 = 30.67 kg, carbon-clap value kept', async () => {
    const saved = await save(coordinator, trip({ userId: crew.id }));
    expect(saved.errors).toBeUndefined();
    const t = saved.data!.AddUpdTransport;
    expect(t).toMatchObject({ userId: crew.id, km: '120.0', kmByRouting: false, carbonClap: 7 });
    const entry = await entryOf(t.id);
    expect(entry).toMatchObject({
      kgCo2e: '30.67',
      carbonCategory: 3,
      factorKey: 'van_diesel_average_km',
      userId: crew.id,
    });
    expect(entry!.details).toMatchObject({ transportTypeCode: 7, passengers: 3, carbonClap: 7, km: '120.0' });
    expect(entry!.details.fromAddress).toContain('Marseille');
  });

  it('a bus counts per passenger-km: 10 km × 3 passengers × 0.10385 = 3.12 kg', async () => {
    const t = (await save(coordinator, trip({ transportTypeCode: 4, km: '10' }))).data!.AddUpdTransport;
    expect(await entryOf(t.id)).toMatchObject({
      kgCo2e: '3.12',
      factorKey: 'bus_local_average_passenger_km',
    });
  });

  it('a car takes the factor of its energy: 100 km electric × 0.04047 = 4.05 kg', async () => {
    const t = (
      await save(coordinator, trip({ transportTypeCode: 6, km: '100', energy: 'electric', passengers: 1 }))
    ).data!.AddUpdTransport;
    expect(await entryOf(t.id)).toMatchObject({ kgCo2e: '4.05', factorKey: 'car_bev_average_km' });
  });

  it('measures the km by road when none are typed and ROUTING_URL is set', async () => {
    const routing = await getRoutingServer();
    const from = { city: 'Brussels', lat: 50.8467, lng: 4.3525 };
    const to = { city: 'Ostend', lat: 51.23, lng: 2.92 };
    const saved = await save(crewToken, trip({ km: null, from, to }));
    expect(saved.errors).toBeUndefined();
    const expected = ((routing.haversine(from.lat, from.lng, to.lat, to.lng) * 1.25) / 1000).toFixed(1);
    expect(saved.data!.AddUpdTransport).toMatchObject({ km: expected, kmByRouting: true, userId: crew.id });
  });

  it('follows a change and a deletion', async () => {
    const t = (await save(coordinator, trip())).data!.AddUpdTransport;
    const changed = await save(coordinator, trip({ km: '200' }), t.id);
    expect(changed.errors).toBeUndefined();
    // 200 × 0.25561 = 51.122 → 51.12
    expect(await entryOf(t.id)).toMatchObject({ kgCo2e: '51.12' });
    expect((await gql(app, DEL, { id: t.id }, { token: coordinator })).errors).toBeUndefined();
    expect(await entryOf(t.id)).toBeUndefined();
    expect(errorCode(await gql(app, GET, { id: t.id }, { token: coordinator }))).toBe('NOT_FOUND');
  });

  it('shows the person their trips in the personal green dashboard', async () => {
    const dashboard = await gql<{ GetUserGreenDashboard: { transport: string } }>(
      app,
      USER_GREEN,
      {},
      { token: crewToken },
    );
    expect(dashboard.errors).toBeUndefined();
    expect(Number(dashboard.data!.GetUserGreenDashboard.transport)).toBeGreaterThanOrEqual(30.67);
  });
});

describe('rights and scope', () => {
  it('a crew member records and reads only their own trips; the list of all is the manager’s', async () => {
    const own = (await save(crewToken, trip())).data!.AddUpdTransport;
    expect(own.userId).toBe(crew.id);
    const others = (await save(coordinator, trip({ userId: otherCrew.id }))).data!.AddUpdTransport;
    expect(errorCode(await save(crewToken, trip({ userId: otherCrew.id })))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, ALL, {}, { token: crewToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, GET, { id: others.id }, { token: crewToken }))).toBe('NOT_FOUND');
    expect(errorCode(await save(crewToken, trip(), others.id))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL, { id: others.id }, { token: crewToken }))).toBe('NOT_FOUND');
    const mine = await gql<{ GetMyTransports: { items: { userId: number }[]; totalRecords: number } }>(
      app,
      MINE,
      { s: 100 },
      { token: crewToken },
    );
    expect(mine.data!.GetMyTransports.items.every((i) => i.userId === crew.id)).toBe(true);
    const all = await gql<{ GetTransports: { items: unknown[]; totalRecords: number } }>(
      app,
      ALL,
      { s: 2 },
      { token: coordinator },
    );
    expect(all.data!.GetTransports.items).toHaveLength(2);
    expect(all.data!.GetTransports.totalRecords).toBe(await countTrips());
  });

  it('answers NOT_FOUND to another project', async () => {
    const t = (await save(coordinator, trip())).data!.AddUpdTransport;
    expect(errorCode(await gql(app, GET, { id: t.id }, { token: otherCoordinator }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL, { id: t.id }, { token: otherCoordinator }))).toBe('NOT_FOUND');
    expect(errorCode(await save(otherCoordinator, trip(), t.id))).toBe('NOT_FOUND');
  });
});

describe('bad input is a field error and writes nothing', () => {
  it.each([
    ['an unknown transport code', { transportTypeCode: 29 }, 'transportTypeCode'],
    ['code 0', { transportTypeCode: 0 }, 'transportTypeCode'],
    ['no passengers', { passengers: 0 }, 'passengers'],
    ['negative km', { km: '-5' }, 'km'],
    ['a bad date', { date: '2026-13-40' }, 'date'],
    ['an unknown energy', { energy: 'steam' }, 'energy'],
    ['no km and no positions', { km: null }, 'km'],
  ])('%s', async (_what, values, field) => {
    const before = await countTrips();
    expect(refusal(await save(coordinator, trip(values)))).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(await countTrips()).toBe(before);
  });

  it('refuses a person outside the project and a page over 100', async () => {
    expect(refusal(await save(coordinator, trip({ userId: outsider.id })))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'userId',
    });
    expect(refusal(await gql(app, ALL, { s: 101 }, { token: coordinator }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'size',
    });
  });
});
