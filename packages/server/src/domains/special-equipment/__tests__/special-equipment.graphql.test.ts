import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql } from '../../../test/harness';

let app: App;
let editor: string;
let reader: string;
let crew: string;
let outsider: string;
let greenOff: string;
let otherItemId: number;

const ITEM =
  'id name type supplier department startDate endDate days energyMode fuel litres kwh country hours litresPerHour notes';
const LIST = `{ GetSpecialEquipments { ${ITEM} } }`;
const GET = `query($id: Int!) { GetSpecialEquipment(SpecialEquipmentId: $id) { ${ITEM} } }`;
const SAVE = `mutation($id: Int, $i: SpecialEquipmentInput!) { AddUpdSpecialEquipment(SpecialEquipmentId: $id, SpecialEquipment: $i) { ${ITEM} } }`;
const DELETE = 'mutation($id: Int!) { DelSpecialEquipment(SpecialEquipmentId: $id) }';
const CARBON = `{ GetSpecialEquipmentCarbon { rows { item { id name } entryId kgCo2e kgCo2eDisplay { value unit } quantity unit
  factorKey factorValue factorUnit factorSource factorYear isOverride formula } totalKgCo2e totalDisplay { value unit } } }`;
const LEDGER = `query($f: CarbonEntryFilterInput) { GetCarbonEntries(Filter: $f) { items { id sourceType sourceId kgCo2e
  carbonCategory description } totals { kgCo2e } } }`;

const DESNZ = 'UK DESNZ GHG Conversion Factors for Company Reporting 2025 (full set v1; AR5 GWP100)';
const GENERATOR = {
  name: 'Generator 100 kVA',
  type: 'generator',
  supplier: 'Loueur Lumière',
  department: 2,
  startDate: '2026-11-03',
  endDate: '2026-11-05',
  days: 3,
  energyMode: 'litres',
  fuel: 'gasOil',
  litres: '100',
  notes: 'Night exteriors',
};

type Item = Record<string, unknown> & { id: number };
type CarbonRow = Record<string, unknown> & { item: { id: number } };
type LedgerEntry = { id: number; sourceType: string; sourceId: number; kgCo2e: string };

const save = (token: string, item: Record<string, unknown>, id?: number) =>
  gql<{ AddUpdSpecialEquipment: Item }>(app, SAVE, { id: id ?? null, i: item }, { token });
