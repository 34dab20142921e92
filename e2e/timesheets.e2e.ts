import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, storedToken, waitForScreen, watchConsole } from './helpers';

/**
 * The browser journey of issue 18 (the screens' part): a crew member fills a week with one overtime day and a night
 * shoot, with quick entry, and sends it; the level-1 validator validates; the level-2 validator refuses one day with
 * a reason; the crew member fixes the day on a 390 px phone and sends again; both levels validate; the accountant
 * reads the pay breakdown and marks the week processed, downloads the payroll CSV (same figures per pay code); the
 * budget's salaries and amount left move by exactly the week's pay. Every screen passes axe.
 *
 * Pay, with the default pay rules (10 h base day, overtime +25 % for the first 2 h, night +50 %) and a daily rate of
 * 400.00 (hourly 40.00): Monday 08:00-20:00 = 400 + 2 h × 40 × 1.25 = 500.00; Tuesday 18:00-04:00 with 6 night
 * hours = 400 + 6 × 40 × 0.5 = 520.00; Wednesday to Friday 08:00-18:00 = 3 × 400 = 1,200.00; the week 2,220.00.
 */

/** A week inside crew1's demo contract (2026-10-26 to 2027-01-31), after the demo's weeks, Monday to Sunday. */
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const FRIDAY = '2026-12-04';
const PAY_CENTS = '222000';
const REASON = 'Friday: the wrap was at 17:30';

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

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

/** The digits of an amount as shown, whatever the locale's marks ('2 220,00 €' -> '222000'). */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

const day = (page: Page, date: string) => page.locator(`[data-day="${date}"]`);
const hour = (page: Page, date: string, field: RegExp) =>
  day(page, date).getByRole('textbox', { name: field });

interface Figures {
  salaries: string;
  amountLeft: string;
}
const TREE = `query { GetBudgetTree { totals { salaries amountLeft }
  departments { departmentNumber figures { salaries amountLeft } } } }`;
