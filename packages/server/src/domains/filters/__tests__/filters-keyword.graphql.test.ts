import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

let app: App;
let token: string;

const SAVE = `mutation($f: AdvancedGlobalFilterInput!) { AddUpdAdvancedGlobalFilter(Filter: $f) { id keyWord co2Type } }`;
const GET = 'query { GetAdvancedGlobalFilter(FilterType: 5) { id filterName keyWord } }';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  token = await signInAs(app, (await createUser(app, project.id)).email);
});

describe("a saved 'green table' filter keeps its keyword (issue 14)", () => {
  it('stores the keyword trimmed and answers it back; none reads as empty', async () => {
    const saved = await gql(
      app,
      SAVE,
      { f: { filterName: 'Hotels', filterType: 5, co2Type: 1, keyWord: ' Ibis ' } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.AddUpdAdvancedGlobalFilter).toMatchObject({ keyWord: 'Ibis', co2Type: 1 });
    await gql(app, SAVE, { f: { filterName: 'All', filterType: 5 } }, { token });
    const list = await gql<{ GetAdvancedGlobalFilter: { filterName: string; keyWord: string }[] }>(
      app,
      GET,
      {},
      { token },
    );
    expect(
      Object.fromEntries(list.data!.GetAdvancedGlobalFilter.map((f) => [f.filterName, f.keyWord])),
    ).toEqual({
      Hotels: 'Ibis',
      All: '',
    });
  });

  it('refuses a keyword longer than 200 characters, naming the field', async () => {
    const answer = await gql(
      app,
      SAVE,
      { f: { filterName: 'Long', filterType: 5, keyWord: 'x'.repeat(201) } },
      { token },
    );
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.extensions!.field).toBe('keyWord');
  });
});
