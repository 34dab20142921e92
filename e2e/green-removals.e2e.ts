import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

/** Picks an option of a select inside the given container by the select's label. */
async function pick(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.describe('removals and special equipment (issue 14)', () => {
  test('a removal with its certificate shows beside the gross emissions, which do not move', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);

    // The gross before: removals are never deducted from it.
    await page.goto('/#/carbon-footprint');
    await waitForScreen(page, 'carbon-footprint');
    const gross = page.getByTestId('gross-emissions').first();
    await expect(gross).toBeVisible();
    const grossBefore = await gross.textContent();
    // The demo's purchased removal: 12 t (its planned offset does not count yet).
    await expect(page.getByTestId('removals-offsets').first()).toHaveText(/^12[.,]00 T$/);

    await page.goto('/#/carbon-removal');
    await waitForScreen(page, 'carbon-removal');
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon removals and offsets' })).toBeVisible();
    await expectAccessible(page, '/carbon-removal');
    await page.getByRole('link', { name: 'New removal or offset' }).click();
    await waitForScreen(page, 'carbon-removal/new');
    const form = page.locator('main form');
    await form.getByLabel('Quantity', { exact: false }).fill('2');
    await form.getByLabel('Project', { exact: false }).fill('E2E peatland restoration');
    await form.getByRole('combobox', { name: /^Standard or registry/ }).fill('Verra VCS');
    await form.getByLabel('Serial or certificate number', { exact: false }).fill('VCS-E2E-0001');
    await form.getByLabel('Vintage year', { exact: false }).fill('2025');
    await expectAccessible(page, 'new removal form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Removal saved')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Removal or offset – 2[.,]00 T$/ }),
    ).toBeVisible();

    // Its certificate: a PDF, checked by the server and listed by name.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'vcs-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('certificate-name')).toHaveText('vcs-certificate.pdf');
    await expect(page.getByText('Certificate uploaded')).toBeHidden();
    await expectAccessible(page, '/carbon-removal/{id}');

    // The footprint: gross unchanged, removals beside it, the net figure named for what it is.
    await page.goto('/#/carbon-footprint');
    await waitForScreen(page, 'carbon-footprint');
    await expect(page.getByTestId('gross-emissions').first()).toHaveText(grossBefore!);
    await expect(page.getByTestId('removals-offsets').first()).toHaveText(/^14[.,]00 T$/);
    await expect(page.getByText('Gross − removals').first()).toBeVisible();
    await expectAccessible(page, '/carbon-footprint');
    expect(errors).toEqual([]);
  });

  test('a generator with its litres shows its kg CO2e in the carbon view', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/special-equipments');
    await waitForScreen(page, 'special-equipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Special equipment' })).toBeVisible();
    await expectAccessible(page, '/special-equipments');

    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByLabel('Name', { exact: false }).fill('E2E generator 60 kVA');
    await pick(page, dialog, /^Fuel/, 'Gas oil (red diesel)');
    await dialog.getByLabel('Litres', { exact: false }).fill('100');
    await expectAccessible(page, 'new item dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item saved')).toBeVisible();
    await expect(page.getByTestId('equipment-row').filter({ hasText: 'E2E generator 60 kVA' })).toHaveCount(
      1,
    );

    await page.getByRole('link', { name: 'Carbon view' }).click();
    await waitForScreen(page, 'green/special-equipments');
    const row = page.getByTestId('equipment-carbon-row').filter({ hasText: 'E2E generator 60 kVA' });
    // 100 l × 2.75541 kg/l (gas oil, UK DESNZ 2025) = 275.541 → 275.54 kg.
    await expect(row.getByTestId('equipment-kg')).toHaveText(/^275[.,]54 Kg$/);
    await expect(row).toContainText('100 litre × 2.75541 kg/litre = 275.541 kg');
    await expect(row).toContainText('(2025)');
    await expectAccessible(page, '/green/special-equipments');
    expect(errors).toEqual([]);
  });
});
