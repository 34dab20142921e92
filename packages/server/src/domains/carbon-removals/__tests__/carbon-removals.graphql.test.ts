import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { detectCertificateType } from '../carbon-certificates.service';
import { carbonRemovals } from '../carbon-removals.table';

let app: App;
let manager: string;
let reader: string;
let crew: string;
let outsider: string;
let moduleOff: string;
let otherRemovalId: number;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF');
const FIELDS = `id kind description project date kgCo2e kgCo2eDisplay { value unit } provider standard serialNumber
  vintageYear price currency status certificateName certificateType certificateSize certificateUrl`;
const LIST = `{ GetCarbonRemovals { items { ${FIELDS} } totals { count kgCo2e removalKgCo2e offsetKgCo2e plannedKgCo2e display { value unit } } } }`;
const GET = `query($id: Int!) { GetCarbonRemoval(CarbonRemovalId: $id) { ${FIELDS} } }`;
const SAVE = `mutation($id: Int, $r: CarbonRemovalInput!) { AddUpdCarbonRemoval(CarbonRemovalId: $id, CarbonRemoval: $r) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { DelCarbonRemoval(CarbonRemovalId: $id) }';
const UPLOAD = `mutation($id: Int!, $file: File!) { AddCarbonRemovalCertificate(CarbonRemovalId: $id, File: $file) { ${FIELDS} } }`;
const DEL_FILE = `mutation($id: Int!) { DelCarbonRemovalCertificate(CarbonRemovalId: $id) { ${FIELDS} } }`;
const DASHBOARD = `{ GetAdminGreenDashboard { totalGenerated totals { kgCo2e } removals { count kgCo2e removalKgCo2e
  offsetKgCo2e plannedKgCo2e grossMinusRemovalsKgCo2e display { value unit } } } }`;
const USER_DASHBOARD = '{ GetUserGreenDashboard { totalGenerated removals { kgCo2e } } }';
const MANUAL = `mutation($e: CarbonEntryInput!) { AddUpdCarbonEntry(CarbonEntry: $e) { entry { id kgCo2e } } }`;

const FOREST = {
  kind: 'removal',
  description: 'Reforestation credits for the shoot',
  project: 'Forêt de Chizé',
  date: '2026-11-10',
  quantity: '2.5',
  unit: 'tonne',
  provider: 'EcoAct',
  standard: 'Label Bas-Carbone',
  serialNumber: 'LBC-2026-000123',
  vintageYear: 2025,
  price: '87.50',
  currency: 'eur',
  status: 'purchased',
};

type Removal = Record<string, unknown> & { id: number; certificateUrl: string | null };

async function save(token: string, removal: Record<string, unknown>, id?: number) {
  return gql<{ AddUpdCarbonRemoval: Removal }>(app, SAVE, { id: id ?? null, r: removal }, { token });
}
async function saved(token: string, removal: Record<string, unknown>, id?: number) {
  const answer = await save(token, removal, id);
  expect(answer.errors).toBeUndefined();
  return answer.data!.AddUpdCarbonRemoval;
}
const field = (answer: GqlResult) => answer.errors?.[0]?.extensions?.field;
const download = (url: string, token?: string) =>
  fetch(`${app.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const count = async (projectToken: string) =>
  (await gql<{ GetCarbonRemovals: { totals: { count: number } } }>(app, LIST, {}, { token: projectToken }))
    .data!.GetCarbonRemovals.totals.count;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useCarbonRemoval: true });
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canManageCarbonRemoval'] })).email,
  );
  reader = await signInAs(app, (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const other = await createProject(app, { useCarbonRemoval: true });
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  otherRemovalId = (await saved(outsider, FOREST)).id;
  const off = await createProject(app);
  moduleOff = await signInAs(app, (await createUser(app, off.id, { isAdmin: true })).email);
});

