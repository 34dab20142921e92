import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, storedToken, waitForScreen, watchConsole } from './helpers';

/** Issue 15: trips entered on a phone, and an accommodation distributed to the crew and read by them. */

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

async function pick(page: Page, scope: Locator, label: string | RegExp, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.scrollIntoViewIfNeeded();
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function api<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { query },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
type Figures = { transport: string; accomodation: string };
const adminFigures = async (page: Page) =>
  (
    await api<{ GetAdminGreenDashboard: Figures }>(
      page,
      '{ GetAdminGreenDashboard { transport accomodation } }',
    )
  ).GetAdminGreenDashboard;
const myFigures = async (page: Page) =>
  (
    await api<{ GetUserGreenDashboard: Figures }>(
      page,
      '{ GetUserGreenDashboard { transport accomodation } }',
    )
  ).GetUserGreenDashboard;
/** The exact move of a dashboard figure (two-decimal kg strings). */
const moved = (before: string, after: string) =>
  ((Math.round(Number(after) * 100) - Math.round(Number(before) * 100)) / 100).toFixed(2);

const sidewaysWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('transport on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a transport coordinator adds a 3-passenger van trip from a phone, and sees it in the list', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.prod);
    const before = await adminFigures(page);
    await page.goto('/#/TransportsList/mobile/add');
    await waitForScreen(page, 'add a trip');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a trip' })).toBeVisible();
    const form = page.locator('main form');
    await pick(page, form, /^Means of transport/, 'Van');
    await form.getByLabel('From (place)', { exact: false }).fill('Studio Lumière');
    await form.getByLabel('From (city)', { exact: false }).fill('Brussels');
    await form.getByLabel('To (place)', { exact: false }).fill('Lange Nelle lighthouse');
    await form.getByLabel('To (city)', { exact: false }).fill('Ostend');
    await form.getByLabel('Distance (km)', { exact: false }).fill('124');
    await form.getByLabel('Passengers', { exact: false }).fill('3');
    await pick(page, form, /^Vehicle energy/, 'Diesel');
    await form.getByLabel('Description', { exact: false }).fill('E2E van to the lighthouse');
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'TransportsList/mobile/add');
    await form.getByRole('button', { name: 'Save the trip' }).tap();

    // The trip's page: its means, places, km and passengers, and the carbon-clap means kept for the report.
    await expect(page).toHaveURL(/#\/TransportsList\/\d+$/);
    await waitForScreen(page, 'trip');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Van');
    await expect(main).toContainText('Studio Lumière, Brussels');
    await expect(main).toContainText('124 km');
    await expect(main.getByText('3', { exact: true })).toBeVisible();
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'TransportsList/{id}');
    // The production's footprint moves by exactly 124 vehicle-km × 0.25561 (average diesel van) = 31.70 kg.
    expect(moved(before.transport, (await adminFigures(page)).transport)).toBe('31.70');

    // In the manager's list; then deleted with a confirmation, leaving the demo as it was.
    await page.goto('/#/TransportsList');
    await waitForScreen(page, 'transports');
    await expect(page.getByRole('link', { name: /^Van · / }).first()).toBeVisible();
    await expectAccessible(page, 'TransportsList');
    await page.goBack();
    await waitForScreen(page, 'trip again');
    await page.getByRole('button', { name: 'Delete the trip' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Delete the trip' });
    await expect(confirm).toContainText('Delete this trip and its carbon entry?');
    await confirm.getByRole('button', { name: /yes/i }).tap();
    await expect(page).toHaveURL(/#\/TransportsList$/);
    expect(moved(before.transport, (await adminFigures(page)).transport)).toBe('0.00');
    expect(errors).toEqual([]);
  });
});

test.describe('accommodation', () => {
  test('production distributes 2 rooms to the crew; a crew member reads theirs and the header count drops', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.crew1);
    const chrisBefore = await myFigures(page);
    await signOut(page);
    await signIn(page, DEMO.prod);
    const before = await adminFigures(page);
    await page.goto('/#/accomodationList');
    await waitForScreen(page, 'accommodations');
    await expectAccessible(page, 'accomodationList');
    await page.getByRole('link', { name: 'New accommodation' }).click();
    await waitForScreen(page, 'new accommodation');
    const form = page.locator('main form');
    await form.getByLabel('Name', { exact: false }).first().fill('E2E Hotel Ostend');
    await form.getByLabel('Country code', { exact: false }).fill('be');
    await form.getByLabel(/^From/).fill('2026-11-09');
    await form.getByLabel(/^To/).fill('2026-11-12');
    await form.getByLabel(/^Rooms/).fill('2');
    await form.getByLabel(/^Nights/).fill('3');
    await form.getByLabel(/^City/).fill('Ostend');
    await expectAccessible(page, 'accomodationList/new');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/accomodationList\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Hotel Ostend' })).toBeVisible();

    // distribution/{id}: one room each for Chris and Sam, 3 nights.
    await page.getByRole('link', { name: 'Distribution' }).click();
    await waitForScreen(page, 'distribution');
    await expect(page.getByText('Nobody has a room yet. Add a person.')).toBeVisible();
    const main = page.locator('main');
    await page.getByRole('button', { name: 'Add a person' }).click();
    await pick(page, main, 'Person 1', 'Chris Dupont');
    await page.getByRole('button', { name: 'Add a person' }).click();
    await pick(page, main, 'Person 2', 'Sam Peeters');
    await expect(main).toContainText('6 of 6 room-nights given');
    await expectAccessible(page, 'distribution/{id}');
    await page.getByRole('button', { name: 'Save the distribution' }).click();
    await expect(page.getByText('Distribution saved')).toBeVisible();
    // 2 rooms × 3 nights × 12.2 kg (Belgian hotel) = 73.20 kg for the production, now split between the two.
    expect(moved(before.accomodation, (await adminFigures(page)).accomodation)).toBe('73.20');

    // Chris reads it in myaccomodations: the header count drops by one.
    await signOut(page);
    await signIn(page, DEMO.crew1);
    const bell = page.getByRole('button', { name: /^Notifications: \d+$/ });
    const countOf = async () => Number((await bell.getAttribute('aria-label'))!.split(': ')[1]);
    await page.goto('/#/myaccomodations');
    await waitForScreen(page, 'my accommodations');
    const unread = await countOf();
    expect(unread).toBeGreaterThanOrEqual(1);
    const card = main.locator('.mantine-Card-root', { hasText: 'E2E Hotel Ostend' });
    await expect(card).toContainText('1 room(s), 3 night(s)');
    await expectAccessible(page, 'myaccomodations');
    await card.getByRole('button', { name: 'I have read it' }).click();
    await expect(card.getByText('Read', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Notifications: ${unread - 1}` })).toBeVisible();
    // Chris's own footprint holds their room: 1 room × 3 nights × 12.2 = 36.60 kg.
    expect(moved(chrisBefore.accomodation, (await myFigures(page)).accomodation)).toBe('36.60');
    expect(errors).toEqual([]);
  });
});
