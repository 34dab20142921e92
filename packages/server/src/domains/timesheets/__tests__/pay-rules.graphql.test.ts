import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

const FIELDS = `weekStartDay baseDayMinutes overtimeBands { fromMinutes toMinutes premiumPct } nightPremiumPct
  sixthDayPremiumPct seventhDayPremiumPct sundayPremiumPct travelRatePct isDefault`;
const GET = `query { GetTimesheetPayRules { ${FIELDS} } }`;
const SET = `mutation($r: TimesheetPayRulesInput!) { SetTimesheetPayRules(Rules: $r) { ${FIELDS} } }`;

const RULES = {
  weekStartDay: 0,
  baseDayMinutes: 540,
  overtimeBands: [
    { fromMinutes: 0, toMinutes: 60, premiumPct: '25' },
    { fromMinutes: 60, toMinutes: 180, premiumPct: '50,5' },
    { fromMinutes: 180, toMinutes: null, premiumPct: '100' },
  ],
  nightPremiumPct: '40',
  sixthDayPremiumPct: '50',
  seventhDayPremiumPct: '100',
  sundayPremiumPct: '75.25',
  travelRatePct: '80',
};

let app: App;
let admin: string;
let configurer: string;
let crew: string;
let otherAdmin: string;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  configurer = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessConfig'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  otherAdmin = await signInAs(
    app,
    (await createUser(app, (await createProject(app)).id, { isAdmin: true })).email,
  );
});

describe('GetTimesheetPayRules / SetTimesheetPayRules (issue 18)', () => {
  it('answers the defaults while nothing was saved, to any member', async () => {
    const result = await gql<{ GetTimesheetPayRules: Record<string, unknown> }>(
      app,
      GET,
      {},
      { token: crew },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.GetTimesheetPayRules).toEqual({
      weekStartDay: 1,
      baseDayMinutes: 600,
      overtimeBands: [
        { fromMinutes: 0, toMinutes: 120, premiumPct: '25.00' },
        { fromMinutes: 120, toMinutes: null, premiumPct: '50.00' },
      ],
      nightPremiumPct: '50.00',
      sixthDayPremiumPct: '50.00',
      seventhDayPremiumPct: '100.00',
      sundayPremiumPct: '100.00',
      travelRatePct: '100.00',
      isDefault: true,
    });
  });

  it('saves for an administrator and for canAccessConfig; members read them; another project keeps its own', async () => {
    const saved = await gql<{ SetTimesheetPayRules: Record<string, unknown> }>(
      app,
      SET,
      { r: RULES },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
    const expected = {
      weekStartDay: 0,
      baseDayMinutes: 540,
      overtimeBands: [
        { fromMinutes: 0, toMinutes: 60, premiumPct: '25.00' },
        { fromMinutes: 60, toMinutes: 180, premiumPct: '50.50' },
        { fromMinutes: 180, toMinutes: null, premiumPct: '100.00' },
      ],
      nightPremiumPct: '40.00',
      sixthDayPremiumPct: '50.00',
      seventhDayPremiumPct: '100.00',
      sundayPremiumPct: '75.25',
      travelRatePct: '80.00',
      isDefault: false,
    };
    expect(saved.data!.SetTimesheetPayRules).toEqual(expected);
    const read = await gql<{ GetTimesheetPayRules: Record<string, unknown> }>(app, GET, {}, { token: crew });
    expect(read.data!.GetTimesheetPayRules).toEqual(expected);

    const again = await gql(app, SET, { r: { ...RULES, baseDayMinutes: 600 } }, { token: configurer });
    expect(again.errors).toBeUndefined();
    const other = await gql<{ GetTimesheetPayRules: { isDefault: boolean } }>(
      app,
      GET,
      {},
      { token: otherAdmin },
    );
    expect(other.data!.GetTimesheetPayRules.isDefault).toBe(true);
  });

  it.each([
    ['a crew member', () => crew, 'FORBIDDEN'],
    ['nobody signed in', () => '', 'UNAUTHENTICATED'],
  ])('refuses %s', async (_name, token, code) => {
    const result = await gql(app, SET, { r: RULES }, { token: token() });
    expect(errorCode(result)).toBe(code);
  });

  it("another project's administrator changes only their own project", async () => {
    const result = await gql(app, SET, { r: { ...RULES, baseDayMinutes: 480 } }, { token: otherAdmin });
    expect(result.errors).toBeUndefined();
    const mine = await gql<{ GetTimesheetPayRules: { baseDayMinutes: number } }>(
      app,
      GET,
      {},
      { token: admin },
    );
    expect(mine.data!.GetTimesheetPayRules.baseDayMinutes).toBe(600);
  });

  it.each([
    [
      'bands not contiguous',
      { overtimeBands: [RULES.overtimeBands[0], { ...RULES.overtimeBands[1], fromMinutes: 90 }] },
      'overtimeBands.1.fromMinutes',
      850,
    ],
    [
      'first band not from 0',
      { overtimeBands: [{ fromMinutes: 30, toMinutes: null, premiumPct: '25' }] },
      'overtimeBands.0.fromMinutes',
      850,
    ],
    [
      'an open band before the last',
      { overtimeBands: [{ fromMinutes: 0, toMinutes: null, premiumPct: '25' }, RULES.overtimeBands[2]] },
      'overtimeBands.0.toMinutes',
      850,
    ],
    [
      'a band ending before it starts',
      { overtimeBands: [{ fromMinutes: 0, toMinutes: 0, premiumPct: '25' }] },
      'overtimeBands.0.toMinutes',
      null,
    ],
    ['a negative percentage', { nightPremiumPct: '-5' }, 'nightPremiumPct', null],
    ['a percentage above 1000', { sundayPremiumPct: '1000.01' }, 'sundayPremiumPct', null],
    [
      'a band percentage that is not a number',
      { overtimeBands: [{ fromMinutes: 0, toMinutes: null, premiumPct: 'abc' }] },
      'overtimeBands.0.premiumPct',
      null,
    ],
    ['week start 7', { weekStartDay: 7 }, 'weekStartDay', null],
    ['week start -1', { weekStartDay: -1 }, 'weekStartDay', null],
    ['base day of 59 minutes', { baseDayMinutes: 59 }, 'baseDayMinutes', null],
    ['base day beyond 24 h', { baseDayMinutes: 1441 }, 'baseDayMinutes', null],
  ])('names the field: %s, and writes nothing', async (_name, change, field, number) => {
    const before = await gql<{ GetTimesheetPayRules: unknown }>(app, GET, {}, { token: admin });
    const result = await gql(app, SET, { r: { ...RULES, ...change } }, { token: admin });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.field).toBe(field);
    if (number === 850) expect(result.errors![0]!.message).toMatch(/^Overtime band \d must start/);
    const after = await gql<{ GetTimesheetPayRules: unknown }>(app, GET, {}, { token: admin });
    expect(after.data).toEqual(before.data);
  });

  it('answers a French caller in French', async () => {
    const project = await createProject(app);
    const french = await signInAs(
      app,
      (await createUser(app, project.id, { isAdmin: true, appLanguage: 1 })).email,
    );
    const result = await gql(
      app,
      SET,
      { r: { ...RULES, overtimeBands: [{ fromMinutes: 5, toMinutes: null, premiumPct: '1' }] } },
      { token: french },
    );
    expect(result.errors![0]!.message).toMatch(/^La tranche d'heures supplémentaires 1 doit commencer/);
  });
});
