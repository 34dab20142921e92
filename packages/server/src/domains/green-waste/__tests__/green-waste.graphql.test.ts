import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

/**
 * green/waste (issue 14): weights by kind in the project's units, one ledger entry of carbon category waste with
 * a line per kind (quantity converted to the factor's tonne × the DESNZ 2025 waste factor).
 */
const ENTRY = `id strDate endDate description department locationSetName sortedWaste recycledPaper kgCo2e
  quantities { kind quantity unit }`;
const LIST = `query($f: WasteFilterInput) { GetWasteEntries(Filter: $f) { units { kind unit } items { ${ENTRY} }
  totals { kind quantity unit display { value unit } } kgCo2e kgCo2eDisplay { value unit } } }`;
const SAVE = `mutation($id: Int, $e: WasteEntryInput!) { AddUpdWasteEntry(WasteEntryId: $id, WasteEntry: $e) { ${ENTRY} } }`;
const DELETE = 'mutation($id: Int!) { DelWasteEntry(WasteEntryId: $id) }';
const LEDGER = `query { GetCarbonEntries(Filter: { co2Type: 4 }) { totalRecords items { id carbonCategory kgCo2e } } }`;

interface WasteEntry {
  id: number;
  kgCo2e: string;
  [key: string]: unknown;
}
interface WastePage {
  items: WasteEntry[];
  totals: { kind: string; quantity: string; unit: string; display: { value: string; unit: string } }[];
  units: { kind: string; unit: string }[];
  kgCo2e: string;
}

let app: App;
let manager: string;
let wasteClerk: string;
let crew: string;
let other: string;
let wasteOff: string;
let otherEntryId: number;

// Cardboard in kg, general waste in tonnes, glass in litres (001 §3.10 unit fields: 0 kg, 1 tonne, 2 litre).
const WEEK = {
  strDate: '2026-11-02',
  endDate: '2026-11-06',
  description: 'Studio week 1',
  department: 1,
  locationSetName: 'Stage 3',
  sortedWaste: true,
  quantities: { cardboard: '250', general: '1.5' },
};

const save = async (token: string, entry: Record<string, unknown>, id?: number) =>
  gql<{ AddUpdWasteEntry: WasteEntry }>(app, SAVE, { id: id ?? null, e: entry }, { token });
const list = async (token: string, filter: Record<string, unknown> = {}) => {
  const answer = await gql<{ GetWasteEntries: WastePage }>(app, LIST, { f: filter }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.GetWasteEntries;
};

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, {
    useWaste: true,
    cardboardUnit: 0,
    generalWasteUnit: 1,
    glassUnit: 2,
  });
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  wasteClerk = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canViewWasteScreens'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const otherProject = await createProject(app, { useWaste: true });
  other = await signInAs(app, (await createUser(app, otherProject.id, { isAdmin: true })).email);
  const first = await save(other, { strDate: '2026-11-02', quantities: { food: '10' } });
  if (!first.data) throw new Error(JSON.stringify(first.errors));
  otherEntryId = first.data.AddUpdWasteEntry.id;
  const off = await createProject(app, { useWaste: false });
  wasteOff = await signInAs(app, (await createUser(app, off.id, { isAdmin: true })).email);
});

