import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { STATEMENT_COUNT_HEADER } from '../../../db/statement-count';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { salaryLines, timesheetDays, timesheets } from '../timesheets.table';
import { tsLevel } from './timesheet-fixture';

let app: App;
let projectId: number;
let crewIds: number[];
let hod: string;
let accountant: string;

/** Counts the statements one request takes (db/statement-count) and answers its data. */
async function counted(query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data!, statements: Number(response.headers.get(STATEMENT_COUNT_HEADER)) };
}

/** `count` sent weeks, each of 5 days at 200.00, spread over the crew. */
async function sentWeeks(count: number, firstWeek: number) {
  const rows = await app.database.db
    .insert(timesheets)
    .values(
      Array.from({ length: count }, (_, i) => ({
        projectId,
        userId: crewIds[i % crewIds.length]!,
        encoderId: crewIds[i % crewIds.length]!,
        weekStart: new Date(Date.UTC(2026, 0, 5 + 7 * (firstWeek + Math.floor(i / crewIds.length))))
          .toISOString()
          .slice(0, 10),
        departmentNumber: 2,
        status: TIMESHEET_STATUS.submitted,
        workedMinutes: 3000,
        amountTotal: '1000.00',
        submittedAt: new Date(),
      })),
    )
    .returning({ id: timesheets.id, weekStart: timesheets.weekStart });
  await app.database.db.insert(timesheetDays).values(
    rows.flatMap((row) =>
      [0, 1, 2, 3, 4].map((d) => ({
        projectId,
        timesheetId: row.id,
        date: new Date(Date.parse(`${row.weekStart}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10),
        startMinutes: 480,
        endMinutes: 1080,
        workedMinutes: 600,
        amount: '200.00',
      })),
    ),
  );
  return rows.map((r) => r.id);
}

const PAGE = `query($f: TimesheetListFilter) { GetTimesheetsToValidate(Filter: $f) {
  totalRecords items { id fullName departmentName hoursStr amountTotal refusedDays outsideContract } } }`;
const ALL =
  'query($f: TimesheetListFilter) { GetProjectTimesheets(Filter: $f) { totalRecords items { id } } }';
const VALIDATE_ALL = 'mutation($ids: [Int!]!) { ValidateAllTimesheets(TimesheetIds: $ids) }';

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useTimesheet: true })).id;
  crewIds = [];
  for (let i = 0; i < 10; i++) crewIds.push((await createUser(app, projectId, { departmentNumber: 2 })).id);
  const hodUser = await createUser(app, projectId, { departmentNumber: 2 });
  const accountantUser = await createUser(app, projectId, { rights: ['canMarkEntryAsProcessed'] });
  await tsLevel(app, projectId, hodUser.id, 2, 1);
  await tsLevel(app, projectId, accountantUser.id, 2, 2);
  hod = await signInAs(app, hodUser.email);
  accountant = await signInAs(app, accountantUser.email);
});

describe('timesheet lists and the batch (issue 18): paged, bounded, no statement per row', () => {
  it('a page of 5 and a page of 100 take the same statements; the size is bounded to 100', async () => {
    await sentWeeks(150, 0);
    const small = await counted(PAGE, { f: { Size: 5 } }, hod);
    const large = await counted(PAGE, { f: { Size: 1000 } }, hod);
    const page = large.data.GetTimesheetsToValidate as { totalRecords: number; items: unknown[] };
    expect(page.totalRecords).toBe(150);
    expect(page.items).toHaveLength(100);
    expect(page.items[0]).toMatchObject({
      departmentName: 'Camera',
      hoursStr: '50:00',
      amountTotal: '1000.00',
    });
    expect(large.statements).toBe(small.statements);
    const all = await counted(ALL, { f: { Status: [1], Size: 20, Offset: 140 } }, accountant);
    expect((all.data.GetProjectTimesheets as { items: unknown[] }).items).toHaveLength(10);
  });

  it('ValidateAllTimesheets takes as many statements for 150 weeks as for 5, salary lines included', async () => {
    const few = await sentWeeks(5, 40);
    const many = await sentWeeks(150, 50);
    const level1Few = await counted(VALIDATE_ALL, { ids: few }, hod);
    const level1Many = await counted(VALIDATE_ALL, { ids: many }, hod);
    expect(level1Many.data).toEqual({ ValidateAllTimesheets: 150 });
    expect(level1Many.statements).toBe(level1Few.statements);
    const finalFew = await counted(VALIDATE_ALL, { ids: few }, accountant);
    const finalMany = await counted(VALIDATE_ALL, { ids: many }, accountant);
    expect(finalMany.data).toEqual({ ValidateAllTimesheets: 150 });
    expect(finalMany.statements).toBe(finalFew.statements);
    const lines = await app.database.db
      .select()
      .from(salaryLines)
      .where(inArray(salaryLines.timesheetId, many));
    expect(lines).toHaveLength(750);
  });
});
