import { expect, test } from '@playwright/test';
import { REDIRECTS, ROUTES } from '../packages/web/src/config/routes';
import { DEMO, DEMO_PASSWORD, signIn, storedToken, waitForScreen, watchConsole } from './helpers';

/** Routes whose parameter is a name, not an id: a real one, or the screen sends an unknown one to 404. */
const SAMPLE_PATHS: Record<string, string> = { 'peach-pear-plum/:page': 'peach-pear-plum/camera' };

test.describe('sign-in', () => {
  for (const [role, email] of Object.entries(DEMO)) {
    test(`${role} signs in and sees the dashboard`, async ({ page }) => {
      const errors = watchConsole(page);
      await signIn(page, email);
      // The demo translator works in Italian (appLanguage 3): the app opens in the profile's language.
      const italian = email === DEMO.translator;
      await expect(
        page.getByRole('heading', { name: italian ? 'La mia dashboard' : 'My dashboard' }),
      ).toBeVisible();
      await expect(
        page.getByRole('main').getByText(italian ? 'Le mie spese' : 'My expenses', { exact: true }),
      ).toBeVisible();
      const managers: string[] = [DEMO.admin, DEMO.prod];
      await expect(page.getByRole('heading', { name: 'Production overview' })).toHaveCount(
        managers.includes(email) ? 1 : 0,
      );
      expect(await storedToken(page)).toMatch(/^ey/);
      expect(errors).toEqual([]);
    });
  }

  test('a wrong password shows the error and stores no token', async ({ page }) => {
    await page.goto('/#/pages/login');
    await page.getByLabel(/^email/i).fill(DEMO.crew1);
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(
      page.getByRole('alert', { name: 'Error' }).filter({ hasText: 'Wrong email or password.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a guarded route opened without a token asks to sign in, then opens (issue 12 item 31)', async ({
    page,
  }) => {
    await page.goto('/#/myexpenses');
    await expect(page).toHaveURL(/#\/pages\/login\?next=%2Fmyexpenses$/);
    await page.getByLabel(/^email/i).fill(DEMO.crew1);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/#\/myexpenses$/);
    await expect(page.getByRole('heading', { name: 'My expenses' }).first()).toBeVisible();
  });

  test('a token the server refuses logs out to login, then back to the route (issue 12 item 31)', async ({
    page,
  }) => {
    await signIn(page, DEMO.crew2);
    // A token whose signature the server does not accept (another server's, or tampered with).
    await page.evaluate(() => {
      const token = window.localStorage.getItem('jwt-token')!;
      window.localStorage.setItem('jwt-token', `${token.slice(0, token.lastIndexOf('.'))}.forged`);
    });
    // Leave the dashboard first: its own calls, still under way, would meet the forged token there.
    await page.goto('about:blank');
    await page.goto('/#/mypo');
    await expect(page).toHaveURL(/#\/pages\/login\?next=%2Fmypo$/);
    await expect(page.getByLabel(/^email/i)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await page.getByLabel(/^email/i).fill(DEMO.crew2);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/#\/mypo$/);
  });

  test('the root goes to login without a token', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/pages\/login$/);
  });
});

test.describe('rights and navigation', () => {
  test('a crew member opening a global-budget route lands on 404', async ({ page }) => {
    await signIn(page, DEMO.crew1);
    for (const path of ['budget/overall', 'department/2', 'expense-sheet-detail/1']) {
      await page.goto(`/#/${path}`);
      await expect(page).toHaveURL(/#\/pages\/404$/);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('the spec redirects and unknown paths', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/#/project');
    await expect(page).toHaveURL(/#\/projects\/0$/);
    for (const path of ['test', 'testscreen', 'no/such/route']) {
      await page.goto(`/#/${path}`);
      await expect(page).toHaveURL(/#\/pages\/404$/);
    }
    await page.goto('/');
    await expect(page).toHaveURL(/#\/my-dashboard$/);
  });

  test('switching the language to French changes the shell labels, and it is remembered', async ({
    page,
  }) => {
    await signIn(page, DEMO.hod);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mon tableau de bord' })).toBeVisible();
    // Back to English for the other journeys of this account.
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'My dashboard' })).toBeVisible();
  });

  test('logout asks for confirmation and returns to login', async ({ page }) => {
    await signIn(page, DEMO.crew2);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(/#\/pages\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  for (const role of ['admin', 'accountant', 'crew1'] as const) {
    test(`every menu entry of the ${role} opens a real screen (issue 12 item 26)`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      const nav = page.getByRole('navigation', { name: 'Navigation' });
      await expect(nav.getByRole('link', { name: 'My dashboard' })).toBeVisible();
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(3);
      for (const target of hrefs) {
        await page.goto(`/${target}`);
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await waitForScreen(page, String(target));
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('[data-pending-screen]'), String(target)).toHaveCount(0);
      }
      test.info().annotations.push({ type: 'menu', description: `${role}: ${hrefs.length} entries` });
    });
  }

  test('every route of the table opens without a console error for the admin', async ({ page }) => {
    test.setTimeout(300_000);
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    const redirectsTo404 = new Set(REDIRECTS.filter((r) => r.to === '/pages/404').map((r) => r.path));
    let pending = 0;
    for (const route of ROUTES) {
      const path = SAMPLE_PATHS[route.path] ?? route.path.replace(/:[A-Za-z]+/g, '1');
      await page.goto(`/#/${path}`);
      if (route.screen === 'pending') {
        await expect(page.locator('[data-pending-screen]'), path).toBeVisible();
        pending++;
      } else {
        await expect(page.locator('[data-pending-screen]'), path).toHaveCount(0);
      }
      if (route.guard !== 'public' && !redirectsTo404.has(route.path)) {
        await expect(page, path).not.toHaveURL(/#\/pages\/404$/);
      }
      expect(errors, path).toEqual([]);
    }
    expect(pending).toBeGreaterThan(0);
    test
      .info()
      .annotations.push({ type: 'routes', description: `${ROUTES.length} routes, ${pending} pending` });
  });
});

test.describe('the edge (issue 12 items 6, 7)', () => {
  test('the app runs under its Content-Security-Policy: no inline script, no violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const errors = watchConsole(page);
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    expect(await response!.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    await signIn(page, DEMO.crew1);
    await page.goto('/#/myexpenses');
    await expect(page.getByRole('heading', { name: 'My expenses' }).first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('while the demo accounts exist, every signed-in screen warns', async ({ page }) => {
    await signIn(page, DEMO.crew2);
    const banner = page.getByRole('alert', { name: 'Demo server' });
    await expect(banner).toContainText('Demo accounts with a published password exist on this server.');
    await page.goto('/#/myexpenses');
    await expect(banner).toBeVisible();
  });
});
