import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

/**
 * green/carbon-template (issue 14): named sets of lines applied to a day or a period as manual entries of the
 * ledger, previewed first, undone together. Figures are hand-computed from the DESNZ 2025 factors:
 * electricity_uk_kwh 0.177 kg/kWh, diesel_avg_biofuel_blend_litre 2.57082 kg/litre.
 */
const TEMPLATE =
  'id name description lines { carbonCategory description quantity unit factorKey department productionPhase } applications { id days entries kgCo2e mode }';
const SAVE = `mutation($id: Int, $t: CarbonTemplateInput!) { AddUpdCarbonTemplate(CarbonTemplateId: $id, CarbonTemplate: $t) { ${TEMPLATE} } }`;
const LIST = `query { GetCarbonTemplates { ${TEMPLATE} } }`;
const DELETE = 'mutation($id: Int!) { DelCarbonTemplate(CarbonTemplateId: $id) }';
const PREVIEW = `query($id: Int!, $a: CarbonTemplateApplicationInput!) { PreviewCarbonTemplate(CarbonTemplateId: $id, Application: $a) {
  days entries kgCo2e kgCo2eDisplay { value unit } } }`;
const APPLY = `mutation($id: Int!, $a: CarbonTemplateApplicationInput!) { ApplyCarbonTemplate(CarbonTemplateId: $id, Application: $a) {
  id templateId templateName fromDate toDate weekdaysOnly mode days entries kgCo2e } }`;
const UNDO = 'mutation($id: Int!) { UndoCarbonTemplateApplication(ApplicationId: $id) }';
const LEDGER = `query { GetCarbonEntries(Size: 100) { totalRecords totals { kgCo2e } items { strDate endDate quantity kgCo2e description } } }`;

const STUDIO_DAY = {
  name: 'Studio day',
  description: 'Stage 3 lights and the generator',
  lines: [
    {
      carbonCategory: 2,
      description: 'Stage lights',
      quantity: '120',
      unit: 'kWh',
      factorKey: 'electricity_uk_kwh',
      department: 1,
      productionPhase: 1,
    },
    {
      carbonCategory: 2,
      description: 'Generator',
      quantity: '40',
      unit: 'litre',
      factorKey: 'diesel_avg_biofuel_blend_litre',
    },
  ],
};

let app: App;
let manager: string;
let viewer: string;
let crew: string;
let other: string;
let templateId: number;
let otherTemplateId: number;
let otherApplicationId: number;

type Ledger = { totalRecords: number; totals: { kgCo2e: string }; items: Record<string, unknown>[] };
const ledger = async (token = manager) =>
  (await gql<{ GetCarbonEntries: Ledger }>(app, LEDGER, {}, { token })).data!.GetCarbonEntries;
const save = (token: string, template: unknown, id?: number) =>
  gql<{ AddUpdCarbonTemplate: { id: number } & Record<string, unknown> }>(
    app,
    SAVE,
    { id: id ?? null, t: template },
    { token },
  );
const apply = (token: string, id: number, application: unknown) =>
  gql<{ ApplyCarbonTemplate: { id: number; entries: number; kgCo2e: string } }>(
    app,
    APPLY,
    { id, a: application },
    { token },
  );

