import { getNullableType, isListType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { STATEMENT_COUNT_HEADER } from '../../db/statement-count';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { getTestApp, gql } from '../../test/harness';
import { MAX_LIST_ITEMS, MAX_STRING_LENGTH } from '../input-rules';
import { type InputPosition, inputPositions, requestFor } from './input-positions';

let app: App;
beforeAll(async () => {
  app = await getTestApp();
});

const positions = inputPositions();
const named = (p: InputPosition) => `${p.field.name} ${p.segments.join('.')}`;

/**
 * Sends the position's bad value anonymously (as a multipart request when the field takes an uploaded file):
 * the edge answers before authentication and before any statement.
 */
async function refused(position: InputPosition) {
  const request = requestFor(position);
  if (!request) throw new Error(`no request can carry a value to ${named(position)}`);
  const operations = JSON.stringify({ query: request.query, variables: request.variables });
  const response = await fetch(
    `${app.url}/graphql`,
    request.files.length
      ? multipart(operations, request.files)
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: operations,
        },
  );
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  };
  return {
    request,
    error: body.errors?.[0],
    data: body.data,
    statements: Number(response.headers.get(STATEMENT_COUNT_HEADER)),
  };
}

/** The GraphQL multipart request: the operations, which variable each part fills, and a tiny file per part. */
function multipart(operations: string, files: string[]): RequestInit {
  const body = new FormData();
  body.set('operations', operations);
  body.set('map', JSON.stringify(Object.fromEntries(files.map((path, i) => [String(i), [path]]))));
  files.forEach((_, i) => {
    body.set(String(i), new File([new Uint8Array([1])], 'x.xlsx'));
  });
  return { method: 'POST', body, headers: { 'graphql-require-preflight': '1' } };
}

describe('every list argument has a maximum', () => {
  it('walks the schema: each list position declares maxItems and says so in its description', () => {
    const lists = positions.filter((p) => p.kind === 'list');
    expect(lists.length).toBeGreaterThanOrEqual(31);
    const undeclared = lists.filter(
      (p) =>
        typeof p.def.extensions?.maxItems !== 'number' ||
        !p.def.description?.includes(`At most ${p.def.extensions.maxItems} items.`),
    );
    expect(undeclared.map(named)).toEqual([]);
  });

  it.each(positions.filter((p) => p.kind === 'list').map((p) => [named(p), p] as const))(
    '%s: one item over the maximum is BAD_USER_INPUT naming it, before any statement',
    async (_name, position) => {
      const answer = await refused(position);
      expect(answer, 'a JSON request can reach it').not.toBeNull();
      expect(answer.error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: answer.request.expectedField,
      });
      expect(answer.error?.message).toContain(String(position.def.extensions?.maxItems));
      expect(answer.statements).toBe(0);
    },
  );
});

describe('one rule for every string', () => {
  const strings = positions.filter((p) => p.kind === 'string');

  it('finds every string input of the schema', () => {
    expect(strings.length).toBeGreaterThanOrEqual(250);
  });

  it.each(strings.map((p) => [named(p), p] as const))(
    '%s: a NUL byte is BAD_USER_INPUT naming the field',
    async (_name, position) => {
      const answer = await refused(position);
      expect(answer.error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: answer.request.expectedField,
      });
      expect(answer.data ?? null).toBeNull();
    },
  );
});

describe('one rule for dates', () => {
  const dates = positions.filter((p) => p.kind === 'date');

  it('covers the date filters (MyExpenses, GetUserExpenses, budget lists, saved filters, StrTime/EndTime)', () => {
    const names = new Set(dates.map(named));
    for (const expected of [
      'MyExpenses Filter.startDate',
      'MyExpenses Filter.endDate',
      'GetUserExpenses Filter.startDate',
      'GetUserExpenses Filter.endDate',
      'GetProjectExpenseSheets Filter.startDate',
      'GetProjectUserExpenseDetail Filter.endDate',
      'AddUpdAdvancedGlobalFilter Filter.startDate',
      'GetBudgetDataHierarchicalListAsJsonString StrTime',
      'GetMyBudget EndTime',
    ])
      expect(names, expected).toContain(expected);
    expect(dates.every((p) => p.def.description?.includes('YYYY-MM-DD'))).toBe(true);
  });

  it.each(dates.map((p) => [named(p), p] as const))(
    '%s: a string that is no date is BAD_USER_INPUT naming the field',
    async (_name, position) => {
      const answer = await refused(position);
      expect(answer.error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: answer.request.expectedField,
      });
    },
  );
});

describe('the edge with a signed-in caller', () => {
  let token: string;
  const MY_EXPENSES = 'query($f: MyExpensesFilter) { MyExpenses(Filter: $f) { id } }';
  beforeAll(async () => {
    const project = await createProject(app, { useExpense: true });
    token = await signInAs(app, (await createUser(app, project.id, { appLanguage: 1 })).email);
  });

  it('answers in the caller language and accepts good dates, tabs and new lines', async () => {
    const bad = await gql(app, MY_EXPENSES, { f: { startDate: '2026-13-45' } }, { token });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'startDate' });
    expect(bad.errors?.[0]?.message).toBe('Le champ startDate demande une date valide.');
    const good = await gql(app, MY_EXPENSES, { f: { startDate: '2026-01-01', endDate: '' } }, { token });
    expect(good.errors).toBeUndefined();
    const text = await gql(
      app,
      'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id } }',
      { t: 'Week\t1\r\nsecond line' },
      { token },
    );
    expect(text.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT');
  });

  it('checks values written in the document as well as variables', async () => {
    const literal = await gql(app, '{ MyExpenses(Filter: { endDate: "yesterday" }) { id } }', {}, { token });
    expect(literal.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'endDate',
    });
    const ids = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => i + 1).join(',');
    const list = await gql(
      app,
      `mutation { ValidateAllExpenseSheets(ExpenseSheetIds: [${ids}]) }`,
      {},
      { token },
    );
    expect(list.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ExpenseSheetIds' });
    const nul = await gql(
      app,
      'mutation { SendAllExpenses(ExpenseTitle: "a\\u0000b") { id } }',
      {},
      { token },
    );
    expect(nul.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ExpenseTitle' });
  });

  it('caps the length of every string', async () => {
    const long = await gql(
      app,
      'mutation($t: String) { SendAllExpenses(ExpenseTitle: $t) { id } }',
      { t: 'x'.repeat(MAX_STRING_LENGTH + 1) },
      { token },
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ExpenseTitle' });
  });

  it('keeps a single value given where a list is expected within the rules', async () => {
    const position = positions.find((p) => p.kind === 'list' && p.field.name === 'MyExpenses')!;
    expect(isListType(getNullableType(position.type))).toBe(true);
    const single = await gql(app, MY_EXPENSES, { f: { status: -1 } }, { token });
    expect(single.errors).toBeUndefined();
  });
});
