import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { getTestApp } from '../../test/harness';

let app: App;
beforeAll(async () => {
  app = await getTestApp();
});

describe('HTTP endpoints', () => {
  it('GET /healthz answers 200 while the database answers', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 404 for an unknown path and never serves files outside the web build', async () => {
    expect((await fetch(`${app.url}/nothing-here`)).status).toBe(404);
    expect((await fetch(`${app.url}/..%2f..%2fpackage.json`)).status).toBe(404);
    for (const path of ['/%00', '/index.html%00', '/%E0%A4%A', '/%00/graphql'])
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(404);
  });

  it('serves /version.json', async () => {
    const response = await fetch(`${app.url}/version.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('version');
  });

  it('rejects a query with more aliases than the armor allows', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: GetBackEndVersion { backEndVersion }`).join(
      ' ',
    );
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${aliases} }` }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
  });
});
