import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { openAsSpreadsheet } from '../../../test/spreadsheet-csv';
import {
  day,
  SAVE,
  SEND,
  setDailyRate,
  tsLevel,
  VALIDATE,
} from '../../timesheets/__tests__/timesheet-fixture';

// Issue 18 end to end through the API: pay settings saved, a week entered, sent and validated at its last level by
// the timesheet services, then the payroll CSV reads the pay lines they stored.
let app: App;
let admin: string;
let crew: string;
let hod: string;

const SET_RULES = `mutation($r: TimesheetPayRulesInput!) { SetTimesheetPayRules(Rules: $r) { baseDayMinutes } }`;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useTimesheet: true, useOvertime: true, analyticPeriodType: 3 });
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  const member = await createUser(app, project.id, { departmentNumber: 2, name: 'Peeters', firstName: 'An' });
  await setDailyRate(app, member.userProjectId, '270.00');
  crew = await signInAs(app, member.email);
  const hodUser = await createUser(app, project.id, { departmentNumber: 2 });
  await tsLevel(app, project.id, hodUser.id, 2, 1);
  hod = await signInAs(app, hodUser.email);
});

describe('payroll CSV from weeks the timesheet services computed', () => {
  it('a 9-hour base day set in the pay settings drives the overtime the payroll file shows', async () => {
    const rules = {
      weekStartDay: 1,
      baseDayMinutes: 540,
      overtimeBands: [{ fromMinutes: 0, toMinutes: null, premiumPct: '25' }],
      nightPremiumPct: '50',
      sixthDayPremiumPct: '50',
      seventhDayPremiumPct: '100',
      sundayPremiumPct: '100',
      travelRatePct: '100',
    };
    expect((await gql(app, SET_RULES, { r: rules }, { token: admin })).errors).toBeUndefined();
    // Monday 08:00-18:00 (600 min) and Tuesday 08:00-17:00 (540 min), 270 a day = 30 an hour for 9 h.
    const saved = await gql<{ SaveTimesheetWeek: { id: number; amountTotal: string } }>(
      app,
      SAVE,
      { w: '2026-11-02', days: [day(0), day(1, { End: '17:00' })] },
      { token: crew },
    );
    expect(saved.errors).toBeUndefined();
    // 270 + 60 min overtime 1 × 30 × 1.25 = 37.50, + 270: 577.50.
    expect(saved.data!.SaveTimesheetWeek.amountTotal).toBe('577.50');
    const id = saved.data!.SaveTimesheetWeek.id;
    expect((await gql(app, SEND, { id }, { token: crew })).errors).toBeUndefined();

    const before = await fetchCsv();
    expect(before).toHaveLength(1);

    // One level of validators: level 1 is final (8).
    const validated = await gql<{ ValidateTimesheet: { status: number } }>(
      app,
      VALIDATE,
      { id },
      { token: hod },
    );
    expect(validated.data!.ValidateTimesheet.status).toBe(8);
    const rows = await fetchCsv();
    expect(
      rows.slice(1).map((row) => row.slice(3).map((cell) => ('value' in cell ? cell.value : null))),
    ).toEqual([
      // Base: 540 + 540 min = 18 h, 2 × 270 = 540.
      ['Peeters', 'An', 'Camera', 'BASE', 'Base day', 18, 540],
      ['Peeters', 'An', 'Camera', 'OT1', 'Overtime 1', 1, 37.5],
    ]);
    expect(rows[1]!.slice(0, 2)).toEqual([
      { type: 'date', value: '2026-11-01' },
      { type: 'date', value: '2026-11-30' },
    ]);
  });
});

async function fetchCsv() {
  const response = await fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ name: 'payroll', format: 'csv' }),
  });
  expect(response.status).toBe(200);
  const content = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return openAsSpreadsheet(content, { locale: 'en-US', separator: ',' });
}
