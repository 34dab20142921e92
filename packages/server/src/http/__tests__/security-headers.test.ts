import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from '../../app';
import { getTestApp } from '../../test/harness';

let app: App;
/** An app of its own with a web build and one allowed cross-origin site. */
let site: App;
const ALLOWED = 'https://app.example.com';

beforeAll(async () => {
  app = await getTestApp();
  const webDist = mkdtempSync(join(tmpdir(), 'setledger-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Setledger</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.info(1)');
  site = await startApp(
    { ...app.services.config, port: 0, webDist, corsOrigins: [ALLOWED] },
    { database: app.database },
  );
});
afterAll(async () => {
  await site?.close();
});

const graphql = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ GetBackEndVersion { backEndVersion } }' }),
  });

describe('browser hardening headers (issue 12 item 7)', () => {
  it('serves the web app with a CSP without inline scripts, no framing, no referrer, no sniffing', async () => {
    for (const path of ['/', '/assets/app.js']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers /graphql, files and errors with no-store and nosniff', async () => {
    for (const response of [
      await graphql(app.url),
      await fetch(`${app.url}/files/expense-receipts/1`),
      await fetch(`${app.url}/nothing-here`),
    ]) {
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('never echoes an origin that is not configured, with or without credentials', async () => {
    for (const base of [app.url, site.url]) {
      const answer = await graphql(base, { origin: 'https://evil.example' });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${base}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('allows the origins of CORS_ORIGINS, without credentials', async () => {
    const preflight = await fetch(`${site.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-client-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await graphql(site.url, { origin: ALLOWED });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('vary')).toMatch(/origin/i);
  });
});
