import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { type Detail, GET, refusal, saveEntry } from './carbon-fixture';

let app: App;
let manager: string;
let managerId: number;
let otherManager: string;

const OVERRIDE = `mutation($k: String!, $v: String!, $r: String!) {
  SetCarbonFactorOverride(FactorKey: $k, Value: $v, Reason: $r) { id factorKey oldValue newValue unit reason userId at } }`;
const RECOMPUTE_FIELDS = 'entriesChanged kgBefore kgAfter logId changes { entry { id } oldKgCo2e newKgCo2e }';
const PREVIEW = `query { PreviewCarbonRecompute { ${RECOMPUTE_FIELDS} } }`;
const APPLY = `mutation($r: String) { ApplyCarbonRecompute(Reason: $r) { ${RECOMPUTE_FIELDS} } }`;
const LOG =
  'query { GetCarbonLedgerLog { kind factorKey oldValue newValue reason entriesChanged kgBefore kgAfter userId } }';
const HOTEL = { carbonCategory: 1, strDate: '2026-11-05', nights: 2, country: 'gb' };

interface Recompute {
  entriesChanged: number;
  kgBefore: string;
  kgAfter: string;
  logId: number | null;
  changes: { entry: { id: number }; oldKgCo2e: string; newKgCo2e: string }[];
}

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  const user = await createUser(app, project.id, { rights: ['canAccessGreenReporting'] });
  managerId = user.id;
  manager = await signInAs(app, user.email);
  otherManager = await signInAs(
    app,
    (await createUser(app, (await createProject(app)).id, { isProd: true })).email,
  );
});

