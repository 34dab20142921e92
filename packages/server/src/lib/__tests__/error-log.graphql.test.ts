import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../test/harness';
import { describeError, MAX_LOGGED_CHARS } from '../error-log';

let app: App;
const SECRET_NAME = 'Leaky McLeak';

beforeAll(async () => {
  app = await getTestApp();
  // A database rule the app does not know about: saving this name fails inside PostgreSQL, whose error detail
  // ("Failing row contains (…)") and the failed query's parameters carry the person's name and email.
  await app.database.db.execute(
    sql.raw(`alter table users add constraint error_log_probe check (name <> '${SECRET_NAME}')`),
  );
});
afterAll(async () => {
  await app.database.db.execute(sql.raw('alter table users drop constraint error_log_probe'));
});

describe('the log of an unexpected error', () => {
  it('names the failed statement and the database error, never the values it was bound with', async () => {
    const project = await createProject(app);
    const user = await createUser(app, project.id);
    const token = await signInAs(app, user.email);
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '),
      );
    });
    try {
      const result = await gql(
        app,
        'mutation($p: ProfileInput!) { UpdMyProfile(UpdatedProfile: $p) { name } }',
        { p: { name: SECRET_NAME, firstName: 'Jane', phone: '+32 470 12 34 56', appLanguage: 0 } },
        { token },
      );
      expect(errorCode(result)).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      spy.mockRestore();
    }
    const text = logged.join('\n');
    expect(text).toContain('Unexpected error in a GraphQL request');
    expect(text).toContain('23514'); // check_violation: the log still says what went wrong
    for (const secret of [SECRET_NAME, 'Jane', '470 12 34 56', user.email])
      expect(text).not.toContain(secret);
    expect(text.length).toBeLessThan(MAX_LOGGED_CHARS + 200);
  });

  it('stays bounded whatever the error carried', () => {
    const huge = 'x'.repeat(1_000_000);
    const cause = Object.assign(new Error(`invalid input syntax for type date: "${huge}"`), {
      code: '22007',
    });
    const failed = Object.assign(new Error(`Failed query: select $1\nparams: ${huge}`), {
      query: `select ${'$1, '.repeat(100_000)}`,
      params: [huge],
      cause,
    });
    const text = describeError(failed);
    expect(text.length).toBeLessThanOrEqual(MAX_LOGGED_CHARS + 20);
    expect(text).toContain('1 parameters not logged');
    expect(text).toContain('22007');
    expect(text).not.toContain('xxxxxxxxxx');
  });
});
