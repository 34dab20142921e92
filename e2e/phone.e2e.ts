import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './helpers';

/** A phone held upright: 390 × 844, touch, mobile viewport (000 §2: responsive mode at 768 px or less). */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

/** Opens a select by touch and taps an option, as a thumb does. */
async function tapPick(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.scrollIntoViewIfNeeded();
  await select.tap();
  await page.getByRole('option', { name: option, exact: true }).tap();
  await expect(select).toHaveValue(option);
}

/** Elements that scroll sideways, and how wide the page is (it must fit the 390 px screen). */
const sidewaysScrolling = (page: Page) =>
  page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    scrollers: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const overflow = getComputedStyle(el).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName}.${el.className.toString().slice(0, 60)}`),
  }));

test.describe('on a phone (issue 12 item 27)', () => {
  test('crew orders a PO line choosing VAT and category by touch, and sends it with its VAT', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.crew1);
    await page.goto('/#/mypo');
    await page.getByRole('button', { name: 'New purchase order' }).tap();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('What is ordered', { exact: false }).fill('Batteries for the night shoot');
    await drawer.locator('input[type=date]').first().fill('2026-11-20');
    await tapPick(page, drawer, 'Supplier', 'Lumen Camera Rental');
    await drawer.getByRole('button', { name: 'Create and add lines' }).tap();
    // A draft has no number yet (issue 12 item 17): it gets one when sent.
    await expect(drawer.getByRole('heading', { name: 'Draft purchase order' })).toBeVisible();

    const line = drawer.locator('[data-line-form]');
    await line.getByLabel('Line', { exact: false }).fill('V-mount batteries');
    await line.getByLabel('Quantity', { exact: false }).fill('4');
    await line.getByLabel('Unit price excl. VAT', { exact: false }).fill('50');
    // Both selects open and take a tap (they did not open by touch: the PO went out at 0 % VAT).
    await tapPick(page, line, 'VAT', 'VAT 21%');
    await tapPick(page, line, 'Category', 'Camera equipment (2100)');
    await expect(line.locator('[data-live-price]')).toContainText('242,00');
    await line.getByRole('button', { name: 'Add a line' }).tap();
    const added = drawer.locator('[data-po-item]');
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(/21\s?%/);
    await expect(added).toContainText('Camera equipment');
    await expect(drawer.locator('[data-po-total]')).toHaveText('242,00 €');
    // The line reads as a card: nothing in the drawer scrolls sideways.
    expect((await sidewaysScrolling(page)).scrollers).toEqual([]);
    await drawer.getByRole('button', { name: 'Send for validation' }).tap();
    // After the budget journeys the camera equipment is over its budget: the warning reads as cards, and the
    // crew member sends anyway.
    const sent = page.getByText(/^LL-PO-\d{4} sent for validation\.$/);
    const overBudget = page.getByRole('dialog', { name: 'Over budget' });
    await expect(sent.or(overBudget)).toBeVisible();
    if (await overBudget.isVisible()) {
      expect((await sidewaysScrolling(page)).scrollers).toEqual([]);
      await overBudget.getByRole('button', { name: 'Send anyway' }).tap();
    }
    await expect(sent).toBeVisible();
    const po = (await sent.textContent())!.replace(' sent for validation.', '');

    // The head of camera refuses it from a phone too (the PO journey counts what waits for them), and the crew
    // member deletes it: the project is left as it was found.
    await signOut(page);
    await signIn(page, DEMO.hod);
    await page.goto('/#/validatePO');
    await page.locator(`[data-po]:has-text("${po}")`).tap();
    await page.getByRole('button', { name: 'Refuse the purchase order' }).tap();
    await page.getByLabel('Reason for the refusal').fill('Only a phone journey: not needed.');
    await page.getByRole('dialog').getByRole('button', { name: 'Refuse', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Refuse the purchase order' })).toHaveCount(0);
    await signOut(page);
    await signIn(page, DEMO.crew1);
    await page.goto('/#/mypo');
    await page.getByText('To send or refused', { exact: true }).tap();
    await page.locator(`[data-po]:has-text("${po}")`).tap();
    await drawer.getByRole('button', { name: 'Delete the purchase order' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).tap();
    await expect(page.locator(`[data-po]:has-text("${po}")`)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('production lists show as cards: no page or table scrolls sideways at 390 px', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    // The administrator reaches every production list.
    await signIn(page, DEMO.admin);
    // The validators' table view, once chosen on a desk, gives way to cards on the phone.
    await page.evaluate(() => {
      window.localStorage.setItem('setledger.view.validateExp', 'table');
      window.localStorage.setItem('setledger.view.validatePO', 'table');
    });
    const screens = [
      'expenses',
      'budget/overall',
      'department/2',
      'mybudget',
      'users',
      'allUsers',
      'project/validations',
      'departments',
      'categories',
      'settings/flags',
      'projects',
      'validateExp',
      'validatePO',
    ];
    for (const route of screens) {
      await page.goto(`/#/${route}`);
      await expect(page.locator('main h1').first(), route).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status', { name: 'Loading' }), route).toHaveCount(0);
      expect(await sidewaysScrolling(page), route).toEqual({ pageWidth: 390, scrollers: [] });
    }
    // A list of the production: the project's expense sheets as cards, each with its person and total.
    await page.goto('/#/expenses');
    const cards = page.locator('[data-phone-cards] tbody tr');
    await expect(cards.first()).toBeVisible();
    // Each value shows beside its column's name (drawn before the cell, so it is no part of the cell's text).
    const person = cards.first().locator('[data-label="Person"]');
    await expect(person).toHaveText(/\S/);
    expect(await person.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Person"');
    await expect(cards.first().locator('[data-label="Total"]')).toContainText('€');
    expect(errors).toEqual([]);
  });
});
