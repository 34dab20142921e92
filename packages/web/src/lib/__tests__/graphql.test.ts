import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../components';
import { mockLocation } from '../../test/location';
import { FetchBackedXhr } from '../../test/xhr';
import { GraphQLRequestError, gqlRequest, gqlUploadWithProgress, ServerDataError } from '../graphql';
import { APP_VERSION_ERROR_KEY, TOKEN_DATA_EMPTY_KEY, TOKEN_KEY } from '../session';

/** A document as the generated ones are: the client prints it into the request. */
const doc = (text: string) => parse(text) as TypedDocumentNode<unknown, Record<string, unknown>>;

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

let assign: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  ({ assign, reload } = mockLocation());
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('gqlRequest (001 §7, §8)', () => {
  it('posts to /graphql with the bearer token, the client version and JSON', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    const fetch = respond(200, { data: { ok: true } });
    expect(await gqlRequest(doc('{ ok }'), { a: 1 })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer abc.def.ghi',
      'x-client-version': __APP_VERSION__,
      accept: 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ query: '{\n  ok\n}', variables: { a: 1 } });
  });

  it('throws GraphQL errors with their status, code and field', async () => {
    respond(200, {
      data: null,
      errors: [
        { message: 'The field name is required.', extensions: { code: 'BAD_USER_INPUT', field: 'name' } },
      ],
    });
    const error = await gqlRequest(doc('{ x }')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      status: 200,
      code: 'BAD_USER_INPUT',
      field: 'name',
      message: 'The field name is required.',
    });
  });

  it('HTTP 401 with a token logs out and reloads the origin on login, to come back (issue 12 item 31)', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    window.location.hash = '#/mypo';
    respond(401, { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(gqlRequest(doc('{ x }'))).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('http://app.test/#/pages/login?next=%2Fmypo');
    expect(reload).toHaveBeenCalled();
  });

  it('a second 401 answered after the first signed out does not sign out again', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    window.location.hash = '#/mypo';
    respond(401, { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    const first = gqlRequest(doc('{ x }'));
    const second = gqlRequest(doc('{ y }'));
    await expect(first).rejects.toMatchObject({ status: 401 });
    window.location.hash = '#/pages/login?next=%2Fmypo';
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 on a public page logs out and reloads the origin', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    window.location.hash = '#/pages/login';
    respond(401, { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(gqlRequest(doc('{ x }'))).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('http://app.test/');
  });

  it('HTTP 401 without a token goes to login', async () => {
    window.location.hash = '#/mypo';
    respond(401, { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(gqlRequest(doc('{ x }'))).rejects.toMatchObject({ status: 401 });
    expect(window.location.hash).toMatch(/^#?\/pages\/login\?next=%2Fmypo$/);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a first GraphQL error with status 401 (no network error) leads to /pages/404', async () => {
    window.location.hash = '#/mypo';
    respond(200, {
      data: null,
      errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    await expect(gqlRequest(doc('{ x }'))).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(window.location.hash).toMatch(/^#?\/pages\/404$/);
  });

  it('any other GraphQL error stays on the page', async () => {
    window.location.hash = '#/mypo';
    respond(200, { data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] });
    await expect(gqlRequest(doc('{ x }'))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(window.location.hash).toMatch(/^#?\/mypo$/);
  });

  it('the error object reads as its message for the error banner (issue 12 item 29)', async () => {
    respond(200, { data: null, errors: [{ message: 'Wrong email or password.' }] });
    const error = await gqlRequest(doc('{ x }')).catch((e: unknown) => e);
    expect(errorText(error)).toBe('Wrong email or password.');
    expect(error).toMatchObject({ status: 200, errors: [{ message: 'Wrong email or password.' }] });
  });

  it("a 413 answer reads as the server's message, which names the limit (issue 12 item 29)", async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    respond(413, {
      errors: [
        { message: 'The request is too large: at most 11 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
    const error = await gqlRequest(doc('{ x }')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerDataError);
    expect(errorText(error)).toBe('The request is too large: at most 11 MB.');
  });

  it('an answer without data nor errors reads as a failed request with its status', async () => {
    respond(502, null);
    const error = await gqlRequest(doc('{ x }')).catch((e: unknown) => e);
    expect(errorText(error)).toBe('The server could not complete the request (HTTP 502).');
  });

  it('HTTP 505 with a message stores that message for the login page', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    respond(505, { errors: [{ message: 'Please update the app.' }] });
    await expect(gqlRequest(doc('{ x }'))).rejects.toMatchObject({ status: 505 });
    expect(window.localStorage.getItem(APP_VERSION_ERROR_KEY)).toBe('Please update the app.');
    expect(assign).toHaveBeenCalledWith('http://app.test/');
  });

  it('HTTP 505 stores the message (or Error: App Version) and logs out', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    respond(505, {});
    await expect(gqlRequest(doc('{ x }'))).rejects.toMatchObject({ status: 505 });
    expect(window.localStorage.getItem(APP_VERSION_ERROR_KEY)).toBe('Error: App Version');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('HTTP 511 flags the token data as empty', async () => {
    respond(511, { data: { ok: true } });
    await gqlRequest(doc('{ ok }')).catch(() => undefined);
    expect(window.localStorage.getItem(TOKEN_DATA_EMPTY_KEY)).toBe('true');
  });

  it('HTTP 422 raises the server error data', async () => {
    respond(422, { detail: 'too big' });
    const error = await gqlRequest(doc('{ x }')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerDataError);
    expect(error).toMatchObject({ status: 422, data: { detail: 'too big' } });
  });

  it('a failed fetch is a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await gqlRequest(doc('{ x }')).catch((e: unknown) => e);
    expect(error).toMatchObject({ isNetworkError: true, message: 'network error' });
    expect(errorText(error)).toBe('network error');
  });
});

describe('gqlUploadWithProgress (issue 12 item 28)', () => {
  const upload = (onProgress: (fraction: number) => void) =>
    gqlUploadWithProgress(
      doc('mutation($file: File!) { AddExpenseReceipt(ExpenseItemId: 1, File: $file) { id } }'),
      { file: null },
      { path: 'variables.file', file: new Blob(['x']), name: 'scan.jpg' },
      onProgress,
    );
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports the progress and sends the multipart request with the bearer token and the client version', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    const fetch = respond(200, { data: { AddExpenseReceipt: { id: 4 } } });
    const progress: number[] = [];
    expect(await upload((fraction) => progress.push(fraction))).toEqual({ AddExpenseReceipt: { id: 4 } });
    expect(progress).toEqual([0.5, 1]);
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer abc.def.ghi',
      'x-client-version': __APP_VERSION__,
      'graphql-require-preflight': '1',
    });
    expect(JSON.parse(String((init!.body as FormData).get('map')))).toEqual({ 0: ['variables.file'] });
  });

  it('raises the message of a refused file (413), which names the limit, not "unknown error: HTTP 413"', async () => {
    respond(413, {
      errors: [
        {
          message: 'This file is too large: a file may weigh at most 10 MB.',
          extensions: { code: 'PAYLOAD_TOO_LARGE', params: { limit: '10 MB' } },
        },
      ],
    });
    const error = await upload(() => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(errorText(error)).toBe('This file is too large: a file may weigh at most 10 MB.');
  });
});