/** The budget's salaries and amount left: the production's, and the Camera department's (crew1's, number 2). */
async function budgetFigures(page: Page): Promise<{ total: Figures; camera: Figures }> {
  const { GetBudgetTree } = await api<{
    GetBudgetTree: { totals: Figures; departments: { departmentNumber: number | null; figures: Figures }[] };
  }>(page, TREE);
  const camera = GetBudgetTree.departments.find((d) => d.departmentNumber === 2)!;
  return { total: GetBudgetTree.totals, camera: camera.figures };
}
/** Cents of a decimal string ('-1234.50' -> -123450). */
const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The admin states the pay rules this journey computes with (the defaults: another journey may have changed the
 * demo's), turns overtime and night hours on, gives crew1's contract its daily rate, and reads the budget.
 */
async function setUpProject(page: Page) {
  await signIn(page, DEMO.admin);
  await api(
    page,
    'mutation($r: TimesheetPayRulesInput!) { SetTimesheetPayRules(Rules: $r) { baseDayMinutes } }',
    {
      r: {
        weekStartDay: 1,
        baseDayMinutes: 600,
        overtimeBands: [
          { fromMinutes: 0, toMinutes: 120, premiumPct: '25' },
          { fromMinutes: 120, toMinutes: null, premiumPct: '50' },
        ],
        nightPremiumPct: '50',
        sixthDayPremiumPct: '50',
        seventhDayPremiumPct: '100',
        sundayPremiumPct: '100',
        travelRatePct: '100',
      },
    },
  );
  const { myProject } = await api<{ myProject: { id: number; titre: string } }>(
    page,
    'query { myProject { id titre } }',
  );
  await api(
    page,
    'mutation($id: Int!, $p: ProjectInput!) { updMyProject(projectId: $id, newProject: $p) { id } }',
    { id: myProject.id, p: { titre: myProject.titre, useOvertime: true, useNightHours: true } },
  );
  const { Users } = await api<{ Users: { id: number; email: string | null }[] }>(
    page,
    'query { Users(myProject: true) { id email } }',
  );
  const crew = Users.find((u) => u.email === DEMO.crew1)!;
  const { User } = await api<{ User: { contracts: { id: number; startDate: string; endDate: string }[] } }>(
    page,
    'query($u: Int!) { User(userID: $u) { contracts { id startDate endDate } } }',
    { u: crew.id },
  );
  const contract = User.contracts[0]!;
  await api(
    page,
    'mutation($c: ContractInput!, $id: Int, $u: Int!) { AddUpdContract(Contract: $c, ContractId: $id, UserId: $u) { id } }',
    {
      c: { startDate: contract.startDate, endDate: contract.endDate, dailyRate: '400' },
      id: contract.id,
      u: crew.id,
    },
  );
  const before = await budgetFigures(page);
  await signOut(page);
  return before;
}

/** A validator finds the week in the list waiting for them, opens it and validates it. */
async function validateAs(page: Page, email: string, sheetId: number, scan: boolean) {
  await signIn(page, email);
  await page.goto('/#/validateTS');
  await waitForScreen(page, 'validateTS');
  if (scan) await expectAccessible(page, 'validateTS');
  await page
    .locator(`[data-timesheet="${sheetId}"]`)
    .getByRole('link', { name: /Chris Dupont/ })
    .click();
  await waitForScreen(page, 'validateTS/:id');
  if (scan) await expectAccessible(page, 'validateTS/:id');
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await page.locator('[data-confirm-validation]').click();
  await expect(page.getByText('Week validated.')).toBeVisible();
  await signOut(page);
}

test('a crew week from entry to validation, with a refused day fixed on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  const budgetBefore = await setUpProject(page);

  // The crew member fills the week with quick entry: Monday, filled to Friday, then Monday's overtime and
  // Tuesday's night shoot.
  await signIn(page, DEMO.crew1);
  await page.goto('/#/mytimesheets');
  await waitForScreen(page, 'mytimesheets');
  await expectAccessible(page, 'mytimesheets');
  await page.getByRole('button', { name: 'New week' }).click();
  await page.getByLabel('A day of the week').fill('2026-12-02');
  await page.getByRole('button', { name: 'Open the week' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Week of/ })).toBeVisible();
  await waitForScreen(page, 'mytimesheets/new');
  await expect(day(page, MONDAY)).toBeVisible();
  await expectAccessible(page, 'mytimesheets/new');
  await hour(page, MONDAY, /^Start,/).fill('0800');
  await hour(page, MONDAY, /^End,/).fill('1800');
  await page.getByRole('button', { name: 'Fill the week from the first filled day' }).click();
  await expect(hour(page, FRIDAY, /^End,/)).toHaveValue('18:00');
  await hour(page, MONDAY, /^End,/).fill('2000');
  await hour(page, TUESDAY, /^Start,/).fill('1800');
  await hour(page, TUESDAY, /^End,/).fill('0400');
  await hour(page, TUESDAY, /^Night,/).fill('0600');
  await expect(page.locator('[data-week-hours]')).toHaveText('52:00');
  // The grid scrolls inside its own frame on a desk: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page).toHaveURL(/#\/mytimesheets\/\d+$/);
  const sheetId = Number(/mytimesheets\/(\d+)$/.exec(page.url())![1]);
  await expect.poll(async () => digits(await page.locator('[data-week-pay]').textContent())).toBe(PAY_CENTS);
  await page.getByRole('button', { name: 'Send for validation' }).click();
  await expect(page.getByText('Sent for validation.')).toBeVisible();
  await expect(page.locator('[data-approval-trail]')).toBeVisible();
  await expectAccessible(page, 'mytimesheets/:id sent');
  await signOut(page);

  // Level 1 validates; level 2 refuses Friday with a reason.
  await validateAs(page, DEMO.hod, sheetId, true);
  await signIn(page, DEMO.accountant);
  await page.goto(`/#/validateTS/${sheetId}`);
  await waitForScreen(page, 'validateTS/:id level 2');
  await page.getByRole('button', { name: 'Refuse', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse the week' });
  await dialog.getByLabel('Reason for the refusal').fill(REASON);
  await dialog.getByRole('checkbox', { name: /^Friday/ }).check();
  await expectAccessible(page, 'refuse dialog', '[role="dialog"]');
  await dialog.locator('[data-confirm-refusal]').click();
  await expect(page.getByText('Week refused.')).toBeVisible();
  await signOut(page);

  // The crew member fixes Friday on a 390 px phone and sends the week again.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.crew1);
  await page.goto(`/#/mytimesheets/${sheetId}`);
  await waitForScreen(page, 'mytimesheets/:id on a phone');
  await expect(page.locator('[data-week-refusal]')).toContainText(REASON);
  await expect(day(page, FRIDAY).locator('[data-refused-day]')).toBeVisible();
  await expectAccessible(page, 'mytimesheets/:id on a phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await hour(page, FRIDAY, /^End,/).fill('1730');
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Sent for validation.')).toBeVisible();
  await signOut(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Both levels again; the week is validated.
  await validateAs(page, DEMO.hod, sheetId, false);
  await validateAs(page, DEMO.accountant, sheetId, false);

  // The accountant reads the pay breakdown (a day's rate is guaranteed: Friday's shorter day pays the same) and
  // marks the week processed.
  await signIn(page, DEMO.accountant);
  await page.goto('/#/timesheets');
  await waitForScreen(page, 'timesheets');
  await expectAccessible(page, 'timesheets');
  await page.locator(`[data-timesheet="${sheetId}"]`).getByRole('link').first().click();
  await waitForScreen(page, 'timesheet');
  await expect(page.locator('[data-pay-breakdown]')).toBeVisible();
  await expect.poll(async () => digits(await page.locator('[data-week-pay]').textContent())).toBe(PAY_CENTS);
  await expect(page.locator(`[data-pay-day="${MONDAY}"] [data-pay-line="overtime"]`)).toBeVisible();
  await expect(page.locator(`[data-pay-day="${TUESDAY}"] [data-pay-line="night"]`)).toBeVisible();
  expect(digits(await page.locator(`[data-pay-day="${MONDAY}"] [data-pay-day-total]`).textContent())).toBe(
    '50000',
  );
  expect(digits(await page.locator(`[data-pay-day="${TUESDAY}"] [data-pay-day-total]`).textContent())).toBe(
    '52000',
  );
  await expectAccessible(page, 'timesheet');
  await page.getByRole('switch', { name: 'Processed' }).click();
  await expect(page.getByText('Marked as processed.')).toBeVisible();
  const { GetTimesheet } = await api<{ GetTimesheet: { status: number; processed: boolean } }>(
    page,
    'query($id: Int!) { GetTimesheet(TimesheetId: $id) { status processed } }',
    { id: sheetId },
  );
  expect(GetTimesheet).toEqual({ status: 8, processed: true });

  // The payroll CSV of that week, from the production's list, carries the same figures: per pay code and in all.
  await page.goto('/#/timesheets');
  await waitForScreen(page, 'timesheets for the payroll export');
  await page.getByRole('button', { name: 'Payroll export' }).click();
  const exportDialog = page.getByRole('dialog');
  await exportDialog.getByLabel('From').fill(MONDAY);
  await exportDialog.getByLabel('To').fill('2026-12-06');
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download the payroll CSV' }).click();
  const csv = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
  // The demo writes decimal commas: ';' separates (docs/payroll-csv.md); columns by position.
  const rows = csv
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(';'))
    .filter((cells) => cells[3] === 'Dupont' && cells[4] === 'Chris');
  const byCode = Object.fromEntries(rows.map((cells) => [cells[6], { hours: cells[8], amount: cells[9] }]));
  expect(byCode).toEqual({
    BASE: { hours: '49,5', amount: '2000,00' },
    OT1: { hours: '2', amount: '100,00' },
    NIGHT: { hours: '6', amount: '120,00' },
  });
  expect(rows.every((cells) => cells[0] === '30/11/2026' && cells[1] === '06/12/2026')).toBe(true);
  await signOut(page);

  // The budget's salaries grew, and its amount left shrank, by exactly the week's pay, in all and in Camera.
  await signIn(page, DEMO.admin);
  const budgetAfter = await budgetFigures(page);
  for (const node of ['total', 'camera'] as const) {
    expect(cents(budgetAfter[node].salaries) - cents(budgetBefore[node].salaries)).toBe(Number(PAY_CENTS));
    expect(cents(budgetBefore[node].amountLeft) - cents(budgetAfter[node].amountLeft)).toBe(
      Number(PAY_CENTS),
    );
  }
  await signOut(page);

  // Production's screens: crew entry and stage days.
  await signIn(page, DEMO.prod);
  for (const [route, where] of [
    ['/#/timesheetsEntryCrew', 'timesheetsEntryCrew'],
    ['/#/stageday', 'stageday'],
  ] as const) {
    await page.goto(route);
    await waitForScreen(page, where);
    await expectAccessible(page, where);
  }
  await page.getByRole('button', { name: 'Add a stage day' }).click();
  await page.getByRole('dialog').getByLabel('Place').fill('Studio B');
  await page.getByRole('dialog').locator('[data-save-stage-day]').click();
  await expect(page.getByText('Stage day saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Studio B' })).toBeVisible();
  // Production enters a week for a crew member: the person, then the same grid.
  await page.goto('/#/timesheetsEntryCrew');
  await waitForScreen(page, 'timesheetsEntryCrew');
  await page.locator('[data-crew-member]').filter({ hasText: 'Sam Peeters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sam Peeters · Week of/ })).toBeVisible();
  await waitForScreen(page, 'timesheetsEntryCrew/:id');
  await expect(page.locator('[data-week-grid]')).toBeVisible();
  await expectAccessible(page, 'timesheetsEntryCrew/:id');
  expect(errors).toEqual([]);
});
