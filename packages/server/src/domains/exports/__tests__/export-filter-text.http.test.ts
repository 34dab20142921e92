import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';

let app: App;
let adminToken: string;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  adminToken = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
});

describe('export filters follow the one string rule (issue 12 item 8)', () => {
  it('a NUL byte in a filter text is BAD_USER_INPUT naming it, not an internal error', async () => {
    const response = await fetch(`${app.url}/files/exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'user', format: 'csv', filter: { KeyWord: 'Mo\u0000rel' } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string; field: string } }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.KeyWord' });
  });
});
