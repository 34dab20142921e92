import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';
import { removeSourceEntry, setSourceStatus, setSourcesStatus, upsertSourceEntry } from '../index';
import { DASHBOARD_FIELDS, GET, LIST, refusal, saveEntry } from './carbon-fixture';

let app: App;
let projectId: number;
let manager: string;
let crewUser: FixtureUser;
let crew: string;
let categoryId: number;
let otherCategoryId: number;

const ADMIN = `query { GetAdminGreenDashboard { ${DASHBOARD_FIELDS} } }`;
const USER = `query { GetUserGreenDashboard { ${DASHBOARD_FIELDS} } }`;
const MAP = `mutation($c: Int!, $cc: Int, $k: String) {
  SetCarbonCategoryMapping(BudgetCategoryId: $c, CarbonCategory: $cc, KgCo2ePerCurrency: $k) { budgetCategoryId carbonCategory kgCo2ePerCurrency } }`;

type Totals = Record<string, string | number>;
interface Dashboard {
  [field: string]: unknown;
  totals: Totals;
  byCategory: { key: string; name: string; totals: Totals }[];
  byMonth: { key: string; totals: Totals }[];
  byDepartment: { key: string | null; name: string; totals: Totals }[];
}
const admin = async () =>
  (await gql<{ GetAdminGreenDashboard: Dashboard }>(app, ADMIN, {}, { token: manager })).data!
    .GetAdminGreenDashboard;
const inTx = <T>(
  work: Parameters<App['services']['db']['transaction']>[0] extends (tx: infer X) => unknown
    ? (tx: X) => Promise<T>
    : never,
) => app.services.db.transaction(work);

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  projectId = project.id;
  manager = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canAccessGreenReporting'] })).email,
  );
  crewUser = await createUser(app, projectId, { departmentNumber: 2 });
  crew = await signInAs(app, crewUser.email);
  const [category] = await app.database.db
    .insert(budgetCategories)
    .values({ projectId, name: 'Catering' })
    .returning();
  categoryId = category!.id;
  const other = await createProject(app);
  const [foreign] = await app.database.db
    .insert(budgetCategories)
    .values({ projectId: other.id, name: 'Theirs' })
    .returning();
  otherCategoryId = foreign!.id;
});

