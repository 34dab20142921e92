import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

let app: App;
let token: string;
let otherToken: string;
let outsiderToken: string;

const FIELDS = `id filterName filterType isActive category department personId startDate endDate reviewStatus
  recordLimit recordOffSet perPage processed flagIds { flagId }`;
const SAVE = `mutation($id: Int, $f: AdvancedGlobalFilterInput!) { AddUpdAdvancedGlobalFilter(FilterId: $id, Filter: $f) { ${FIELDS} } }`;
const GET = `query($m: Boolean, $t: Int!) { GetAdvancedGlobalFilter(MainFilter: $m, FilterType: $t) { ${FIELDS} } }`;
const DELETE =
  'mutation($id: Int!) { DeleteAdvancedGlobalFilter(FilterId: $id) { id filterType recordLimit recordOffSet perPage } }';

type Filter = Record<string, unknown> & { id: number };
async function save(filter: Record<string, unknown>, id?: number, as = token) {
  const answer = await gql<{ AddUpdAdvancedGlobalFilter: Filter }>(
    app,
    SAVE,
    { id: id ?? null, f: filter },
    { token: as },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.AddUpdAdvancedGlobalFilter;
}
const list = async (type: number, main = false, as = token) =>
  (await gql<{ GetAdvancedGlobalFilter: Filter[] }>(app, GET, { m: main, t: type }, { token: as })).data!
    .GetAdvancedGlobalFilter;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  token = await signInAs(app, (await createUser(app, project.id)).email);
  otherToken = await signInAs(app, (await createUser(app, project.id)).email);
  outsiderToken = await signInAs(app, (await createUser(app, (await createProject(app)).id)).email);
});

describe('saved advanced filters (000 §3, §5, §9)', () => {
  it('stores days at 00:00:00Z and 23:59:59Z, -2 as none, and the paging defaults', async () => {
    const saved = await save({
      filterName: 'Camera this month',
      filterType: 2,
      department: 2,
      category: -2,
      personId: -2,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      reviewStatus: [1, 8, 8],
      flagIds: [{ flagId: 12 }],
    });
    expect(saved).toMatchObject({
      department: 2,
      category: null,
      personId: null,
      processed: null,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-30T23:59:59.000Z',
      reviewStatus: [1, 8],
      flagIds: [{ flagId: 12 }],
      recordLimit: 100,
      recordOffSet: 0,
      perPage: 20,
      isActive: false,
    });
  });

  it('keeps one active filter per type; MainFilter gives it', async () => {
    const a = await save({ filterName: 'A', filterType: 0, isActive: true });
    const b = await save({ filterName: 'B', filterType: 0, isActive: true });
    await save({ filterName: 'Other type', filterType: 1, isActive: true });
    expect((await list(0)).map((f) => [f.filterName, f.isActive])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    expect((await list(0, true)).map((f) => f.id)).toEqual([b.id]);
    await save({ filterName: 'A again', filterType: 0, isActive: true, recordLimit: 50 }, a.id);
    expect((await list(0, true)).map((f) => [f.id, f.recordLimit])).toEqual([[a.id, 50]]);
    expect((await list(1, true)).map((f) => f.filterName)).toEqual(['Other type']);
  });

  it('deleting a filter answers the paging reset of its list: 20, 0, 20', async () => {
    const saved = await save({ filterName: 'Gone soon', filterType: 5, recordLimit: 250, recordOffSet: 40 });
    const deleted = await gql(app, DELETE, { id: saved.id }, { token });
    expect(deleted.data).toEqual({
      DeleteAdvancedGlobalFilter: {
        id: saved.id,
        filterType: 5,
        recordLimit: 20,
        recordOffSet: 0,
        perPage: 20,
      },
    });
    expect(await list(5)).toEqual([]);
    expect(errorCode(await gql(app, DELETE, { id: saved.id }, { token }))).toBe('NOT_FOUND');
  });

  it('answers bad input with the field and changes nothing', async () => {
    const bad = async (filter: Record<string, unknown>, field: string) => {
      const answer = await gql(app, SAVE, { f: filter }, { token });
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    };
    await bad({ filterName: '', filterType: 3 }, 'filterName');
    await bad({ filterName: 'x', filterType: 9 }, 'filterType');
    await bad({ filterName: 'x', filterType: 3, startDate: '2026-02-30' }, 'startDate');
    await bad({ filterName: 'x', filterType: 3, startDate: '2026-11-10', endDate: '2026-11-01' }, 'endDate');
    await bad({ filterName: 'x', filterType: 3, recordLimit: 0 }, 'recordLimit');
    expect(await list(3)).toEqual([]);
    expect(errorCode(await gql(app, GET, { t: 42 }, { token }))).toBe('BAD_USER_INPUT');
  });

  it('keeps filters to their person and project', async () => {
    const mine = await save({ filterName: 'Mine', filterType: 6 });
    expect(await list(6, false, otherToken)).toEqual([]);
    expect(await list(6, false, outsiderToken)).toEqual([]);
    expect(
      errorCode(
        await gql(
          app,
          SAVE,
          { id: mine.id, f: { filterName: 'Taken', filterType: 6 } },
          { token: otherToken },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DELETE, { id: mine.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, GET, { t: 6 }, {}))).toBe('UNAUTHENTICATED');
  });
});
