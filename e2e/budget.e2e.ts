import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, DEMO_PASSWORD, signIn, watchConsole } from './helpers';

/** A day inside every demo contract, so the journey does not depend on the day it runs. */
const DAY = '2026-11-20';

async function budgetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow(['Department', 'Category', 'Description', 'Amount']);
  sheet.addRow(['Sound', 'Sound equipment', 'Boom, radio mics and recorder', 5000]);
  sheet.addRow(['Camera', 'Camera equipment', 'Lens package', 12000.5]);
  sheet.addRow(['Production', 'Catering', 'Lunches on set', '3 000,00']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Movie Magic top sheet (issue 12 item 24): title, headings, subtotals, fringes, a tax credit, the grand total. */
async function topSheetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Top Sheet');
  for (const row of [
    ['"THE LAST LIGHTHOUSE": pick-up days'],
    [],
    ['Acct#', 'Category Title', 'Page', 'Total'],
    [null, 'PRODUCTION'],
    [3300, 'CAMERA', 8, 4692.5],
    [3400, 'PRODUCTION SOUND', 9, 1465],
    [3600, 'LOCATION EXPENSES', 11, 3876],
    [null, 'Total Production', null, 10033.5],
    [null, 'OTHER'],
    [6900, 'TAX CREDIT', 13, -2500],
    [null, 'Total Other', null, -2500],
    [null, 'Total Fringes', null, 1250],
    [null, 'Grand Total', null, 8783.5],
  ])
    sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A 1×1 PNG, enough for a receipt. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** GraphQL as a demo person, through the same HTTP API as the app. */
async function api(page: Page, token: string | null, query: string, variables: object = {}) {
  const response = await page.request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The Sound row's actual, as the overview table shows it in the demo's fr-BE format ("1 234,56 €"). */
async function soundActual(page: Page) {
  const cell = page.locator('[data-department-row="3"] [data-figure="actual"]');
  await expect(cell).toBeVisible();
  return Number((await cell.textContent())!.replace(/[^\d,-]/g, '').replace(',', '.'));
}

test.describe('budget (issue 7)', () => {
  test('an accountant imports the budget from xlsx, locks it, sees the actual move after validating a sheet, changes an EFC with a comment, saves and reloads a filter, and exports the view to xlsx', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.accountant);
    await page.goto('/#/budget/overall');
    await expect(page.getByRole('heading', { name: 'Budget overview' })).toBeVisible();

    // The demo production carries its budget (issue 12 item 33): the first screen is a budget, not red negatives.
    await expect(page.locator('[data-card="budget"]')).toContainText(/635.?300[.,]50/);
    await expect(page.locator('[data-card="amountLeft"]')).not.toContainText('-');
    await expect(page.locator('[data-department-row] [data-figure="amountLeft"]')).toHaveCount(6);
    await expect(
      page.locator('[data-department-row] [data-figure="amountLeft"]', { hasText: '-' }),
    ).toHaveCount(0);

    // Import: choose the file, keep the suggested columns, check the preview, replace the demo's lines.
    await page.getByRole('tab', { name: 'Budget lines' }).click();
    await expect(page.locator('[data-lines-total]')).toContainText('23 line(s)');
    await page.getByRole('button', { name: 'Import from xlsx' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import the budget' });
    await wizard.locator('input[type=file]').setInputFiles({
      name: 'budget.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await budgetWorkbook(),
    });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('No error: the lines are ready to import.')).toBeVisible();
    await wizard.getByLabel('Replace the existing budget lines').check();
    await wizard.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Replace the budget lines' })
      .getByRole('button', { name: 'YES' })
      .click();
    await expect(wizard.getByText('3 budget lines imported.')).toBeVisible();
    await expect(wizard.getByText('23 existing budget lines replaced.')).toBeVisible();
    // The wizard's own Close button (the header's × is named Close too, issue 12 item 30).
    await wizard.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(page.locator('[data-lines-total]')).toHaveText('3 line(s) · total 20 000,50 €');

    // Lock: the lines no longer change.
    await page.getByRole('button', { name: 'Lock the budget' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(page.locator('[data-budget-locked]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a line' })).toHaveCount(0);
    await expect(page.locator('[data-locked-badge]')).toBeVisible();

    // The actual before: Sound has the demo's invoices and Sam Peeters's approved travels.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const before = await soundActual(page);

    // Sam (Sound) sends a travel of 100 km in sound equipment; Sound has no level-1 validator, so it waits
    // for the accountant.
    const crewToken = (
      await api(page, null, 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) }', {
        e: DEMO.crew2,
        p: DEMO_PASSWORD,
      })
    ).signIn as string;
    const categories = (await api(page, crewToken, '{ GetCategories { id name } }')).GetCategories as {
      id: number;
      name: string;
    }[];
    const soundEquipment = categories.find((c) => c.name === 'Sound equipment')!.id;
    const item = (
      await api(
        page,
        crewToken,
        'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id amount } }',
        {
          i: {
            date: DAY,
            type: 2,
            description: 'Boom pole pick-up',
            km: '100',
            amount: '43.00',
            categoryId: soundEquipment,
            departmentNumber: 3,
          },
        },
      )
    ).NewExpenseItem as { amount: string };
    // Everything Sam has still to send goes in the sheet (the demo's ticket too): tickets need a receipt here.
    const unsent = (
      (await api(page, crewToken, '{ MyExpenses { id type amount sheetId receipts { id } } }'))
        .MyExpenses as {
        id: number;
        type: number;
        amount: string;
        sheetId: number | null;
        receipts: unknown[];
      }[]
    ).filter((i) => i.sheetId === null);
    for (const ticket of unsent.filter((i) => i.type === 0 && i.receipts.length === 0)) {
      const upload = await page.request.post('/graphql', {
        headers: { authorization: `Bearer ${crewToken}` },
        multipart: {
          operations: JSON.stringify({
            query: 'mutation($i: Int!, $f: File!) { AddExpenseReceipt(ExpenseItemId: $i, File: $f) { id } }',
            variables: { i: ticket.id, f: null },
          }),
          map: JSON.stringify({ 0: ['variables.f'] }),
          0: { name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG },
        },
      });
      expect(await upload.text()).not.toContain('errors');
    }
    const sentAmount = unsent.reduce((sum, i) => sum + Number(i.amount), 0);
    expect(unsent.map((i) => i.amount)).toContain(item.amount);
    await api(page, crewToken, 'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id } }', {
      t: 'Budget journey run',
    });
    // Sent but not validated: the actual does not move.
    await page.reload();
    expect(await soundActual(page)).toBe(before);

    await page.goto('/#/validateExp');
    await page.getByText('Budget journey run').click();
    await page.getByRole('button', { name: 'Validate the sheet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(page).toHaveURL(/#\/validateExp$/);

    await page.goto('/#/budget/overall');
    await expect
      .poll(async () => {
        await page.reload();
        return soundActual(page);
      })
      .toBeCloseTo(before + sentAmount, 2);

    // EFC: change it with a comment; the history keeps who, before, after and why.
    await page.getByRole('link', { name: 'Sound', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Budget of Sound' })).toBeVisible();
    await page.getByRole('button', { name: 'Actions – Sound equipment' }).click();
    await page.getByRole('menuitem', { name: 'Change the estimated final cost' }).click();
    const efc = page.getByRole('dialog');
    await expect(efc.getByText(/has not been changed yet/)).toBeVisible();
    await efc.getByLabel('New estimated final cost', { exact: false }).fill('5600');
    await efc.getByLabel('Comment', { exact: false }).fill('Two more radio mics for the storm scene');
    await efc.getByRole('button', { name: 'Change the estimated final cost' }).click();
    const history = efc.locator('[data-efc-history]');
    await expect(history.getByText('Two more radio mics for the storm scene')).toBeVisible();
    await expect(history.getByText('Anna Kowalski')).toBeVisible();
    await expect(history.getByText('5 600,00 €')).toBeVisible();
    await page.keyboard.press('Escape');
    const row = page.locator(`[data-category-row="${soundEquipment}"]`);
    await expect(row.locator('[data-figure="efc"]')).toHaveText('5 600,00 €');
    await expect(row.locator('[data-figure="variance"]')).toHaveText('-600,00 €');

    // A saved filter on the category's expenses: save it, reload, pick it again.
    await row.getByRole('link', { name: 'Sound equipment' }).click();
    await expect(page.locator('[data-expense-detail]').getByText('Boom pole pick-up')).toBeVisible();
    await page.getByRole('button', { name: 'Edit filter' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit filter' });
    await editor.getByLabel('From', { exact: true }).fill('2026-12-01');
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('[data-empty]')).toBeVisible();
    await page.getByRole('button', { name: 'Save as…' }).click();
    const saveAs = page.getByRole('dialog', { name: 'Save the filter as' });
    await saveAs.getByLabel('Filter name', { exact: false }).fill('From December');
    await saveAs.getByRole('button', { name: 'Save' }).click();
    await page.reload();
    await expect(page.locator('[data-expense-detail]').getByText('Boom pole pick-up')).toBeVisible();
    await page.getByRole('combobox', { name: 'Saved filter' }).click();
    await page.getByRole('option', { name: 'From December' }).click();
    await expect(page.locator('[data-empty]')).toBeVisible();

    // Export the overview to xlsx and read it back.
    await page.goto('/#/budget/overall');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^budget_per_category_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)).buffer as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const sound = rows.find((r) => r.includes('Sound equipment'))!;
    expect(sound).toEqual(expect.arrayContaining(['Sound', 5000, 5600]));
    expect(errors).toEqual([]);
  });

  test('an accountant imports a Movie Magic top sheet: accounts mapped, headings and totals skipped, the tax credit kept', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.accountant);
    await page.goto('/#/budget/overall');
    await page.getByRole('tab', { name: 'Budget lines' }).click();
    // The first journey locked the budget: unlock it to import. The lines (and the lock) are read first.
    await expect(page.locator('[data-lines-total]')).toBeVisible();
    if ((await page.locator('[data-budget-locked]').count()) > 0) {
      await page.getByRole('button', { name: 'Unlock the budget' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
      await expect(page.locator('[data-budget-locked]')).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Import from xlsx' })).toBeEnabled();
    await page.getByRole('button', { name: 'Import from xlsx' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import the budget' });
    await wizard.locator('input[type=file]').setInputFiles({
      name: 'pilot-top-sheet.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await topSheetWorkbook(),
    });
    // The columns: by account, the title as description, the money from the Total column.
    await expect(wizard.locator('input[data-field="accountColumn"]')).toHaveValue('A – Acct#');
    await expect(wizard.locator('input[data-field="amountColumn"]')).toHaveValue('D – Total');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // The accounts: suggested from their names; the user chooses for the others.
    const accounts = wizard.locator('[data-accounts]');
    await expect(accounts.getByLabel('Department – 3300')).toHaveValue('Camera');
    await expect(accounts.getByLabel('Department – 3400')).toHaveValue('Sound');
    await expect(accounts.getByLabel('Department – 6900')).toHaveValue('');
    await wizard.getByLabel('Department – every account without a choice').click();
    await page.getByRole('option', { name: 'Production', exact: true }).click();
    await wizard.getByLabel('Category – every account without a choice').click();
    await page.getByRole('option', { name: 'Production office' }).click();
    await wizard.getByRole('button', { name: 'Apply' }).click();
    await expect(accounts.getByLabel('Department – 6900')).toHaveValue('Production');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // The check: 5 lines, headings and totals shown as skipped, the negative tax credit a line.
    await expect(wizard.getByText('No error: the lines are ready to import.')).toBeVisible();
    await expect(wizard.locator('tr[data-kind="data"]')).toHaveCount(5);
    await expect(wizard.locator('tr[data-kind="heading"]')).toHaveCount(2);
    await expect(wizard.locator('tr[data-kind="subtotal"]')).toHaveCount(2);
    await expect(wizard.locator('tr[data-kind="total"]')).toHaveCount(1);
    await expect(wizard.locator('tr[data-kind="data"]', { hasText: 'TAX CREDIT' })).toContainText(
      /-\s?2[,.\s]?500[.,]00/,
    );
    await wizard.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(wizard.getByText('5 budget lines imported.')).toBeVisible();
    await wizard.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(page.locator('[data-lines-total]')).toContainText('8 line(s)');
    expect(errors).toEqual([]);
  });
});
