import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './helpers';

/** Opens a select of the screen by its label and picks an option. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

/** A tiny JPEG as a phone camera would hand it over (the server checks the bytes, not the name). */
const PHOTO = {
  name: 'lunch-receipt.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
};

/** A day inside every demo contract, so the journey does not depend on the day it runs. */
const DAY = '2026-11-20';

test.describe('expenses (issue 5)', () => {
  test('crew sends a ticket with a photo and a 120 km travel; level 1 validates, level 2 refuses an item; crew fixes and resubmits', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const crew = await phone.newPage();
    const crewErrors = watchConsole(crew);
    await signIn(crew, DEMO.crew1);
    await expect(crew.getByRole('button', { name: 'Notifications: 0' })).toBeVisible();
    // The dashboard's total before (issue 12 item 18: it follows the sheet sent below without a reload).
    await crew.goto('/#/my-dashboard');
    const myExpenses = crew.locator('[data-testid=figure]').first();
    await expect(myExpenses).toHaveText(/\s€$/);
    const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    const before = cents(await myExpenses.textContent());

    // A ticket with its photo receipt.
    await crew.goto('/#/myexpenses');
    await crew.getByRole('button', { name: 'Add a ticket' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses\/expense\/add\/ticket$/);
    await crew.locator('input[type=date]').fill(DAY);
    await crew.getByLabel('Description', { exact: false }).fill('Lunch on set');
    await crew.getByRole('textbox', { name: /Total paid/ }).fill('18,50');
    await expect(crew.locator('[data-live-amounts]')).toContainText('18,50');
    await pick(crew, 'Category', 'Catering (2600)');
    await crew.locator('input[type=file][capture]').setInputFiles(PHOTO);
    await expect(crew.getByText(/lunch-receipt\.jpg · 1 KB · sent when you save/)).toBeVisible();
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);
    await expect(crew.getByText('Lunch on set')).toBeVisible();

    // A 120 km travel: the CO2 shows as it is typed, from the crew member's vehicle factor.
    await crew.getByRole('button', { name: 'Add a travel' }).click();
    await crew.locator('input[type=date]').fill(DAY);
    await crew.getByLabel('Description', { exact: false }).fill('Drive to the lighthouse');
    await crew.getByRole('combobox', { name: 'From', exact: true }).fill('Brussels');
    await crew.getByRole('combobox', { name: 'To', exact: true }).fill('Ostend');
    await crew.getByLabel('Distance (km)', { exact: false }).fill('120');
    await expect(crew.locator('[data-live-co2]')).toContainText(/CO2: \d+,\d{3} kgCO2e/);
    await pick(crew, 'Category', 'Transport and vehicles (2500)');
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);
    await expect(crew.getByText('2 expense(s) to send')).toBeVisible();

    // Send all with a title.
    await crew.getByRole('button', { name: 'Send all' }).click();
    await crew.getByLabel('Title of the sheet').fill('Week 47 on location');
    await crew.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(crew.getByText('Sent for validation: Week 47 on location')).toBeVisible();
    await expect(crew.getByText('Nothing to send: every expense has been sent.')).toBeVisible();
    // In the same page (no reload), the dashboard counts the 18.50 just sent.
    await crew.goto('/#/my-dashboard');
    await expect.poll(async () => cents(await myExpenses.textContent())).toBe(before + 1850);
    await crew.goto('/#/myexpenses');

    // Level 1: the head of camera validates.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const hod = await desk.newPage();
    const hodErrors = watchConsole(hod);
    await signIn(hod, DEMO.hod);
    await expect(hod.getByRole('link', { name: 'Expenses to validate: 1' })).toBeVisible();
    await hod.goto('/#/validateExp');
    await hod.getByText('Week 47 on location').click();
    await expect(hod.getByText('Drive to the lighthouse')).toBeVisible();
    await hod.getByRole('button', { name: 'Validate the sheet' }).click();
    await hod.getByRole('dialog').getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(hod).toHaveURL(/#\/validateExp$/);
    await expect(hod.getByText('No expense sheet waits for your validation.')).toBeVisible();
    await expect(hod.getByRole('link', { name: /Expenses to validate/ })).toHaveCount(0);
    await signOut(hod);

    // Level 2: the accountant refuses the travel with a comment and validates the rest.
    await signIn(hod, DEMO.accountant);
    await expect(hod.getByRole('link', { name: 'Expenses to validate: 1' })).toBeVisible();
    await hod.goto('/#/validateExp');
    await hod.getByText('Week 47 on location').click();
    // The ticket's photo opens in the viewer, fetched with the accountant's token.
    await hod.getByRole('button', { name: 'Show details' }).first().click();
    await expect(hod.getByText('lunch-receipt.jpg · 1 KB')).toBeVisible();
    // The details panel opens at once (reduced motion, playwright.config.ts): the click lands on a still button.
    await hod.getByRole('button', { name: 'View – lunch-receipt.jpg' }).click();
    await expect(hod.getByRole('dialog').getByRole('img', { name: 'lunch-receipt.jpg' })).toBeVisible();
    await hod.keyboard.press('Escape');
    await hod.getByRole('button', { name: 'Refuse this item – Drive to the lighthouse' }).click();
    await hod.getByLabel('Reason for the refusal').fill('The route via the coast is 95 km.');
    await hod.getByRole('dialog').getByRole('button', { name: 'Refuse', exact: true }).click();
    await expect(hod.getByText('Item refused.')).toBeVisible();
    await hod.getByRole('button', { name: 'Validate the sheet' }).click();
    await hod.getByRole('dialog').getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(hod).toHaveURL(/#\/validateExp$/);
    await expect(hod.getByRole('link', { name: /Expenses to validate/ })).toHaveCount(0);

    // The crew member sees the refused item and its comment, fixes it and resubmits.
    await crew.reload();
    await expect(crew.getByText('Nothing to send: every expense has been sent.')).toHaveCount(0);
    await expect(crew.getByRole('button', { name: 'Notifications: 1' })).toBeVisible();
    await expect(crew.getByText('Refusal comment: The route via the coast is 95 km.')).toBeVisible();
    await crew.getByRole('button', { name: 'Edit – Drive to the lighthouse' }).click();
    await expect(crew.getByText('The route via the coast is 95 km.', { exact: true })).toBeVisible();
    await crew.getByLabel('Distance (km)', { exact: false }).fill('95');
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);
    // The refused travel waits on top of the list; its sheet is refused, not approved (issue 12 items 14, 32).
    const attention = crew.getByRole('region', { name: 'Needs your attention (1)' });
    await expect(attention).toContainText('Refused: The route via the coast is 95 km.');
    await attention.getByRole('button', { name: 'Resubmit the sheet – Drive to the lighthouse' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses\/\d+$/);
    await expect(crew.locator('[data-sheet-total] + [data-status-class]')).toHaveText('Refused level 2');
    await expect(crew.getByText('1 of 2 item(s) refused; the others keep their approval.')).toBeVisible();
    await crew.getByRole('button', { name: 'Resubmit' }).click();
    await expect(crew.getByText('Sheet sent again.')).toBeVisible();
    await expect(crew.getByRole('button', { name: 'Notifications: 0' })).toBeVisible();

    // The sheet waits for level 1 again.
    await signOut(hod);
    await signIn(hod, DEMO.hod);
    await expect(hod.getByRole('link', { name: 'Expenses to validate: 1' })).toBeVisible();
    expect(crewErrors).toEqual([]);
    expect(hodErrors).toEqual([]);
    await phone.close();
    await desk.close();
  });

  test('a phone form checks distances as the server does; a 40 MB photo is refused before sending; a receipt the server refuses leaves the ticket unsaved (issue 12 items 16, 28)', async ({
    browser,
  }) => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const crew = await phone.newPage();
    const errors = watchConsole(crew);
    await signIn(crew, DEMO.crew1);

    // 12.55 km: the form took it and the server refused it; both now name the rule.
    await crew.goto('/#/myexpenses/expense/add/travel');
    await crew.locator('input[type=date]').fill(DAY);
    await crew.getByLabel('Description', { exact: false }).fill('Drive to the harbour');
    await crew.getByLabel('Distance (km)', { exact: false }).fill('12.55');
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew.getByText('Too many decimals: at most 1.')).toBeVisible();
    await expect(crew).toHaveURL(/#\/myexpenses\/expense\/add\/travel$/);

    // A ticket: the limits show before any upload; a 40 MB photo is refused in the browser, naming the limit.
    await crew.goto('/#/myexpenses/expense/add/ticket');
    await crew.locator('input[type=date]').fill(DAY);
    await crew.getByLabel('Description', { exact: false }).fill('Night taxi from the harbour');
    await crew.getByRole('textbox', { name: /Total paid/ }).fill('23');
    // The category by touch (issue 12 item 27).
    await crew.getByRole('combobox', { name: 'Category', exact: true }).tap();
    await crew.getByRole('option', { name: 'Transport and vehicles (2500)', exact: true }).tap();
    await expect(
      crew.getByText('Photos or PDF files of at most 10 MB each; at most 10 receipts per expense.'),
    ).toBeVisible();
    const upload = crew.locator('input[type=file]:not([capture])');
    await upload.setInputFiles({
      name: 'scan-40mb.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(40 * 1024 * 1024),
    });
    await expect(
      crew.getByText(
        'scan-40mb.jpg weighs 40 MB: a receipt may weigh at most 10 MB. Choose a smaller photo or a PDF.',
      ),
    ).toBeVisible();
    await expect(crew.locator('[data-pending-receipt]')).toHaveCount(0);

    // A file that says it is a photo but is not: the server refuses it, and the ticket is not left without it.
    await upload.setInputFiles({
      name: 'not-a-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html>'),
    });
    await expect(crew.locator('[data-pending-receipt]')).toHaveCount(1);
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew.getByRole('alert').filter({ hasText: 'The expense was not saved' })).toContainText(
      'not-a-photo.jpg could not be sent (This file is not a photo (JPEG, PNG, WebP, HEIC) or a PDF.)',
    );
    await expect(crew).toHaveURL(/#\/myexpenses\/expense\/add\/ticket$/);

    // The person removes it, adds the real photo and saves: one ticket, with its receipt.
    await crew.getByRole('button', { name: 'Delete – not-a-photo.jpg' }).click();
    await upload.setInputFiles(PHOTO);
    await crew.getByRole('button', { name: 'Save' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);
    await expect(crew.getByText('Night taxi from the harbour')).toHaveCount(1);
    await crew.getByRole('button', { name: 'Edit – Night taxi from the harbour' }).click();
    await expect(crew.getByText('lunch-receipt.jpg · 1 KB')).toBeVisible();
    // Left as it was found: the ticket goes.
    await crew.getByRole('button', { name: 'Delete', exact: true }).click();
    await crew.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(crew).toHaveURL(/#\/myexpenses$/);
    await expect(crew.getByText('Night taxi from the harbour')).toHaveCount(0);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
