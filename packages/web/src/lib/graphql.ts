import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { paths, returnRoute } from '../config/paths';
import { printDocument } from './print-document';
import { APP_VERSION_ERROR_KEY, currentRoute, getToken, logout, TOKEN_DATA_EMPTY_KEY } from './session';

export interface GraphQLErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

/** A GraphQL answer with errors: `status : message` is what the error banner shows (001 §8). */
export class GraphQLRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: GraphQLErrorItem[],
  ) {
    super(errors[0]?.message || `HTTP ${status}`);
    this.name = 'GraphQLRequestError';
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
  get field(): string | undefined {
    return this.errors[0]?.extensions?.field;
  }
}

export class NetworkError extends Error {
  readonly isNetworkError = true;
  constructor(cause: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The server's error data of a 422 or 413 answer, raised as it is (001 §8). */
export class ServerDataError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ServerDataError';
  }
}

/**
 * The answer of a root field the schema declares nullable but that answers a record whenever it succeeds (a
 * failure comes as a GraphQL error): a null is reported as a failed request rather than passed on.
 */
export function present<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined)
    throw new GraphQLRequestError(200, [{ message: '', path: [field] }]);
  return value;
}

const goTo = (hash: string) => {
  window.location.hash = hash;
};

/** The server marks a 401 error by its code (and, for HTTP 401 answers, by extensions.http.status). */
function isUnauthenticated(error: GraphQLErrorItem | undefined): boolean {
  const http = error?.extensions?.http as { status?: number } | undefined;
  return error?.extensions?.code === 'UNAUTHENTICATED' || http?.status === 401;
}

/** An operation's variables: optional when it has none (or only optional ones). */
type VariablesArgument<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];
type RequestOptions = { headers?: Record<string, string> };

const printed = new WeakMap<object, string>();
/** The text of a generated document (one operation and the fragments it spreads), printed once. */
function queryText(document: TypedDocumentNode<unknown, never>): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = printDocument(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * POST /graphql with the bearer token and the client version (001 §7), applying the status rules of 001 §8.
 * `document` is a generated TypedDocumentNode (npm run codegen), so the variables and the answer are typed.
 */
export function gqlRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables, options = {}]: VariablesArgument<TVariables>
): Promise<TResult> {
  return send<TResult>(JSON.stringify({ query: queryText(document), variables: variables ?? {} }), {
    'content-type': 'application/json',
    ...options.headers,
  });
}

/** The multipart form of a GraphQL request carrying one file at a variable path ('variables.File'). */
function uploadForm(
  document: TypedDocumentNode<unknown, never>,
  variables: unknown,
  file: { path: string; file: Blob; name: string },
): FormData {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: queryText(document), variables }));
  form.set('map', JSON.stringify({ 0: [file.path] }));
  form.set('0', file.file, file.name);
  return form;
}

/** A GraphQL multipart request carrying one file, as the receipt upload needs; the same status rules apply. */
export function gqlUpload<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  file: { path: string; file: Blob; name: string },
): Promise<TResult> {
  // The browser sets the multipart boundary; yoga needs a preflight-proof header for uploads.
  return send<TResult>(uploadForm(document, variables, file), { 'graphql-require-preflight': '1' });
}

const requestHeaders = (token: string | null, headers: Record<string, string>): Record<string, string> => ({
  accept: 'application/json',
  'x-client-version': __APP_VERSION__,
  ...headers,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function send<T>(payload: BodyInit, headers: Record<string, string>): Promise<T> {
  const token = getToken();
  const init: RequestInit = { method: 'POST', headers: requestHeaders(token, headers), body: payload };
  let response: Response;
  try {
    response = await fetch('/graphql', init);
  } catch (error) {
    throw new NetworkError(error);
  }
  const body = (await response.json().catch(() => null)) as Answer<T>;
  return answer(response.status, body, token);
}

type Answer<T> = { data?: T; errors?: GraphQLErrorItem[] } | null;

/** The data of an answer, or the error the status rules of 001 §8 make of it. */
function answer<T>(status: number, body: Answer<T>, token: string | null): T {
  if (status === 401) {
    // 001 §4: logged out, to sign in again and come back to the route (issue 12 item 31).
    const back = returnRoute(currentRoute()) ?? undefined;
    if (getToken()) logout(back);
    else if (!token) goTo(paths.login(back));
    // (else a call answered before this one has already signed out)
    throw new GraphQLRequestError(401, body?.errors ?? [{ message: 'Unauthorized' }]);
  }
  if (status === 505) {
    window.localStorage.setItem(APP_VERSION_ERROR_KEY, body?.errors?.[0]?.message ?? 'Error: App Version');
    logout();
    throw new GraphQLRequestError(505, body?.errors ?? [{ message: 'Error: App Version' }]);
  }
  if (status === 511) window.localStorage.setItem(TOKEN_DATA_EMPTY_KEY, 'true');
  if (status === 422 || status === 413) throw new ServerDataError(status, body);
  if (body?.errors?.length) {
    // 001 §4, §8: a first GraphQL error with status 401 (and no network error, as here) leads to /pages/404.
    if (isUnauthenticated(body.errors[0])) goTo(paths.notFound());
    throw new GraphQLRequestError(status, body.errors);
  }
  // No GraphQL answer (a proxy's error page, an empty body): the banner says the request failed, with the status.
  if (status < 200 || status > 299 || !body?.data) throw new GraphQLRequestError(status, [{ message: '' }]);
  return body.data;
}

/**
 * gqlUpload with the progress of the sending (0 to 1), which fetch does not report: the same request and status
 * rules over XMLHttpRequest (issue 12 item 28). A refused file (413) raises the server's message, which names the
 * limit, rather than the bare status.
 */
export function gqlUploadWithProgress<T, TVariables>(
  document: TypedDocumentNode<T, TVariables>,
  variables: TVariables,
  file: { path: string; file: Blob; name: string },
  onProgress: (fraction: number) => void,
): Promise<T> {
  const form = uploadForm(document, variables, file);
  const token = getToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    for (const [name, value] of Object.entries(requestHeaders(token, { 'graphql-require-preflight': '1' })))
      request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: Answer<T> = null;
      try {
        body = JSON.parse(request.responseText) as Answer<T>;
      } catch {
        body = null;
      }
      try {
        resolve(answer(request.status, body, token));
      } catch (error) {
        const refused = error instanceof ServerDataError && body?.errors?.length;
        reject(refused ? new GraphQLRequestError(request.status, body!.errors!) : error);
      }
    });
    for (const failure of ['error', 'abort', 'timeout'] as const)
      request.addEventListener(failure, () => reject(new NetworkError(failure)));
    request.send(form);
  });
}
