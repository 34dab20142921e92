import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './helpers';

/** Opens a Mantine select of the screen (not the header's) by its label and picks an option. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Forgets the session and leaves the app, so the next visit starts like a fresh browser. */
async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
}

test.describe('people and rights (issue 4)', () => {
  test('the administrator invites a crew member, who joins from the emailed link and is listed with a department and function', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/users');
    await page.getByRole('link', { name: 'Invite a person' }).click();
    await page.getByLabel('Email', { exact: false }).first().fill('zofia.nowak@example.test');
    await pick(page, 'Language', 'Français');
    await page.getByLabel('First name', { exact: false }).fill('Zofia');
    await page.getByLabel('Last name', { exact: false }).fill('Nowak');
    await pick(page, 'Department', 'Sound');
    await pick(page, 'Function', 'Boom operator');
    // A contract around today, so the new member is under contract whenever this runs.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start date', { exact: false }).fill(day(-7));
    await page.getByLabel('End date', { exact: false }).fill(day(90));
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page).toHaveURL(/#\/users$/);
    // The list's address (the toast that says it was sent names it too).
    await expect(page.getByText('zofia.nowak@example.test', { exact: true })).toBeVisible();

    // No SMTP server here: the message waits in the outbox, where the administrator reads the link.
    await page.goto('/#/settings/outbox');
    await page.getByRole('button', { name: 'Show details' }).first().click();
    const body = await page
      .getByText(/pages\/invitation\//)
      .first()
      .textContent();
    const link = /https?:\/\/[^\s]+\/#\/pages\/invitation\/[A-Za-z0-9_-]+/.exec(body ?? '')?.[0];
    expect(link, body ?? '').toBeTruthy();
    await signOut(page);

    await page.goto(link!);
    // The page opens in the invitee's language.
    await expect(
      page.getByText('Vous êtes invité(e) à rejoindre la production « The Last Lighthouse ».'),
    ).toBeVisible();
    await page.getByLabel('Choisissez un mot de passe', { exact: false }).fill('zofia-password-1');
    await page.getByLabel('Répétez le mot de passe', { exact: false }).fill('zofia-password-1');
    await page.getByRole('button', { name: 'Rejoindre le projet' }).click();
    await expect(page).toHaveURL(/#\/my-dashboard$/);
    await signOut(page);

    // The link works once (this fresh browser is back in English).
    await page.goto(link!);
    await expect(page.getByText(/This link has expired or has already been used\./).first()).toBeVisible();

    await signIn(page, 'zofia.nowak@example.test', 'zofia-password-1');
    await signOut(page);

    await signIn(page, DEMO.admin);
    await page.goto('/#/users');
    await page.getByLabel('Type to search ...').fill('nowak');
    const row = page.getByRole('row').filter({ hasText: 'Zofia Nowak' });
    await expect(row).toContainText('Sound · Boom operator');
    await expect(row).toContainText('Under contract');
    expect(errors).toEqual([]);
  });

  test('the administrator gives the head of department level 1 validation for another department', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/#/users');
    await page.getByLabel('Type to search ...').fill('hugo');
    await page.getByRole('link', { name: 'Hugo Martin' }).click();
    await expect(page.getByRole('heading', { name: 'Hugo Martin' })).toBeVisible();
    await page.getByRole('tab', { name: 'Validation levels' }).click();
    await pick(page, 'Add a department', 'Sound');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await pick(page, 'Expenses – Sound', 'Level 1');
    await pick(page, 'Purchase orders – Sound', 'Level 1');
    await page.getByRole('button', { name: 'Save – Sound' }).click();
    await expect(page.getByRole('button', { name: 'Remove the levels – Sound' })).toBeVisible();

    await page.goto('/#/project/validations');
    await expect(page.getByRole('cell', { name: 'Sound – Expenses' })).toContainText('Hugo Martin');
    await expect(page.getByRole('cell', { name: 'Sound – Purchase orders' })).toContainText('Hugo Martin');
    await expect(page.getByRole('cell', { name: 'Sound – Timesheets' })).not.toContainText('Hugo Martin');

    await page.goto('/#/users');
    await page.getByLabel('Type to search ...').fill('hugo');
    await page.getByRole('link', { name: 'Hugo Martin' }).click();
    await page.getByRole('tab', { name: 'History of rights' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Validation levels – Sound' })).toContainText(
      'Alex Morel',
    );
    expect(errors).toEqual([]);
  });

  test('a crew member cannot open the people screens', async ({ page }) => {
    await signIn(page, DEMO.crew1);
    for (const path of ['users', 'users/new', 'allUsers', 'project/validations', 'settings/outbox']) {
      await page.goto(`/#/${path}`);
      await expect(page, path).toHaveURL(/#\/pages\/404$/);
    }
  });
});
