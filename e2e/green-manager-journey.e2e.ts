import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

/** The text of a PDF as PDF.js (Firefox's viewer) extracts it, all pages joined. */
async function pdfText(path: string): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(await readFile(path)),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

/**
 * Issue 16's journey in one go: the green manager opens both calculator reports on the demo production,
 * follows a report line to its ledger entries, answers checklist questions with evidence, and downloads the
 * final report that assembles them.
 */
test.describe('the green manager reports the production (issue 16)', () => {
  test('both reports, a line to its entries, checklist answers with evidence, the final report', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.green);

    // Green reporting: the project's default report (Carbon'Clap, reporting mode 3) first, PEAR beside it.
    await page.goto('/#/green/reporting');
    await waitForScreen(page, 'green/reporting');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText("Carbon'Clap report");
    await expect(page.locator('[data-reconciliation]')).toHaveCount(2);

    // Carbon'Clap: a line opens to its entries; an entry opens in the green table.
    await page.getByRole('link', { name: "Open report: Carbon'Clap report" }).click();
    await waitForScreen(page, 'green/carbon-clap-reporting');
    const lodging = page.locator('tr[data-line="catering"]');
    await expect(lodging).toContainText(/meals/);
    const people = page.locator('tr[data-line="transportPeople"]');
    await people.getByRole('button', { name: 'Show entries: Transport of people' }).click();
    const entries = page.locator('[data-line-entries="transportPeople"]');
    const first = entries.getByRole('link').first();
    await expect(first).toBeVisible();
    const description = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/#\/green\?entry=\d+$/);
    await expect(page.getByRole('dialog')).toContainText(description);
    await page.keyboard.press('Escape');

    // PEAR: its own chapters, and what it leaves out explained.
    await page.goto('/#/peach-pear-plum/peach-report');
    await waitForScreen(page, 'peach-pear-plum/peach-report');
    await expect(page.getByRole('heading', { level: 1, name: 'PEAR report' })).toBeVisible();
    await expect(page.locator('[data-reconciliation="pear"]')).toContainText(
      'PEAR has no food, materials or waste',
    );

    // The checklist: the camera department, answered with a supplier, a ledger entry as evidence and an N/A.
    await page.goto('/#/peach-pear-plum/camera');
    await waitForScreen(page, 'peach-pear-plum/camera');
    await expect(page.getByRole('heading', { level: 1, name: 'Camera' })).toBeVisible();
    await page.getByTestId('question-25').getByRole('radio', { name: 'Yes' }).check();
    const rental = page.getByTestId('question-26');
    await rental.getByRole('radio', { name: 'Yes' }).check();
    await rental.getByRole('combobox', { name: /Supplier or vendor/ }).fill('Lumière Rental');
    await rental.getByRole('button', { name: 'Ledger entries' }).click();
    await rental.getByRole('textbox', { name: 'Search the ledger' }).fill('e');
    await rental.getByRole('button', { name: 'Search', exact: true }).click();
    await rental.getByRole('checkbox').first().check();
    await rental.getByRole('button', { name: 'Attach entries' }).click();
    await expect(rental.getByText('Entry:')).toBeVisible();
    await page.getByTestId('question-27').getByRole('radio', { name: 'N/A' }).check();
    await page.getByRole('button', { name: 'Save the answers' }).click();
    await expect(page.getByText('Answers saved')).toBeVisible();
    // Yes earns 2 + 2; the N/A question leaves the maximum; the tip is worth nothing.
    await expect(page.getByTestId('department-score')).toContainText('4 of 4 points');
    await expectAccessible(page, '/peach-pear-plum/camera');

    // The final report for the funder: footprint, both reports, the checklist and removals in one PDF.
    await page.goto('/#/finalreport');
    await waitForScreen(page, 'finalreport');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the final report (PDF)' }).click();
    const text = await pdfText((await (await download).path())!);
    expect(text).toContain("Carbon'Clap");
    expect(text).toContain('PEAR');
    expect(text).toContain('Camera');
    expect(errors).toEqual([]);
  });
});
