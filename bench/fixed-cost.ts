/**
 * Fixed cost of a signed-in request (issue 17): `{ __typename }` through the whole stack (HTTP, token, actor
 * lookup, GraphQL) beside a bare Node HTTP server answering the same JSON, both driven by the same clients.
 * Used by run.ts; `tsx bench/fixed-cost.ts` alone profiles it (node --cpu-prof).
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { measure, type Timing } from './measure';

const BODY = JSON.stringify({ data: { __typename: 'Query' } });
const BODY_SENT = JSON.stringify({ query: '{ __typename }', variables: {} });

/** A Node HTTP server that reads the body and answers `{ __typename }`'s JSON: the floor of any API. */
export async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(BODY);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function typenameCall(url: string, token: string): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ __typename }', variables: {} }),
  });
  const body = (await response.json()) as { data?: { __typename?: string } };
  if (body.data?.__typename !== 'Query') throw new Error(`unexpected answer ${JSON.stringify(body)}`);
}

/** Runs bench/load-client.mjs in its own process against `url` (POST `{ __typename }`). */
export function loadFromAnotherProcess(
  url: string,
  token: string,
  requests: number,
  concurrency: number,
  seconds: number,
): Promise<Timing & { errors: number }> {
  const options = { url: `${url}/graphql`, body: BODY_SENT, token, requests, concurrency, seconds };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(import.meta.dirname, 'load-client.mjs'), JSON.stringify(options)],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').pop()!))),
    );
  });
}

/**
 * The signed-in `{ __typename }` and the bare server, each loaded from another process (the measure:
 * requests per second of each), then the same from in-process fetch clients like the other operations.
 */
export async function measureFixedCost(
  apiUrl: string,
  token: string,
  requests: number,
  concurrency: number,
  seconds: number,
): Promise<{ api: Timing; bare: Timing; apiInProcess: Timing }> {
  const bare = await bareServer();
  try {
    const api = await loadFromAnotherProcess(apiUrl, token, requests, concurrency, seconds);
    const floor = await loadFromAnotherProcess(bare.url, token, requests, concurrency, seconds);
    if (api.errors || floor.errors)
      throw new Error(`fixed cost: ${api.errors} + ${floor.errors} failed requests`);
    const apiInProcess = await measure(Math.min(requests, 2000), concurrency, seconds, () =>
      typenameCall(apiUrl, token),
    );
    return { api, bare: floor, apiInProcess };
  } finally {
    await bare.close();
  }
}
