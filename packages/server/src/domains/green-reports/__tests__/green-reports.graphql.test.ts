import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { upsertSourceEntry } from '../../carbon';
import { saveEntry } from '../../carbon/__tests__/carbon-fixture';
import { projects } from '../../projects';
import { greenReportSummary } from '../index';

let app: App;
let projectId: number;
let manager: string;
let reader: string;
let crew: string;
let french: string;
let otherManager: string;
let noReporting: string;
const kg: Record<string, string> = {};
const ids: Record<string, number> = {};

const REPORT = `query($r: String!, $f: String, $t: String, $p: Boolean) {
  GetGreenReport(Report: $r, From: $f, To: $t, IncludePending: $p) {
    kind totalKgCo2e ledgerKgCo2e leftOutKgCo2e totalEntries ledgerEntries
    chapters { key counted kgCo2e entries lines { key kgCo2e entries quantities { key unit quantity } } }
    leftOut { key reason carbonCategory kgCo2e entries } } }`;
const LINE = `query($r: String!, $l: String!, $o: Int, $s: Int, $p: Boolean) {
  GetGreenReportLineEntries(Report: $r, Line: $l, Offset: $o, Size: $s, IncludePending: $p) {
    items { id kgCo2e } totalRecords kgCo2e } }`;

interface Line {
  key: string;
  kgCo2e: string;
  entries: number;
  quantities: { key: string; unit: string; quantity: string }[];
}
interface Report {
  totalKgCo2e: string;
  ledgerKgCo2e: string;
  leftOutKgCo2e: string;
  ledgerEntries: number;
  chapters: { key: string; counted: boolean; kgCo2e: string; lines: Line[] }[];
  leftOut: { key: string; reason: string; kgCo2e: string; entries: number }[];
}

async function report(kind: string, vars: Record<string, unknown> = {}, token = manager) {
  const answer = await gql<{ GetGreenReport: Report }>(app, REPORT, { r: kind, ...vars }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.GetGreenReport;
}
const sum = (...values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);
const lineOf = (r: Report, key: string) => r.chapters.flatMap((c) => c.lines).find((l) => l.key === key)!;
const quantity = (l: Line, key: string) => l.quantities.find((q) => q.key === key);

const ENTRIES: Record<string, Record<string, unknown>> = {
  car: {
    carbonCategory: 3,
    strDate: '2026-11-02',
    transportTypeCode: 6,
    fuel: 'diesel',
    km: '300',
    passengers: 2,
  },
  flight: {
    carbonCategory: 3,
    strDate: '2026-11-03',
    transportTypeCode: 10,
    factorKey: 'flight_shorthaul_economy_rf_passenger_km',
    km: '1000',
    passengers: 2,
  },
  truck: { carbonCategory: 3, strDate: '2026-11-03', transportTypeCode: 17, km: '80' },
  hotel: { carbonCategory: 1, strDate: '2026-11-04', nights: 2, bedrooms: 3, country: 'be' },
  meals: { carbonCategory: 5, strDate: '2026-11-04', meals: { red: 4, white: 6, vege: 10, notSpecified: 0 } },
  waste: {
    carbonCategory: 4,
    strDate: '2026-11-05',
    description: 'Déchets du décor, équipe été',
    waste: { cardboard: '40', plastic: '12.5' },
  },
  office: {
    carbonCategory: 2,
    strDate: '2026-11-05',
    energySource: 'electricity',
    kwh: '500',
    country: 'be',
  },
  generator: { carbonCategory: 2, strDate: '2026-11-06', litres: '100', fuel: 'diesel', generator: true },
  other: { carbonCategory: 12, strDate: '2026-11-20', quantity: '120', factorKey: 'ferry_foot_passenger_km' },
};

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useReporting: true });
  projectId = project.id;
  manager = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canAccessGreenReporting'] })).email,
  );
  reader = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canViewReportingScreens'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, projectId)).email);
  french = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canViewGreenTable'], appLanguage: 1 })).email,
  );
  const other = await createProject(app, { useReporting: true });
  otherManager = await signInAs(app, (await createUser(app, other.id, { isProd: true })).email);
  const plain = await createProject(app);
  noReporting = await signInAs(app, (await createUser(app, plain.id, { isProd: true })).email);
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const saved = await saveEntry(app, manager, { description: name, ...entry });
    kg[name] = saved.entry.kgCo2e;
    ids[name] = saved.entry.id;
  }
  // A pending source entry (a PO line not yet validated) and an excluded one (a refused expense).
  for (const [sourceId, status] of [
    [7001, 'pending'],
    [7002, 'excluded'],
  ] as const) {
    const entry = await app.services.db.transaction((tx) =>
      upsertSourceEntry(tx, {
        projectId,
        sourceType: 'poLine',
        sourceId,
        carbonCategory: 2,
        status,
        strDate: '2026-11-07',
        measure: { kind: 'quantity', quantity: '1000', unit: 'kWh', factorKey: 'electricity_be_kwh' },
      }),
    );
    kg[status] = entry!.kgCo2e;
    ids[status] = entry!.id;
  }
});

