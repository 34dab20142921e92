import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, storedToken, waitForScreen, watchConsole } from './helpers';

/**
 * The browser journey of issue 14 (physical data first): a crew member enters a 300 km diesel-car travel and a
 * 2-night hotel invoice in France, each with its Carbon section; level 1 and level 2 validate the sheet; both
 * show in the green table with factor, source and year, actual; the admin dashboard's total moves by exactly
 * their kg CO2e (300 × 0.17174 = 51.52 and 2 × 6.7 = 13.40); the green manager overrides the hotel factor with
 * a reason, previews and applies the recompute, and the log keeps it.
 */

/** A day inside every demo contract, so the journey does not depend on the day it runs. */
const DAY = '2026-11-20';
const TRAVEL = 'E2E scout drive, diesel car';
const HOTEL = 'E2E hotel invoice, Dunkirk (2 nights)';
const SHEET = 'E2E green week';
const HOTEL_FACTOR = 'hotel_fr_room_night';
const CAR_FACTOR = 'car_diesel_medium_km';

/** A tiny JPEG as a phone camera would hand it over (the server checks the bytes, not the name). */
const RECEIPT = {
  name: 'hotel-invoice.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
};

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
const actualKg = async (page: Page) =>
  (
    await api<{ GetAdminGreenDashboard: { totals: { actualKgCo2e: string } } }>(
      page,
      'query { GetAdminGreenDashboard { totals { actualKgCo2e } } }',
    )
  ).GetAdminGreenDashboard.totals.actualKgCo2e;
/** kg as exact hundredths, so sums compare without binary floats. */
const hundredths = (kg: string) => Math.round(Number(kg) * 100);

