import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, waitForScreen, watchConsole } from './helpers';

test.describe('action plans, production and final report (issue 16)', () => {
  test('the green manager plans an action, reads the production and its prerequisites, downloads the final report', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.green);

    // The demo's plan, with its progress and its overdue action.
    await page.goto('/#/action-plans');
    await waitForScreen(page, 'action-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Action plans' })).toBeVisible();
    await expect(page.getByTestId('plan-card').first()).toContainText('Cut generator diesel');
    await expectAccessible(page, '/action-plans');

    await page.getByRole('button', { name: 'New action plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New action plan' });
    await planDialog.getByLabel('Title', { exact: false }).fill('E2E — réduire les déchets');
    await planDialog.getByLabel('Due date', { exact: false }).fill('2027-02-28');
    await expectAccessible(page, 'new plan dialog', '[role=dialog]');
    await planDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E — réduire les déchets' })).toBeVisible();
    await waitForScreen(page, 'action-plans/{id}');
    await expect(page.getByTestId('actions-empty')).toBeVisible();

    await page.getByRole('button', { name: 'Add an action' }).click();
    const actionDialog = page.getByRole('dialog', { name: 'Add an action' });
    await actionDialog.getByLabel('Title', { exact: false }).fill('Tri sélectif sur le plateau');
    await actionDialog.getByLabel('Due date', { exact: false }).fill('2020-01-31');
    await actionDialog.getByRole('combobox', { name: /^Owner/ }).click();
    await page.getByRole('option', { name: 'Greta Jansen' }).click();
    await actionDialog.getByLabel('Expected saving (kg CO2e)').fill('120');
    const question = actionDialog.getByRole('combobox', { name: /^Checklist question it answers/ });
    await question.fill('sorted');
    await page
      .getByRole('option', { name: /sorted/ })
      .first()
      .click();
    await expectAccessible(page, 'add action dialog', '[role=dialog]');
    await actionDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Action saved.')).toBeVisible();
    const row = page.getByTestId('action-row').filter({ hasText: 'Tri sélectif sur le plateau' });
    await expect(row).toContainText('Greta Jansen');
    await expect(row).toContainText('Checklist question it answers');
    await expect(row.getByTestId('action-overdue')).toBeVisible();
    await expectAccessible(page, '/action-plans/{id}');

    // The action report across plans, and its spreadsheet.
    await page.goto('/#/action-report');
    await waitForScreen(page, 'action-report');
    await expect(
      page.getByTestId('report-row').filter({ hasText: 'Tri sélectif sur le plateau' }),
    ).toHaveCount(1);
    await expectAccessible(page, '/action-report');
    const sheet = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await sheet).suggestedFilename()).toMatch(/^action_report_\d{14}\.xlsx$/);

    // The production summary and what is missing before a report.
    await page.goto('/#/production');
    await waitForScreen(page, 'production');
    await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
    await expect(page.getByTestId('production-total')).toHaveText(/\d/);
    await expect(page.getByTestId('production-actions')).toContainText('To do');
    await expect(page.getByTestId('production-report-carbonClap')).toContainText("Carbon'Clap");
    await expect(page.getByTestId('production-checklist')).toContainText('points');
    await expectAccessible(page, '/production');

    await page.getByRole('link', { name: 'See the prerequisites' }).first().click();
    await waitForScreen(page, 'prerequisite');
    await expect(page.getByRole('heading', { level: 1, name: 'Prerequisites' })).toBeVisible();
    await expect(page.getByTestId('prerequisite-categories')).toBeVisible();
    await expectAccessible(page, '/prerequisite');

    // The final report for the funder: a real PDF.
    await page.goto('/#/finalreport');
    await waitForScreen(page, 'finalreport');
    await expect(page.getByTestId('final-gross')).toHaveText(/\d/);
    await expectAccessible(page, '/finalreport');
    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the final report (PDF)' }).click();
    const file = await report;
    expect(file.suggestedFilename()).toMatch(/^final_report_.+\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});
