import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories, functions } from '../../departments/departments.table';
import { salaryLines } from '../timesheets.table';
import {
  DEL,
  day,
  GET,
  PROCESS,
  PROJECT_LIST,
  REJECT,
  SAVE,
  SEND,
  setDailyRate,
  TO_VALIDATE,
  tsLevel,
  UNDO,
  VALIDATE,
  VALIDATE_ALL,
} from './timesheet-fixture';

let app: App;
let projectId: number;
let categoryId: number;
let crew: string;
let hod: string;
let secondHod: string;
let accountant: string;
let other: string;
let outsider: string;
let outsiderAccountant: string;
let prod: string;
let hider: string;
let weekNumber = 0;

const HEADER =
  '{ GetHeaderData(NumTsToValidate: true, NumTsRefused: true) { numTsToValidate numTsRefused } }';
const header = async (token: string) =>
  (await gql<{ GetHeaderData: Record<string, number> }>(app, HEADER, {}, { token })).data!.GetHeaderData;

interface Week {
  id: number;
  status: number;
  refusalComment?: string;
  amountTotal: string | null;
  days: {
    id: number;
    refused: boolean;
    refusalComment?: string;
    amount: string | null;
    payLines: { rate: string | null }[];
  }[];
}

/** Saves and sends a fresh week of two 10-hour days for the token's owner; answers the week. */
async function sentWeek(token = crew): Promise<Week> {
  const monday = new Date(Date.UTC(2026, 0, 5 + 7 * weekNumber++)).toISOString().slice(0, 10);
  const dates = [0, 1].map((i) => new Date(Date.parse(monday) + i * 86_400_000).toISOString().slice(0, 10));
  const saved = await gql<{ SaveTimesheetWeek: Week }>(
    app,
    SAVE,
    { w: monday, days: dates.map((date, i) => day(i, { Date: date })) },
    { token },
  );
  if (!saved.data) throw new Error(JSON.stringify(saved.errors));
  const id = saved.data.SaveTimesheetWeek.id;
  const sent = await gql(app, SEND, { id }, { token });
  expect(sent.errors).toBeUndefined();
  return saved.data.SaveTimesheetWeek;
}
const linesOf = (timesheetId: number) =>
  app.database.db.select().from(salaryLines).where(eq(salaryLines.timesheetId, timesheetId));

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useTimesheet: true })).id;
  const [category] = await app.database.db
    .insert(budgetCategories)
    .values({ projectId, name: 'Camera crew' })
    .returning();
  categoryId = category!.id;
  await app.database.db
    .insert(functions)
    .values({ projectId, departmentNumber: 2, value: 7, message: 'Grip', costCenter: 'CC-CAM', categoryId });
  const member = await createUser(app, projectId, {
    departmentNumber: 2,
    functionNumber: 7,
    firstName: 'Chris',
  });
  await setDailyRate(app, member.userProjectId, '250.00');
  crew = await signInAs(app, member.email);
  const hodUser = await createUser(app, projectId, { departmentNumber: 2 });
  const secondHodUser = await createUser(app, projectId, { departmentNumber: 2 });
  const accountantUser = await createUser(app, projectId, {
    departmentNumber: 1,
    rights: ['canMarkEntryAsProcessed'],
  });
  const hiderUser = await createUser(app, projectId, { departmentNumber: 1, rights: ['hideSalaryInfo'] });
  await tsLevel(app, projectId, hodUser.id, 2, 1);
  await tsLevel(app, projectId, secondHodUser.id, 2, 1);
  await tsLevel(app, projectId, accountantUser.id, 2, 2);
  await tsLevel(app, projectId, hiderUser.id, 2, 2);
  hod = await signInAs(app, hodUser.email);
  secondHod = await signInAs(app, secondHodUser.email);
  accountant = await signInAs(app, accountantUser.email);
  hider = await signInAs(app, hiderUser.email);
  other = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  prod = await signInAs(app, (await createUser(app, projectId, { isProd: true })).email);
  const otherProject = await createProject(app, { useTimesheet: true });
  outsider = await signInAs(app, (await createUser(app, otherProject.id, { isAdmin: true })).email);
  outsiderAccountant = await signInAs(
    app,
    (await createUser(app, otherProject.id, { rights: ['canMarkEntryAsProcessed'] })).email,
  );
});

