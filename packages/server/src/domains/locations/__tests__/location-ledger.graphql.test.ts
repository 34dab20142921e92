import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { carbonEntries } from '../../carbon/carbon.table';
import {
  ADD_FILE,
  BRUSSELS,
  DEL,
  FOOTPRINT,
  GET,
  JPEG,
  newLocation,
  refusal,
  saveLocation,
  UPD,
} from './locations-fixture';

let app: App;
let manager: string;
let greenViewer: string;
let crew: string;
let outsider: string;

const SOURCES = ['locationElectricity', 'locationGas', 'locationWater', 'locationGenerator'] as const;
const entriesOf = (locationId: number) =>
  app.database.db
    .select()
    .from(carbonEntries)
    .where(and(eq(carbonEntries.sourceId, locationId), inArray(carbonEntries.sourceType, [...SOURCES])))
    .then((rows) => rows.sort((a, b) => (a.sourceType < b.sourceType ? -1 : 1)));

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canManageLocations'] })).email,
  );
  greenViewer = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const other = await createProject(app);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('the ledger follows a location’s meters (issue 15)', () => {
  it('makes one entry per reading with the country’s factor, follows a change and goes with the location', async () => {
    const id = (await newLocation(app, manager)).id;
    await saveLocation(app, manager, id, {
      ...BRUSSELS,
      gasMeterStart: '100',
      gasMeterEnd: '300',
      waterMeterStart: '10',
      waterMeterEnd: '22.5',
      generatorFuelType: 'diesel',
      generatorVolume: '40',
    });
    const entries = await entriesOf(id);
    expect(
      entries.map((e) => [
        e.sourceType,
        e.carbonCategory,
        e.quantity,
        e.unit,
        e.factorKey,
        e.kgCo2e,
        e.status,
      ]),
    ).toEqual([
      // 250.5 kWh × 0.139 (EEA, Belgium) = 34.8195
      ['locationElectricity', 0, '250.500000', 'kWh', 'electricity_be_kwh', '34.82', 'actual'],
      // 200 kWh × 0.18296 = 36.592
      ['locationGas', 0, '200.000000', 'kWh', 'natural_gas_kwh', '36.59', 'actual'],
      // 40 l × 2.75541 (gas oil) = 110.2164
      ['locationGenerator', 2, '40.000000', 'litre', 'gas_oil_litre', '110.22', 'actual'],
      // 12.5 m3 × 0.1913 = 2.39125
      ['locationWater', 0, '12.500000', 'm3', 'water_supply_m3', '2.39', 'actual'],
    ]);
    expect(entries[0]!.factorSource).toContain('EEA');
    expect(entries[0]!.description).toBe('Grand-Place café');

    // The reading changes: its entry follows; a meter cleared loses its entry.
    await saveLocation(app, manager, id, { ...BRUSSELS, electricityMeterEnd: '1300' });
    const changed = await entriesOf(id);
    expect(changed.map((e) => [e.sourceType, e.quantity, e.kgCo2e])).toEqual([
      ['locationElectricity', '100.000000', '13.90'],
    ]);
    expect(changed[0]!.id).toBe(entries[0]!.id);

    // A refused change leaves the entry as it was.
    const refused = await gql(
      app,
      UPD,
      { id, l: { ...BRUSSELS, electricityMeterEnd: '1000' } },
      { token: manager },
    );
    expect(refusal(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'electricityMeterEnd' });
    expect((await entriesOf(id)).map((e) => e.kgCo2e)).toEqual(['13.90']);

    expect((await gql(app, DEL, { id }, { token: manager })).errors).toBeUndefined();
    expect(await entriesOf(id)).toEqual([]);
  });

  it('shows green/locations and green/premises from the entries, with provenance and totals', async () => {
    const project = await createProject(app);
    const token = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
    const set = (await newLocation(app, token)).id;
    await saveLocation(app, token, set, BRUSSELS);
    const office = (await newLocation(app, token)).id;
    await saveLocation(app, token, office, {
      setName: 'Production office',
      type: 1,
      addresses: [{ slot: 1, address: { city: 'Paris', countryCode: 'fr' } }],
      electricityMeterStart: '0',
      electricityMeterEnd: '1000',
      waterMeterStart: '0',
      waterMeterEnd: '2',
    });
    const read = async (premises: boolean) => {
      const answer = await gql<{
        GetLocationsFootprint: { items: { measures: { factorYear: number }[] }[]; totals: unknown };
      }>(app, FOOTPRINT, { p: premises }, { token });
      expect(answer.errors).toBeUndefined();
      return answer.data!.GetLocationsFootprint;
    };
    const sets = await read(false);
    expect(sets.items).toHaveLength(1);
    expect(sets.items[0]).toMatchObject({
      location: { id: set, setName: 'Grand-Place café' },
      electricityKwh: '250.50',
      kgCo2e: '34.82',
      measures: [
        { sourceType: 'locationElectricity', factorKey: 'electricity_be_kwh', factorValue: '0.139' },
      ],
    });
    const premises = await read(true);
    // 1000 kWh × 0.0519 (France) = 51.90; 2 m3 × 0.1913 = 0.38
    expect(premises.totals).toEqual({
      electricityKwh: '1000.00',
      gasKwh: '0.00',
      waterM3: '2.000',
      generatorLitres: '0.00',
      kgCo2e: '52.28',
    });
    expect(premises.items[0]!.measures[0]!.factorYear).toEqual(expect.any(Number));
    expect(errorCode(await gql(app, FOOTPRINT, {}, { token: crew }))).toBe('FORBIDDEN');
    const other = await gql<{ GetLocationsFootprint: { items: unknown[] } }>(
      app,
      FOOTPRINT,
      {},
      { token: outsider },
    );
    expect(other.data!.GetLocationsFootprint.items).toEqual([]);
  });
});

