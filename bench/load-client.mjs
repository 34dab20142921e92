// Load generator in its own process (issue 17): the fixed cost of a request is compared with a bare Node server,
// so the clients must not share the server's thread, and must be fast enough to saturate a bare server
// (autocannon, keep-alive connections). Usage:
//   node bench/load-client.mjs '{"url":…,"body":…,"token":…,"requests":N,"concurrency":C,"seconds":S}'
// Prints one JSON line: { n, concurrency, p50, p95, rps, errors } (p95: autocannon's p97.5).
import autocannon from 'autocannon';

const { url, body, token, requests, concurrency, seconds } = JSON.parse(process.argv[2]);
const options = {
  url,
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  connections: concurrency,
};
await autocannon({ ...options, amount: Math.min(200, requests) }); // warm-up
const started = performance.now();
const result = await autocannon({ ...options, amount: requests, duration: seconds });
// autocannon's own start and finish are whole seconds apart: the elapsed time is measured here.
const elapsed = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({
    n: result.requests.total,
    concurrency,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    rps: result.requests.total / elapsed,
    errors: result.errors + result.timeouts + result.non2xx,
  })}\n`,
);
