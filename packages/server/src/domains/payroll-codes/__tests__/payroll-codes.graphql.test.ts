import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

let app: App;
let admin: string;
let crew: string;
let outsider: string;

const LIST = '{ GetPayCodes { id code description } }';
const SAVE =
  'mutation($id: Int, $p: PayCodeInput!) { AddUpdPayCode(PayCodeId: $id, PayCode: $p) { id code description } }';
const DEL = 'mutation($id: Int!) { DelPayCode(PayCodeId: $id) }';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  const other = await createProject(app);
  admin = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('payroll codes (001 §3.8, §7.6)', () => {
  it('lists codes sorted case-insensitively and only the license own', async () => {
    for (const code of ['b20', 'A10', 'a05', 'C01'])
      await gql(app, SAVE, { p: { code, description: `Code ${code}` } }, { token: admin });
    await gql(app, SAVE, { p: { code: 'ZZ-OTHER' } }, { token: outsider });
    const list = await gql<{ GetPayCodes: { code: string }[] }>(app, LIST, {}, { token: crew });
    expect(list.data!.GetPayCodes.map((c) => c.code)).toEqual(['a05', 'A10', 'b20', 'C01']);
  });

  it('updates, refuses a duplicate code in any case and an empty code', async () => {
    const saved = await gql<{ AddUpdPayCode: { id: number } }>(
      app,
      SAVE,
      { p: { code: 'OT1', description: 'Overtime' } },
      { token: admin },
    );
    const id = saved.data!.AddUpdPayCode.id;
    const updated = await gql<{ AddUpdPayCode: unknown }>(
      app,
      SAVE,
      { id, p: { code: 'OT1', description: 'Overtime 150%' } },
      { token: admin },
    );
    expect(updated.data!.AddUpdPayCode).toEqual({ id, code: 'OT1', description: 'Overtime 150%' });
    const duplicate = await gql(app, SAVE, { p: { code: 'ot1' } }, { token: admin });
    expect(duplicate.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    expect(duplicate.errors![0]!.message).toMatch(/already used/);
    expect(
      (await gql(app, SAVE, { p: { code: ' ' } }, { token: admin })).errors![0]!.extensions,
    ).toMatchObject({ field: 'code' });
  });

  it('deletes; FORBIDDEN to crew, NOT_FOUND for another license or an unknown id', async () => {
    const id = (
      await gql<{ AddUpdPayCode: { id: number } }>(app, SAVE, { p: { code: 'DEL1' } }, { token: admin })
    ).data!.AddUpdPayCode.id;
    expect(errorCode(await gql(app, SAVE, { p: { code: 'X' } }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DEL, { id }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DEL, { id }, { token: outsider }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, SAVE, { id, p: { code: 'MINE' } }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
    expect((await gql(app, DEL, { id }, { token: admin })).data).toEqual({ DelPayCode: id });
    expect(errorCode(await gql(app, DEL, { id }, { token: admin }))).toBe('NOT_FOUND');
  });
});
