import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.describe('green checklist (issue 16)', () => {
  test('the green manager answers a department with a ledger entry and a document as evidence', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.green);

    // The hub: the demo's answers give a total; every department has its score.
    await page.goto('/#/peach-pear-plum');
    await waitForScreen(page, 'peach-pear-plum');
    await expect(page.getByRole('heading', { level: 1, name: 'Green checklist' })).toBeVisible();
    await expect(page.getByTestId('checklist-total')).not.toContainText(/^0 of/);
    const locationsCard = page.getByTestId('department-locations');
    await expect(locationsCard).toContainText('0 of 10 points');
    await expect(page.getByRole('link', { name: 'PEAR report' })).toBeVisible();
    await expectAccessible(page, '/peach-pear-plum');

    await locationsCard.getByRole('link', { name: 'Locations' }).click();
    await waitForScreen(page, 'peach-pear-plum/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const score = page.getByTestId('department-score');
    await expect(score).toContainText('0 of 10 points');

    // A Yes that asks for an explanation is refused without one, the question named.
    const walk = page.getByTestId('question-97');
    await walk.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Save the answers' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'needs an explanation' })).toBeVisible();
    await expect(walk.getByText(/needs an explanation/)).toBeVisible();
    await walk.getByRole('textbox', { name: /Explanation/ }).fill('Unit base next to the tram stop.');

    // The mains question, backed by a ledger entry and a document.
    const mains = page.getByTestId('question-98');
    await mains.getByRole('radio', { name: 'Yes' }).check();
    await mains.getByRole('textbox', { name: /Explanation/ }).fill('Café and office on the mains.');
    await mains.getByRole('button', { name: 'Ledger entries' }).click();
    const candidates = mains.getByRole('checkbox');
    await expect(candidates.first().or(mains.getByText('No matching entry.'))).toBeVisible();
    if ((await candidates.count()) === 0) {
      await mains.getByRole('textbox', { name: 'Search the ledger' }).fill('e');
      await mains.getByRole('button', { name: 'Search', exact: true }).click();
    }
    await candidates.first().check();
    await mains.getByRole('button', { name: 'Attach entries' }).click();
    await expect(mains.getByText('Entry:')).toBeVisible();
    await mains
      .locator('input[type=file]')
      .setInputFiles({ name: 'electricity-contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(mains.getByRole('button', { name: 'electricity-contract.pdf', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Save the answers' }).click();
    await expect(page.getByText('Answers saved')).toBeVisible();
    await expect(score).toContainText('6 of 10 points');
    await expect(mains.getByText('3/3 pts')).toBeVisible();
    await expectAccessible(page, '/peach-pear-plum/locations');

    // Removing evidence asks first.
    await mains.getByRole('button', { name: 'Remove electricity-contract.pdf' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'remove evidence dialog', '[role=dialog]');
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(mains.getByRole('button', { name: 'electricity-contract.pdf', exact: true })).toHaveCount(0);
    await expect(mains.getByText('Entry:')).toBeVisible();

    // The hub follows.
    await page.getByRole('link', { name: 'Back to the checklist' }).click();
    await waitForScreen(page, 'peach-pear-plum');
    await expect(page.getByTestId('department-locations')).toContainText('6 of 10 points');

    // Production: its five sections, the demo's low-carbon fuel answer backed by its HVO entries.
    await page
      .getByTestId('department-production')
      .getByRole('link', { name: 'Production', exact: true })
      .click();
    await waitForScreen(page, 'peach-pear-plum/production');
    for (const section of ['Sustainable Practices', 'Products & Suppliers', 'Energy', 'Waste & Recycling'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    const fuel = page.getByTestId('question-227');
    await expect(fuel.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(fuel.getByText('5/5 pts')).toBeVisible();
    await expectAccessible(page, '/peach-pear-plum/production');

    // An unknown department is the not-found screen.
    await page.goto('/#/peach-pear-plum/not-a-department');
    await expect(page).toHaveURL(/#\/pages\/404$/);
    expect(errors).toEqual([]);
  });
});
