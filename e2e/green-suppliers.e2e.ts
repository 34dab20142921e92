import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

/** A supplier list as a green manager gets it: two good rows and one with a bad email address. */
const CSV = [
  'Name;VAT number;Email;Green label;Label date',
  'E2E Solar Grip;BE0123456749;grip@solar.example;ISO 14001;2026-03-15',
  'E2E Bad Mail Catering;;not-an-email;EU Ecolabel;',
  'E2E Eco Rentals;;rentals@eco.example;Green Key;15/01/2026',
].join('\r\n');

test.describe('LoadGreenSuppliers (issue 14)', () => {
  test('imports a csv with one bad row: the preview names the error, the confirm imports the valid rows, the suppliers screen shows the green badge and filters on it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);

    await page.goto('/#/LoadGreenSuppliers');
    await waitForScreen(page, 'load green suppliers');
    await expect(page.getByRole('heading', { level: 1, name: 'Load green suppliers' })).toBeVisible();
    await expectAccessible(page, '/LoadGreenSuppliers');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'green-suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview).toBeVisible();
    await expect(page.getByText('2 new · 0 updates · 1 rows with errors')).toBeVisible();
    const bad = preview.locator('tr[data-outcome="error"]');
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText('E2E Bad Mail Catering');
    await expect(bad).toContainText('The field Email needs a valid email address.');
    await expect(preview.locator('tr[data-outcome="new"]')).toHaveCount(2);
    await expectAccessible(page, 'green supplier preview');

    await page.getByRole('button', { name: 'Import 2 valid rows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the import' });
    await expect(dialog).toContainText('Import 2 suppliers and mark them green?');
    await expectAccessible(page, 'confirm dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'YES' }).click();
    await expect(
      page.getByText('Import done: 2 suppliers created, 0 updated, all marked green.'),
    ).toBeVisible();
    await expectAccessible(page, 'import summary');

    await page.getByRole('link', { name: 'Back to the suppliers' }).first().click();
    await waitForScreen(page, 'suppliers');
    const solar = page.locator('.mantine-Card-root', { hasText: 'E2E Solar Grip' });
    await expect(solar.locator('[data-green-badge]')).toHaveText('Green');
    await expect(page.getByRole('link', { name: 'E2E Bad Mail Catering' })).toHaveCount(0);
    const all = await page.locator('.mantine-Card-root').count();
    await page.getByRole('switch', { name: 'Green suppliers only' }).check({ force: true });
    await expect(page.locator('.mantine-Card-root')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'E2E Eco Rentals' })).toBeVisible();
    expect(all).toBeGreaterThan(2);
    await expectAccessible(page, '/suppliers green only');
    expect(errors).toEqual([]);
  });
});
