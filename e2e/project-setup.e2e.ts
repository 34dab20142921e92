import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './helpers';

/** Opens a Mantine select by its label and picks an option. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('project set-up (issue 3)', () => {
  test('the administrator adds a department with two functions and a linked category', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/departments');
    // An abandoned "Add a department" leaves nothing behind (issue 12 item 17).
    await expect(page.getByRole('link', { name: 'Production', exact: true })).toBeVisible();
    const departmentRows = await page.getByRole('row').count();
    await page.getByRole('button', { name: 'Add a department' }).click();
    await expect(page.getByRole('dialog').getByLabel('Name', { exact: false }).first()).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Production', exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(departmentRows);
    await expect(page.getByRole('link', { name: /^Department \d+$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add a department' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: false }).first().fill('Grip');
    await dialog.getByLabel('Prefix').fill('GRP');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Grip', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Functions of Grip' })).toBeVisible();
    await expect(page.getByText('This department has no functions yet.')).toBeVisible();
    for (const name of ['Key grip', 'Best boy grip']) {
      await page.getByRole('button', { name: 'Add a function' }).click();
      const fn = page.getByRole('dialog');
      await fn.getByLabel('Name', { exact: false }).first().fill(name);
      await fn.getByRole('button', { name: 'Save' }).click();
      await expect(fn).toBeHidden();
      await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Move up – Best boy grip' }).click();
    await expect(page.getByRole('listitem').first()).toContainText('Best boy grip');
    await page.reload();
    await expect(page.getByRole('listitem').first()).toContainText('Best boy grip');

    await page.goto('/#/categories');
    await page.getByRole('button', { name: 'Add a category' }).click();
    const category = page.getByRole('dialog');
    await category.getByLabel('Name', { exact: false }).first().fill('Grip equipment');
    await category.getByLabel('Cost centre').fill('2400');
    await category.getByText('Department', { exact: true }).click();
    await pick(page, 'Department', 'Grip');
    await category.getByRole('button', { name: 'Save' }).click();
    await expect(category).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Grip equipment' })).toContainText('2400');
    await expect(page.getByRole('row').filter({ hasText: 'Grip equipment' })).toContainText('Grip');
    expect(errors).toEqual([]);
  });

  test('the administrator creates a supplier with an address and finds it without accents', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/suppliers/new');
    await page.getByLabel('Name', { exact: false }).first().fill('Café Lumière');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Café Lumière' })).toBeVisible();
    await page.getByLabel('Street').fill('Rue Haute');
    await page.getByLabel('Number', { exact: true }).fill('5');
    await page.getByLabel('Postcode').fill('1000');
    await page.getByLabel('City').fill('Brussels');
    await page.getByLabel('Country', { exact: true }).fill('Belgium');
    await page.getByLabel('Country code').fill('be');
    await page.getByLabel('IBAN').fill('BE72 0961 2345 6769');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a valid IBAN.')).toBeVisible();
    await page.getByLabel('IBAN').fill('BE71 0961 2345 6769');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Supplier saved')).toBeVisible();
    const map = page.getByRole('link', { name: 'Open in a map' });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('href', /Rue%20Haute%205/);

    await page.goto('/#/suppliers');
    await page.getByLabel('Type to search ...').fill('  cafe lumiere ');
    await expect(page.getByRole('link', { name: 'Café Lumière' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lumen Camera Rental' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the administrator adds a 21% tax flag and sees it in the tax options', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/settings/flags');
    const preview = page.getByRole('list', { name: 'Tax options the crew will see' });
    await expect(preview.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add a flag' }).click();
    const flag = page.getByRole('dialog');
    await flag.getByLabel('Name', { exact: false }).first().fill('Reverse charge');
    await flag.getByRole('button', { name: 'Save' }).click();
    await expect(flag).toBeHidden();
    const group = page.locator('[data-flag="Reverse charge"]');
    await group.getByRole('button', { name: 'Add an item' }).click();
    const item = page.getByRole('dialog');
    await item.getByLabel('Name', { exact: false }).first().fill('Reverse charge 21%');
    await item.getByLabel(/^Rate/).fill('0.21');
    await item.getByLabel('Colour').fill('#12');
    await item.getByRole('button', { name: 'Save' }).click();
    await expect(item.getByText('Invalid HEX color.')).toBeVisible();
    await item.getByLabel('Colour').fill('#e8590c');
    await item.getByRole('button', { name: 'Save' }).click();
    await expect(item).toBeHidden();
    await expect(
      preview.getByRole('listitem').filter({ hasText: /Reverse charge 21% \(21\s?%\)/ }),
    ).toBeVisible();

    await page.goto('/#/settings/paycodes');
    await page.getByRole('button', { name: 'Add a payroll code' }).click();
    const code = page.getByRole('dialog');
    await code.getByLabel('Code', { exact: false }).first().fill('4010');
    await code.getByLabel('Description').fill('Kit rental');
    await code.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Kit rental' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a crew member cannot open the configuration screens', async ({ page }) => {
    await signIn(page, DEMO.crew1);
    for (const path of [
      'projects',
      'projects/new',
      'departments',
      '1/functions',
      'categories',
      'suppliers',
      'suppliers/1',
      'settings',
      'settings/flags',
      'settings/paycodes',
      'licenseList',
    ]) {
      await page.goto(`/#/${path}`);
      await expect(page, path).toHaveURL(/#\/pages\/404$/);
    }
    await expect(page.getByRole('link', { name: 'Departments' })).toHaveCount(0);
  });

  test('the administrator creates a project from the demo one and finds its departments after switching', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/projects/new');
    await page.getByLabel('Title', { exact: false }).first().fill('Harbour Lights');
    await pick(page, 'Copy the set-up of', 'The Last Lighthouse');
    await page.getByRole('button', { name: 'Create the project' }).click();
    await expect(page).toHaveURL(/#\/projects\/\d+\/update$/);
    await expect(page.getByRole('heading', { name: 'Harbour Lights' })).toBeVisible();
    await page.getByRole('tab', { name: 'Modules' }).click();
    await expect(page.getByRole('switch', { name: 'Per diems' })).toBeChecked();

    await pick(page, 'Switch project', 'Harbour Lights');
    await expect(page.getByLabel('Switch project').first()).toHaveValue('Harbour Lights');
    await page.goto('/#/departments');
    await expect(page.getByRole('link', { name: 'Camera', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sound', exact: true })).toBeVisible();
    await page.goto('/#/settings/flags');
    await expect(
      page
        .getByRole('list', { name: 'Tax options the crew will see' })
        .getByRole('listitem')
        .filter({ hasText: 'VAT 21%' }),
    ).toBeVisible();
    // Back to the demo project: the next sign-in opens the last project used, and the other journeys expect the demo.
    await pick(page, 'Switch project', 'The Last Lighthouse');
    await expect(page.getByLabel('Switch project').first()).toHaveValue('The Last Lighthouse');
    expect(errors).toEqual([]);
  });
});