beforeAll(async () => {
  app = await getTestApp();
  const modules = { useGreen: true, useCarbonTemplate: true };
  const project = await createProject(app, modules);
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  viewer = await signInAs(app, (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const otherProject = await createProject(app, modules);
  other = await signInAs(app, (await createUser(app, otherProject.id, { isAdmin: true })).email);
  otherTemplateId = (await save(other, STUDIO_DAY)).data!.AddUpdCarbonTemplate.id;
  otherApplicationId = (await apply(other, otherTemplateId, { fromDate: '2026-11-02' })).data!
    .ApplyCarbonTemplate.id;
});

describe('carbon templates (issue 14, green/carbon-template)', () => {
  it('creates a template with its lines', async () => {
    const answer = await save(manager, STUDIO_DAY);
    expect(answer.errors).toBeUndefined();
    templateId = answer.data!.AddUpdCarbonTemplate.id;
    expect(answer.data!.AddUpdCarbonTemplate).toMatchObject({
      name: 'Studio day',
      lines: [
        {
          carbonCategory: 2,
          quantity: '120',
          unit: 'kWh',
          factorKey: 'electricity_uk_kwh',
          department: 1,
          productionPhase: 1,
        },
        { carbonCategory: 2, quantity: '40', unit: 'litre', department: null, productionPhase: null },
      ],
      applications: [],
    });
  });

  it('previews, then applies to 3 days: one entry per line and day, with the kg hand-computed', async () => {
    const threeDays = { fromDate: '2026-11-02', toDate: '2026-11-04' };
    const before = await ledger();
    // Per day: 120 × 0.177 = 21.24 and 40 × 2.57082 = 102.8328 → 102.83; 3 days: 3 × 124.07 = 372.21.
    const preview = await gql(app, PREVIEW, { id: templateId, a: threeDays }, { token: manager });
    expect(preview.data!.PreviewCarbonTemplate).toEqual({
      days: 3,
      entries: 6,
      kgCo2e: '372.21',
      kgCo2eDisplay: { value: '372.21', unit: 'Kg' },
    });
    expect((await ledger()).totalRecords).toBe(before.totalRecords);
    const applied = await apply(manager, templateId, threeDays);
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.ApplyCarbonTemplate).toMatchObject({
      templateId,
      templateName: 'Studio day',
      fromDate: '2026-11-02',
      toDate: '2026-11-04',
      mode: 'perDay',
      days: 3,
      entries: 6,
      kgCo2e: '372.21',
    });
    const after = await ledger();
    expect(after.totalRecords).toBe(before.totalRecords + 6);
    expect(after.totals.kgCo2e).toBe('372.21');
    expect(after.items.filter((i) => i.strDate === '2026-11-03')).toHaveLength(2);
  });

  it('applies weekdays only (Friday to Monday: 2 days) and per period (quantity × days, one entry per line)', async () => {
    const weekend = await apply(manager, templateId, {
      fromDate: '2026-11-06',
      toDate: '2026-11-09',
      weekdaysOnly: true,
    });
    expect(weekend.data!.ApplyCarbonTemplate).toMatchObject({ days: 2, entries: 4, kgCo2e: '248.14' });
    // Mon 9 to Sun 15 November, weekdays: 5 days; 600 × 0.177 = 106.20, 200 × 2.57082 = 514.164 → 514.16.
    const week = await apply(manager, templateId, {
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
      weekdaysOnly: true,
      mode: 'perPeriod',
    });
    expect(week.data!.ApplyCarbonTemplate).toMatchObject({ days: 5, entries: 2, kgCo2e: '620.36' });
    const periodEntries = (await ledger()).items.filter((i) => i.strDate === '2026-11-16');
    expect(periodEntries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ endDate: '2026-11-22', quantity: '600', kgCo2e: '106.20' }),
        expect.objectContaining({ endDate: '2026-11-22', quantity: '200', kgCo2e: '514.16' }),
      ]),
    );
    expect((await ledger()).totals.kgCo2e).toBe('1240.71');
  });

  it('undoes an application: exactly its entries go, together', async () => {
    const templates = (
      await gql<{ GetCarbonTemplates: { applications: { id: number; entries: number }[] }[] }>(
        app,
        LIST,
        {},
        { token: viewer },
      )
    ).data!.GetCarbonTemplates;
    const applications = templates[0]!.applications;
    expect(applications.map((a) => a.entries)).toEqual([2, 4, 6]);
    const before = await ledger();
    const undone = await gql(app, UNDO, { id: applications[1]!.id }, { token: manager });
    expect(undone.data!.UndoCarbonTemplateApplication).toBe(4);
    const after = await ledger();
    expect(after.totalRecords).toBe(before.totalRecords - 4);
    expect(after.totals.kgCo2e).toBe('992.57');
    expect(errorCode(await gql(app, UNDO, { id: applications[1]!.id }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
  });

  it.each([
    ['an empty name', { ...STUDIO_DAY, name: ' ' }, 'name'],
    ['a name already used', STUDIO_DAY, 'name'],
    ['no line', { name: 'Empty', lines: [] }, 'lines'],
    [
      'an unknown factor',
      { name: 'X', lines: [{ ...STUDIO_DAY.lines[0], factorKey: 'unobtainium_kwh' }] },
      'lines.0.factorKey',
    ],
    [
      'a unit that does not convert',
      { name: 'X', lines: [{ ...STUDIO_DAY.lines[1], unit: 'kg' }] },
      'lines.0.unit',
    ],
    [
      'a quantity that is not a number',
      { name: 'X', lines: [{ ...STUDIO_DAY.lines[1], quantity: 'lots' }] },
      'lines.0.quantity',
    ],
  ])(
    'refuses a template with %s naming the field, and writes nothing',
    async (_name, template: unknown, field) => {
      const answer = await save(manager, template);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.field).toBe(field);
      const names = (
        await gql<{ GetCarbonTemplates: { name: string }[] }>(app, LIST, {}, { token: manager })
      ).data!.GetCarbonTemplates.map((t) => t.name);
      expect(names).toEqual(['Studio day']);
    },
  );

  it.each([
    ['a period over 366 days', { fromDate: '2026-01-01', toDate: '2027-01-02' }, 'toDate'],
    [
      'a weekend with weekdays only',
      { fromDate: '2026-11-07', toDate: '2026-11-08', weekdaysOnly: true },
      'weekdaysOnly',
    ],
    ['an end before the start', { fromDate: '2026-11-07', toDate: '2026-11-01' }, 'toDate'],
    ['an unknown mode', { fromDate: '2026-11-07', mode: 'perMonth' }, 'mode'],
  ])('refuses applying to %s, writing nothing', async (_name, application, field) => {
    const before = await ledger();
    const answer = await apply(manager, templateId, application);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    expect((await ledger()).totalRecords).toBe(before.totalRecords);
  });

  it('answers NOT_FOUND for another project’s template or application', async () => {
    const day = { fromDate: '2026-11-02' };
    expect(errorCode(await save(manager, { ...STUDIO_DAY, name: 'Mine' }, otherTemplateId))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, PREVIEW, { id: otherTemplateId, a: day }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await apply(manager, otherTemplateId, day))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DELETE, { id: otherTemplateId }, { token: manager }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, UNDO, { id: otherApplicationId }, { token: manager }))).toBe('NOT_FOUND');
    expect((await ledger(other)).totalRecords).toBe(2);
  });

  it('lets the green table’s viewer read templates but not change or apply them; crew reads nothing', async () => {
    expect(errorCode(await gql(app, LIST, {}, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await save(viewer, { ...STUDIO_DAY, name: 'Viewer' }))).toBe('FORBIDDEN');
    expect(errorCode(await apply(viewer, templateId, { fromDate: '2026-11-02' }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DELETE, { id: templateId }, { token: viewer }))).toBe('FORBIDDEN');
  });

  it('changes a template (lines replaced) and deletes it; its entries stay', async () => {
    const changed = await save(
      manager,
      { ...STUDIO_DAY, name: 'Studio day (small)', lines: [STUDIO_DAY.lines[0]] },
      templateId,
    );
    expect(changed.data!.AddUpdCarbonTemplate).toMatchObject({
      name: 'Studio day (small)',
      lines: [{ quantity: '120' }],
    });
    const before = await ledger();
    expect((await gql(app, DELETE, { id: templateId }, { token: manager })).data!.DelCarbonTemplate).toBe(
      templateId,
    );
    expect((await ledger()).totalRecords).toBe(before.totalRecords);
    expect(
      (await gql<{ GetCarbonTemplates: unknown[] }>(app, LIST, {}, { token: manager })).data!
        .GetCarbonTemplates,
    ).toEqual([]);
  });
});
