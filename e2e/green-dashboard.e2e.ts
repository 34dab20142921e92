import { expect, type Page, test } from '@playwright/test';
import { createFormatter } from '../packages/shared/src/format/formatter';
import { DEMO, expectAccessible, signIn, storedToken, waitForScreen } from './helpers';

/**
 * Green dashboards and carbon-footprint (issue 14 step 3b): an administrator adds three entries to the ledger,
 * then the dashboard and the footprint show exactly what GetAdminGreenDashboard answers over the API, in the
 * project's units (kg, T above 1000, 001 §9), with no serious or critical accessibility violation.
 */

async function api<T>(page: Page, query: string, variables: object = {}): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

const SAVE = `mutation($e: CarbonEntryInput!) { AddUpdCarbonEntry(CarbonEntry: $e) { entry { id kgCo2e } } }`;
const FIELDS = [
  'transport',
  'accomodation',
  'energy',
  'locations',
  'expenses',
  'waste',
  'tGSEconomy',
  'tGSEcoPaper',
  'totalGenerated',
] as const;
type Field = (typeof FIELDS)[number];
interface Breakdown {
  key: string | null;
  totals: { kgCo2e: string; actualKgCo2e: string; pendingKgCo2e: string };
}
type Dashboard = Record<Field, string> & {
  totals: { actualKgCo2e: string; pendingKgCo2e: string };
  byCategory: Breakdown[];
  byPhase: Breakdown[];
};
const DASHBOARD = `query { GetAdminGreenDashboard { ${FIELDS.join(' ')}
  totals { actualKgCo2e pendingKgCo2e }
  byCategory { key totals { kgCo2e actualKgCo2e pendingKgCo2e } }
  byPhase { key totals { kgCo2e actualKgCo2e pendingKgCo2e } } } }`;
const LABELS: Record<Field, string> = {
  transport: 'Transport',
  accomodation: 'Accommodation',
  energy: 'Energy',
  locations: 'Locations',
  expenses: 'Other expenses',
  waste: 'Waste',
  tGSEconomy: 'TGS economy',
  tGSEcoPaper: 'TGS eco paper',
  totalGenerated: 'Total generated',
};

/** The figure under a label, within one part of the page. */
const figure = (scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('.mantine-Card-root', { has: scope.page().getByText(label, { exact: true }) })
    .getByTestId('green-figure');

test.describe('green dashboards (issue 14)', () => {
  test('an administrator reads the production footprint on the dashboard and on carbon-footprint, as the API gives it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.admin);
    // A 300 km diesel car trip while shooting, a 2-night hotel stay, and 10,000 kWh of generator energy (above a tonne).
    for (const entry of [
      {
        carbonCategory: 3,
        strDate: '2026-11-10',
        transportTypeCode: 6,
        fuel: 'diesel',
        km: '300',
        productionPhase: 1,
      },
      { carbonCategory: 1, strDate: '2026-11-11', nights: 2, country: 'gb', productionPhase: 1 },
      { carbonCategory: 2, strDate: '2026-11-12', kwh: '10000', country: 'gb', productionPhase: 0 },
    ])
      await api(page, SAVE, { e: entry });
    const { GetAdminGreenDashboard: d } = await api<{ GetAdminGreenDashboard: Dashboard }>(page, DASHBOARD);
    const { myProfile } = await api<{ myProfile: { regionalSetting: number } }>(
      page,
      'query { myProfile { regionalSetting } }',
    );
    const format = createFormatter({ regionalSetting: myProfile.regionalSetting });
    expect(Number(d.energy)).toBeGreaterThan(1000);

    // The dashboard opened at sign-in, while the entries were being added: read it afresh.
    await page.reload();
    await waitForScreen(page, 'my-dashboard');
    const admin = page.getByTestId('admin-green-dashboard');
    await expect(admin.getByRole('heading', { name: 'Carbon footprint of the production' })).toBeVisible();
    for (const field of FIELDS) await expect(figure(admin, LABELS[field])).toHaveText(format.mass(d[field]));
    await expect(figure(admin, 'Energy')).toHaveText(/ T$/);
    await expect(figure(admin, 'Actual (validated)')).toHaveText(format.mass(d.totals.actualKgCo2e));
    await expect(figure(admin, 'Pending (not validated yet)')).toHaveText(
      format.mass(d.totals.pendingKgCo2e),
    );
    // Each chart has its table of the same figures.
    for (const name of ['By category', 'By department', 'By phase', 'Over time'])
      await expect(admin.getByRole('table', { name })).toBeAttached();
    const byCategory = admin.getByRole('table', { name: 'By category' });
    for (const row of d.byCategory) await expect(byCategory).toContainText(format.mass(row.totals.kgCo2e));
    await admin.getByRole('button', { name: 'Show the figures as a table' }).first().click();
    await expect(byCategory).toBeVisible();
    await expect(admin.locator('.mantine-BarChart-root').first()).toBeVisible();
    await expectAccessible(page, 'my-dashboard with the green dashboards');

    // The footprint screen, from the menu.
    await page.getByRole('link', { name: 'Carbon footprint' }).first().click();
    await expect(page).toHaveURL(/#\/carbon-footprint$/);
    await waitForScreen(page, 'carbon-footprint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carbon footprint');
    const main = page.getByRole('main');
    await expect(figure(main, 'Total generated')).toHaveText(format.mass(d.totalGenerated));
    const categories = main.getByRole('table', { name: 'By category' });
    await expect(categories).toBeVisible();
    for (const row of d.byCategory) await expect(categories).toContainText(format.mass(row.totals.kgCo2e));
    const phases = main.getByRole('table', { name: 'By phase' });
    await expect(phases).toContainText('Shooting');
    await expect(phases).toContainText('Pre-production');
    for (const row of d.byPhase) await expect(phases).toContainText(format.mass(row.totals.kgCo2e));
    await expectAccessible(page, 'carbon-footprint');
  });
});
