import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

const TEMPLATE = 'E2E generator day';

test.describe('carbon templates and waste (issue 14)', () => {
  test('the green manager creates a template, applies it to 3 days and sees its entries in the green table totals', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);

    await page.goto('/#/green/carbon-template');
    await waitForScreen(page, 'green/carbon-template');
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon templates' })).toBeVisible();
    // The demo production's templates are there.
    await expect(page.locator('[data-template="Studio day"]')).toBeVisible();
    await expectAccessible(page, '/green/carbon-template');

    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByLabel('Name', { exact: false }).fill(TEMPLATE);
    await dialog.getByLabel('Description', { exact: false }).first().fill('Back-up generator, 10 l a day');
    await dialog.getByRole('group', { name: 'Line 1' }).getByLabel('Description').fill('E2E generator line');
    await dialog.getByRole('combobox', { name: /^Factor/ }).fill('gas_oil_litre');
    await page.getByRole('option', { name: 'gas_oil_litre', exact: true }).click();
    await dialog.getByLabel('Quantity per day', { exact: false }).fill('10');
    await expect(dialog.getByRole('combobox', { name: /^Unit/ })).toHaveValue('litre');
    await expectAccessible(page, 'template dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved')).toBeVisible();

    const card = page.locator(`[data-template="${TEMPLATE}"]`);
    await card.getByRole('button', { name: 'Apply' }).click();
    const apply = page.getByRole('dialog', { name: `Apply “${TEMPLATE}”` });
    await apply.getByLabel('Day or first day', { exact: false }).fill('2026-12-07');
    await apply.getByLabel('Last day (for a period)').fill('2026-12-09');
    // 10 l × 2.75541 kg/l = 27.5541 → 27.55 kg an entry; 3 days: 82.65 kg.
    await expect(apply.locator('[data-preview]')).toContainText(/3 entries over 3 days · 82[.,]65 Kg CO2e/);
    await expectAccessible(page, 'apply dialog', '[role=dialog]');
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('3 entries created')).toBeVisible();
    await expect(card.locator('[data-application]')).toContainText(/3 entries · 82[.,]65 Kg CO2e/);

    await page.goto('/#/green');
    await waitForScreen(page, 'green table');
    await page.getByLabel('Keyword').fill('E2E generator line');
    await expect(page.getByText(/^3 entries · total 82[.,]65 Kg$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('waste is entered by kind in the project’s units and totalled per kind', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/green/waste');
    await waitForScreen(page, 'green/waste');
    await expect(page.getByRole('heading', { level: 1, name: 'Waste' })).toBeVisible();
    await expectAccessible(page, '/green/waste');

    await page.getByRole('button', { name: 'New waste entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New waste entry' });
    await dialog.getByLabel(/^From/).fill('2026-12-07');
    await dialog.getByLabel(/^To/).fill('2026-12-11');
    await dialog.getByLabel('Location set', { exact: false }).fill('E2E backlot');
    // The demo project weighs cardboard in kg and general waste in tonnes.
    await dialog.getByLabel('Cardboard (kg)').fill('1200');
    await dialog.getByLabel('General waste (t)').fill('0.5');
    await dialog.getByLabel('Sorted waste').check();
    await expectAccessible(page, 'waste dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Waste entry saved')).toBeVisible();

    await page.getByLabel('From date').fill('2026-12-07');
    const totals = page.locator('[data-waste-totals]');
    await expect(totals.locator('[data-kind="cardboard"] [data-total]')).toHaveText(/^1[.,]20 T$/);
    await expect(totals.locator('[data-kind="general"] [data-total]')).toHaveText(/^500[.,]00 Kg$/);
    // 1.2 t × 4.68568 + 0.5 t × 520.5327 = 5.622816 + 260.26635 = 265.89 kg CO2e.
    await expect(page.locator('[data-waste-kg]')).toHaveText(/^1 entries · 265[.,]89 Kg CO2e$/);
    await expect(page.getByRole('row', { name: /E2E backlot/ })).toContainText('Sorted waste');
    await expectAccessible(page, '/green/waste with an entry');
    expect(errors).toEqual([]);
  });
});
