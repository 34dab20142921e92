import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { carbonEntries } from '../../carbon/carbon.table';
import { locations } from '../locations.table';
import {
  BRUSSELS,
  DEL,
  DEL_MANY,
  GET,
  LIST,
  type LocationResult,
  NEW,
  newLocation,
  refusal,
  saveLocation,
  UPD,
} from './locations-fixture';

let app: App;
let manager: string;
let admin: string;
let crew: string;
let greenViewer: string;
let otherManager: string;
let otherLocationId: number;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canManageLocations'] })).email,
  );
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  greenViewer = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email,
  );
  const other = await createProject(app);
  otherManager = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  otherLocationId = (await newLocation(app, otherManager)).id;
});

const entriesOf = (locationId: number) =>
  app.database.db
    .select()
    .from(carbonEntries)
    .where(
      and(
        eq(carbonEntries.sourceId, locationId),
        inArray(carbonEntries.sourceType, [
          'locationElectricity',
          'locationGas',
          'locationWater',
          'locationGenerator',
        ]),
      ),
    );

describe('locations (001 §3.7, §7.6)', () => {
  it('creates, fills and reads a location with its address, owner and equipment', async () => {
    const created = await newLocation(app, manager);
    expect(created).toMatchObject({ type: 0, status: 0, setName: '', addresses: [], owner: null });
    const supplier = await gql<{ AddSupplier: { id: number } }>(
      app,
      'mutation { AddSupplier(SupplierName: "Maison Dupont", Type: 1) { id } }',
      {},
      { token: admin },
    );
    const ownerId = supplier.data!.AddSupplier.id;
    const saved = await saveLocation(app, manager, created.id, {
      ...BRUSSELS,
      ownerSupplierId: ownerId,
      dayRateFee: '1250.50',
      computerEquipments: [{ type: 1, description: 'Production laptops', quantity: 3 }],
    });
    expect(saved).toMatchObject({
      setName: 'Grand-Place café',
      status: 2,
      dayRateFee: '1250.50',
      electricityConsumption: '250.5',
      addresses: [{ slot: 1, address: { city: 'Bruxelles', countryCode: 'be' } }],
      owner: { id: ownerId, name: 'Maison Dupont' },
      computerEquipments: [{ type: 1, description: 'Production laptops', quantity: 3 }],
    });
    const read = await gql<{ GetLocation: LocationResult }>(
      app,
      GET,
      { id: created.id },
      { token: greenViewer },
    );
    expect(read.data!.GetLocation).toMatchObject({
      setName: 'Grand-Place café',
      electricityConsumption: '250.5',
    });
  });

  it('answers rights: crew FORBIDDEN everywhere, a green reader reads but does not write', async () => {
    const id = (await newLocation(app, manager)).id;
    const cases = [
      [NEW, {}],
      [UPD, { id, l: { setName: 'X' } }],
      [GET, { id }],
      [DEL, { id }],
      [DEL_MANY, { ids: [id] }],
      [LIST, {}],
    ] as const;
    for (const [query, vars] of cases)
      expect(errorCode(await gql(app, query, vars, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, UPD, { id, l: { setName: 'X' } }, { token: greenViewer }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await gql(app, DEL, { id }, { token: greenViewer }))).toBe('FORBIDDEN');
    expect((await gql(app, GET, { id }, { token: greenViewer })).errors).toBeUndefined();
  });

  it('keeps another project’s location NOT_FOUND for read, change and delete', async () => {
    const id = otherLocationId;
    expect(errorCode(await gql(app, GET, { id }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, UPD, { id, l: { setName: 'Mine' } }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, DEL, { id }, { token: manager }))).toBe('NOT_FOUND');
    const [row] = await app.database.db.select().from(locations).where(eq(locations.id, id));
    expect(row!.setName).toBe('');
    const list = await gql<{ GetProjectLocationPage: { items: { id: number }[] } }>(
      app,
      LIST,
      {},
      { token: admin },
    );
    expect(list.data!.GetProjectLocationPage.items.map((l) => l.id)).not.toContain(id);
  });

  it.each([
    [
      'an electricity end below its start',
      { electricityMeterStart: '500', electricityMeterEnd: '499.9' },
      'electricityMeterEnd',
      'meter',
    ],
    ['a water end below its start', { waterMeterStart: '20', waterMeterEnd: '3' }, 'waterMeterEnd', 'meter'],
    [
      'a get-out before the get-in',
      { getInDate: '2026-11-10', getOutDate: '2026-11-09' },
      'getOutDate',
      'date',
    ],
    [
      'a shooting end before its start',
      { shootingStartDate: '2026-11-10', shootingEndDate: '2026-11-01' },
      'shootingEndDate',
      'date',
    ],
    ['an unknown status', { status: 9 }, 'status', ''],
    ['a generator volume without its fuel', { generatorVolume: '40' }, 'generatorFuelType', ''],
    [
      'a country without an electricity factor',
      { ...BRUSSELS, addresses: [{ slot: 1, address: { countryCode: 'zz' } }] },
      'electricityMeterEnd',
      '',
    ],
  ])('refuses %s naming the field, and writes nothing', async (_name, location, field, kind) => {
    const id = (await newLocation(app, manager)).id;
    const answer = await gql(app, UPD, { id, l: { setName: 'Refused', ...location } }, { token: manager });
    expect(refusal(answer)).toEqual({ code: 'BAD_USER_INPUT', field });
    if (kind === 'meter') expect(answer.errors![0]!.message).toContain('start value');
    const [row] = await app.database.db.select().from(locations).where(eq(locations.id, id));
    expect(row!.setName).toBe('');
    expect(row!.addressId1).toBeNull();
    expect(await entriesOf(id)).toEqual([]);
  });

  it('lists by status, type filters, dates and search, paged', async () => {
    const project = await createProject(app);
    const token = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
    const make = async (values: Record<string, unknown>) =>
      saveLocation(app, token, (await newLocation(app, token)).id, values);
    await make({
      setName: 'Harbour quay',
      type: 0,
      status: 2,
      getInDate: '2026-11-01',
      getOutDate: '2026-11-03',
    });
    await make({
      setName: 'Production office',
      type: 1,
      status: 2,
      getInDate: '2026-10-01',
      getOutDate: '2026-12-20',
    });
    await make({ setName: 'Camera truck park', type: 2, status: 1 });
    await make({ setName: 'Old mill', type: 0, status: 3, shootingStartDate: '2026-12-01' });
    const list = async (vars: Record<string, unknown>) => {
      const answer = await gql<{
        GetProjectLocationPage: { items: { setName: string }[]; totalRecords: number };
      }>(app, LIST, vars, { token });
      expect(answer.errors).toBeUndefined();
      return answer.data!.GetProjectLocationPage;
    };
    expect((await list({})).totalRecords).toBe(4);
    // The spec's own operation, with its arguments only (001 §7.6).
    const spec = await gql<{
      GetProjectLocationList: { items: { setName: string }[]; totalRecords: number };
    }>(
      app,
      'query { GetProjectLocationList(Status: 2, RemovePremise: true) { items { setName } totalRecords } }',
      {},
      { token },
    );
    expect(spec.data!.GetProjectLocationList.items.map((l) => l.setName)).toEqual(['Harbour quay']);
    // 001 §4: after a delete, status -1 without premises and PME locations, with decor-film ones.
    const afterDelete = await list({ s: -1, p: true, pme: true, d: false });
    expect(afterDelete.items.map((l) => l.setName).sort()).toEqual(['Harbour quay', 'Old mill']);
    expect((await list({ s: 2 })).items.map((l) => l.setName).sort()).toEqual([
      'Harbour quay',
      'Production office',
    ]);
    expect((await list({ d: true })).items.map((l) => l.setName).sort()).toEqual([
      'Camera truck park',
      'Production office',
    ]);
    expect((await list({ from: '2026-11-02', to: '2026-11-30' })).items.map((l) => l.setName).sort()).toEqual(
      ['Harbour quay', 'Production office'],
    );
    expect((await list({ q: 'MILL' })).items.map((l) => l.setName)).toEqual(['Old mill']);
    const page = await list({ o: 1, size: 2 });
    expect(page).toMatchObject({ totalRecords: 4 });
    expect(page.items).toHaveLength(2);
    expect(refusal(await gql(app, LIST, { size: 101 }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'size',
    });
    expect(refusal(await gql(app, LIST, { from: '2026-11-05', to: '2026-11-01' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'endDate',
    });
  });

  it('deletes a list all or nothing, bounded', async () => {
    const a = (await newLocation(app, manager)).id;
    const b = (await newLocation(app, manager)).id;
    const mixed = await gql(app, DEL_MANY, { ids: [a, b, otherLocationId] }, { token: manager });
    expect(errorCode(mixed)).toBe('NOT_FOUND');
    const unknown = await gql(app, DEL_MANY, { ids: [a, 999_999_999] }, { token: manager });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const kept = await app.database.db
      .select()
      .from(locations)
      .where(inArray(locations.id, [a, b, otherLocationId]));
    expect(kept).toHaveLength(3);
    const tooMany = await gql(
      app,
      DEL_MANY,
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { token: manager },
    );
    expect(refusal(tooMany).code).toBe('BAD_USER_INPUT');
    expect(refusal(await gql(app, DEL_MANY, { ids: [] }, { token: manager })).code).toBe('BAD_USER_INPUT');
    const done = await gql<{ DelLocations: number[] }>(app, DEL_MANY, { ids: [a, b] }, { token: manager });
    expect(done.data!.DelLocations.sort()).toEqual([a, b].sort());
    expect(
      await app.database.db
        .select()
        .from(locations)
        .where(inArray(locations.id, [a, b])),
    ).toEqual([]);
  });
});
