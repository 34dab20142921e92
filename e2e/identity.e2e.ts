import { expect, test } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './helpers';

// Issue 12 items 1-3: license administration, identity fields, email change, sessions.

test.describe('identity, license administration and sessions (issue 12)', () => {
  test('the demo administrator grants license administration, then revokes it after confirming; both are in the history', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/licenseList');
    await page.getByRole('link', { name: 'Northlight Pictures' }).click();
    const admins = page.getByRole('table', { name: 'License administrators' });
    await expect(admins.getByRole('row').filter({ hasText: 'Alex Morel' })).toBeVisible();
    await page.getByRole('main').getByRole('combobox', { name: 'Grant license administration to' }).click();
    await page.getByRole('option', { name: 'Paula Verhoeven – prod@demo.setledger.test' }).click();
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(admins.getByRole('row').filter({ hasText: 'Paula Verhoeven' })).toContainText('Alex Morel');
    await expect(
      page.getByText('Alex Morel granted license administration to Paula Verhoeven'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Revoke – Paula Verhoeven' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(admins.getByRole('row').filter({ hasText: 'Paula Verhoeven' })).toHaveCount(0);
    await expect(
      page.getByText('Alex Morel revoked license administration from Paula Verhoeven'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("production sees a crew member's email and bank details read-only, with the reason", async ({
    page,
  }) => {
    await signIn(page, DEMO.prod);
    await page.goto('/#/users');
    await page.getByLabel('Type to search ...').fill('dupont');
    await page.getByRole('link', { name: 'Chris Dupont' }).click();
    await expect(
      page.getByText(
        'Only Chris Dupont, or an administrator of every license Chris Dupont belongs to, may change the email and the bank details.',
      ),
    ).toBeVisible();
    for (const label of ['Email', 'IBAN', 'BIC'])
      await expect(page.getByRole('main').getByLabel(label, { exact: false }).first()).toHaveAttribute(
        'readonly',
        '',
      );
    await expect(page.getByRole('main').getByLabel('Phone')).not.toHaveAttribute('readonly', '');
  });

  test('a crew member asks to change their email from the profile, sees where the link went, then cancels', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.crew1);
    await page.goto('/#/profile');
    await page.getByLabel('New email', { exact: false }).fill('chris.dupont@example.test');
    await page.getByRole('button', { name: 'Send a confirmation link' }).click();
    await expect(
      page.getByText(
        'A confirmation was sent to chris.dupont@example.test. Your email changes when you open the link in it.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.crew1);
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await expect(page.getByLabel('New email', { exact: false })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('"sign out everywhere" ends the session in another browser as well', async ({ page, browser }) => {
    const elsewhere = await (await browser.newContext()).newPage();
    await signIn(elsewhere, DEMO.crew2);
    await signIn(page, DEMO.crew2);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(/#\/pages\/login$/);
    // The other browser's next request is refused: it is signed out too, to sign in and come back (item 31).
    await elsewhere.goto('/#/mypo');
    await expect(elsewhere).toHaveURL(/#\/pages\/login\?next=%2Fmypo$/);
    await elsewhere.context().close();
  });
});
