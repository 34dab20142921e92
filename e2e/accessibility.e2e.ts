import { expect, type Page, test } from '@playwright/test';
import { passesGuard } from '../packages/web/src/config/route-types';
import { ROUTES } from '../packages/web/src/config/routes';
import { axeViolations, DEMO, expectAccessible, signIn, storedToken, waitForScreen } from './helpers';

/**
 * WCAG 2.2 AA in the browser (issue 12 item 30): axe-core finds no serious or critical violation on the sign-in
 * pages and on every built screen a role may open, nor in the dialogs and menus its main flows open.
 */

type Claims = Parameters<typeof passesGuard>[1];

/** Demo values for the route parameters, so each screen opens on real data where there is some. */
const PARAMS: Record<string, string> = { form: 'expense', action: 'add', type: 'ticket', licenseId: '1' };
const urlOf = (path: string) =>
  `/#/${path.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? '1')}`;

/** The built (not pending) signed-in routes whose guard the page's token passes. */
async function screensOf(page: Page) {
  const token = (await storedToken(page)) ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
  return ROUTES.filter(
    (route) => route.screen !== 'pending' && route.guard !== 'public' && passesGuard(route.guard, claims),
  );
}

async function scanEveryScreen(page: Page) {
  const screens = await screensOf(page);
  expect(screens.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const route of screens) {
    await page.goto(urlOf(route.path));
    // A route the token passes but the data refuses (an id of another project) ends on the 404 page: read it too.
    await waitForScreen(page, route.path);
    await expect(page.getByRole('heading', { level: 1 }), `one h1 on ${route.path}`).toHaveCount(1);
    problems.push(...(await axeViolations(page)).map((v) => `${route.path}: ${v}`));
  }
  expect(problems).toEqual([]);
}

test.describe('accessibility (issue 12 item 30)', () => {
  test('the public pages', async ({ page }) => {
    for (const path of ['pages/login', 'pages/forgot-password', 'pages/404', 'pages/500']) {
      await page.goto(`/#/${path}`);
      await waitForScreen(page, path);
      await expect(page.getByRole('heading', { level: 1 }), `one h1 on ${path}`).toHaveCount(1);
      await expectAccessible(page, path);
    }
    // A failed sign-in shows its error once, readable.
    await page.goto('/#/pages/login');
    await page.getByLabel(/^email/i).fill(DEMO.crew1);
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('alert', { name: 'Error' })).toBeVisible();
    await expectAccessible(page, 'sign-in error');
  });

  for (const role of ['admin', 'accountant', 'crew1'] as const) {
    test(`every screen the ${role} opens`, async ({ page }) => {
      test.setTimeout(600_000);
      await signIn(page, DEMO[role]);
      await scanEveryScreen(page);
    });
  }

  test('the shell: skip link, header menus, mobile navigation and the logout dialog', async ({ page }) => {
    await signIn(page, DEMO.accountant);
    await page.goto('/#/myexpenses');
    // A page freshly loaded: the first Tab starts from the top of the document.
    await page.reload();
    await waitForScreen(page);
    await expect(page).toHaveURL(/#\/myexpenses$/);
    // The first Tab shows the skip link; it takes the focus to the page, whose first control is one Tab away.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    let tabs = 0;
    while (tabs < 10) {
      await page.keyboard.press('Tab');
      tabs++;
      if (
        await page
          .getByRole('button', { name: 'Add a ticket' })
          .evaluate((el) => el === document.activeElement)
      )
        break;
    }
    expect(tabs).toBeLessThan(10);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'notifications menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'user menu');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'logout dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'NO', exact: true }).click();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    await expectAccessible(page, 'mobile navigation');
  });

  test('the dialogs of the main flows', async ({ page }) => {
    await signIn(page, DEMO.accountant);
    await page.goto('/#/budget/overall');
    await waitForScreen(page);
    await page.getByRole('tab', { name: 'Budget lines' }).click();
    await page.getByRole('button', { name: 'Add a line' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'budget line dialog');
    await page.keyboard.press('Escape');

    // Signed out by leaving the app: reloading the budget page instead made it redirect to the sign-in with
    // ?next=/budget/overall, late enough to overtake signIn's own visit, and crew1 then landed on a 404 (seen in CI).
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('about:blank');
    await signIn(page, DEMO.crew1);
    await page.goto('/#/mypo');
    await waitForScreen(page);
    await page.getByRole('button', { name: /New purchase order/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'new purchase order');
  });
});