async function saved(token: string, item: Record<string, unknown>, id?: number) {
  const answer = await save(token, item, id);
  expect(answer.errors).toBeUndefined();
  return answer.data!.AddUpdSpecialEquipment;
}
const field = (answer: GqlResult) => answer.errors?.[0]?.extensions?.field;
async function carbonOf(token: string, itemId: number) {
  const answer = await gql<{ GetSpecialEquipmentCarbon: { rows: CarbonRow[]; totalKgCo2e: string } }>(
    app,
    CARBON,
    {},
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.GetSpecialEquipmentCarbon.rows.find((row) => row.item.id === itemId);
}
async function ledger(token: string) {
  const answer = await gql<{ GetCarbonEntries: { items: LedgerEntry[] } }>(
    app,
    LEDGER,
    { f: { source: 'specialEquipment' } },
    { token },
  );
  return answer.data!.GetCarbonEntries.items;
}

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  editor = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  reader = await signInAs(app, (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const other = await createProject(app);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  otherItemId = (await saved(outsider, GENERATOR)).id;
  const off = await createProject(app, { useGreen: false });
  greenOff = await signInAs(app, (await createUser(app, off.id, { isAdmin: true })).email);
});

describe('special equipment register (issue 14)', () => {
  it('a generator with 100 litres of gas oil feeds the ledger: 100 × 2.75541 = 275.54 kg, with its factor', async () => {
    const item = await saved(editor, GENERATOR);
    expect(item).toMatchObject({ name: 'Generator 100 kVA', litres: '100', fuel: 'gasOil', days: 3 });
    const row = await carbonOf(reader, item.id);
    expect(row).toMatchObject({
      kgCo2e: '275.54',
      kgCo2eDisplay: { value: '275.54', unit: 'Kg' },
      quantity: '100',
      unit: 'litre',
      factorKey: 'gas_oil_litre',
      factorValue: '2.75541',
      factorUnit: 'litre',
      factorSource: DESNZ,
      factorYear: 2025,
      isOverride: false,
      formula: '100 litre × 2.75541 kg/litre = 275.541 kg',
    });
    const entries = (await ledger(editor)).filter((entry) => entry.sourceId === item.id);
    expect(entries).toEqual([
      expect.objectContaining({ sourceType: 'specialEquipment', kgCo2e: '275.54', id: row!.entryId }),
    ]);
  });

  it.each([
    [
      'hours × litres per hour of diesel: 10 × 12.5 = 125 l × 2.57082',
      { energyMode: 'hours', fuel: 'diesel', hours: '10', litresPerHour: '12.5', litres: null },
      'diesel_avg_biofuel_blend_litre',
      '321.35',
    ],
    [
      '500 kWh of French grid electricity × 0.0519',
      { energyMode: 'kwh', kwh: '500', country: 'FR', fuel: null, litres: null },
      'electricity_fr_kwh',
      '25.95',
    ],
  ])('%s', async (_name, change, factorKey, kg) => {
    const item = await saved(editor, { ...GENERATOR, type: 'crane', ...change });
    expect(await carbonOf(editor, item.id)).toMatchObject({ factorKey, kgCo2e: kg });
  });

  it("counts with the project's override of the factor, flagged as such", async () => {
    const project = await createProject(app);
    const admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
    const override = await gql(
      app,
      'mutation { SetCarbonFactorOverride(FactorKey: "gas_oil_litre", Value: "3", Reason: "Supplier figure") { id } }',
      {},
      { token: admin },
    );
    expect(override.errors).toBeUndefined();
    const item = await saved(admin, GENERATOR);
    // 100 × 3 = 300
    expect(await carbonOf(admin, item.id)).toMatchObject({
      kgCo2e: '300.00',
      factorValue: '3',
      isOverride: true,
    });
  });

  it('changing the item changes its entry; deleting it removes the entry, in the same write', async () => {
    const item = await saved(editor, { ...GENERATOR, name: 'Balloon light' });
    const before = (await ledger(editor)).filter((entry) => entry.sourceId === item.id);
    await saved(editor, { ...GENERATOR, name: 'Balloon light', litres: '200' }, item.id);
    const after = (await ledger(editor)).filter((entry) => entry.sourceId === item.id);
    // 200 × 2.75541 = 551.082
    expect(after).toEqual([expect.objectContaining({ id: before[0]!.id, kgCo2e: '551.08' })]);
    const deleted = await gql<{ DelSpecialEquipment: number }>(
      app,
      DELETE,
      { id: item.id },
      { token: editor },
    );
    expect(deleted.data!.DelSpecialEquipment).toBe(item.id);
    expect((await ledger(editor)).filter((entry) => entry.sourceId === item.id)).toEqual([]);
    expect(errorCode(await gql(app, GET, { id: item.id }, { token: editor }))).toBe('NOT_FOUND');
  });

  it.each([
    ['name', { name: '' }],
    ['type', { type: 'spaceship' }],
    ['startDate', { startDate: '2026-13-01' }],
    ['endDate', { endDate: '2026-11-01' }],
    ['litres', { litres: null }],
    ['litres', { litres: '-5' }],
    ['fuel', { fuel: null }],
    ['fuel', { fuel: 'kerosene' }],
    ['kwh', { energyMode: 'kwh', kwh: null, country: 'fr' }],
    ['country', { energyMode: 'kwh', kwh: '10', country: 'zz' }],
    ['hours', { energyMode: 'hours', hours: null, litresPerHour: '3' }],
    ['litresPerHour', { energyMode: 'hours', hours: '3', litresPerHour: '0' }],
    ['days', { days: 0 }],
  ])(
    'refuses a bad %s with a field error; neither the item nor an entry is written',
    async (name, change) => {
      const items = (await gql<{ GetSpecialEquipments: Item[] }>(app, LIST, {}, { token: editor })).data!
        .GetSpecialEquipments.length;
      const entries = (await ledger(editor)).length;
      const answer = await save(editor, { ...GENERATOR, ...change });
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(field(answer)).toBe(name);
      expect(
        (await gql<{ GetSpecialEquipments: Item[] }>(app, LIST, {}, { token: editor })).data!
          .GetSpecialEquipments,
      ).toHaveLength(items);
      expect(await ledger(editor)).toHaveLength(entries);
    },
  );

  it('a green reader sees the carbon view but does not keep the register; crew neither', async () => {
    expect(errorCode(await gql(app, CARBON, {}, { token: reader }))).toBeUndefined();
    expect(errorCode(await gql(app, LIST, {}, { token: reader }))).toBe('FORBIDDEN');
    expect(errorCode(await save(reader, GENERATOR))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, CARBON, {}, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await save(crew, GENERATOR))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, LIST, {}, { token: greenOff }))).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for another project’s item on every operation, and does not show it', async () => {
    const id = otherItemId;
    const answers = [
      await gql(app, GET, { id }, { token: editor }),
      await save(editor, GENERATOR, id),
      await gql(app, DELETE, { id }, { token: editor }),
    ];
    expect(answers.map(errorCode)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await carbonOf(editor, id)).toBeUndefined();
    const theirs = await carbonOf(outsider, id);
    expect(theirs).toMatchObject({ kgCo2e: '275.54' });
  });
});
