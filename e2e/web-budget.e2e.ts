import { gzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, waitForScreen } from './helpers';

/**
 * Issue 17: the bytes of JavaScript a first visit downloads, per route, with an empty cache. Each script's and
 * stylesheet's body is gzipped here (level 9, as a static server would) whatever the server sent, so the figure
 * does not depend on the server's compression. The budget fails the build when a route grows past it.
 */
const BUDGET_KB = { login: 170, myExpenses: 200 } as const;

type Asset = { url: string; type: 'script' | 'stylesheet'; raw: number; gzip: number };

/** Records every script and stylesheet the page downloads (first request of each URL). */
function recordAssets(page: Page): Asset[] {
  const assets: Asset[] = [];
  const seen = new Set<string>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = response.url();
    if (seen.has(url) || !url.startsWith('http://localhost')) return;
    seen.add(url);
    const body = await response.body().catch(() => null);
    if (!body) return;
    assets.push({ url, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  return assets;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function summary(assets: Asset[]) {
  const of = (type: Asset['type']) => assets.filter((a) => a.type === type);
  const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((total, a) => total + a[key], 0);
  const scripts = of('script');
  const styles = of('stylesheet');
  return {
    scripts: scripts.length,
    jsGzipKB: kb(sum(scripts, 'gzip')),
    jsRawKB: kb(sum(scripts, 'raw')),
    stylesheets: styles.length,
    cssGzipKB: kb(sum(styles, 'gzip')),
    files: assets
      .sort((a, b) => b.gzip - a.gzip)
      .map((a) => `${a.url.replace(/^.*\//, '')} ${kb(a.gzip)} KB`),
  };
}

/** A fresh context: empty HTTP cache, no service worker, no stored session. */
async function freshPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

test.describe('first screens stay within their JavaScript budget (issue 17)', () => {
  test('the sign-in page downloads at most 170 KB of gzipped JavaScript', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await freshPage(context);
    const assets = recordAssets(page);
    await page.goto('/#/pages/login');
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const figures = summary(assets);
    console.info('login', JSON.stringify(figures, null, 1));
    expect(figures.jsGzipKB, JSON.stringify(figures.files)).toBeLessThanOrEqual(BUDGET_KB.login);
    // The sign-in form is styled (Mantine's stylesheet reached the page).
    const button = page.getByRole('button', { name: /sign in/i });
    expect(await button.evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');
    await context.close();
  });

  test('My expenses, signed in, downloads at most 200 KB of gzipped JavaScript', async ({ browser }) => {
    // Signed in through the sign-in page in one context; its stored session opens a second one whose HTTP
    // cache is empty.
    const signing = await browser.newContext();
    await signIn(await signing.newPage(), DEMO.crew1);
    const storageState = await signing.storageState();
    await signing.close();
    const context = await browser.newContext({ storageState });
    const page = await freshPage(context);
    const assets = recordAssets(page);
    await page.goto('/#/myexpenses');
    await waitForScreen(page, 'myexpenses');
    const figures = summary(assets);
    console.info('myexpenses', JSON.stringify(figures, null, 1));
    expect(figures.jsGzipKB, JSON.stringify(figures.files)).toBeLessThanOrEqual(BUDGET_KB.myExpenses);
    await context.close();
  });
});
