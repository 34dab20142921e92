/** HTTP GraphQL calls and the concurrent timing loop of the bench. */

export interface Timing {
  n: number;
  concurrency: number;
  p50: number;
  p95: number;
  rps: number;
}

export interface GqlAnswer {
  data: Record<string, unknown>;
  /** Statements the request took (x-sql-statements), when the server counts them. */
  statements: number | undefined;
}

export async function post(
  url: string,
  query: string,
  variables: object,
  token?: string,
): Promise<GqlAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    // Uncompressed like the SQL side's rows: the clients share the server's thread on PGlite, and decompressing is the
    // client's work (the server compresses off its thread, in zlib's pool, for clients that ask).
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const header = response.headers.get('x-sql-statements');
  return { data: body.data!, statements: header === null ? undefined : Number(header) };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Runs `run` `requests` times from `concurrency` clients at once, or until `seconds` have passed (each client
 * then finishes its call); a few warm-up calls first, not counted.
 */
export async function measure(
  requests: number,
  concurrency: number,
  seconds: number,
  run: () => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < Math.min(3, requests); i++) await run();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests && performance.now() - started < seconds * 1000) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    concurrency,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: times.length / elapsed,
  };
}

export const formatTiming = (t: Timing) =>
  `n=${t.n} c=${t.concurrency} p50=${t.p50.toFixed(1)}ms p95=${t.p95.toFixed(1)}ms rps=${t.rps.toFixed(1)}`;
