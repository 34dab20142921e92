import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

let app: App;
let admin: string;
let crew: string;
let outsider: string;

const NEW = 'mutation { NewAddress }';
const GET = 'query($id: Int!) { GetAddress(AddressId: $id) { id street city countryCode lat lng } }';
const UPD =
  'mutation($id: Int!, $a: AddressInput!) { UpdAddress(AddressId: $id, UpdatedAddress: $a) { id street city countryCode } }';
const DEL = 'mutation($id: Int!) { DelAddress(AddressId: $id) }';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  const other = await createProject(app);
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('addresses (001 §7.2)', () => {
  it('creates an empty address, updates it, reads it, deletes it', async () => {
    const id = (await gql<{ NewAddress: number }>(app, NEW, {}, { token: admin })).data!.NewAddress;
    const updated = await gql<{ UpdAddress: unknown }>(
      app,
      UPD,
      { id, a: { street: 'Rue Haute', city: 'Brussels', countryCode: 'be' } },
      { token: admin },
    );
    expect(updated.data!.UpdAddress).toEqual({
      id,
      street: 'Rue Haute',
      city: 'Brussels',
      countryCode: 'be',
    });
    const read = await gql<{ GetAddress: { lat: number } }>(app, GET, { id }, { token: crew });
    expect(read.data!.GetAddress).toMatchObject({ city: 'Brussels', lat: 0 });
    expect((await gql(app, DEL, { id }, { token: admin })).data).toEqual({ DelAddress: id });
    expect(errorCode(await gql(app, GET, { id }, { token: admin }))).toBe('NOT_FOUND');
  });

  it('rejects a bad country code or latitude, crew writes, and other licenses', async () => {
    const id = (await gql<{ NewAddress: number }>(app, NEW, {}, { token: admin })).data!.NewAddress;
    const bad = await gql(app, UPD, { id, a: { countryCode: 'Belgium' } }, { token: admin });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'countryCode' });
    const lat = await gql(app, UPD, { id, a: { lat: 123 } }, { token: admin });
    expect(lat.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lat' });
    expect(errorCode(await gql(app, NEW, {}, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, GET, { id }, { token: outsider }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, UPD, { id, a: {} }, { token: outsider }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL, { id }, { token: outsider }))).toBe('NOT_FOUND');
  });
});
