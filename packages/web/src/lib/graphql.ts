import { paths, returnRoute } from '../config/paths';
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

const goTo = (hash: string) => {
  window.location.hash = hash;
};

/** The server marks a 401 error by its code (and, for HTTP 401 answers, by extensions.http.status). */
function isUnauthenticated(error: GraphQLErrorItem | undefined): boolean {
  const http = error?.extensions?.http as { status?: number } | undefined;
  return error?.extensions?.code === 'UNAUTHENTICATED' || http?.status === 401;
}

/** POST /graphql with the bearer token and the client version (001 §7), applying the status rules of 001 §8. */
export function gqlRequest<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  return send<T>(JSON.stringify({ query, variables }), {
    'content-type': 'application/json',
    ...options.headers,
  });
}

/**
 * A GraphQL multipart request carrying one file at a variable path ('variables.File'), as the receipt upload
 * needs; the same status rules apply.
 */
export function gqlUpload<T>(
  query: string,
  variables: Record<string, unknown>,
  file: { path: string; file: Blob; name: string },
): Promise<T> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify({ 0: [file.path] }));
  form.set('0', file.file, file.name);
  // The browser sets the multipart boundary; yoga needs a preflight-proof header for uploads.
  return send<T>(form, { 'graphql-require-preflight': '1' });
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
export function gqlUploadWithProgress<T>(
  query: string,
  variables: Record<string, unknown>,
  file: { path: string; file: Blob; name: string },
  onProgress: (fraction: number) => void,
): Promise<T> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify({ 0: [file.path] }));
  form.set('0', file.file, file.name);
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
