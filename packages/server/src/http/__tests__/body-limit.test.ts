import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { getTestApp, gqlUpload } from '../../test/harness';
import { BODY_LIMITS } from '../body-limit';

let app: App;
let token: string;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true });
  token = await signInAs(app, (await createUser(app, project.id, { appLanguage: 2 })).email);
});

/** A valid query padded with an unused variable to `size` bytes. */
const paddedBody = (size: number) => {
  const base = JSON.stringify({ query: '{ GetBackEndVersion { backEndVersion } }', variables: { pad: '' } });
  return JSON.stringify({
    query: '{ GetBackEndVersion { backEndVersion } }',
    variables: { pad: 'x'.repeat(Math.max(0, size - base.length)) },
  });
};

async function post(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] },
  };
}

/** A body sent in chunks without a declared length (Transfer-Encoding: chunked). */
function postChunked(total: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    const chunk = 'x'.repeat(16 * 1024);
    for (let sent = 0; sent < total; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe('request body limits (issue 12 item 4)', () => {
  it('answers 413 naming the limit to an anonymous caller past 64 KB, declared or chunked', async () => {
    expect((await post(paddedBody(BODY_LIMITS.anonymous - 100))).status).toBe(200);
    const large = await post(paddedBody(BODY_LIMITS.anonymous + 1));
    expect(large.status).toBe(413);
    expect(large.body.errors?.[0]).toMatchObject({
      message: 'The request is too large: at most 64 KB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const chunked = await postChunked(2 * 1024 * 1024);
    expect(chunked.status).toBe(413);
    expect(chunked.text).toContain('64 KB');
  });

  it('lets a signed-in caller send forms up to 1 MB, in their language past it', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect((await post(paddedBody(512 * 1024), auth)).status).toBe(200);
    const large = await post(paddedBody(BODY_LIMITS.signedIn + 1), auth);
    expect(large.status).toBe(413);
    expect(large.body.errors?.[0]?.message).toBe('Die Anfrage ist zu groß: höchstens 1 MB.');
  });

  it('takes files up to the upload limit from signed-in callers only', async () => {
    expect(BODY_LIMITS.upload).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    const query = 'query($file: File!) { ReadBudgetImportFile(File: $file) { sheets { name } } }';
    const big = {
      name: 'big.xlsx',
      type: 'application/octet-stream',
      bytes: new Uint8Array(BODY_LIMITS.upload),
    };
    const refused = await gqlUpload(app, query, {}, big, token);
    expect(refused.status).toBe(413);
    const small = { ...big, bytes: new Uint8Array(3 * 1024 * 1024) };
    const read = await gqlUpload(app, query, {}, small, token);
    expect(read.status).not.toBe(413);
    const anonymous = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'graphql-require-preflight': '1' },
      body: (() => {
        const form = new FormData();
        form.append('operations', JSON.stringify({ query, variables: { file: null } }));
        form.append('map', JSON.stringify({ 0: ['variables.file'] }));
        form.append('0', new Blob([small.bytes]), 'small.xlsx');
        return form;
      })(),
    });
    expect(anonymous.status).toBe(413);
  });

  it('names the largest file a form takes when a multipart body passes the upload limit (issue 12 item 28)', async () => {
    const query =
      'mutation($id: Int!, $file: File!) { AddExpenseReceipt(ExpenseItemId: $id, File: $file) { id } }';
    const photo = { name: 'scan.jpg', type: 'image/jpeg', bytes: new Uint8Array(BODY_LIMITS.upload + 1) };
    const refused = await gqlUpload(app, query, { id: 1 }, photo, token);
    expect(refused.status).toBe(413);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Diese Datei ist zu groß: Eine Datei darf höchstens 10 MB haben.',
      extensions: { code: 'PAYLOAD_TOO_LARGE', params: { limit: '10 MB' } },
    });
  });
});
