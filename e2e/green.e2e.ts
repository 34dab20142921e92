import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

/** Picks an option of a select inside the given container by the select's label. */
async function pick(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const DESCRIPTION = 'E2E diesel drive to the lighthouse';
const FACTOR = 'car_diesel_medium_km';

test.describe('green table (issue 14)', () => {
  test('the green manager adds a manual entry, sees its factor, source and year, overrides the factor with a reason, previews and applies the recompute, and sees the new kg', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);

    await page.goto('/#/green');
    await waitForScreen(page, 'green table');
    await expect(page.getByRole('heading', { level: 1, name: 'Green table' })).toBeVisible();
    await expectAccessible(page, '/green');

    // A manual entry: 300 km in a diesel car.
    await page.getByRole('button', { name: 'New entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New entry' });
    await pick(page, dialog, /^Transport type/, 'Type 6 (Car)');
    await dialog.getByLabel('Km', { exact: false }).fill('300');
    await pick(page, dialog, /^Fuel/, 'Diesel');
    await dialog.getByLabel('Description', { exact: false }).fill(DESCRIPTION);
    await expectAccessible(page, 'new entry dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // Its provenance: quantity × factor = result, with the factor's source and year.
    const drawer = page.getByRole('dialog', { name: /^Entry \d+$/ });
    await expect(drawer.locator('[data-formula]')).toContainText(`300 km × `);
    await expect(drawer.getByText(new RegExp(`^Factor: ${FACTOR} = `))).toBeVisible();
    await expect(drawer.getByText(/^Source: .+ · Year: \d{4}$/)).toBeVisible();
    const oldKg = (await drawer.locator('[data-entry-kg]').textContent())!.replace(' CO2e', '');
    await expectAccessible(page, 'entry drawer', '[role=dialog]');
    await page.keyboard.press('Escape');

    // In the table, with its factor, source and year.
    await page.getByLabel('Keyword').fill('E2E diesel drive');
    const row = page.getByRole('row', { name: new RegExp(DESCRIPTION) });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-factor]')).toContainText(FACTOR);
    await expect(row.locator('[data-factor]')).toContainText(/ · \d{4}/);
    await expect(row).toContainText(oldKg);

    // The filter is kept as a saved filter of type 'green table'.
    await pick(page, page.locator('main'), /^Category/, 'Transportation');
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: 'Save the filter as…' }).click();
    const saveAs = page.getByRole('dialog', { name: 'Save the filter as' });
    await saveAs.getByLabel('Filter name', { exact: false }).fill('E2E transport');
    await saveAs.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Filter saved')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Saved filter' })).toHaveValue('E2E transport');

    // The project overrides the factor, with its reason.
    await page.getByRole('link', { name: 'Factors and recompute' }).click();
    await waitForScreen(page, 'green/factors');
    const override = page.locator('form', { has: page.getByRole('button', { name: 'Set the override' }) });
    await override.getByRole('combobox', { name: /^Factor key/ }).fill(FACTOR);
    await page.getByRole('option', { name: new RegExp(`^${FACTOR} `) }).click();
    await expect(page.locator('[data-current-factor]')).toContainText('Value in force:');
    await override.getByLabel('New value', { exact: false }).fill('0.5');
    await override.getByLabel('Reason', { exact: false }).fill('Older diesel fleet on this shoot');
    await override.getByRole('button', { name: 'Set the override' }).click();
    await expect(page.getByText('Override saved')).toBeVisible();

    // The preview lists the entry, old → new kg, before anything changes.
    const change = page.getByRole('row', { name: new RegExp(DESCRIPTION) });
    await expect(change).toContainText(oldKg);
    await expect(change).toContainText(/150[.,]00 Kg/);
    // The toast's close button has no name (shared toast, reported): the scan runs once it has gone.
    await expect(page.getByText('Override saved')).toBeHidden();
    await expectAccessible(page, '/green/factors');
    await page.getByRole('button', { name: 'Apply the recompute' }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('Recompute applied')).toBeVisible();
    await expect(
      page.getByText('Nothing to recompute: every entry uses the factors in force.'),
    ).toBeVisible();
    // The log keeps the override and the recompute.
    await expect(page.locator('[data-log=override]').first()).toContainText(
      'Older diesel fleet on this shoot',
    );
    await expect(page.locator('[data-log=recompute]').first()).toBeVisible();

    // The table shows the new kg.
    await page.getByRole('link', { name: 'Back to the green table' }).click();
    await waitForScreen(page, 'green table again');
    await page.getByLabel('Keyword').fill('E2E diesel drive');
    const after = page.getByRole('row', { name: new RegExp(DESCRIPTION) });
    await expect(after).toContainText(/150[.,]00 Kg/);
    await expect(after.locator('[data-factor]')).toContainText(`${FACTOR} = 0.5 kg/`);
    expect(errors).toEqual([]);
  });
});
