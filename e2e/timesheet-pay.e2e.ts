import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

test.describe('timesheet pay settings and the payroll export (issue 18)', () => {
  test('the administrator sets the pay rules from the settings hub and downloads the payroll CSV', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);

    await page.goto('/#/settings');
    await waitForScreen(page, 'settings');
    await page.getByRole('link', { name: /Timesheet pay settings/ }).click();
    await expect(page).toHaveURL(/#\/settings\/timesheet-pay$/);
    await waitForScreen(page, 'settings/timesheet-pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Timesheet pay settings' })).toBeVisible();
    await expectAccessible(page, '/settings/timesheet-pay');

    // A second band left open before a third: the form names the problem and sends nothing.
    const form = page.getByRole('form', { name: 'Pay settings' });
    await form.getByRole('button', { name: 'Add a band' }).click();
    await form.getByRole('button', { name: 'Save the pay settings' }).click();
    await expect(form.getByText(/Each band starts where the previous one ends/)).toBeVisible();
    await expectAccessible(page, 'pay settings with a field error');

    await form
      .getByLabel(/^Up to/)
      .nth(1)
      .fill('04:00');
    await form.getByLabel(/^Night premium/).fill('37,5');
    await form.getByRole('button', { name: 'Save the pay settings' }).click();
    await expect(
      page.getByText('Pay settings saved. Weeks are recomputed when they are next saved.'),
    ).toBeVisible();

    await page.reload();
    await waitForScreen(page, 'settings/timesheet-pay after reload');
    const saved = page.getByRole('form', { name: 'Pay settings' });
    await expect(saved.getByLabel(/^Night premium/)).toHaveValue('37.5');
    await expect(saved.getByText('Band 3, from 04:00 of overtime')).toBeVisible();
    await expect(
      page.getByText('This project uses the default pay settings until you save its own.'),
    ).toHaveCount(0);

    // The payroll export: half a range is refused by the server and named; a whole range downloads the CSV.
    await page.getByRole('button', { name: 'Payroll export' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'payroll export dialog', '[role="dialog"]');
    await dialog.getByLabel('From').fill('2026-03-01');
    await dialog.getByRole('button', { name: 'Download the payroll CSV' }).click();
    await expect(dialog.getByRole('alert')).toContainText('payroll export');
    await dialog.getByLabel('To').fill('2026-03-31');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the payroll CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payroll_\d{14}\.csv$/);
    const content = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    // The demo project writes decimal commas, so its CSV separates with ';' (docs/payroll-csv.md).
    expect(content.split('\r\n')[0]).toBe(
      'Period start;Period end;Payroll reference;Name;First name;Department;Pay code;Pay line;Hours;Amount',
    );
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