describe('timesheet validation (issue 18, like expense sheets)', () => {
  it('level 1 then level 2; level 2 refuses one day; the person fixes and resends; validation completes with salary lines', async () => {
    const week = await sentWeek();
    expect(await header(hod)).toMatchObject({ numTsToValidate: 1 });
    expect(await header(accountant)).toMatchObject({ numTsToValidate: 0 });
    const waiting = await gql<{ GetTimesheetsToValidate: { items: { id: number }[] } }>(
      app,
      TO_VALIDATE,
      {},
      { token: hod },
    );
    expect(waiting.data!.GetTimesheetsToValidate.items.map((i) => i.id)).toEqual([week.id]);
    // Level 2 waits for level 1; crew decides nothing.
    expect(errorCode(await gql(app, VALIDATE, { id: week.id }, { token: accountant }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, VALIDATE, { id: week.id }, { token: other }))).toBe('NOT_FOUND');
    expect((await gql(app, VALIDATE, { id: week.id }, { token: hod })).data).toEqual({
      ValidateTimesheet: { id: week.id, status: 2 },
    });
    expect(await header(accountant)).toMatchObject({ numTsToValidate: 1 });
    const refused = await gql<{ RejectTimesheet: Week & { refusalComment: string } }>(
      app,
      REJECT,
      { id: week.id, c: 'Tuesday ends at 17:00', days: [week.days[1]!.id] },
      { token: accountant },
    );
    expect(refused.data!.RejectTimesheet).toMatchObject({
      status: 16,
      refusalComment: 'Tuesday ends at 17:00',
    });
    expect(refused.data!.RejectTimesheet.days.slice(0, 2)).toMatchObject([
      { id: week.days[0]!.id, refused: false },
      { id: week.days[1]!.id, refused: true, refusalComment: 'Tuesday ends at 17:00' },
    ]);
    expect(await header(crew)).toMatchObject({ numTsRefused: 1 });
    expect(await linesOf(week.id)).toEqual([]);
    // The person fixes the day and sends again: both levels again.
    const fixed = await gql(
      app,
      SAVE,
      {
        w: '2026-01-05',
        days: [day(0, { Date: '2026-01-05' }), day(1, { Date: '2026-01-06', End: '17:00' })],
      },
      { token: crew },
    );
    expect(fixed.errors).toBeUndefined();
    expect((await gql(app, SEND, { id: week.id }, { token: crew })).data).toEqual({
      SendTimesheet: { id: week.id, status: 1 },
    });
    expect(await header(crew)).toMatchObject({ numTsRefused: 0 });
    await gql(app, VALIDATE, { id: week.id }, { token: hod });
    expect((await gql(app, VALIDATE, { id: week.id }, { token: accountant })).data).toEqual({
      ValidateTimesheet: { id: week.id, status: 8 },
    });
    const lines = await linesOf(week.id);
    expect(
      lines.map((l) => [l.startDate, l.amount, l.minutes, l.categoryId, l.costCenter, l.status]),
    ).toEqual([
      ['2026-01-05', '250.00', 600, categoryId, 'CC-CAM', 8],
      ['2026-01-06', '250.00', 540, categoryId, 'CC-CAM', 8],
    ]);
  });

  it('undo: the refuser takes the refusal back (4 → 1), the days lose their flag; nobody else may', async () => {
    const week = await sentWeek();
    await gql(app, REJECT, { id: week.id, c: 'No', days: [week.days[0]!.id] }, { token: hod });
    expect(errorCode(await gql(app, UNDO, { id: week.id }, { token: secondHod }))).toBe('CONFLICT');
    expect((await gql(app, UNDO, { id: week.id }, { token: hod })).data).toEqual({
      UndoRejectTimesheet: { id: week.id, status: 1, days: Array(7).fill({ refused: false }) },
    });
  });

  it('refusing with a day of another week changes nothing (BAD_USER_INPUT on DayIds)', async () => {
    const week = await sentWeek();
    const elsewhere = await sentWeek();
    const res = await gql(
      app,
      REJECT,
      { id: week.id, c: 'No', days: [elsewhere.days[0]!.id] },
      { token: hod },
    );
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.field).toBe('DayIds');
    const read = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: hod });
    expect(read.data!.GetTimesheet.status).toBe(1);
  });

  it('two level-1 validators at once: exactly one transition, the other gets CONFLICT', async () => {
    const week = await sentWeek();
    const results = await Promise.all([
      gql(app, VALIDATE, { id: week.id }, { token: hod }),
      gql(app, VALIDATE, { id: week.id }, { token: secondHod }),
    ]);
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.map(errorCode).filter(Boolean)).toEqual(['CONFLICT']);
    const read = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: crew });
    expect(read.data!.GetTimesheet.status).toBe(2);
  });

  it('nobody decides their own week, even holding both levels', async () => {
    const self = await createUser(app, projectId, { departmentNumber: 2 });
    await setDailyRate(app, self.userProjectId, '100.00');
    await tsLevel(app, projectId, self.id, 2, 1);
    const token = await signInAs(app, self.email);
    const week = await sentWeek(token);
    expect(errorCode(await gql(app, VALIDATE, { id: week.id }, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, REJECT, { id: week.id, c: 'x' }, { token }))).toBe('FORBIDDEN');
    expect(await gql(app, VALIDATE_ALL, { ids: [week.id] }, { token })).toMatchObject({
      data: { ValidateAllTimesheets: 0 },
    });
  });

  it('ValidateAllTimesheets moves the weeks waiting for the caller and makes the lines at the last level', async () => {
    const a = await sentWeek();
    const b = await sentWeek();
    expect((await gql(app, VALIDATE_ALL, { ids: [a.id, b.id] }, { token: hod })).data).toEqual({
      ValidateAllTimesheets: 2,
    });
    expect((await gql(app, VALIDATE_ALL, { ids: [a.id, b.id, 999999] }, { token: accountant })).data).toEqual(
      {
        ValidateAllTimesheets: 2,
      },
    );
    expect(await linesOf(a.id)).toHaveLength(2);
    expect(await linesOf(b.id)).toHaveLength(2);
  });

  it('deleting a validated week (canDeleteAfterValidation only) removes its salary lines', async () => {
    const week = await sentWeek();
    await gql(app, VALIDATE, { id: week.id }, { token: hod });
    await gql(app, VALIDATE, { id: week.id }, { token: accountant });
    expect(await linesOf(week.id)).toHaveLength(2);
    expect(errorCode(await gql(app, DEL, { id: week.id }, { token: crew }))).toBe('CONFLICT');
    const deleter = await signInAs(
      app,
      (await createUser(app, projectId, { rights: ['canDeleteAfterValidation'] })).email,
    );
    expect((await gql(app, DEL, { id: week.id }, { token: deleter })).data).toEqual({
      DelTimesheet: week.id,
    });
    expect(await linesOf(week.id)).toEqual([]);
  });

  it('hideSalaryInfo: amounts are null for the restricted validator, shown to the owner and the accountant', async () => {
    const week = await sentWeek();
    await gql(app, VALIDATE, { id: week.id }, { token: hod });
    const hidden = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: hider });
    expect(hidden.data!.GetTimesheet.amountTotal).toBeNull();
    expect(hidden.data!.GetTimesheet.days.map((d) => d.amount)).toEqual(Array(7).fill(null));
    expect(hidden.data!.GetTimesheet.days[0]!.payLines).toMatchObject([{ rate: null, amount: null }]);
    const waiting = await gql<{ GetTimesheetsToValidate: { items: { id: number }[] } }>(
      app,
      TO_VALIDATE,
      {},
      { token: hider },
    );
    expect(waiting.data!.GetTimesheetsToValidate.items.map((i) => i.id)).toContain(week.id);
    const own = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: crew });
    expect(own.data!.GetTimesheet.amountTotal).toBe('500.00');
    const seen = await gql<{ GetTimesheet: Week }>(app, GET, { id: week.id }, { token: accountant });
    expect(seen.data!.GetTimesheet.amountTotal).toBe('500.00');
  });

  it('the processed flag (ChangeStatusOfProcess Type 4, canMarkEntryAsProcessed) shows in the project list', async () => {
    const week = await sentWeek();
    expect(errorCode(await gql(app, PROCESS, { id: week.id, v: true }, { token: crew }))).toBe('FORBIDDEN');
    expect((await gql(app, PROCESS, { id: week.id, v: true }, { token: accountant })).data).toEqual({
      ChangeStatusOfProcess: true,
    });
    const list = await gql<{ GetProjectTimesheets: { items: { id: number; processed: boolean }[] } }>(
      app,
      PROJECT_LIST,
      { f: { Processed: true } },
      { token: accountant },
    );
    expect(list.data!.GetProjectTimesheets.items).toEqual([
      expect.objectContaining({ id: week.id, processed: true, departmentName: 'Camera' }),
    ]);
    expect(errorCode(await gql(app, PROJECT_LIST, {}, { token: crew }))).toBe('FORBIDDEN');
  });

  it('another project answers NOT_FOUND on every operation of a week', async () => {
    const week = await sentWeek();
    for (const [query, vars] of [
      [GET, { id: week.id }],
      [SEND, { id: week.id }],
      [VALIDATE, { id: week.id }],
      [REJECT, { id: week.id, c: 'x' }],
      [UNDO, { id: week.id }],
      [DEL, { id: week.id }],
    ] as const)
      expect(errorCode(await gql(app, query, vars, { token: outsider })), query).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, PROCESS, { id: week.id, v: true }, { token: outsiderAccountant }))).toBe(
      'NOT_FOUND',
    );
    expect((await gql(app, VALIDATE_ALL, { ids: [week.id] }, { token: outsider })).data).toEqual({
      ValidateAllTimesheets: 0,
    });
    const listed = await gql<{ GetProjectTimesheets: { totalRecords: number } }>(
      app,
      PROJECT_LIST,
      {},
      { token: outsider },
    );
    expect(listed.data!.GetProjectTimesheets.totalRecords).toBe(0);
    // Production of the same project sees it; a sent week is no longer editable.
    expect((await gql(app, GET, { id: week.id }, { token: prod })).errors).toBeUndefined();
    const [stored] = await app.database.db
      .select()
      .from(salaryLines)
      .where(and(eq(salaryLines.projectId, projectId), eq(salaryLines.timesheetId, week.id)));
    expect(stored).toBeUndefined();
  });
});
