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
}

export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('jwt-token'));