describe('meter pictures (issue 15)', () => {
  const download = (url: string, token?: string) =>
    fetch(`${app.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('stores a meter picture checked by content, served only to the location’s readers', async () => {
    const id = (await newLocation(app, manager)).id;
    const upload = (kind: string, bytes: Uint8Array, token = manager) =>
      gqlUpload<{ AddLocationFile: { id: number; kind: string; url: string } }>(
        app,
        ADD_FILE,
        { id, k: kind },
        { name: 'meter.jpg', type: 'image/jpeg', bytes },
        token,
      );
    const first = await upload('electricityStart', JPEG);
    expect(first.errors).toBeUndefined();
    const { url } = first.data!.AddLocationFile;
    const mine = await download(url, manager);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(JPEG);
    expect((await download(url, greenViewer)).status).toBe(200);
    expect((await download(url)).status).toBe(401);
    expect((await download(url, crew)).status).toBe(404);
    expect((await download(url, outsider)).status).toBe(404);

    // A new start picture replaces the old one.
    const second = await upload('electricityStart', JPEG);
    const read = await gql<{ GetLocation: { files: { id: number; kind: string }[] } }>(
      app,
      GET,
      { id },
      { token: manager },
    );
    expect(read.data!.GetLocation.files).toEqual([
      expect.objectContaining({ id: second.data!.AddLocationFile.id, kind: 'electricityStart' }),
    ]);
    expect((await download(url, manager)).status).toBe(404);

    expect(refusal(await upload('electricityStart', new TextEncoder().encode('not a picture')))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'File',
    });
    expect(refusal(await upload('selfie', JPEG))).toEqual({ code: 'BAD_USER_INPUT', field: 'Kind' });
    expect(errorCode(await upload('electricityEnd', JPEG, crew))).toBe('FORBIDDEN');
    expect(errorCode(await upload('electricityEnd', JPEG, outsider))).toBe('NOT_FOUND');
  });
});
