import { vehicleFactorKey } from '@setledger/shared/expenses/expenses.constants';
import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { STATEMENT_COUNT_HEADER } from '../../../db/statement-count';
import { createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { carbonEntries } from '../../carbon/carbon.table';
import { emissionFactor } from '../../emission-factors';
import { salaryLines } from '../../timesheets/timesheets.table';
import { userProjects, userVehicles } from '../../users/users.table';
import { seedSalaries } from './salary-fixture';

/**
 * Issue 18: salary lines of timesheets validated at the last level feed the budget (salaries, amount left, EFC),
 * GetProjectUserSalaries and the budget detail; the commute of validated days feeds the carbon ledger.
 */

let app: App;

beforeAll(async () => {
  app = await getTestApp();
});

const TREE = `query($f: String, $t: String, $force: Boolean) {
  GetBudgetTree(StrTime: $f, EndTime: $t, ForceCompute: $force) {
    totals { budget actual committed salaries efc variance amountLeft }
    departments { departmentNumber figures { salaries amountLeft }
      categories { categoryName figures { budget salaries efc variance amountLeft } } } } }`;

type Figures = Record<string, string>;
interface Tree {
  totals: Figures;
  departments: {
    departmentNumber: number;
    figures: Figures;
    categories: { categoryName: string; figures: Figures }[];
  }[];
}

async function tree(token: string, variables: Record<string, unknown> = {}) {
  const res = await gql<{ GetBudgetTree: Tree }>(app, TREE, variables, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.GetBudgetTree;
}
const category = (t: Tree, name: string) =>
  t.departments.flatMap((d) => d.categories).find((c) => c.categoryName === name)?.figures;

/** The stored salary figures equal a fresh computation from the salary lines (budget_node_sums). */
async function expectAggregatesRebuilt(projectId: number) {
  const read = async (from: string) =>
    (
      (await app.database.db.execute(
        sql.raw(`select department_number as d, category_id as c, salary_cents::text as s, salary_rows as sr
          from (${from}) x where salary_rows <> 0 or salary_cents <> 0 order by 1 nulls last, 2 nulls last`),
      )) as unknown as { rows: unknown[] }
    ).rows;
  const stored = await read(`select * from budget_aggregates where project_id = ${projectId}`);
  expect(stored).toEqual(await read(`select * from budget_node_sums(${projectId}, null, null, null)`));
  return stored;
}

const SALARIES = `query($f: BudgetListFilterInput) {
  GetProjectUserSalaries(Filter: $f) { id status startDate endDate fullName departmentName functionName hours
    hoursStr salary co2 category categoryName categoryCostCenter timesheet { id processed jsError jsLog } }
  GetProjectUserSalariesTotalRecords(Filter: $f) }`;
type SalaryAnswer = {
  GetProjectUserSalaries: Record<string, unknown>[];
  GetProjectUserSalariesTotalRecords: number;
};

describe('salaries in the budget (issue 18)', () => {
  it('counts salary lines per node: salaries, amount left and EFC equal hand-computed sums', async () => {
    const { prod, projectId, ines } = await seedSalaries(app);
    const t = await tree(prod);
    expect(category(t, 'Camera crew')).toEqual({
      budget: '5000.00',
      salaries: '1712.50',
      efc: '5000.00',
      variance: '0.00',
      amountLeft: '3287.50',
    });
    // Salaries over the budget: the EFC never stays below what is paid.
    expect(category(t, 'Grip')).toEqual({
      budget: '20.00',
      salaries: '25.00',
      efc: '25.00',
      variance: '-5.00',
      amountLeft: '-5.00',
    });
    expect(category(t, 'Catering')).toMatchObject({ salaries: '0.00', amountLeft: '1500.00' });
    const camera = t.departments.find((d) => d.departmentNumber === 2)!;
    expect(camera.figures).toEqual({ salaries: '1737.50', amountLeft: '3282.50' });
    expect(t.totals).toMatchObject({
      budget: '6520.00',
      actual: '0.00',
      committed: '0.00',
      salaries: '1737.50',
      amountLeft: '4782.50',
    });
    // A period counts the lines of its days only (Noah's week).
    const october12 = await tree(prod, { f: '2026-10-12', t: '2026-10-31' });
    expect(category(october12, 'Camera crew')).toMatchObject({ salaries: '600.00', amountLeft: '4400.00' });
    expect(category(october12, 'Grip')).toMatchObject({ salaries: '0.00' });
    // The JSON string answers the same figures.
    const json = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
      app,
      '{ GetBudgetDataHierarchicalListAsJsonString }',
      {},
      { token: prod },
    );
    expect(JSON.parse(json.data!.GetBudgetDataHierarchicalListAsJsonString).totals).toMatchObject({
      salaries: '1737.50',
      amountLeft: '4782.50',
    });
    expect(await expectAggregatesRebuilt(projectId)).toHaveLength(2);
    // The dashboards read the same sums: the production's salaries, and a person's own pay.
    const admin = await gql<{ GetAdminDashboard: { totalSalaries: string } }>(
      app,
      '{ GetAdminDashboard { totalSalaries } }',
      {},
      { token: prod },
    );
    expect(admin.data!.GetAdminDashboard.totalSalaries).toBe('1737.50');
    const mine = await gql<{ GetUserDashboard: { myTotalSalary: string } }>(
      app,
      '{ GetUserDashboard { myTotalSalary } }',
      {},
      { token: await signInAs(app, ines.email) },
    );
    expect(mine.data!.GetUserDashboard.myTotalSalary).toBe('1137.50');
  });

  it('keeps the aggregates equal to a rebuild after inserts, updates and deletes, and ForceCompute repairs', async () => {
    const { prod, projectId, inesWeekId, lines, categories } = await seedSalaries(app);
    const db = app.database.db;
    // The week is reopened: its lines go.
    await db.delete(salaryLines).where(eq(salaryLines.timesheetId, inesWeekId));
    await expectAggregatesRebuilt(projectId);
    expect(category(await tree(prod), 'Camera crew')).toMatchObject({ salaries: '600.00' });
    expect(category(await tree(prod), 'Grip')).toMatchObject({ salaries: '0.00', amountLeft: '20.00' });
    // Validated again, with a line moved to another category and an amount changed.
    await db.insert(salaryLines).values(lines.slice(0, 4).map(({ id: _id, createdAt: _c, ...l }) => l));
    await db
      .update(salaryLines)
      .set({ amount: '100.00', categoryId: categories.catering, departmentNumber: 1 })
      .where(eq(salaryLines.id, lines[4]!.id));
    await expectAggregatesRebuilt(projectId);
    const after = await tree(prod);
    expect(category(after, 'Camera crew')).toMatchObject({ salaries: '1412.50' });
    expect(category(after, 'Catering')).toMatchObject({ salaries: '100.00', amountLeft: '1400.00' });
    // A drift behind the triggers' back shows until ForceCompute rebuilds the project.
    await db.execute(
      sql`update budget_aggregates set salary_cents = salary_cents + 99999 where project_id = ${projectId}
        and category_id = ${categories.crew}`,
    );
    expect(category(await tree(prod), 'Camera crew')).toMatchObject({ salaries: '2412.49' });
    expect(category(await tree(prod, { force: true }), 'Camera crew')).toMatchObject({ salaries: '1412.50' });
    await expectAggregatesRebuilt(projectId);
  });

  it('lists salary lines with every 001 §3.13 field, paged, filtered and scoped', async () => {
    const { prod, ines, noah, stranger, strangerSheetId, inesWeekId, noahWeekId, lines, categories } =
      await seedSalaries(app);
    const list = async (f: Record<string, unknown>, token = prod) =>
      gql<SalaryAnswer>(app, SALARIES, { f }, { token });
    const all = await list({});
    expect(all.errors).toBeUndefined();
    expect(all.data!.GetProjectUserSalariesTotalRecords).toBe(6);
    // Newest day first.
    expect(all.data!.GetProjectUserSalaries.map((l) => l.startDate)).toEqual([
      '2026-10-13',
      '2026-10-12',
      '2026-10-07',
      '2026-10-07',
      '2026-10-06',
      '2026-10-05',
    ]);
    const tuesday = all.data!.GetProjectUserSalaries.find((l) => l.id === lines[1]!.id);
    expect(tuesday).toEqual({
      id: lines[1]!.id,
      status: 8,
      startDate: '2026-10-06',
      endDate: '2026-10-06',
      fullName: 'Ines Focus',
      departmentName: 'Camera',
      functionName: 'Focus puller',
      hours: '12.00',
      hoursStr: '12:00',
      salary: '412.50',
      co2: '0.000',
      category: categories.crew,
      categoryName: 'Camera crew',
      categoryCostCenter: '4100',
      timesheet: {
        id: inesWeekId,
        processed: false,
        jsError: 'Allowance formula: x is not defined',
        jsLog: 'day 3',
      },
    });
    const page2 = await list({ recordLimit: 4, recordOffSet: 4 });
    expect(page2.data!.GetProjectUserSalaries.map((l) => l.startDate)).toEqual(['2026-10-06', '2026-10-05']);
    expect(page2.data!.GetProjectUserSalariesTotalRecords).toBe(6);

    const noahs = await list({ personId: noah.id });
    expect(noahs.data!.GetProjectUserSalariesTotalRecords).toBe(2);
    expect(noahs.data!.GetProjectUserSalaries.every((l) => l.fullName === 'Noah Grip')).toBe(true);
    const grip = await list({ department: 2, category: categories.grip });
    expect(grip.data!.GetProjectUserSalaries.map((l) => [l.salary, l.categoryCostCenter])).toEqual([
      ['25.00', '4200'],
    ]);
    const week = await list({ subjectId: noahWeekId });
    expect(
      week.data!.GetProjectUserSalaries.map((l) => (l.timesheet as { processed: boolean }).processed),
    ).toEqual([true, true]);
    expect((await list({ processed: 0 })).data!.GetProjectUserSalariesTotalRecords).toBe(4);
    expect(
      (await list({ startDate: '2026-10-06', endDate: '2026-10-07' })).data!
        .GetProjectUserSalariesTotalRecords,
    ).toBe(3);
    expect((await list({ personId: ines.id, department: 1 })).data!.GetProjectUserSalariesTotalRecords).toBe(
      0,
    );

    // Another project's person or timesheet: NOT_FOUND, as a missing one.
    expect(errorCode(await list({ personId: stranger.id }))).toBe('NOT_FOUND');
    expect(errorCode(await list({ subjectId: strangerSheetId }))).toBe('NOT_FOUND');
    expect(errorCode(await list({ personId: 999999 }))).toBe('NOT_FOUND');
    // Bounded and checked.
    expect(errorCode(await list({ recordLimit: 501 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list({ startDate: '2026-13-01' }))).toBe('BAD_USER_INPUT');
    // A crew member without budget rights reads nothing.
    const crew = await signInAs(app, ines.email);
    expect(errorCode(await list({}, crew))).toBe('FORBIDDEN');
  });

  it('hides salary amounts from whom hideSalaryInfo restricts', async () => {
    const { projectId, prod, ines } = await seedSalaries(app);
    const reader = await signInAs(
      app,
      (await createUser(app, projectId, { rights: ['canViewGlobalBudget'] })).email,
    );
    const hider = await signInAs(
      app,
      (await createUser(app, projectId, { rights: ['canViewGlobalBudget', 'hideSalaryInfo'] })).email,
    );
    const salaries = async (token: string) =>
      (
        await gql<SalaryAnswer>(app, SALARIES, { f: { personId: ines.id } }, { token })
      ).data!.GetProjectUserSalaries.map((l) => l.salary);
    expect(await salaries(prod)).toEqual(['25.00', '350.00', '412.50', '350.00']);
    expect(await salaries(reader)).toEqual(['25.00', '350.00', '412.50', '350.00']);
    expect(await salaries(hider)).toEqual([null, null, null, null]);
    const detail = async (token: string) => {
      const res = await gql<{ GetBudgetDetailHierarchicalListAsJsonString: string }>(
        app,
        'query { GetBudgetDetailHierarchicalListAsJsonString(Department: 2, ContentType: 3) }',
        {},
        { token },
      );
      expect(res.errors).toBeUndefined();
      return JSON.parse(res.data!.GetBudgetDetailHierarchicalListAsJsonString) as {
        categories: {
          categoryName: string;
          salaryLineCount: number;
          salaryLines: { salary: string | null }[];
        }[];
      };
    };
    const crew = (await detail(prod)).categories.find((c) => c.categoryName === 'Camera crew')!;
    expect(crew.salaryLineCount).toBe(5);
    expect(crew.salaryLines.map((l) => l.salary)).toEqual(['300.00', '300.00', '350.00', '412.50', '350.00']);
    const hidden = (await detail(hider)).categories.find((c) => c.categoryName === 'Camera crew')!;
    expect(hidden.salaryLines.every((l) => l.salary === null)).toBe(true);

    // The production's switch restricts everyone but its administrators and production.
    const other = await seedSalaries(app, { hideSalaryInfo: true });
    const otherReader = await signInAs(
      app,
      (await createUser(app, other.projectId, { rights: ['canViewGlobalBudget'] })).email,
    );
    const otherSalaries = async (token: string) =>
      (
        await gql<SalaryAnswer>(app, SALARIES, { f: { personId: other.noah.id } }, { token })
      ).data!.GetProjectUserSalaries.map((l) => l.salary);
    expect(await otherSalaries(otherReader)).toEqual([null, null]);
    expect(await otherSalaries(other.prod)).toEqual(['300.00', '300.00']);
  });

  it('answers GetProjectUserSalaries in one statement beside the actor lookup, whatever the page', async () => {
    const { prod } = await seedSalaries(app);
    const count = async (query: string) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${prod}` },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { errors?: unknown };
      expect(body.errors).toBeUndefined();
      return Number(response.headers.get(STATEMENT_COUNT_HEADER));
    };
    const actorOnly = await count('{ __typename }');
    const fields = 'id fullName departmentName functionName salary categoryName timesheet { id jsError }';
    expect(await count(`{ GetProjectUserSalaries { ${fields} } }`)).toBe(actorOnly + 1);
    expect(
      await count(`{ GetProjectUserSalaries(Filter: { recordLimit: 500, department: 2 }) { ${fields} } }`),
    ).toBe(actorOnly + 1);
    expect(await count('{ GetProjectUserSalariesTotalRecords }')).toBe(actorOnly + 1);
  });

  it('counts the commute of validated days with the person’s vehicle and distance in the carbon ledger', async () => {
    const { projectId, prod, ines, noah, stranger, inesWeekId, noahWeekId, days, lines, categories } =
      await seedSalaries(app);
    const db = app.database.db;
    // Ines declares her vehicle (0.2 kg/km) and her commute in this production: 24.5 km × 0.2 = 4.9 kg a day.
    const VEHICLE = `mutation($u: Int!, $v: VehicleInput!, $km: String) {
      UpdUserVehicle(UserId: $u, Vehicle: $v, CommuteKm: $km) { commuteKm co2FactorValue } }`;
    const vehicle = {
      brand: 'Renault',
      model: 'Clio',
      type: 0,
      subType: 0,
      energy: 1,
      kgCoTwoPerKm: '0.2',
      taxHorsepower: 5,
    };
    const bad = await gql(app, VEHICLE, { u: ines.id, v: vehicle, km: '-3' }, { token: prod });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.field).toBe('CommuteKm');
    expect(
      errorCode(await gql(app, VEHICLE, { u: stranger.id, v: vehicle, km: '10' }, { token: prod })),
    ).toBe('NOT_FOUND');
    const saved = await gql<{ UpdUserVehicle: { commuteKm: string } }>(
      app,
      VEHICLE,
      { u: ines.id, v: vehicle, km: '24,5' },
      { token: prod },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.UpdUserVehicle.commuteKm).toBe('24.50');
    // Noah has a vehicle but no distance: nothing.
    await db.insert(userVehicles).values({ userId: noah.id, energy: 2 });
    const publish = () =>
      db.transaction((tx) =>
        app.services.events.publish(tx, 'timesheet.salary-lines.changed', {
          projectId,
          timesheetIds: [inesWeekId, noahWeekId],
        }),
      );
    await publish();
    const entries = await db
      .select()
      .from(carbonEntries)
      .where(eq(carbonEntries.sourceType, 'timesheetCommute'));
    const mine = entries
      .filter((e) => e.projectId === projectId)
      .sort((a, b) => (a.sourceId ?? 0) - (b.sourceId ?? 0));
    expect(mine.map((e) => [e.sourceId, e.kgCo2e, e.status, e.budgetCategoryId, e.carbonCategory])).toEqual(
      days.slice(0, 3).map((d) => [d.id, '4.90', 'actual', categories.crew, 3]),
    );
    expect(JSON.stringify(mine[0])).toContain('user_vehicle_declared');
    const kg = await db.select({ id: salaryLines.id, kg: salaryLines.kgCo2e }).from(salaryLines);
    const kgOf = new Map(kg.map((r) => [r.id, r.kg]));
    expect(lines.map((l) => kgOf.get(l.id))).toEqual(['4.900', '4.900', '4.900', '0.000', '0.000', '0.000']);
    // The budget counts the commute's kg in the category; the salary list shows it.
    const list = await gql<SalaryAnswer>(app, SALARIES, { f: { personId: ines.id } }, { token: prod });
    expect(list.data!.GetProjectUserSalaries.map((l) => l.co2)).toEqual(['0.000', '4.900', '4.900', '4.900']);
    const json = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
      app,
      '{ GetBudgetDataHierarchicalListAsJsonString }',
      {},
      { token: prod },
    );
    expect(JSON.parse(json.data!.GetBudgetDataHierarchicalListAsJsonString).totals.kgCo2e).toBe('14.70');
    // Noah declares 10 km without his own figure: his diesel's sourced factor counts, with its key, value and source.
    await db.update(userProjects).set({ commuteKm: '10' }).where(eq(userProjects.userId, noah.id));
    await publish();
    const diesel = emissionFactor(vehicleFactorKey(2));
    const noahs = (await db.select().from(carbonEntries).where(eq(carbonEntries.userId, noah.id))).filter(
      (e) => e.sourceType === 'timesheetCommute',
    );
    expect(noahs.map((e) => [e.factorKey, Number(e.factorValue), e.factorSource, e.kgCo2e])).toEqual(
      [0, 1].map(() => [
        diesel.key,
        Number(diesel.kgCo2e),
        diesel.source,
        new Decimal(diesel.kgCo2e).times(10).toFixed(2),
      ]),
    );
    // The week is reopened: its lines go, and so does its commute.
    await db.delete(salaryLines).where(eq(salaryLines.timesheetId, inesWeekId));
    await publish();
    const left = await db.select().from(carbonEntries).where(eq(carbonEntries.projectId, projectId));
    expect(left.filter((e) => e.sourceType === 'timesheetCommute').map((e) => e.userId)).toEqual([
      noah.id,
      noah.id,
    ]);
  });
});