/** Picks an option of a select by the select's label, inside `scope`. */
async function pick(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

async function validateSheet(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/#/validateExp');
  await page.getByText(SHEET).click();
  await expect(page.getByText(HOTEL)).toBeVisible();
  const sheetUrl = page.url();
  await page.getByRole('button', { name: 'Validate the sheet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Validate', exact: true }).click();
  // Once decided, the workbench leaves the sheet: for the list, or for the next sheet waiting for this validator
  // (other journeys may have left one).
  await expect(page).not.toHaveURL(sheetUrl);
  await signOut(page);
}

test.describe('green journey (issue 14)', () => {
  test('crew enters a diesel travel and a hotel invoice with their physical quantities; once validated, the ledger, the dashboard and a factor override follow', async ({
    browser,
  }) => {
    test.setTimeout(200_000);
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const green = await desk.newPage();
    const errors = watchConsole(green);
    await signIn(green, DEMO.admin);
    const before = await actualKg(green);

    // The green manager maps the budget categories to carbon categories: lines of these categories carry a quantity.
    await green.goto('/#/green/factors');
    await waitForScreen(green, 'green/factors');
    const mapping = green.locator('form', { has: green.getByRole('combobox', { name: /^Budget category/ }) });
    for (const [budget, carbon] of [
      ['2700 – Accommodation', 'Accommodation'],
      ['2500 – Transport and vehicles', 'Transportation'],
    ] as const) {
      // The select is searchable and keeps the last category chosen: type the one wanted.
      await mapping.getByRole('combobox', { name: /^Budget category/ }).fill(budget.slice(7));
      await green.getByRole('option', { name: budget }).click();
      await mapping.getByRole('combobox', { name: /^Carbon category/ }).fill(carbon);
      await green.getByRole('option', { name: carbon, exact: true }).click();
      await mapping.getByRole('button', { name: 'Save' }).click();
      await expect(green.getByText('Mapping saved').first()).toBeVisible();
    }

    // The crew member: a 300 km travel in a diesel car, its Carbon section filled.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const crew = await phone.newPage();
    const crewErrors = watchConsole(crew);
    await signIn(crew, DEMO.crew1);
    await crew.goto('/#/myexpenses');
    await crew.getByRole('button', { name: 'Add a travel' }).click();
    const main = crew.getByRole('main');
    await crew.locator('input[type=date]').fill(DAY);
    await crew.getByLabel('Description', { exact: false }).fill(TRAVEL);
    await crew.getByLabel('Distance (km)', { exact: false }).fill('300');
    await pick(crew, main, /^Category/, 'Transport and vehicles (2500)');
    const travelCarbon = crew.getByRole('group', { name: 'Carbon' });
    await pick(crew, travelCarbon, /^Emission factor/, /^Car, diesel, medium .* — kgCO2e per km$/);
    await travelCarbon.getByLabel(/^Quantity/).fill('300');
    await expect(travelCarbon.locator('[data-carbon-preview]')).toContainText(/= 51[.,]52 kgCO2e$/);
    await expectAccessible(crew, 'travel form with its Carbon section');
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);

    // A hotel invoice: 2 nights in France.
    await crew.getByRole('button', { name: 'Add a ticket' }).click();
    await crew.locator('input[type=date]').fill(DAY);
    await crew.getByLabel('Description', { exact: false }).fill(HOTEL);
    await crew.getByRole('textbox', { name: /Total paid/ }).fill('236,00');
    await pick(crew, main, /^Category/, 'Accommodation (2700)');
    const hotelCarbon = crew.getByRole('group', { name: 'Carbon' });
    await pick(
      crew,
      hotelCarbon,
      /^Emission factor/,
      /^Hotel stay, France, average hotel — kgCO2e per room night$/,
    );
    await hotelCarbon.getByLabel(/^Quantity/).fill('2');
    // The demo project asks for a receipt on every ticket.
    await crew.locator('input[type=file][capture]').setInputFiles(RECEIPT);
    await expect(crew.getByText(/hotel-invoice\.jpg · 1 KB · sent when you save/)).toBeVisible();
    await expect(hotelCarbon.locator('[data-carbon-preview]')).toContainText(
      /^2 room night × 6[.,]7 kgCO2e per room night = 13[.,]40 kgCO2e$/,
    );
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);
    await crew.getByRole('button', { name: 'Send all' }).click();
    await crew.getByLabel('Title of the sheet').fill(SHEET);
    await crew.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(crew.getByText(`Sent for validation: ${SHEET}`)).toBeVisible();
    expect(crewErrors).toEqual([]);

    // Level 1 (head of camera), then level 2 (the accountant): the sheet is validated.
    // Their own browser: the green manager's page keeps its session.
    const validator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await validateSheet(validator, DEMO.hod);
    await validateSheet(validator, DEMO.accountant);

    // The green table: both, actual, with their factor, source and year.
    await green.goto('/#/green');
    await waitForScreen(green, 'green table');
    await green.getByLabel('Keyword').fill('E2E');
    for (const [description, factor, kg] of [
      [TRAVEL, CAR_FACTOR, /51[.,]52/],
      [HOTEL, HOTEL_FACTOR, /13[.,]40/],
    ] as const) {
      const row = green.getByRole('row', { name: new RegExp(description.replace(/[()]/g, '\\$&')) });
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-factor]')).toContainText(factor);
      await expect(row.locator('[data-factor]')).toContainText(/DESNZ.* · 2025/);
      await expect(row.locator('[data-kg]')).toContainText(kg);
      await expect(row).toContainText('Actual');
    }
    await expectAccessible(green, '/green');

    // The dashboard's validated total moved by exactly 51.52 + 13.40 = 64.92 kg.
    const after = await actualKg(green);
    expect(hundredths(after) - hundredths(before)).toBe(6492);

    // The green manager overrides the hotel factor with a reason, previews the recompute, then applies it.
    await green.getByRole('link', { name: 'Factors and recompute' }).click();
    await waitForScreen(green, 'green/factors');
    const override = green.locator('form', { has: green.getByRole('button', { name: 'Set the override' }) });
    await override.getByRole('combobox', { name: /^Factor key/ }).fill(HOTEL_FACTOR);
    await green.getByRole('option', { name: new RegExp(`^${HOTEL_FACTOR} `) }).click();
    await override.getByLabel('New value', { exact: false }).fill('8');
    await override.getByLabel('Reason', { exact: false }).fill('Dunkirk hotel audit: 8 kg per room night');
    await override.getByRole('button', { name: 'Set the override' }).click();
    await expect(green.getByText('Override saved')).toBeVisible();
    // 2 × 8 = 16.00, listed before anything changes.
    const change = green.getByRole('row', { name: /E2E hotel invoice/ });
    await expect(change).toContainText(/13[.,]40/);
    await expect(change).toContainText(/16[.,]00/);
    await expect(green.getByText('Override saved')).toBeHidden();
    await expectAccessible(green, '/green/factors');
    await green.getByRole('button', { name: 'Apply the recompute' }).click();
    await green.getByRole('button', { name: 'YES' }).click();
    await expect(green.getByText('Recompute applied')).toBeVisible();
    await expect(green.locator('[data-log=override]').first()).toContainText(
      'Dunkirk hotel audit: 8 kg per room night',
    );
    await expect(green.locator('[data-log=recompute]').first()).toBeVisible();
    // The hotel invoice now counts 2 × 8 = 16.00 kg (the demo's other French hotel nights follow the override too).
    await green.getByRole('link', { name: 'Back to the green table' }).click();
    await waitForScreen(green, 'green table again');
    await green.getByLabel('Keyword').fill('E2E hotel invoice');
    const hotel = green.getByRole('row', { name: /E2E hotel invoice/ });
    await expect(hotel.locator('[data-kg]')).toContainText(/16[.,]00/);
    await expect(hotel.locator('[data-factor]')).toContainText(`${HOTEL_FACTOR} = 8 kg/`);
    expect(errors).toEqual([]);
  });
});
