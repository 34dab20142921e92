import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

test.describe('carbon budget and forecast (issue 16)', () => {
  test('the green manager plans a cell; the producer sees planned and forecast kg beside the EFC', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.green);

    await page.goto('/#/green/carbon-budget');
    await waitForScreen(page, 'green/carbon-budget');
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon budget' })).toBeVisible();
    // The demo production's plan: the matrix with its totals, and the history.
    await expect(page.locator('[data-carbon-matrix]')).toBeVisible();
    await expect(page.locator('[data-total="forecast"]')).toBeVisible();
    await expect(page.locator('[data-history-chart]')).toBeVisible();
    await expectAccessible(page, '/green/carbon-budget');
    const plannedBefore = (await page.locator('[data-total="planned"]').textContent()) ?? '';

    await page.getByRole('button', { name: 'Plan a cell' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan a cell' });
    await dialog
      .getByRole('textbox', { name: /^Carbon category/ })
      .or(dialog.getByRole('combobox', { name: /^Carbon category/ }))
      .first()
      .fill('9 ·');
    await page.getByRole('option', { name: '9 · Other category 9' }).click();
    await dialog.getByLabel('Planned kg CO2e', { exact: false }).fill('lots');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('Planned kg CO2e', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByLabel('Planned kg CO2e', { exact: false }).fill('750');
    await dialog.getByLabel('Note', { exact: false }).fill('Set build: timber and paint');
    await expectAccessible(page, 'plan dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The plan of Other category 9 · Whole category is saved.')).toBeVisible();
    const row = page.locator('[data-cell="9-"]');
    await expect(row.locator('[data-figure="planned"]')).toHaveText(/^750[.,]00 Kg$/);
    await expect(row.locator('[data-figure="forecast"]')).toHaveText(/^750[.,]00 Kg$/);
    await expect(page.locator('[data-total="planned"]')).not.toHaveText(plannedBefore);

    // The table view of the history reads the same figures.
    await page.getByText('Table', { exact: true }).click();
    await expect(page.locator('[data-history-table]')).toBeVisible();
    await expectAccessible(page, 'history table');

    // The producer reads the carbon plan beside the money EFC on the budget overview.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('about:blank');
    await signIn(page, DEMO.prod);
    await page.goto('/#/budget/overall');
    await waitForScreen(page, 'budget/overall');
    const cards = page.locator('[data-carbon-forecast-cards]');
    await expect(cards.locator('[data-card="carbonPlanned"]')).toContainText('Carbon planned');
    await expect(cards.locator('[data-card="carbonForecast"]')).toContainText('Carbon forecast');
    await expect(page.locator('[data-card="efc"]')).toBeVisible();
    await expectAccessible(page, '/budget/overall');
    expect(errors).toEqual([]);
  });
});
