import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { contracts } from '../../users/users.table';
import { stageDays } from '../timesheets.table';
import { day, GET, GET_WEEK, MINE, SAVE, SEND, setDailyRate, tsLevel, WEEK } from './timesheet-fixture';

let app: App;
let projectId: number;
let crew: string;
let crewId: number;
let prod: string;
let other: string;
let outsider: string;
let outsiderId: number;

interface Week {
  id: number | null;
  status: number;
  workedMinutes: number;
  amountTotal: string | null;
  days: {
    id: number;
    date: string;
    dayType: number;
    start: string;
    amount: string;
    outsideContract: boolean;
  }[];
}

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useTimesheet: true, useLunch: true })).id;
  const member = await createUser(app, projectId, { departmentNumber: 2, firstName: 'Chris', name: 'Grip' });
  crewId = member.id;
  await setDailyRate(app, member.userProjectId, '300.00');
  crew = await signInAs(app, member.email);
  prod = await signInAs(app, (await createUser(app, projectId, { isProd: true })).email);
  other = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  const otherProject = await createProject(app, { useTimesheet: true });
  const outsiderUser = await createUser(app, otherProject.id, { isAdmin: true });
  outsiderId = outsiderUser.id;
  outsider = await signInAs(app, outsiderUser.email);
  await app.database.db.insert(stageDays).values({ projectId, date: '2026-11-11', place: 'Stage 4' });
});

