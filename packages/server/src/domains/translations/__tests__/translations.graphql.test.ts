import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { FORM_FILES } from '../../../core/texts';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { syncTranslationFiles } from '../translations.service';
import { langForms, missingMessages } from '../translations.table';

const FORMS =
  'query($f: String!, $l: Int!) { GetAllFormsContent(WebForm: $f, TargetLanguage: $l) { formName formNumber message } }';

let app: App;
beforeAll(async () => {
  app = await getTestApp();
});

describe('GetAllFormsContent', () => {
  it('serves a form in the asked language without a token (the login page needs it)', async () => {
    const result = await gql<{ GetAllFormsContent: { formNumber: number; message: string }[] }>(app, FORMS, {
      f: 'api-errors',
      l: 1,
    });
    const item = result.data?.GetAllFormsContent.find((i) => i.formNumber === 5);
    expect(item?.message).toBe(FORM_FILES.get('api-errors')?.['5']?.fr);
  });

  it('serves English for language code 5 (the second English)', async () => {
    const result = await gql<{ GetAllFormsContent: { formNumber: number; message: string }[] }>(app, FORMS, {
      f: 'api-errors',
      l: 5,
    });
    expect(result.data?.GetAllFormsContent.find((i) => i.formNumber === 3)?.message).toBe('Not found.');
  });

  it.each([
    ['an unknown language', { f: 'api-errors', l: 9 }, 'TargetLanguage'],
    ['a malformed form name', { f: "x' or 1=1 --", l: 0 }, 'WebForm'],
  ])('rejects %s naming the field', async (_label, variables, field) => {
    const result = await gql(app, FORMS, variables);
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
  });
});

describe('loading the files into the database', () => {
  it('updates file texts but keeps a translator edit', async () => {
    const db = app.database.db;
    const where = (n: number) =>
      and(eq(langForms.formName, 'api-errors'), eq(langForms.language, 'de'), eq(langForms.formNumber, n));
    await db.update(langForms).set({ message: 'stale text' }).where(where(3));
    await db.update(langForms).set({ message: 'Vom Übersetzer', isCustom: true }).where(where(4));
    await syncTranslationFiles(db, { force: true });
    const [fileRow] = await db.select().from(langForms).where(where(3));
    const [customRow] = await db.select().from(langForms).where(where(4));
    expect(fileRow?.message).toBe(FORM_FILES.get('api-errors')?.['3']?.de);
    expect(customRow?.message).toBe('Vom Übersetzer');
    await db.update(langForms).set({ isCustom: false }).where(where(4));
    await syncTranslationFiles(db, { force: true });
  });

  it('skips the files when their digest is the one last loaded (a start writes nothing)', async () => {
    const db = app.database.db;
    const where = and(
      eq(langForms.formName, 'api-errors'),
      eq(langForms.language, 'de'),
      eq(langForms.formNumber, 3),
    );
    // Loaded at start: the same files again write nothing, so a row changed behind the files' back stays.
    await db.update(langForms).set({ message: 'changed in the database' }).where(where);
    const again = await syncTranslationFiles(db);
    expect(again).toMatchObject({ skipped: true });
    expect(again.forms).toBeGreaterThan(1000);
    expect((await db.select().from(langForms).where(where))[0]?.message).toBe('changed in the database');
    // Forced (or with other files), they are written again.
    expect(await syncTranslationFiles(db, { force: true })).toMatchObject({ skipped: false });
    expect((await db.select().from(langForms).where(where))[0]?.message).toBe(
      FORM_FILES.get('api-errors')?.['3']?.de,
    );
    expect(await syncTranslationFiles(db)).toMatchObject({ skipped: true });
  });
});

describe('ReportMissingMessage', () => {
  const REPORT =
    'mutation($f: String!, $n: Int!, $m: String!, $l: Int!) { ReportMissingMessage(WebForm: $f, FormNumber: $n, Message: $m, TargetLanguage: $l) }';

  it('records a missing message once and counts repeats; anonymous callers are refused', async () => {
    const project = await createProject(app);
    const user = await createUser(app, project.id);
    const token = await signInAs(app, user.email);
    const formName = `screen-${project.id}`;
    const vars = { f: formName, n: 7, m: 'Save', l: 2 };
    expect(errorCode(await gql(app, REPORT, vars))).toBe('UNAUTHENTICATED');
    await gql(app, REPORT, vars, { token });
    const again = await gql<{ ReportMissingMessage: boolean }>(app, REPORT, vars, { token });
    expect(again.data?.ReportMissingMessage).toBe(true);
    const rows = await app.database.db
      .select()
      .from(missingMessages)
      .where(eq(missingMessages.formName, formName));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ formNumber: 7, language: 'de', count: 2 });
  });
});