describe('the ledger follows its sources (issue 14)', () => {
  const item = () => ({ projectId, sourceType: 'expenseItem' as const, sourceId: 9001 });

  it('one source, one entry: created pending, changed, made actual, refused, removed', async () => {
    const created = await inTx((tx) =>
      upsertSourceEntry(tx, {
        ...item(),
        carbonCategory: 3,
        status: 'pending',
        strDate: '2026-11-10',
        userId: crewUser.id,
        department: 2,
        measure: { kind: 'quantity', quantity: '300', unit: 'km', factorKey: 'car_diesel_medium_km' },
      }),
    );
    expect(created).toMatchObject({
      status: 'pending',
      kgCo2e: '51.52',
      sourceType: 'expenseItem',
      sourceId: 9001,
    });
    const changed = await inTx((tx) =>
      upsertSourceEntry(tx, {
        ...item(),
        carbonCategory: 3,
        status: 'pending',
        strDate: '2026-11-10',
        userId: crewUser.id,
        department: 2,
        measure: { kind: 'quantity', quantity: '200', unit: 'km', factorKey: 'car_diesel_medium_km' },
      }),
    );
    expect(changed).toMatchObject({ id: created!.id, kgCo2e: '34.35' });
    expect(await inTx((tx) => setSourceStatus(tx, { ...item(), status: 'actual' }))).toBe(true);
    // A sheet's decision moves its items together; items without an entry are skipped.
    const moved = await inTx((tx) =>
      setSourcesStatus(tx, {
        projectId,
        sourceType: 'expenseItem',
        sourceIds: [9001, 9999],
        status: 'actual',
      }),
    );
    expect(moved).toBe(1);

    const dashboard = await admin();
    expect(dashboard.transport).toBe('34.35');
    expect(dashboard.totals).toMatchObject({ actualKgCo2e: '34.35', pendingKgCo2e: '0.00' });

    // A source's entry changes only through its source.
    const edit = await gql(
      app,
      'mutation($id: Int!) { DelCarbonEntry(CarbonEntryId: $id) }',
      { id: created!.id },
      { token: manager },
    );
    expect(errorCode(edit)).toBe('CONFLICT');

    await inTx((tx) => setSourceStatus(tx, { ...item(), status: 'excluded' }));
    const refused = await admin();
    expect(refused.transport).toBe('0.00');
    expect(refused.totals).toMatchObject({ excludedKgCo2e: '34.35', kgCo2e: '0.00' });

    expect(await inTx((tx) => removeSourceEntry(tx, item()))).toBe(true);
    expect(errorCode(await gql(app, GET, { id: created!.id }, { token: manager }))).toBe('NOT_FOUND');
    expect(await inTx((tx) => removeSourceEntry(tx, item()))).toBe(false);
  });

  it('a failed source write leaves no entry', async () => {
    await expect(
      inTx(async (tx) => {
        await upsertSourceEntry(tx, {
          projectId,
          sourceType: 'poLine',
          sourceId: 77,
          carbonCategory: 2,
          status: 'pending',
          strDate: '2026-11-11',
          measure: { kind: 'quantity', quantity: '10', unit: 'litre', factorKey: 'gas_oil_litre' },
        });
        throw new Error('the PO line write failed');
      }),
    ).rejects.toThrow('the PO line write failed');
    const list = await gql<{ GetCarbonEntries: { totalRecords: number } }>(
      app,
      LIST,
      { f: { source: 'poLine' } },
      { token: manager },
    );
    expect(list.data!.GetCarbonEntries.totalRecords).toBe(0);
  });

  it('spend-based estimates only with a mapped factor, flagged everywhere; the mapping gives the category', async () => {
    const spend = () =>
      inTx((tx) =>
        upsertSourceEntry(tx, {
          projectId,
          sourceType: 'poLine',
          sourceId: 501,
          budgetCategoryId: categoryId,
          status: 'actual',
          strDate: '2026-10-15',
          amount: '1200.00',
          measure: { kind: 'spend', amount: '1200.00' },
        }),
      );
    expect(await spend()).toBeNull();
    const mapped = await gql(app, MAP, { c: categoryId, cc: 5, k: '0.35' }, { token: manager });
    expect(mapped.data).toEqual({
      SetCarbonCategoryMapping: {
        budgetCategoryId: categoryId,
        carbonCategory: 5,
        kgCo2ePerCurrency: '0.35',
      },
    });
    // 1200 × 0.35 = 420
    expect(await spend()).toMatchObject({
      isEstimate: true,
      carbonCategory: 5,
      kgCo2e: '420.00',
      factorUnit: 'currency',
    });
    const estimates = await gql<{ GetCarbonEntries: { totals: Totals; items: unknown[] } }>(
      app,
      LIST,
      { f: { isEstimate: true } },
      { token: manager },
    );
    expect(estimates.data!.GetCarbonEntries.totals).toMatchObject({
      kgCo2e: '420.00',
      estimateKgCo2e: '420.00',
    });

    // A new factor for the mapping: the recompute lists the estimate, then applies it.
    await gql(app, MAP, { c: categoryId, cc: 5, k: '0.5' }, { token: manager });
    const preview = await gql<{
      PreviewCarbonRecompute: { changes: { oldKgCo2e: string; newKgCo2e: string }[] };
    }>(app, 'query { PreviewCarbonRecompute { changes { oldKgCo2e newKgCo2e } } }', {}, { token: manager });
    expect(preview.data!.PreviewCarbonRecompute.changes).toEqual([
      { oldKgCo2e: '420.00', newKgCo2e: '600.00' },
    ]);

    const mappings = await gql(
      app,
      'query { GetCarbonCategoryMappings { budgetCategoryId carbonCategory } }',
      {},
      { token: crew },
    );
    expect(errorCode(mappings)).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, MAP, { c: otherCategoryId, cc: 5 }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    expect(refusal(await gql(app, MAP, { c: categoryId, cc: 30 }, { token: manager }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'carbonCategory',
    });
    // Removing the mapping: a null category.
    expect((await gql(app, MAP, { c: categoryId, cc: null }, { token: manager })).data).toEqual({
      SetCarbonCategoryMapping: null,
    });
    await inTx((tx) => removeSourceEntry(tx, { projectId, sourceType: 'poLine', sourceId: 501 }));
  });
});

describe('green dashboards (001 §3.4)', () => {
  it('moves by exactly the kg CO2e of new entries, by category, department, phase and month', async () => {
    const before = await admin();
    await saveEntry(app, manager, {
      carbonCategory: 3,
      strDate: '2026-09-01',
      transportTypeCode: 6,
      fuel: 'diesel',
      km: '300',
      department: 2,
      productionPhase: 1,
    });
    await saveEntry(app, manager, {
      carbonCategory: 1,
      strDate: '2026-09-02',
      nights: 2,
      country: 'gb',
      department: 1,
    });
    await saveEntry(app, manager, { carbonCategory: 5, strDate: '2026-09-03', meals: { red: 10, vege: 5 } });
    await saveEntry(app, manager, {
      carbonCategory: 4,
      strDate: '2026-09-03',
      waste: { cardboard: '250', general: '40' },
    });
    await saveEntry(app, manager, { carbonCategory: 2, strDate: '2026-09-04', kwh: '1000', country: 'gb' });
    const after = await admin();
    const moved = (field: string) => (Number(after[field]) - Number(before[field])).toFixed(2);
    expect(moved('transport')).toBe('51.52');
    expect(moved('accomodation')).toBe('20.80');
    expect(moved('expenses')).toBe('53.95');
    expect(moved('waste')).toBe('21.99');
    expect(moved('energy')).toBe('177.00');
    // 51.52 + 20.80 + 53.95 + 21.99 + 177.00
    expect(moved('totalGenerated')).toBe('325.26');
    expect(after.tGSEconomy).toBe('0.00');
    const september = after.byMonth.find((m) => m.key === '2026-09')!;
    expect(september.totals).toMatchObject({ kgCo2e: '325.26', entries: 5 });
    expect(after.byCategory.find((c) => c.key === '1')).toMatchObject({ name: 'accommodation' });
    // Departments by their names (the project's department 2 is Camera), for the dashboards' charts.
    expect(after.byDepartment.find((d) => d.key === '2')).toMatchObject({ name: 'Camera' });
    expect(after.byDepartment.find((d) => d.key === null)?.name ?? '').toBe('');
    expect(errorCode(await gql(app, ADMIN, {}, { token: crew }))).toBe('FORBIDDEN');
  });

  it('shows a person their own footprint only, pending apart', async () => {
    await inTx((tx) =>
      upsertSourceEntry(tx, {
        projectId,
        sourceType: 'expenseItem',
        sourceId: 9100,
        carbonCategory: 3,
        status: 'pending',
        strDate: '2026-11-12',
        userId: crewUser.id,
        measure: {
          kind: 'given',
          quantity: '120',
          unit: 'km',
          factor: {
            key: 'user_vehicle_declared',
            value: '0.125',
            unit: 'km',
            source: 'Declared for the vehicle Kia Niro',
          },
        },
      }),
    );
    const mine = (await gql<{ GetUserGreenDashboard: Dashboard }>(app, USER, {}, { token: crew })).data!
      .GetUserGreenDashboard;
    expect(mine.totalGenerated).toBe('15.00');
    expect(mine.totals).toMatchObject({ pendingKgCo2e: '15.00', actualKgCo2e: '0.00', entries: 1 });
    expect(mine.byCategory.map((c) => [c.key, c.totals.kgCo2e])).toEqual([['3', '15.00']]);
    const managerOwn = (await gql<{ GetUserGreenDashboard: Dashboard }>(app, USER, {}, { token: manager }))
      .data!.GetUserGreenDashboard;
    expect(managerOwn.totalGenerated).toBe('0.00');
    // Crew reads no entry of the ledger, not even their own, outside the dashboard.
    expect(errorCode(await gql(app, LIST, {}, { token: crew }))).toBe('FORBIDDEN');
  });
});