describe('carbon removals and offsets (issue 14)', () => {
  it('records a removal in tonnes, kept as kg, with every field', async () => {
    const removal = await saved(manager, FOREST);
    expect(removal).toMatchObject({
      kind: 'removal',
      project: 'Forêt de Chizé',
      date: '2026-11-10',
      kgCo2e: '2500',
      kgCo2eDisplay: { value: '2.50', unit: 'T' },
      standard: 'Label Bas-Carbone',
      serialNumber: 'LBC-2026-000123',
      vintageYear: 2025,
      price: '87.50',
      currency: 'EUR',
      status: 'purchased',
      certificateUrl: null,
    });
    const read = await gql<{ GetCarbonRemoval: Removal }>(app, GET, { id: removal.id }, { token: reader });
    expect(read.data!.GetCarbonRemoval.kgCo2e).toBe('2500');
  });

  it('totals removals and offsets apart; planned ones do not count yet', async () => {
    const project = await createProject(app, { useCarbonRemoval: true });
    const token = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
    await saved(token, { ...FOREST, quantity: '1.2', unit: 'tonne' });
    await saved(token, { ...FOREST, kind: 'offset', quantity: '350.5', unit: 'kg', status: 'retired' });
    await saved(token, { ...FOREST, kind: 'offset', quantity: '100', unit: 'kg', status: 'planned' });
    const list = await gql<{ GetCarbonRemovals: { items: Removal[]; totals: Record<string, unknown> } }>(
      app,
      LIST,
      {},
      { token },
    );
    expect(list.data!.GetCarbonRemovals.items).toHaveLength(3);
    expect(list.data!.GetCarbonRemovals.totals).toEqual({
      count: 3,
      kgCo2e: '1550.500',
      removalKgCo2e: '1200.000',
      offsetKgCo2e: '350.500',
      plannedKgCo2e: '100.000',
      display: { value: '1.55', unit: 'T' },
    });
  });

  it('never changes the gross total: the dashboard shows removals beside it, and gross − removals by name', async () => {
    const project = await createProject(app, { useCarbonRemoval: true });
    const admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
    // 300 km diesel car: 300 × 0.17174 = 51.522 → 51.52 kg.
    const entry = await gql(
      app,
      MANUAL,
      {
        e: { carbonCategory: 3, strDate: '2026-11-02', transportTypeCode: 6, fuel: 'diesel', km: '300' },
      },
      { token: admin },
    );
    expect(entry.errors).toBeUndefined();
    type Dash = { GetAdminGreenDashboard: Record<string, unknown> & { removals: Record<string, unknown> } };
    const before = (await gql<Dash>(app, DASHBOARD, {}, { token: admin })).data!.GetAdminGreenDashboard;
    expect(before.totalGenerated).toBe('51.52');
    expect(before.removals).toMatchObject({ count: 0, kgCo2e: '0.000', grossMinusRemovalsKgCo2e: '51.52' });
    await saved(admin, { ...FOREST, quantity: '20', unit: 'kg' });
    const after = (await gql<Dash>(app, DASHBOARD, {}, { token: admin })).data!.GetAdminGreenDashboard;
    expect(after.totalGenerated).toBe('51.52');
    expect(after.totals).toEqual({ kgCo2e: '51.52' });
    expect(after.removals).toMatchObject({
      count: 1,
      kgCo2e: '20.000',
      removalKgCo2e: '20.000',
      grossMinusRemovalsKgCo2e: '31.52',
    });
    const own = await gql<{ GetUserGreenDashboard: { removals: unknown } }>(
      app,
      USER_DASHBOARD,
      {},
      {
        token: admin,
      },
    );
    expect(own.data!.GetUserGreenDashboard.removals).toBeNull();
  });

  it('answers no removals on the dashboard without the module', async () => {
    const dash = await gql<{ GetAdminGreenDashboard: { removals: unknown } }>(
      app,
      DASHBOARD,
      {},
      {
        token: moduleOff,
      },
    );
    expect(dash.errors).toBeUndefined();
    expect(dash.data!.GetAdminGreenDashboard.removals).toBeNull();
  });

  it.each([
    ['quantity', { quantity: '-3' }, 'notPositive'],
    ['quantity', { quantity: '1.23456' }, 'maxDecimals'],
    ['quantity', { quantity: '1234567890' }, 'tooManyDigits'],
    ['kind', { kind: 'gift' }, undefined],
    ['status', { status: 'lost' }, undefined],
    ['date', { date: '2026-02-30' }, undefined],
    ['vintageYear', { vintageYear: 1850 }, undefined],
    ['currency', { currency: 'EURO' }, undefined],
    ['price', { price: 'free' }, undefined],
  ])('refuses a bad %s with a field error and writes nothing', async (name, change, _key) => {
    const before = await count(manager);
    const answer = await save(manager, { ...FOREST, ...change });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(field(answer)).toBe(name);
    expect(await count(manager)).toBe(before);
  });

  it.each([
    ['crew without a right', () => crew, 'FORBIDDEN'],
    ['a green reader', () => reader, 'FORBIDDEN'],
    ['a project without the module', () => moduleOff, 'FORBIDDEN'],
  ])('refuses recording to %s', async (_who, token, code) => {
    expect(errorCode(await save(token(), FOREST))).toBe(code);
  });

  it('refuses reading to crew without a right', async () => {
    expect(errorCode(await gql(app, LIST, {}, { token: crew }))).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for another project’s removal, on every operation', async () => {
    const id = otherRemovalId;
    const answers = [
      await gql(app, GET, { id }, { token: manager }),
      await save(manager, FOREST, id),
      await gql(app, DELETE, { id }, { token: manager }),
      await gqlUpload(app, UPLOAD, { id }, { name: 'c.pdf', type: 'application/pdf', bytes: PDF }, manager),
      await gql(app, DEL_FILE, { id }, { token: manager }),
    ];
    expect(answers.map(errorCode)).toEqual(Array(5).fill('NOT_FOUND'));
    const still = await gql<{ GetCarbonRemoval: Removal }>(app, GET, { id }, { token: outsider });
    expect(still.data!.GetCarbonRemoval.certificateUrl).toBeNull();
  });

  it('changes and deletes a removal', async () => {
    const removal = await saved(manager, FOREST);
    const changed = await saved(
      manager,
      { ...FOREST, status: 'retired', quantity: '800', unit: 'kg' },
      removal.id,
    );
    expect(changed).toMatchObject({ id: removal.id, status: 'retired', kgCo2e: '800' });
    const deleted = await gql<{ DelCarbonRemoval: number }>(
      app,
      DELETE,
      { id: removal.id },
      { token: manager },
    );
    expect(deleted.data!.DelCarbonRemoval).toBe(removal.id);
    expect(errorCode(await gql(app, GET, { id: removal.id }, { token: manager }))).toBe('NOT_FOUND');
  });
});