describe('waste entries (issue 14, green/waste)', () => {
  it('reads the project units and computes one line per kind, converted to the factor’s tonne', async () => {
    expect((await list(manager)).units).toEqual(
      expect.arrayContaining([
        { kind: 'cardboard', unit: 'kg' },
        { kind: 'general', unit: 'tonne' },
        { kind: 'glass', unit: 'litre' },
        { kind: 'plasticDestruction', unit: 'kg' },
      ]),
    );
    const answer = await save(manager, WEEK);
    expect(answer.errors).toBeUndefined();
    // 0.25 t × 4.68568 + 1.5 t × 520.5327 = 1.17142 + 780.79905 = 781.97047 kg CO2e
    expect(answer.data!.AddUpdWasteEntry).toMatchObject({
      strDate: '2026-11-02',
      endDate: '2026-11-06',
      department: 1,
      locationSetName: 'Stage 3',
      sortedWaste: true,
      recycledPaper: false,
      kgCo2e: '781.97',
      quantities: [
        { kind: 'cardboard', quantity: '250', unit: 'kg' },
        { kind: 'general', quantity: '1.5', unit: 'tonne' },
      ],
    });
    const ledger = await gql<{ GetCarbonEntries: { items: { id: number; kgCo2e: string }[] } }>(
      app,
      LEDGER,
      {},
      { token: manager },
    );
    // The manual form of the green table reads the same weights in kg.
    const detail = await gql<{
      GetCarbonEntry: { entry: { details: { waste: { kind: string; value: string | null }[] } } };
    }>(
      app,
      'query($id: Int!) { GetCarbonEntry(CarbonEntryId: $id) { entry { details { waste { kind value } } } } }',
      { id: answer.data!.AddUpdWasteEntry.id },
      { token: manager },
    );
    expect(detail.data!.GetCarbonEntry.entry.details.waste).toEqual(
      expect.arrayContaining([
        { kind: 'cardboard', value: '250' },
        { kind: 'general', value: '1500' },
      ]),
    );
    expect(ledger.data!.GetCarbonEntries.items).toContainEqual(
      expect.objectContaining({ id: answer.data!.AddUpdWasteEntry.id, carbonCategory: 4, kgCo2e: '781.97' }),
    );
  });

  it('totals each kind in the §9 display units (kg, T above 1000) and filters by dates and department', async () => {
    const second = await save(wasteClerk, {
      strDate: '2026-11-09',
      department: 2,
      quantities: { cardboard: '800', plasticDestruction: '12.5' },
    });
    expect(second.errors).toBeUndefined();
    const page = await list(manager);
    expect(page.items).toHaveLength(2);
    expect(page.totals).toEqual([
      { kind: 'cardboard', quantity: '1050', unit: 'kg', display: { value: '1.05', unit: 'T' } },
      { kind: 'general', quantity: '1500', unit: 'kg', display: { value: '1.50', unit: 'T' } },
      { kind: 'plasticDestruction', quantity: '12.5', unit: 'kg', display: { value: '12.50', unit: 'Kg' } },
    ]);
    const week2 = await list(manager, { startDate: '2026-11-07', endDate: '2026-11-30' });
    expect(week2.items.map((i) => i.strDate)).toEqual(['2026-11-09']);
    const camera = await list(manager, { department: 2 });
    expect(camera.totals).toEqual([
      { kind: 'cardboard', quantity: '800', unit: 'kg', display: { value: '800.00', unit: 'Kg' } },
      { kind: 'plasticDestruction', quantity: '12.5', unit: 'kg', display: { value: '12.50', unit: 'Kg' } },
    ]);
    // The first week overlaps a range starting mid-week.
    expect((await list(manager, { startDate: '2026-11-05', endDate: '2026-11-05' })).items).toHaveLength(1);
  });

  it.each([
    ['no weight at all', { strDate: '2026-11-02', quantities: {} }, 'quantities'],
    [
      'a weight that is not a number',
      { strDate: '2026-11-02', quantities: { paper: 'ten' } },
      'quantities.paper',
    ],
    ['a negative weight', { strDate: '2026-11-02', quantities: { paper: '-1' } }, 'quantities.paper'],
    ['an end before the start', { ...WEEK, endDate: '2026-11-01' }, 'endDate'],
    ['no date', { quantities: { paper: '1' } }, 'strDate'],
    [
      'a volume (no sourced factor per litre)',
      { strDate: '2026-11-02', quantities: { glass: '40' } },
      'quantities.glass',
    ],
  ])('refuses %s naming the field, and writes nothing', async (_name, entry, field) => {
    const before = (await list(manager)).items.length;
    const answer = await save(manager, entry);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    expect((await list(manager)).items).toHaveLength(before);
  });

  it('changes and deletes an entry; another project’s entry is NOT_FOUND', async () => {
    const created = (await save(manager, { strDate: '2026-11-20', quantities: { food: '100' } })).data!
      .AddUpdWasteEntry;
    // 0.1 t × 8.98311 = 0.898311
    expect(created.kgCo2e).toBe('0.90');
    const changed = await save(manager, { strDate: '2026-11-20', quantities: { food: '1000' } }, created.id);
    expect(changed.data!.AddUpdWasteEntry).toMatchObject({ id: created.id, kgCo2e: '8.98' });
    expect(
      errorCode(await save(manager, { strDate: '2026-11-20', quantities: { food: '1' } }, otherEntryId)),
    ).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DELETE, { id: otherEntryId }, { token: manager }))).toBe('NOT_FOUND');
    const deleted = await gql<{ DelWasteEntry: number }>(app, DELETE, { id: created.id }, { token: manager });
    expect(deleted.data!.DelWasteEntry).toBe(created.id);
    expect(errorCode(await gql(app, DELETE, { id: created.id }, { token: manager }))).toBe('NOT_FOUND');
    expect((await list(other)).items.map((i) => i.id)).toEqual([otherEntryId]);
  });

  it.each([
    ['a crew member without the waste right', () => crew, 'FORBIDDEN'],
    ['a project with the waste module off', () => wasteOff, 'FORBIDDEN'],
  ])('refuses %s', async (_name, token, code) => {
    expect(errorCode(await gql(app, LIST, { f: {} }, { token: token() }))).toBe(code);
    expect(errorCode(await save(token(), WEEK))).toBe(code);
    expect(errorCode(await gql(app, DELETE, { id: otherEntryId }, { token: token() }))).toBe(code);
  });
});