describe("Carbon'Clap and PEAR from the one ledger (issue 16)", () => {
  it("Carbon'Clap: the report's total plus what it leaves out is the ledger's, each group the entries it holds", async () => {
    const r = await report('carbonClap');
    const actual = Object.keys(ENTRIES).map((name) => kg[name]!);
    expect(r.ledgerKgCo2e).toBe(sum(...actual));
    expect(r.ledgerEntries).toBe(Object.keys(ENTRIES).length);
    expect(sum(r.totalKgCo2e, r.leftOutKgCo2e)).toBe(r.ledgerKgCo2e);
    expect(r.leftOut).toEqual([
      { key: 'category:12', reason: 'notInReport', carbonCategory: 12, kgCo2e: kg.other, entries: 1 },
    ]);
    expect(r.totalKgCo2e).toBe(sum(...r.chapters.filter((c) => c.counted).map((c) => c.kgCo2e)));
    expect(lineOf(r, 'transportPeople').kgCo2e).toBe(sum(kg.car!, kg.flight!));
    expect(lineOf(r, 'transportGoods').kgCo2e).toBe(kg.truck);
    expect(lineOf(r, 'officeEnergy').kgCo2e).toBe(kg.office);
    expect(lineOf(r, 'generatorFuel').kgCo2e).toBe(kg.generator);
  });

  it("Carbon'Clap quantities: km by means, nights, meals and waste by kind, kWh and litres", async () => {
    const r = await report('carbonClap');
    const people = lineOf(r, 'transportPeople');
    expect(quantity(people, 'means6')).toEqual({ key: 'means6', unit: 'km', quantity: '300.00' });
    expect(quantity(people, 'means16')).toEqual({ key: 'means16', unit: 'km', quantity: '1000.00' });
    expect(quantity(lineOf(r, 'transportGoods'), 'means17')?.quantity).toBe('80.00');
    expect(lineOf(r, 'accommodation').quantities).toEqual([
      { key: 'hotelNights', unit: 'room_night', quantity: '6.00' },
    ]);
    const catering = lineOf(r, 'catering');
    expect(quantity(catering, 'red')?.quantity).toBe('4.00');
    expect(quantity(catering, 'vege')).toEqual({ key: 'vege', unit: 'meal', quantity: '10.00' });
    const waste = lineOf(r, 'officeWaste');
    expect(quantity(waste, 'cardboard')).toEqual({ key: 'cardboard', unit: 'kg', quantity: '40.00' });
    expect(quantity(waste, 'plastic')?.quantity).toBe('12.50');
    expect(quantity(lineOf(r, 'officeEnergy'), 'electricity')).toMatchObject({
      unit: 'kWh',
      quantity: '500.00',
    });
    expect(quantity(lineOf(r, 'generatorFuel'), 'gasOil')).toMatchObject({
      unit: 'litre',
      quantity: '100.00',
    });
  });

  it('PEAR leaves food and waste out of its total, by reason, and counts passenger-km', async () => {
    const r = await report('pear');
    expect(r.ledgerKgCo2e).toBe((await report('carbonClap')).ledgerKgCo2e);
    expect(sum(r.totalKgCo2e, r.leftOutKgCo2e)).toBe(r.ledgerKgCo2e);
    const reason = r.leftOut.find((g) => g.key === 'pearNoFoodMaterialsWaste')!;
    expect(reason).toMatchObject({ kgCo2e: sum(kg.meals!, kg.waste!), entries: 2 });
    expect(r.leftOut.find((g) => g.key === 'category:12')).toMatchObject({ kgCo2e: kg.other, entries: 1 });
    expect(sum(...r.leftOut.map((g) => g.kgCo2e))).toBe(r.leftOutKgCo2e);
    expect(r.chapters.find((c) => c.key === 'otherMetrics')).toMatchObject({ counted: false });
    expect(quantity(lineOf(r, 'air'), 'air')).toEqual({
      key: 'air',
      unit: 'passenger_km',
      quantity: '2000.00',
    });
    expect(quantity(lineOf(r, 'hotelNights'), 'hotelNights')?.quantity).toBe('6.00');
    expect(quantity(lineOf(r, 'electricity'), 'electricity')?.quantity).toBe('500.00');
    expect(quantity(lineOf(r, 'fuel'), 'gasOil')?.quantity).toBe('100.00');
  });

  it('the scope: pending entries on request, never excluded ones; a period on the entry day', async () => {
    const withPending = await report('pear', { p: true });
    expect(withPending.ledgerKgCo2e).toBe(sum((await report('pear')).ledgerKgCo2e, kg.pending!));
    expect(lineOf(withPending, 'electricity').quantities[0]!.quantity).toBe('1500.00');
    const november = await report('carbonClap', { f: '2026-11-03', t: '2026-11-05' });
    expect(november.ledgerKgCo2e).toBe(
      sum(kg.flight!, kg.truck!, kg.hotel!, kg.meals!, kg.waste!, kg.office!),
    );
    expect(november.leftOut).toEqual([]);
    expect(november.totalKgCo2e).toBe(november.ledgerKgCo2e);
  });

  it('a line drills down to exactly its entries, paged; a left-out group to its own', async () => {
    const all = await gql<{
      GetGreenReportLineEntries: { items: { id: number }[]; totalRecords: number; kgCo2e: string };
    }>(app, LINE, { r: 'carbonClap', l: 'transportPeople' }, { token: manager });
    const page = all.data!.GetGreenReportLineEntries;
    expect(page.items.map((i) => i.id).sort()).toEqual([ids.car, ids.flight].sort());
    expect(page.kgCo2e).toBe(sum(kg.car!, kg.flight!));
    const first = await gql<{ GetGreenReportLineEntries: { items: { id: number }[]; totalRecords: number } }>(
      app,
      LINE,
      { r: 'carbonClap', l: 'transportPeople', s: 1, o: 1 },
      { token: reader },
    );
    expect(first.data!.GetGreenReportLineEntries).toMatchObject({
      totalRecords: 2,
      items: [{ id: ids.car }],
    });
    const reason = await gql<{ GetGreenReportLineEntries: { items: { id: number }[] } }>(
      app,
      LINE,
      { r: 'pear', l: 'pearNoFoodMaterialsWaste' },
      { token: manager },
    );
    expect(reason.data!.GetGreenReportLineEntries.items.map((i) => i.id).sort()).toEqual(
      [ids.meals, ids.waste].sort(),
    );
    const pending = await gql<{ GetGreenReportLineEntries: { items: { id: number }[] } }>(
      app,
      LINE,
      { r: 'pear', l: 'electricity', p: true },
      { token: manager },
    );
    expect(pending.data!.GetGreenReportLineEntries.items.map((i) => i.id).sort()).toEqual(
      [ids.office, ids.pending].sort(),
    );
  });

  it('another project sees only its own (empty) ledger; rights and modules are checked', async () => {
    const theirs = await report('carbonClap', {}, otherManager);
    expect(theirs).toMatchObject({ ledgerKgCo2e: '0.00', totalKgCo2e: '0.00', ledgerEntries: 0 });
    const theirLine = await gql<{ GetGreenReportLineEntries: { totalRecords: number } }>(
      app,
      LINE,
      { r: 'carbonClap', l: 'transportPeople' },
      { token: otherManager },
    );
    expect(theirLine.data!.GetGreenReportLineEntries.totalRecords).toBe(0);
    expect(errorCode(await gql(app, REPORT, { r: 'pear' }, { token: crew }))).toBe('FORBIDDEN');
    expect((await report('carbonClap', {}, reader)).ledgerKgCo2e).not.toBe('0.00');
    // Carbon'Clap is a reporting screen: without the reporting module only PEAR is produced.
    expect(errorCode(await gql(app, REPORT, { r: 'carbonClap' }, { token: noReporting }))).toBe('FORBIDDEN');
    expect((await report('pear', {}, noReporting)).ledgerKgCo2e).toBe('0.00');
  });

  it("bad input is a field error in the caller's language", async () => {
    const kind = await gql(app, REPORT, { r: 'ghg' }, { token: manager });
    expect(errorCode(kind)).toBe('BAD_USER_INPUT');
    expect(kind.errors?.[0]?.extensions?.field).toBe('report');
    const order = await gql(app, REPORT, { r: 'pear', f: '2026-11-10', t: '2026-11-01' }, { token: french });
    expect(errorCode(order)).toBe('BAD_USER_INPUT');
    expect(order.errors?.[0]?.extensions?.field).toBe('to');
    const english = await gql(
      app,
      REPORT,
      { r: 'pear', f: '2026-11-10', t: '2026-11-01' },
      { token: manager },
    );
    expect(order.errors?.[0]?.message).not.toBe(english.errors?.[0]?.message);
    const line = await gql(app, LINE, { r: 'pear', l: 'nowhere' }, { token: manager });
    expect(line.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'line' });
    const size = await gql(app, LINE, { r: 'pear', l: 'fuel', s: 101 }, { token: manager });
    expect(size.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'size' });
  });

  it("the default report follows greenReporting (3 Carbon'Clap, 4 PEAR), else carbonModel", async () => {
    const DEFAULT = 'query { GetGreenReportDefault }';
    const kindFor = async (token: string) =>
      (await gql<{ GetGreenReportDefault: string }>(app, DEFAULT, {}, { token })).data?.GetGreenReportDefault;
    expect(await kindFor(manager)).toBe('carbonClap');
    await app.database.db.update(projects).set({ carbonModel: 4 }).where(eq(projects.id, projectId));
    expect(await kindFor(manager)).toBe('pear');
    await app.database.db.update(projects).set({ greenReporting: 3 }).where(eq(projects.id, projectId));
    expect(await kindFor(manager)).toBe('carbonClap');
    await app.database.db
      .update(projects)
      .set({ greenReporting: 4, carbonModel: 0 })
      .where(eq(projects.id, projectId));
    expect(await kindFor(reader)).toBe('pear');
    // Without the reporting module only PEAR can be produced.
    expect(await kindFor(noReporting)).toBe('pear');
    expect(errorCode(await gql(app, DEFAULT, {}, { token: crew }))).toBe('FORBIDDEN');
  });

  it('greenReportSummary gives the final report the same figures', async () => {
    const summary = await app.services.db.transaction((tx) => greenReportSummary(tx, projectId, 'pear'));
    const r = await report('pear');
    expect(summary).toMatchObject({
      kind: 'pear',
      totalKgCo2e: r.totalKgCo2e,
      ledgerKgCo2e: r.ledgerKgCo2e,
      leftOutKgCo2e: r.leftOutKgCo2e,
    });
    expect(summary.chapters).toEqual(r.chapters.map((c) => ({ key: c.key, kgCo2e: c.kgCo2e })));
    expect(summary.leftOut).toEqual(
      r.leftOut.map((g) => ({ key: g.key, kgCo2e: g.kgCo2e, entries: g.entries })),
    );
  });
});
