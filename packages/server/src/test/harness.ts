import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, startApp } from '../app';
import { openDatabase } from '../db/client';
import { readConfig } from '../lib/config';
import { type Mailbox, startMailbox } from './mailbox';
import { startRoutingServer } from './routing-server';

let shared: Promise<App> | undefined;
let mailbox: Promise<Mailbox> | undefined;
let routing: ReturnType<typeof startRoutingServer> | undefined;

/** The worker's stand-in routing server (ROUTING_URL of the test app). */
export function getRoutingServer() {
  routing ??= startRoutingServer();
  return routing;
}

/** The worker's SMTP server: every message the test app sends arrives there. */
export function getMailbox(): Promise<Mailbox> {
  mailbox ??= startMailbox();
  return mailbox;
}

/**
 * One app per test worker on one database: PGlite in memory, or the PostgreSQL of TEST_DATABASE_URL (CI).
 * Vitest runs the server project with isolate: false, so every test file of a worker reuses it; files keep
 * apart by creating their own projects and users (see fixtures.ts).
 */
export function getTestApp(): Promise<App> {
  shared ??= (async () => {
    // Uploaded files (receipts) go to a fresh folder per worker; the secret is given.
    const dataDir = mkdtempSync(join(tmpdir(), 'setledger-test-'));
    const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
    // Statements are counted per request (x-sql-statements): tests prove lists do not issue one per row.
    const database = await openDatabase({ databaseUrl, countStatements: true });
    const config = {
      ...readConfig({}),
      port: 0,
      dataDir,
      databaseUrl,
      jwtSecret: 'test-secret-for-the-server-suite-only-0123456789',
      webDist: join(dataDir, 'no-web-build'),
      smtpUrl: (await getMailbox()).url,
      appUrl: 'http://setledger.test',
      routingUrl: (await getRoutingServer()).url,
    };
    return startApp(config, { database });
  })();
  return shared;
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; field?: string } }[] | undefined;
}

/** One GraphQL request over real HTTP. */
export async function gql<T = Record<string, unknown>>(
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<GqlResult<T>> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GqlResult['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}

/** The code of the first error, for table-driven assertions. */
export const errorCode = (result: GqlResult) => result.errors?.[0]?.extensions?.code;

/** A GraphQL multipart request (graphql-multipart-request-spec) carrying one file as variable `file`. */
export async function gqlUpload<T = Record<string, unknown>>(
  app: App,
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; type: string; bytes: Uint8Array },
  token: string,
): Promise<GqlResult<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' },
    body: form,
  });
  const body = (await response.json()) as { data?: T | null; errors?: GqlResult['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}
