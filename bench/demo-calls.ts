/**
 * `npm run bench:demo`: starts the API on an in-memory database with the demo production and times the calls
 * every screen makes. Loopback only; bounded request counts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-data';
import { projects } from '../packages/server/src/domains/projects/projects.table';
import { userSearchName } from '../packages/server/src/domains/users/users.service';
import { contracts, userProjects, users } from '../packages/server/src/domains/users/users.table';
import { readConfig } from '../packages/server/src/lib/config';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function post(url: string, query: string, variables: object, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(28)} n=${times.length} c=${CONCURRENCY} p50=${percentile(times, 50).toFixed(1)}ms p95=${percentile(times, 95).toFixed(1)}ms rps=${(times.length / elapsed).toFixed(0)}`,
  );
}

const t0 = performance.now();
const database = await openDatabase({});
const app = await startApp(
  {
    ...readConfig({ DEMO: '1' }),
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'setledger-bench-')),
    jwtSecret: 'bench-secret-0123456789-abcdefghij',
  },
  { database },
);
console.info(`start (migrate + texts + demo): ${(performance.now() - t0).toFixed(0)} ms`);

const signIn = 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) }';
const { signIn: token } = (await post(app.url, signIn, {
  e: 'admin@demo.setledger.test',
  p: DEMO_PASSWORD,
})) as {
  signIn: string;
};
const header = `{ GetHeaderData(NumExpToValidate: true, NumPoToValidate: true, NumExpRefused: true) { totalNotifications } }`;
await measure('GetHeaderData', () => post(app.url, header, {}, token));
await measure('myProfile', () => post(app.url, '{ myProfile { id fullName projectTitle } }', {}, token));
await measure('GetAllFormsContent (all, fr)', () =>
  post(app.url, '{ GetAllFormsContent(WebForm: "", TargetLanguage: 1) { formName formNumber message } }', {}),
);

// People (issue 4): 2,000 members in the demo project, listed a page at a time with a keyword.
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const [{ id: projectId }] = (await database.db.select({ id: projects.id }).from(projects).limit(1)) as [
  { id: number },
];
const people = await database.db
  .insert(users)
  .values(
    Array.from({ length: MEMBERS }, (_, i) => {
      const person = {
        name: `Bench${i}`,
        firstName: i % 7 === 0 ? 'Léa' : 'Max',
        email: `bench-${i}@bench.test`,
      };
      return { ...person, passwordHash: 'x', searchName: userSearchName(person) };
    }),
  )
  .returning({ id: users.id });
const members = await database.db
  .insert(userProjects)
  .values(people.map((p, i) => ({ userId: p.id, projectId, departmentNumber: (i % 6) + 1 })))
  .returning({ id: userProjects.id });
await database.db
  .insert(contracts)
  .values(members.map((m) => ({ userProjectId: m.id, startDate: '2026-01-01', endDate: '2099-12-31' })));
const usersPage = `query($k: String) { Users(KeyWord: $k, limit: 21, Offset: 40, sortField: "name", GroupByContract: true) {
  id fullName departmentName functionName underContract validationLevel isAdmin canAccessUsers } }`;
await measure(`Users page (${MEMBERS} members)`, () => post(app.url, usersPage, { k: 'lea' }, token));
await measure('GetCountTotalOfUser', () =>
  post(app.url, '{ GetCountTotalOfUser(KeyWord: "lea") }', {}, token),
);
await measure(`GetUsersOfProject (all ${MEMBERS})`, () =>
  post(app.url, '{ GetUsersOfProject { id fullName email departmentName } }', {}, token),
);
await app.close();
await database.close();