describe('removal certificates (issue 14)', () => {
  it('knows a certificate by its first bytes', () => {
    expect(detectCertificateType(PDF)).toBe('application/pdf');
    expect(detectCertificateType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectCertificateType(new TextEncoder().encode('<html><script>'))).toBeNull();
  });

  it('stores a PDF; the project’s green readers download it, nobody else', async () => {
    const removal = await saved(manager, FOREST);
    const upload = await gqlUpload<{ AddCarbonRemovalCertificate: Removal }>(
      app,
      UPLOAD,
      { id: removal.id },
      { name: 'certificate.pdf', type: 'text/plain', bytes: PDF },
      manager,
    );
    expect(upload.errors).toBeUndefined();
    const withFile = upload.data!.AddCarbonRemovalCertificate;
    expect(withFile).toMatchObject({
      certificateName: 'certificate.pdf',
      certificateType: 'application/pdf',
      certificateSize: PDF.length,
      certificateUrl: `/files/carbon-certificates/${removal.id}`,
    });
    const url = withFile.certificateUrl!;
    const ok = await download(url, reader);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(PDF);
    expect((await download(url, manager)).status).toBe(200);
    expect((await download(url, crew)).status).toBe(404);
    expect((await download(url, outsider)).status).toBe(404);
    expect((await download(url)).status).toBe(401);
  });

  it('refuses a file that is not a PDF or an image, and an empty one, writing nothing', async () => {
    const removal = await saved(manager, FOREST);
    const html = await gqlUpload(
      app,
      UPLOAD,
      { id: removal.id },
      {
        name: 'certificate.pdf',
        type: 'application/pdf',
        bytes: new TextEncoder().encode('<html><script>alert(1)</script>'),
      },
      manager,
    );
    expect(errorCode(html)).toBe('BAD_USER_INPUT');
    expect(field(html)).toBe('File');
    const empty = await gqlUpload(
      app,
      UPLOAD,
      { id: removal.id },
      {
        name: 'c.pdf',
        type: 'application/pdf',
        bytes: new Uint8Array(),
      },
      manager,
    );
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    const read = await gql<{ GetCarbonRemoval: Removal }>(app, GET, { id: removal.id }, { token: manager });
    expect(read.data!.GetCarbonRemoval.certificateUrl).toBeNull();
  });

  it('refuses the upload to a reader; removing the certificate stops the download', async () => {
    const removal = await saved(manager, FOREST);
    const refused = await gqlUpload(
      app,
      UPLOAD,
      { id: removal.id },
      {
        name: 'c.pdf',
        type: 'application/pdf',
        bytes: PDF,
      },
      reader,
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    await gqlUpload(
      app,
      UPLOAD,
      { id: removal.id },
      { name: 'c.pdf', type: 'application/pdf', bytes: PDF },
      manager,
    );
    const url = `/files/carbon-certificates/${removal.id}`;
    expect((await download(url, reader)).status).toBe(200);
    const cleared = await gql<{ DelCarbonRemovalCertificate: Removal }>(
      app,
      DEL_FILE,
      { id: removal.id },
      {
        token: manager,
      },
    );
    expect(cleared.data!.DelCarbonRemovalCertificate.certificateUrl).toBeNull();
    expect((await download(url, reader)).status).toBe(404);
  });

  it('keeps the rows apart from the ledger', async () => {
    const rows = await app.database.db.select().from(carbonRemovals);
    expect(rows.length).toBeGreaterThan(0);
  });
});
