import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../../..');
/**
 * The server as `npm start` runs it: compiled to JavaScript (issue 17), here into a folder of this test's own
 * inside the repository (its npm packages are found from there).
 */
const BUILD = join(ROOT, 'packages/server/dist', `test-${process.pid}`);
const MAIN = join(BUILD, 'main.js');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs'), MAIN], { stdio: 'ignore' });
}, 60_000);

afterAll(() => rmSync(BUILD, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the server's output matches (issue 12 item 37: a signal, not a sleep). */
  printed: (pattern: RegExp) => Promise<string>;
}

/** The real entry point as `npm start` runs it (minus the web build): on this machine, NODE_ENV unset. */
function spawnMain(dataDir: string, env: Record<string, string> = {}) {
  const { NODE_ENV: _mode, DEMO: _demo, ALLOW_DEMO: _allow, HOST: _host, ...inherited } = process.env;
  return spawn(process.execPath, ['--enable-source-maps', MAIN], {
    env: { ...inherited, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawnMain(dataDir, env);
  let output = '';
  const waiting = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        waiting.delete(check);
        resolve(match[1] ?? match[0]);
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        if (waiting.delete(check)) reject(new Error(`server exited before printing ${pattern}:\n${output}`));
      });
    });
  const url = await printed(/running at (http:\/\/\S+)/);
  return { child, url, output: () => output, exited, printed };
}

/**
 * A GraphQL POST whose body the test sends in parts. `Expect: 100-continue` makes the server answer as soon as it
 * holds the request: `arrived` resolves then, so the request is known to be in flight before anything else.
 */
function streamedPost(url: string) {
  const req = request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', expect: '100-continue' },
  });
  const arrived = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { arrived, answer, write: (text: string) => req.write(text), end: (text: string) => req.end(text) };
}

/** Runs the entry point until it exits; answers its exit code and output. */
function runToExit(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawnMain(dataDir, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((res) => child.on('exit', (code) => res({ code, output })));
}

describe('server lifecycle', () => {
  it('loads the demo on a first try, prints the logins, and on SIGTERM finishes an in-flight request then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'setledger-life-'));
    const first = await start(dataDir);
    expect(first.output()).toContain('Demo production loaded');
    expect(first.output()).toContain('admin@demo.setledger.test');

    // A request whose body is still arriving when the signal comes: the server holds it, then gets SIGTERM.
    const inFlight = streamedPost(first.url);
    await inFlight.arrived;
    inFlight.write('{"query":"{ GetBackEndVersion ');
    first.child.kill('SIGTERM');
    await first.printed(/SIGTERM received/);
    inFlight.end('{ backEndVersion } }"}');
    const response = await inFlight.answer;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      data: { GetBackEndVersion: { backEndVersion: expect.any(String) } },
    });
    expect(await first.exited).toBe(0);

    const second = await start(dataDir);
    expect(second.output()).not.toContain('Demo production loaded');
    const login = await fetch(`${second.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { signIn(email: "crew1@demo.setledger.test", password: "Setledger-demo-2026") }',
      }),
    });
    expect(((await login.json()) as { data: { signIn: string } }).data.signIn).toMatch(/^ey/);

    // The demo's expenses: Sam's approved sheet of travels with their CO2, a ticket to send, known places.
    const gqlAs = async (email: string, query: string) => {
      const signIn = await fetch(`${second.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { signIn(email: "${email}", password: "Setledger-demo-2026") }`,
        }),
      });
      const token = ((await signIn.json()) as { data: { signIn: string } }).data.signIn;
      const answer = await fetch(`${second.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return ((await answer.json()) as { data: Record<string, unknown> }).data;
    };
    const sam = await gqlAs(
      'crew2@demo.setledger.test',
      `{ MyExpenseSheets { sheet { title validated amountTotal } itemCount }
         MyExpenses(Filter: { status: [-1] }) { description amountTotal amountVat }
         GetTravelPlaces { label } }`,
    );
    // The demo's weeks of activity (issue 12 item 33) give Sam more validated sheets beside this one.
    expect(sam.MyExpenseSheets).toContainEqual({
      sheet: { title: 'Scouting week 43', validated: 8, amountTotal: '106.64' },
      itemCount: 2,
    });
    expect(sam.MyExpenses).toEqual([
      { description: 'Batteries for the radio mics', amountTotal: '45.98', amountVat: '7.98' },
    ]);
    expect((sam.GetTravelPlaces as { label: string }[]).map((p) => p.label)).toEqual(
      expect.arrayContaining([
        'Lange Nelle lighthouse (main set) – Lange Nelle, 8400 Ostend',
        'Lumen Camera Rental – Avenue Louise 231, 1050 Brussels',
      ]),
    );
    // Nothing waits for the validators: the journeys count from zero.
    const hod = await gqlAs('hod@demo.setledger.test', '{ GetExpenseSheetsToValidate { sheet { id } } }');
    expect(hod.GetExpenseSheetsToValidate).toEqual([]);
    // The demo's administrator administers the demo license (issue 12 item 2), and nobody else does.
    const admin = await gqlAs('admin@demo.setledger.test', '{ LicenseAdmins { email } }');
    expect(admin.LicenseAdmins).toEqual([{ email: 'admin@demo.setledger.test' }]);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    // Production with the demo accounts refuses to start, unless explicitly allowed (issue 12 item 6).
    const refused = await runToExit(dataDir, { NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to start');
    expect(refused.output).toContain('ALLOW_DEMO=1');
    expect(refused.output).not.toContain('running at');
    // ALLOW_DEMO=1 lets it start: the browser journeys run that way (e2e/playwright.config.ts).
    rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});
