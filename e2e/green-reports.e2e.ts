import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

test.describe("green reports: Carbon'Clap and PEAR from the one ledger (issue 16)", () => {
  test('the green manager opens both reports, follows a line to its entries and downloads the xlsx', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.green);

    // The hub: the demo production reports with Carbon'Clap by default; PEAR beside it, each reconciled.
    await page.goto('/#/green/reporting');
    await waitForScreen(page, 'green/reporting');
    await expect(page.getByRole('heading', { level: 1, name: 'Green reporting' })).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText("Carbon'Clap report");
    await expect(page.locator('[data-reconciliation]')).toHaveCount(2);
    await expect(page.locator('[data-reconciliation="pear"] [data-difference]')).not.toHaveText(/^0[.,]00 /);
    await expectAccessible(page, '/green/reporting');

    // Carbon'Clap: chapters with their quantities; a line opens to its entries, each linking to the green table.
    await page.getByRole('link', { name: "Open report: Carbon'Clap report" }).click();
    await waitForScreen(page, 'green/carbon-clap-reporting');
    await expect(page.getByRole('heading', { level: 1, name: "Carbon'Clap report" })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Transport of people and goods' }),
    ).toBeVisible();
    const people = page.locator('tr[data-line="transportPeople"]');
    await expect(people).toContainText(/Car: [\d\s,.]+ km/);
    await expect(page.locator('tr[data-line="catering"]')).toContainText(/Vegetarian meals: [\d\s,.]+ meals/);
    await expectAccessible(page, '/green/carbon-clap-reporting');
    await people.getByRole('button', { name: 'Show entries: Transport of people' }).click();
    const entries = page.locator('[data-line-entries="transportPeople"]');
    await expect(entries.getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'a line drill-down');

    // The xlsx: a sheet per chapter and the reconciliation, numbers as numbers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download xlsx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('carbon-clap-report.xlsx');
    const book = new ExcelJS.Workbook();
    const bytes = await readFile((await download.path())!);
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    expect(book.worksheets.map((s) => s.name)).toContain('Transport of people and goods');
    const reconciliation = book.getWorksheet('Reconciliation')!;
    expect(typeof reconciliation.getRow(3).getCell(2).value).toBe('number');

    // Following an entry opens it in the green table.
    const first = entries.getByRole('link').first();
    const description = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/#\/green\?entry=\d+$/);
    await expect(page.getByRole('dialog')).toContainText(description);

    // PEAR: its other metrics are shown but not counted in its total.
    await page.goto('/#/peach-pear-plum/peach-report');
    await waitForScreen(page, 'peach-pear-plum/peach-report');
    await expect(page.getByRole('heading', { level: 1, name: 'PEAR report' })).toBeVisible();
    await expect(page.locator('[data-chapter="otherMetrics"]')).toContainText(
      "Not counted in the calculator's total",
    );
    await expect(page.locator('[data-chapter="commercialTravel"]')).toContainText(/passenger-km/);
    await expect(page.locator('[data-reconciliation="pear"]')).toContainText(
      'PEAR has no food, materials or waste',
    );
    await expectAccessible(page, '/peach-pear-plum/peach-report');
    expect(errors).toEqual([]);
  });
});
