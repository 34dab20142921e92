import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { GET_WEEK } from './timesheet-fixture';

let app: App;
let prod: string;
let crew: string;
let outsider: string;

const ADD = `mutation($id: Int, $d: String!, $p: String) {
  AddUpdStageDay(StageDayId: $id, Date: $d, Place: $p) { id date place note } }`;
const LIST = 'query($f: String, $t: String) { GetStageDays(From: $f, To: $t) { id date place } }';
const DEL = 'mutation($id: Int!) { DelStageDay(StageDayId: $id) }';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useTimesheet: true });
  prod = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const other = await createProject(app, { useTimesheet: true });
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('stage days (issue 18)', () => {
  it('production adds, changes and deletes them; weeks pre-fill the day type; one per date', async () => {
    const added = await gql<{ AddUpdStageDay: { id: number } }>(
      app,
      ADD,
      { d: '2026-12-01', p: 'Stage 2' },
      { token: prod },
    );
    expect(added.errors).toBeUndefined();
    const id = added.data!.AddUpdStageDay.id;
    const dup = await gql(app, ADD, { d: '2026-12-01' }, { token: prod });
    expect(dup.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Date' });
    expect((await gql(app, ADD, { id, d: '2026-12-02', p: 'Stage 3' }, { token: prod })).data).toEqual({
      AddUpdStageDay: { id, date: '2026-12-02', place: 'Stage 3', note: '' },
    });
    expect((await gql(app, LIST, { f: '2026-12-01', t: '2026-12-31' }, { token: crew })).data).toEqual({
      GetStageDays: [{ id, date: '2026-12-02', place: 'Stage 3' }],
    });
    const week = await gql<{ GetTimesheetWeek: { days: { dayType: number }[] } }>(
      app,
      GET_WEEK,
      { d: '2026-12-02' },
      { token: crew },
    );
    expect(week.data!.GetTimesheetWeek.days.map((d) => d.dayType)).toEqual([0, 0, 6, 0, 0, 0, 0]);
    expect(errorCode(await gql(app, ADD, { d: '2026-12-05' }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DEL, { id }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DEL, { id }, { token: outsider }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, ADD, { id, d: '2026-12-09' }, { token: outsider }))).toBe('NOT_FOUND');
    expect((await gql(app, LIST, {}, { token: outsider })).data).toEqual({ GetStageDays: [] });
    expect((await gql(app, DEL, { id }, { token: prod })).data).toEqual({ DelStageDay: id });
    expect(errorCode(await gql(app, ADD, { d: 'not-a-date' }, { token: prod }))).toBe('BAD_USER_INPUT');
  });
});