describe('factor overrides and recompute (issue 14)', () => {
  it('records who, when, why, old and new; previews, applies in one go, and logs', async () => {
    const hotel = await saveEntry(app, manager, HOTEL);
    const car = await saveEntry(app, manager, {
      carbonCategory: 3,
      strDate: '2026-11-05',
      transportTypeCode: 6,
      km: '10',
    });
    expect(hotel.entry.kgCo2e).toBe('20.80');

    const set = await gql<{ SetCarbonFactorOverride: Record<string, unknown> }>(
      app,
      OVERRIDE,
      { k: 'hotel_uk_room_night', v: '12,5', r: 'Hotel chain’s own 2026 figure' },
      { token: manager },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.SetCarbonFactorOverride).toMatchObject({
      factorKey: 'hotel_uk_room_night',
      oldValue: '10.4',
      newValue: '12.5',
      unit: 'room_night',
      reason: 'Hotel chain’s own 2026 figure',
      userId: managerId,
    });

    const preview = await gql<{ PreviewCarbonRecompute: Recompute }>(app, PREVIEW, {}, { token: manager });
    expect(preview.data!.PreviewCarbonRecompute).toEqual({
      entriesChanged: 1,
      kgBefore: '20.80',
      kgAfter: '25.00',
      logId: null,
      changes: [{ entry: { id: hotel.entry.id }, oldKgCo2e: '20.80', newKgCo2e: '25.00' }],
    });
    // The preview changes nothing.
    const unchanged = await gql<{ GetCarbonEntry: Detail }>(
      app,
      GET,
      { id: hotel.entry.id },
      { token: manager },
    );
    expect(unchanged.data!.GetCarbonEntry.entry.kgCo2e).toBe('20.80');

    const applied = await gql<{ ApplyCarbonRecompute: Recompute }>(
      app,
      APPLY,
      { r: 'New hotel data' },
      { token: manager },
    );
    expect(applied.data!.ApplyCarbonRecompute).toMatchObject({
      entriesChanged: 1,
      kgBefore: '20.80',
      kgAfter: '25.00',
    });
    expect(applied.data!.ApplyCarbonRecompute.logId).toEqual(expect.any(Number));

    const read = (await gql<{ GetCarbonEntry: Detail }>(app, GET, { id: hotel.entry.id }, { token: manager }))
      .data!.GetCarbonEntry;
    expect(read.entry).toMatchObject({ kgCo2e: '25.00', factorValue: '12.5', isOverride: true });
    expect(read.lines[0]).toMatchObject({
      formula: '2 room_night × 12.5 kg/room_night = 25 kg',
      override: {
        oldValue: '10.4',
        newValue: '12.5',
        reason: 'Hotel chain’s own 2026 figure',
        userId: managerId,
      },
    });
    const carAfter = (
      await gql<{ GetCarbonEntry: Detail }>(app, GET, { id: car.entry.id }, { token: manager })
    ).data!.GetCarbonEntry;
    expect(carAfter.entry.kgCo2e).toBe(car.entry.kgCo2e);

    const again = await gql<{ PreviewCarbonRecompute: Recompute }>(app, PREVIEW, {}, { token: manager });
    expect(again.data!.PreviewCarbonRecompute).toMatchObject({ entriesChanged: 0, changes: [] });

    // A new entry takes the override at once.
    expect((await saveEntry(app, manager, HOTEL)).entry).toMatchObject({ kgCo2e: '25.00', isOverride: true });

    const log = await gql<{ GetCarbonLedgerLog: Record<string, unknown>[] }>(
      app,
      LOG,
      {},
      { token: manager },
    );
    expect(log.data!.GetCarbonLedgerLog.slice(0, 2)).toEqual([
      {
        kind: 'recompute',
        factorKey: null,
        oldValue: null,
        newValue: null,
        reason: 'New hotel data',
        entriesChanged: 1,
        kgBefore: '20.80',
        kgAfter: '25.00',
        userId: managerId,
      },
      {
        kind: 'override',
        factorKey: 'hotel_uk_room_night',
        oldValue: '10.4',
        newValue: '12.5',
        reason: 'Hotel chain’s own 2026 figure',
        entriesChanged: 0,
        kgBefore: null,
        kgAfter: null,
        userId: managerId,
      },
    ]);
    // Another project sees neither the override nor the log.
    expect((await saveEntry(app, otherManager, HOTEL)).entry.kgCo2e).toBe('20.80');
    expect(
      (await gql<{ GetCarbonLedgerLog: unknown[] }>(app, LOG, {}, { token: otherManager })).data!
        .GetCarbonLedgerLog,
    ).toEqual([]);
  });

  it('refuses an unknown factor, an unchanged value and a missing reason, naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ k: 'no_such_factor', v: '1', r: 'x' }, 'factorKey'],
      [{ k: 'electricity_fr_kwh', v: '0.0519', r: 'same' }, 'value'],
      [{ k: 'electricity_fr_kwh', v: 'abc', r: 'x' }, 'value'],
      [{ k: 'electricity_fr_kwh', v: '0.05', r: '  ' }, 'reason'],
    ];
    for (const [variables, field] of cases)
      expect(refusal(await gql(app, OVERRIDE, variables, { token: manager })), field).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
  });

  it('lists factors and entry fields, searched without accents, with the value in force in the project', async () => {
    const search =
      'query($s: String) { GetCarbonVariables(SearchText: $s) { name kind unit value sourcedValue isOverridden year source } }';
    const hotels = await gql<{ GetCarbonVariables: Record<string, unknown>[] }>(
      app,
      search,
      { s: ' HOTEL_UK ' },
      { token: manager },
    );
    expect(hotels.data!.GetCarbonVariables.map((v) => v.name)).toEqual([
      'hotel_uk_room_night',
      'hotel_uk_london_room_night',
    ]);
    expect(hotels.data!.GetCarbonVariables[0]).toMatchObject({
      kind: 'factor',
      unit: 'room_night',
      value: '12.5',
      sourcedValue: '10.4',
      isOverridden: true,
      year: 2025,
    });
    const electricity = await gql<{ GetCarbonVariables: { name: string; year: number | null }[] }>(
      app,
      search,
      { s: 'électri' },
      { token: manager },
    );
    expect(electricity.data!.GetCarbonVariables.map((v) => v.name)).toContain('electricity_be_kwh');
    expect(electricity.data!.GetCarbonVariables.find((v) => v.name === 'electricity_be_kwh')!.year).toBe(
      2021,
    );
    const all = await gql<{ GetCarbonVariables: { kind: string }[] }>(app, search, {}, { token: manager });
    expect(all.data!.GetCarbonVariables.length).toBeLessThanOrEqual(200);
    expect(all.data!.GetCarbonVariables.some((v) => v.kind === 'field')).toBe(true);
    expect(errorCode(await gql(app, search, { s: 'x'.repeat(101) }, { token: manager }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
