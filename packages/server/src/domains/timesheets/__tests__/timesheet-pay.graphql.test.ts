import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories, functions } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { salaryLines } from '../timesheets.table';
import { day, GET, SAVE, SEND, setDailyRate, tsLevel, VALIDATE, WEEK } from './timesheet-fixture';

let app: App;
let crew: string;
let hod: string;
let kitId: number;
let perDiemId: number;
let brokenId: number;
let otherProjectItemId: number;
let customFlagItemId: number;
let functionCategory: number;
let kitCategory: number;

interface Week {
  id: number;
  amountTotal: string;
  jsError: string | null;
  days: {
    amount: string;
    workedMinutes: number;
    payLines: { kind: string; payCode: string; amount: string }[];
  }[];
}

async function flagItem(
  projectId: number,
  type: number,
  values: Partial<typeof projectFlagItems.$inferInsert>,
) {
  const [flag] = await app.database.db
    .insert(projectFlags)
    .values({ projectId, type, name: `Flag ${type}` })
    .returning();
  const [item] = await app.database.db
    .insert(projectFlagItems)
    .values({ projectId, flagId: flag!.id, name: 'Item', ...values })
    .returning();
  return item!.id;
}

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, {
    useTimesheet: true,
    useOvertime: true,
    useNightHours: true,
    useLunch: true,
    usePerDiem: true,
  });
  const categories = await app.database.db
    .insert(budgetCategories)
    .values([
      { projectId: project.id, name: 'Crew' },
      { projectId: project.id, name: 'Equipment rental' },
    ])
    .returning();
  functionCategory = categories[0]!.id;
  kitCategory = categories[1]!.id;
  await app.database.db.insert(functions).values({
    projectId: project.id,
    departmentNumber: 2,
    value: 3,
    message: 'Gaffer',
    costCenter: 'CC-LIGHT',
    categoryId: functionCategory,
  });
  kitId = await flagItem(project.id, 3, {
    name: 'Kit rental',
    allowanceRate: '15',
    payCode: 'KIT',
    category: kitCategory,
    costCenter: 'CC-KIT',
  });
  perDiemId = await flagItem(project.id, 4, { name: 'Per diem', amount: '25.00', payCode: 'PD' });
  brokenId = await flagItem(project.id, 3, { name: 'Broken bonus', jsFormula: 'missingVariable * 2' });
  customFlagItemId = await flagItem(project.id, 1, { name: 'A custom flag, not an allowance' });
  const other = await createProject(app, { useTimesheet: true });
  otherProjectItemId = await flagItem(other.id, 3, { name: 'Elsewhere', allowanceRate: '1' });
  const member = await createUser(app, project.id, { departmentNumber: 2, functionNumber: 3 });
  await setDailyRate(app, member.userProjectId, '300.00');
  crew = await signInAs(app, member.email);
  const hodUser = await createUser(app, project.id, { departmentNumber: 2 });
  await tsLevel(app, project.id, hodUser.id, 2, 1);
  hod = await signInAs(app, hodUser.email);
});

describe('a week’s pay (issue 18)', () => {
  it('overtime, night, allowances, a per diem and a failing formula: each line, the total, jsError kept', async () => {
    const monday = day(0, {
      End: '20:00',
      Lunch: '01:00',
      Night: '02:00',
      Allowances: [{ FlagItemId: kitId, Quantity: '2' }, { FlagItemId: perDiemId }, { FlagItemId: brokenId }],
    });
    const saved = await gql<{ SaveTimesheetWeek: Week }>(
      app,
      SAVE,
      { w: WEEK, days: [monday] },
      { token: crew },
    );
    expect(saved.errors).toBeUndefined();
    const week = saved.data!.SaveTimesheetWeek;
    // 300 a day for 10 h: 30.00 an hour; 11 h worked after lunch: 1 h overtime at 125 % = 37.50; 2 night hours
    // at 50 % = 30.00; kit 2 × 15 = 30.00; per diem 25.00; the broken formula pays 0.
    expect(week.days[0]!.workedMinutes).toBe(660);
    expect(week.days[0]!.payLines.map((l) => [l.kind, l.payCode, l.amount])).toEqual([
      ['base', 'BASE', '300.00'],
      ['overtime', 'OT1', '37.50'],
      ['night', 'NIGHT', '30.00'],
      ['allowance', 'KIT', '30.00'],
      ['allowance', '', '0.00'],
      ['perDiem', 'PD', '25.00'],
    ]);
    expect(week.amountTotal).toBe('422.50');
    // The formula's error is the validators' and the accountant's to read, not the person's.
    expect(week.jsError).toBeNull();
    await gql(app, SEND, { id: week.id }, { token: crew });
    const seen = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: hod });
    expect(seen.data!.GetTimesheet.jsError).toMatch(/^2026-11-02 Broken bonus: .*missingVariable/);
    // Level 1 is final without a level-2 validator: the salary lines, the kit on its own category.
    expect((await gql(app, VALIDATE, { id: week.id }, { token: hod })).data).toMatchObject({
      ValidateTimesheet: { status: 8 },
    });
    const lines = await app.database.db
      .select()
      .from(salaryLines)
      .where(eq(salaryLines.timesheetId, week.id));
    expect(lines.map((l) => [l.categoryId, l.costCenter, l.minutes, l.amount]).sort()).toEqual(
      [
        [functionCategory, 'CC-LIGHT', 660, '392.50'],
        [kitCategory, 'CC-KIT', 0, '30.00'],
      ].sort(),
    );
  });

  it('an allowance of another project, or an item of a wrong type, is a field error', async () => {
    for (const id of [otherProjectItemId, customFlagItemId])
      expect(
        (
          await gql(
            app,
            SAVE,
            { w: '2026-11-09', days: [day(0, { Date: '2026-11-09', Allowances: [{ FlagItemId: id }] })] },
            { token: crew },
          )
        ).errors?.[0]?.extensions,
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Days.0.Allowances.0.FlagItemId' });
    const res = await gql(
      app,
      SAVE,
      {
        w: '2026-11-09',
        days: [day(0, { Date: '2026-11-09', Allowances: [{ FlagItemId: kitId, Quantity: '0' }] })],
      },
      { token: crew },
    );
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.field).toBe('Days.0.Allowances.0.Quantity');
  });
});
