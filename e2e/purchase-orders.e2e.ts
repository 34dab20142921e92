import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { DEMO, signIn, watchConsole } from './helpers';

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

/** Picks an option of a select inside the given container by the select's label. */
async function pick(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day inside every demo contract, so the journey does not depend on the day it runs. */
const DAY = '2026-11-20';

test.describe('purchase orders (issue 6)', () => {
  test('a crew member orders three lines with and without VAT; level A approves with the keyboard, level B sees who and when; production invoices two lines; the third stays to invoice', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.crew1);
    await page.goto('/#/mypo');
    await page.getByRole('button', { name: 'New purchase order' }).click();
    const drawer = page.getByRole('dialog');
    await drawer
      .getByLabel('What is ordered', { exact: false })
      .fill('Lenses and filters for the lighthouse week');
    await drawer.locator('input[type=date]').first().fill(DAY);
    await pick(page, drawer, 'Supplier', 'Lumen Camera Rental');
    await drawer.getByRole('button', { name: 'Create and add lines' }).click();
    // A draft has no number until it is sent, so an abandoned one takes none (issue 12 item 17).
    await expect(drawer.getByRole('heading', { name: 'Draft purchase order' })).toBeVisible();

    // Line 1: 3 × 100.00 excluding 21% VAT; the totals follow the typing.
    const line = drawer.locator('[data-line-form]');
    await line.getByLabel('Line', { exact: false }).fill('Anamorphic lens');
    await line.getByLabel('Quantity', { exact: false }).fill('3');
    await line.getByLabel('Unit price excl. VAT', { exact: false }).fill('100');
    await pick(page, line, 'VAT', 'VAT 21%');
    await expect(line.locator('[data-live-price]')).toContainText('363,00');
    await line.getByRole('button', { name: 'Add a line' }).click();
    await expect(drawer.locator('[data-po-item]')).toHaveCount(1);

    // Line 2: 2 × 10.60 including 6% VAT.
    await drawer.getByRole('button', { name: 'Add a line' }).click();
    await line.getByLabel('Line', { exact: false }).fill('ND filters');
    await line.getByLabel('Quantity', { exact: false }).fill('2');
    await line.getByText('Price incl. VAT', { exact: true }).click();
    await line.getByLabel('Unit price incl. VAT', { exact: false }).fill('10,60');
    await pick(page, line, 'VAT', 'VAT 6%');
    await expect(line.locator('[data-live-price]')).toContainText('20,00');
    await line.getByRole('button', { name: 'Add a line' }).click();
    await expect(drawer.locator('[data-po-item]')).toHaveCount(2);

    // Line 3: 4 × 12.50 excluding 21% VAT.
    await drawer.getByRole('button', { name: 'Add a line' }).click();
    await line.getByLabel('Line', { exact: false }).fill('Lens cleaning kit');
    await line.getByLabel('Quantity', { exact: false }).fill('4');
    await line.getByLabel('Unit price excl. VAT', { exact: false }).fill('12.50');
    await pick(page, line, 'VAT', 'VAT 21%');
    await line.getByRole('button', { name: 'Add a line' }).click();
    await expect(drawer.locator('[data-po-item]')).toHaveCount(3);
    // 363.00 + 21.20 + 60.50
    await expect(drawer.locator('[data-po-total]')).toHaveText('444,70 €');
    await drawer.getByRole('button', { name: 'Send for validation' }).click();
    const sent = page.getByText(/^LL-PO-\d{4} sent for validation\.$/);
    await expect(sent).toBeVisible();
    const reference = (await sent.textContent())!.replace(' sent for validation.', '');

    await signOut(page);

    // Level A: the head of camera works through the table of POs with the keyboard (issue 12 item 32).
    await signIn(page, DEMO.hod);
    await expect(page.getByRole('link', { name: 'Purchase orders to validate: 1' })).toBeVisible();
    await page.goto('/#/validatePO');
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Purchase orders waiting for your decision' });
    await expect(table.locator('[data-totals] [data-table-total]')).toHaveText('444,70 €');
    await table.getByRole('row', { name: `${reference} – Chris Dupont` }).focus();
    await page.keyboard.press('a');
    await expect(page.getByText(`Validated: ${reference} – Chris Dupont`)).toBeVisible();
    await expect(page.getByText('No purchase order waits for your validation.')).toBeVisible();
    await signOut(page);

    // Level B: the accountant sees who validated level A, and when (issue 12 item 20).
    await signIn(page, DEMO.accountant);
    await expect(page.getByRole('link', { name: 'Purchase orders to validate: 1' })).toBeVisible();
    await page.goto('/#/validatePO');
    await expect(page.locator(`[data-po] [data-level-a]`)).toContainText('Level A: Hugo Martin, ');
    await page.getByText(reference, { exact: true }).click();
    await expect(page.locator('[data-approval-level="1"]')).toContainText('Validated by Hugo Martin, ');
    await page.getByRole('button', { name: 'Validate the purchase order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(page.getByRole('link', { name: /Purchase orders to validate/ })).toHaveCount(0);
    await signOut(page);

    // Production invoices the first two lines; the third stays to invoice.
    await signIn(page, DEMO.prod);
    await page.goto('/#/invoiceEntryForCrew');
    await page.getByText(reference, { exact: true }).click();
    await expect(page).toHaveURL(/#\/purchase-order\/\d+$/);
    await page.getByRole('checkbox', { name: 'Invoice this line – Anamorphic lens' }).check();
    await page.getByRole('checkbox', { name: 'Invoice this line – ND filters' }).check();
    await page.getByRole('button', { name: 'Invoice the selected lines (2)' }).click();
    await expect(page.getByText(/^Invoice LL-INV-\d+ \(384,20\s€\) sent for validation\.$/)).toBeVisible();
    const rows = page.locator('[data-po-item]');
    await expect(rows.filter({ hasText: 'Anamorphic lens' }).locator('[data-remaining]')).toHaveText(
      '0,00 €',
    );
    await expect(rows.filter({ hasText: 'Lens cleaning kit' }).locator('[data-remaining]')).toHaveText(
      '50,00 €',
    );
    await expect(page.locator('[data-invoice]')).toHaveCount(1);

    // The PDF for the supplier downloads under the reference and opens as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(file);
    expect(pdf.getTitle()).toBe(reference);
    expect(pdf.getPageCount()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('nobody validates their own PO: the head of camera cannot, the accountant decides it at once with the keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.hod);
    await page.goto('/#/mypo');
    await page.getByRole('button', { name: 'New purchase order' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('What is ordered', { exact: false }).fill('Monitor for the video village');
    await drawer.locator('input[type=date]').first().fill(DAY);
    await pick(page, drawer, 'Supplier', 'Lumen Camera Rental');
    await drawer.getByRole('button', { name: 'Create and add lines' }).click();
    await expect(drawer.getByRole('heading', { name: 'Draft purchase order' })).toBeVisible();
    const line = drawer.locator('[data-line-form]');
    await line.getByLabel('Line', { exact: false }).fill('17-inch monitor');
    await line.getByLabel('Quantity', { exact: false }).fill('1');
    await line.getByLabel('Unit price excl. VAT', { exact: false }).fill('80');
    await pick(page, line, 'VAT', 'VAT 21%');
    await line.getByRole('button', { name: 'Add a line' }).click();
    await expect(drawer.locator('[data-po-item]')).toHaveCount(1);
    await drawer.getByRole('button', { name: 'Send for validation' }).click();
    const sent = page.getByText(/^LL-PO-\d{4} sent for validation\.$/);
    await expect(sent).toBeVisible();
    const reference = (await sent.textContent())!.replace(' sent for validation.', '');

    // The head of camera is the only level-A validator of Camera: their own PO is not theirs to decide.
    await page.goto('/#/validatePO');
    await expect(page.getByRole('heading', { name: 'Validate purchase orders' })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toHaveCount(0);
    await page.goto('/#/mypo');
    await page.getByText(reference, { exact: true }).click();
    await expect(page).toHaveURL(/#\/purchase-order\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.getByText('This is your own document: another validator decides it.')).toBeVisible();
    await expect(page.locator('[data-approval-level="1"]')).toContainText(
      'Skipped: only the author validates at this level.',
    );
    await page.goto(`/#/validatePO/${id}`);
    await expect(page.getByRole('heading', { name: reference })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Validate the purchase order' })).toHaveCount(0);
    // Asked directly, the server refuses with a message that says why.
    const refusal = await page.evaluate(async (poId) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${window.localStorage.getItem('jwt-token')}`,
        },
        body: JSON.stringify({
          query: 'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
          variables: { id: poId },
        }),
      });
      return (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    }, id);
    expect(refusal.errors[0]!.extensions.code).toBe('FORBIDDEN');
    expect(refusal.errors[0]!.message).toBe(
      'You cannot validate or refuse your own document: another validator or the next level decides it.',
    );
    await signOut(page);

    // The accountant (level B) decides it at once: level A is skipped.
    await signIn(page, DEMO.accountant);
    await expect(page.getByRole('link', { name: 'Purchase orders to validate: 1' })).toBeVisible();
    await page.goto(`/#/validatePO/${id}`);
    await expect(page.locator('[data-approval-level="2"]')).toContainText('Waiting for Anna Kowalski');
    await page.keyboard.press('a');
    await expect(page.getByText('Purchase order validated.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Purchase orders to validate/ })).toHaveCount(0);
    await page.goto(`/#/purchase-order/${id}`);
    await expect(page.locator('[data-approval-level="2"]')).toContainText('Validated by Anna Kowalski, ');
    expect(errors).toEqual([]);
  });
});
