import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

test.describe('salaries in the budget (issue 18)', () => {
  test('production follows a category’s salaries to a person and to a validated week', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.prod);

    // The demo's validated Camera weeks are paid in Camera equipment (the crew's function's category).
    await page.goto('/#/department/2/category/2');
    await waitForScreen(page, 'category budget');
    await page.getByRole('link', { name: 'Salaries' }).click();
    await expect(page).toHaveURL(/#\/department\/2\/salariesForCategory\/2$/);
    await waitForScreen(page, 'salaries of the category');
    await expect(page.getByRole('heading', { level: 1, name: /^Salaries of the category/ })).toBeVisible();
    const lines = page.locator('[data-salary-line]');
    await expect(lines.first()).toBeVisible();
    await expect(page.locator('[data-empty]')).toHaveCount(0);
    await expectAccessible(page, '/department/2/salariesForCategory/2');

    // A person's salaries in the department.
    const person = lines.first().getByRole('link').first();
    const name = (await person.textContent())!.trim();
    await person.click();
    await expect(page).toHaveURL(/#\/department\/2\/salaries\/\d+$/);
    await waitForScreen(page, 'salaries of a person');
    await expect(
      page.getByRole('heading', { level: 1, name: `Salaries of a person – ${name}` }),
    ).toBeVisible();
    await expectAccessible(page, '/department/2/salaries/:userId');

    // The week behind a line, read-only: its days with the pay breakdown, and where its pay went in the budget.
    await page
      .locator('[data-salary-line]')
      .first()
      .getByRole('link', { name: /^Open the timesheet of/ })
      .click();
    await expect(page).toHaveURL(/#\/timesheet-details\/\d+$/);
    await waitForScreen(page, 'timesheet details');
    await expect(page.getByRole('heading', { level: 1, name: `Timesheet details – ${name}` })).toBeVisible();
    await expect(page.locator('[data-day]').first()).toBeVisible();
    await expect(page.locator('[data-pay-line]').first()).toBeVisible();
    await expect(page.locator('[data-salary-line]').first()).toBeVisible();
    await expect(page.locator('[data-total]')).toBeVisible();
    await expectAccessible(page, '/timesheet-details/:id');
    expect(errors).toEqual([]);
  });
});