describe('a timesheet week (issue 18)', () => {
  it('an unsaved week has id null, 7 days from the week start, stage days pre-filled', async () => {
    const res = await gql<{ GetTimesheetWeek: Week }>(app, GET_WEEK, { d: '2026-11-12' }, { token: crew });
    expect(res.errors).toBeUndefined();
    const week = res.data!.GetTimesheetWeek;
    expect(week).toMatchObject({ id: null, status: 0, amountTotal: '0.00' });
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
    ]);
    expect(week.days.map((d) => d.dayType)).toEqual([0, 0, 6, 0, 0, 0, 0]);
    expect(week.days[0]).toMatchObject({ start: '--:--', outsideContract: false });
  });

  it('saves a week with its pay, reads it back, lists it in MyTimesheets', async () => {
    const days = [
      day(0, { Lunch: '01:00' }),
      day(1, { End: '20:00', Lunch: '01:00' }),
      day(2, { Start: '--:--', End: '--:--' }),
    ];
    const saved = await gql<{ SaveTimesheetWeek: Week }>(
      app,
      SAVE,
      { w: WEEK, days, c: 'Week 45' },
      { token: crew },
    );
    expect(saved.errors).toBeUndefined();
    const week = saved.data!.SaveTimesheetWeek;
    expect(week.id).toEqual(expect.any(Number));
    // 9 h worked on Monday (lunch deducted): a day's rate; 11 h on Tuesday: the rate and 1 h over the 10-hour day
    // (overtime switched off here: no premium line).
    expect(week.workedMinutes).toBe(9 * 60 + 11 * 60);
    expect(week.days.map((d) => d.amount)).toEqual([
      '300.00',
      '300.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(week.amountTotal).toBe('600.00');
    const read = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: crew });
    expect(read.data!.GetTimesheet).toEqual(week);
    const again = await gql<{ GetTimesheetWeek: Week }>(app, GET_WEEK, { d: '2026-11-05' }, { token: crew });
    expect(again.data!.GetTimesheetWeek.id).toBe(week.id);
    const mine = await gql<{
      MyTimesheets: { totalRecords: number; items: { id: number; hoursStr: string }[] };
    }>(app, MINE, {}, { token: crew });
    expect(mine.data!.MyTimesheets).toMatchObject({
      totalRecords: 1,
      items: [{ id: week.id, hoursStr: '20:00' }],
    });
    // Saving again keeps the days' ids (by date) and drops the days left out.
    const resaved = await gql<{ SaveTimesheetWeek: Week }>(
      app,
      SAVE,
      { w: WEEK, days: [day(0)] },
      { token: crew },
    );
    const kept = resaved.data!.SaveTimesheetWeek.days;
    expect(kept.map((d) => d.id)).toEqual([week.days[0]!.id, null, null, null, null, null, null]);
    expect(kept.map((d) => d.start)).toEqual(['08:00', '--:--', '--:--', '--:--', '--:--', '--:--', '--:--']);
  });

  it.each([
    ['a week start that is not the production’s', { w: '2026-11-03', days: [] }, 'WeekStart'],
    ['a day outside the week', { w: WEEK, days: [day(0, { Date: '2026-11-09' })] }, 'Days.0.Date'],
    ['a date twice', { w: WEEK, days: [day(0), day(0)] }, 'Days.1.Date'],
    ['an unknown day type', { w: WEEK, days: [day(0, { DayType: 9 })] }, 'Days.0.DayType'],
    ['an hour the §5 mask refuses', { w: WEEK, days: [day(0, { Start: '25:00' })] }, 'Days.0.Start'],
    ['an hour without its leading zero', { w: WEEK, days: [day(0, { End: '9:30' })] }, 'Days.0.End'],
    ['a start without an end', { w: WEEK, days: [day(0, { End: '--:--' })] }, 'Days.0.End'],
    [
      'an unknown flag item',
      { w: WEEK, days: [day(0, { Allowances: [{ FlagItemId: 999999 }] })] },
      'Days.0.Allowances.0.FlagItemId',
    ],
    ['more than 7 days', { w: WEEK, days: Array.from({ length: 8 }, (_, i) => day(i % 7)) }, 'Days'],
  ])('refuses %s with a field error and changes nothing', async (_name, vars, field) => {
    const before = await gql<{ GetTimesheetWeek: Week }>(app, GET_WEEK, { d: WEEK }, { token: crew });
    const res = await gql(app, SAVE, vars, { token: crew });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.field).toBe(field);
    const after = await gql<{ GetTimesheetWeek: Week }>(app, GET_WEEK, { d: WEEK }, { token: crew });
    expect(after.data).toEqual(before.data);
  });

  it('refuses a worked day outside the contract unless the project allows it, then flags it', async () => {
    const member = await createUser(app, projectId, { departmentNumber: 2 });
    await app.database.db
      .update(contracts)
      .set({ startDate: '2026-11-04' })
      .where(eq(contracts.userProjectId, member.userProjectId));
    const token = await signInAs(app, member.email);
    const refused = await gql(app, SAVE, { w: WEEK, days: [day(0), day(3)] }, { token });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.field).toBe('Days.0.Date');
    const allowing = await createProject(app, { useTimesheet: true, allowTimesheetOutsideContract: true });
    const person = await createUser(app, allowing.id);
    await app.database.db
      .update(contracts)
      .set({ startDate: '2026-11-04' })
      .where(eq(contracts.userProjectId, person.userProjectId));
    const saved = await gql<{ SaveTimesheetWeek: Week }>(
      app,
      SAVE,
      { w: WEEK, days: [day(0), day(3)] },
      { token: await signInAs(app, person.email) },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.SaveTimesheetWeek.days.map((d) => d.outsideContract)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('production enters a week for crew; crew cannot enter for another; another project answers NOT_FOUND', async () => {
    const entered = await gql<{ SaveTimesheetWeek: Week }>(
      app,
      SAVE,
      { u: crewId, w: '2026-11-16', days: [day(0, { Date: '2026-11-16' })] },
      { token: prod },
    );
    expect(entered.errors).toBeUndefined();
    expect(errorCode(await gql(app, SAVE, { u: crewId, w: '2026-11-23', days: [] }, { token: other }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await gql(app, GET_WEEK, { u: crewId, d: WEEK }, { token: other }))).toBe('NOT_FOUND');
    const id = entered.data!.SaveTimesheetWeek.id;
    expect(errorCode(await gql(app, GET, { id }, { token: outsider }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, GET, { id }, { token: other }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, GET_WEEK, { u: crewId, d: WEEK }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, SAVE, { u: crewId, w: WEEK, days: [] }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, SAVE, { u: outsiderId, w: WEEK, days: [] }, { token: prod }))).toBe(
      'NOT_FOUND',
    );
  });

  it('a project that hides salary information shows amounts to its owner and production, not to validators', async () => {
    const hiding = await createProject(app, { useTimesheet: true, hideSalaryInfo: true });
    const person = await createUser(app, hiding.id, { departmentNumber: 2 });
    await setDailyRate(app, person.userProjectId, '200.00');
    const validator = await createUser(app, hiding.id, { departmentNumber: 2 });
    await tsLevel(app, hiding.id, validator.id, 2, 1);
    const token = await signInAs(app, person.email);
    const saved = await gql<{ SaveTimesheetWeek: Week }>(app, SAVE, { w: WEEK, days: [day(0)] }, { token });
    expect(saved.data!.SaveTimesheetWeek.amountTotal).toBe('200.00');
    const id = saved.data!.SaveTimesheetWeek.id;
    await gql(app, SEND, { id }, { token });
    const asValidator = await gql<{ GetTimesheet: Week }>(
      app,
      GET,
      { id },
      { token: await signInAs(app, validator.email) },
    );
    expect(asValidator.data!.GetTimesheet.amountTotal).toBeNull();
    expect(asValidator.data!.GetTimesheet.days.map((d) => d.amount)).toEqual(Array(7).fill(null));
    const producer = await createUser(app, hiding.id, { isProd: true });
    const asProd = await gql<{ GetTimesheet: Week }>(
      app,
      GET,
      { id },
      { token: await signInAs(app, producer.email) },
    );
    expect(asProd.data!.GetTimesheet.amountTotal).toBe('200.00');
  });
});
