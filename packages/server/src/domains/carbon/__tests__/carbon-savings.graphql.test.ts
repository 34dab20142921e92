import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { suppliers } from '../../suppliers/suppliers.table';
import { GET, saveEntry } from './carbon-fixture';

let app: App;
let manager: string;
let otherManager: string;
let greenSupplier: number;
let greySupplier: number;

const DASHBOARD = 'query { GetAdminGreenDashboard { tGSEconomy tGSEcoPaper totalGenerated } }';
const dashboard = async (token: string) =>
  (await gql<{ GetAdminGreenDashboard: Record<string, string> }>(app, DASHBOARD, {}, { token })).data!
    .GetAdminGreenDashboard;
const electricity = (kwh: string, supplierId: number) => ({
  carbonCategory: 2,
  strDate: '2026-11-06',
  energySource: 'electricity',
  kwh,
  country: 'be',
  supplierId,
});

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  manager = await signInAs(
    app,
    (
      await createUser(app, project.id, {
        rights: ['canAccessGreenReporting'],
        firstName: 'Ann',
        name: 'Peeters',
      })
    ).email,
  );
  otherManager = await signInAs(
    app,
    (await createUser(app, (await createProject(app)).id, { isAdmin: true })).email,
  );
  const rows = await app.database.db
    .insert(suppliers)
    .values([
      { licenseId: project.licenseId, name: 'Wind Power Co', searchName: 'wind power co', isGreen: true },
      { licenseId: project.licenseId, name: 'Grid Power', searchName: 'grid power' },
    ])
    .returning();
  greenSupplier = rows[0]!.id;
  greySupplier = rows[1]!.id;
});

describe('green dashboard savings (issue 14, 001 §3.4)', () => {
  it('starts at zero, then counts green-supplier electricity and recycled paper, the total staying gross', async () => {
    expect(await dashboard(manager)).toMatchObject({ tGSEconomy: '0.00', tGSEcoPaper: '0.00' });
    // 1000 kWh × 0.139 (Belgian grid) = 139.00 kg from a green supplier; 500 kWh from another one is not saved.
    const green = await saveEntry(app, manager, electricity('1000', greenSupplier));
    expect(green.entry.kgCo2e).toBe('139.00');
    await saveEntry(app, manager, electricity('500', greySupplier));
    // 250 kg cardboard + 100 kg paper recycled: 0.35 t × (1164.4894 landfill − 4.68568 recycling) = 405.93.
    await saveEntry(app, manager, {
      carbonCategory: 4,
      strDate: '2026-11-06',
      waste: { cardboard: '250', paper: '100', general: '40' },
    });
    // Another production's entries never count here.
    await saveEntry(app, otherManager, { carbonCategory: 4, strDate: '2026-11-06', waste: { paper: '900' } });
    const after = await dashboard(manager);
    expect(after.tGSEconomy).toBe('139.00');
    expect(after.tGSEcoPaper).toBe('405.93');
    // 139.00 + 69.50 + (0.35 × 4.68568 + 0.04 × 520.5327 = 22.46) : gross, savings not netted.
    expect(after.totalGenerated).toBe('230.96');
    // Paper alone makes a one-line entry (its factor in factor_key): 0.1 t more, 0.45 t × 1159.80372 = 521.91.
    await saveEntry(app, manager, { carbonCategory: 4, strDate: '2026-11-07', waste: { paper: '100' } });
    expect((await dashboard(manager)).tGSEcoPaper).toBe('521.91');
  });
});

describe('factor overrides name the person (issue 14)', () => {
  it('answers the name of who set an override in the list, the entry detail and the log', async () => {
    const hotel = await saveEntry(app, manager, {
      carbonCategory: 1,
      strDate: '2026-11-05',
      nights: 2,
      country: 'gb',
    });
    const set = await gql(
      app,
      `mutation { SetCarbonFactorOverride(FactorKey: "hotel_uk_room_night", Value: "12.5", Reason: "Chain figure") { id } }`,
      {},
      { token: manager },
    );
    expect(set.errors).toBeUndefined();
    const list = await gql<{ GetCarbonFactorOverrides: { userName: string | null }[] }>(
      app,
      'query { GetCarbonFactorOverrides { userName userId } }',
      {},
      { token: manager },
    );
    expect(list.data!.GetCarbonFactorOverrides[0]!.userName).toBe('Ann Peeters');
    const log = await gql<{ GetCarbonLedgerLog: { kind: string; userName: string | null }[] }>(
      app,
      'query { GetCarbonLedgerLog { kind userName } }',
      {},
      { token: manager },
    );
    expect(log.data!.GetCarbonLedgerLog[0]).toEqual({ kind: 'override', userName: 'Ann Peeters' });
    await gql(
      app,
      'mutation { ApplyCarbonRecompute(Reason: "new figure") { entriesChanged } }',
      {},
      { token: manager },
    );
    const detail = await gql<{ GetCarbonEntry: { lines: { override: { userName: string } | null }[] } }>(
      app,
      GET.replace('override { oldValue', 'override { userName oldValue'),
      { id: hotel.entry.id },
      { token: manager },
    );
    expect(detail.data!.GetCarbonEntry.lines[0]!.override?.userName).toBe('Ann Peeters');
  });
});
