import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Setledger-demo-2026';
export const DEMO = {
  admin: 'admin@demo.setledger.test',
  prod: 'prod@demo.setledger.test',
  hod: 'hod@demo.setledger.test',
  accountant: 'accountant@demo.setledger.test',
  crew1: 'crew1@demo.setledger.test',
  crew2: 'crew2@demo.setledger.test',
  translator: 'translator@demo.setledger.test',
  green: 'green@demo.setledger.test',
} as const;

/** Collects console errors and page errors so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/#/pages/login');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/#\/my-dashboard$/);
  // The dashboard settled (heading, no loader, network quiet): a journey's next goto is not overtaken by a late
  // navigation of the sign-in (once seen in CI: /#/myexpenses reloaded on the dashboard).
  await waitForScreen(page, 'my-dashboard');
}

export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('jwt-token'));

/** The WCAG 2.2 A and AA rules of axe-core (issue 12 item 30). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical WCAG 2.2 AA violations axe-core finds on the page, or in one part of it (a dialog).
 * axe runs through the DevTools protocol (page.evaluate of its source), which the app's CSP does not govern.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Fails with the list of serious and critical violations of `where` (a route, a dialog). */
export async function expectAccessible(page: Page, where: string, include?: string) {
  expect(await axeViolations(page, include), where).toEqual([]);
}

/** A screen is ready to be read once its level-one heading shows, nothing loads and the network is quiet. */
export async function waitForScreen(page: Page, where?: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
