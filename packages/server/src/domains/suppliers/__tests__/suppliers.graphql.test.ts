import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { addresses } from '../../addresses/addresses.table';
import { projectLegalEntities } from '../../projects/projects.table';
import { registerSupplierUsage } from '../supplier-usage';
import { suppliers } from '../suppliers.table';

let app: App;
let project: { id: number };
let other: { id: number };
let admin: string;
let crew: string;
let outsider: string;

interface SupplierResult {
  id: number;
  name: string;
  address: { city: string } | null;
}
const FIELDS =
  'id name type vat iban email address { id city countryCode lat lng } bankAccounts { id iban currency exchangeRate }';
const ADD = `mutation($n: String, $t: Int) { AddSupplier(SupplierName: $n, Type: $t) { ${FIELDS} } }`;
const UPD = `mutation($id: Int!, $s: SupplierInput!, $a: AddressInput) {
  UpdSupplier(SupplierId: $id, UpdatedSupplier: $s, UpdatedSupplierAddress: $a) {
    supplier { ${FIELDS} } duplicates { field supplierId supplierName }
  }
}`;
const GET = `query($id: ID!) { GetSupplier(SupplierId: $id) { ${FIELDS} } }`;
const LIST = 'query($n: String, $t: Int) { GetSuppliers(SupplierName: $n, Type: $t) { id name type } }';

async function add(name: string, type = 1, token = admin) {
  const result = await gql<{ AddSupplier: SupplierResult }>(app, ADD, { n: name, t: type }, { token });
  return result.data!.AddSupplier;
}

beforeAll(async () => {
  app = await getTestApp();
  project = await createProject(app, { titre: 'Suppliers' });
  other = await createProject(app, { titre: 'Other license' });
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  outsider = await signInAs(app, (await createUser(app, other.id, { isProd: true })).email);
});

describe('AddSupplier (000 §5)', () => {
  it('creates a supplier of the caller license', async () => {
    const supplier = await add('  Café Lumière  ', 3);
    expect(supplier).toMatchObject({ name: 'Café Lumière', address: null });
    const [row] = await app.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row!.searchName).toBe('cafe lumiere');
  });

  it('needs a name and an integer type; a crew member is FORBIDDEN', async () => {
    const noName = await gql(app, ADD, { n: ' ', t: 1 }, { token: admin });
    expect(noName.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'SupplierName' });
    const noType = await gql(app, ADD, { n: 'X' }, { token: admin });
    expect(noType.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Type' });
    expect(errorCode(await gql(app, ADD, { n: 'X', t: 1 }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, ADD, { n: 'X', t: 1 }))).toBe('UNAUTHENTICATED');
  });
});

describe('GetSuppliers and GetSupplier', () => {
  it('searches accent-insensitively and trimmed, by type, only in the caller license', async () => {
    await add('Éclair Grip Hire', 2);
    await add('Other Grip', 5, outsider);
    const found = await gql<{ GetSuppliers: { name: string }[] }>(
      app,
      LIST,
      { n: '  eclair ' },
      { token: crew },
    );
    expect(found.data!.GetSuppliers.map((s) => s.name)).toEqual(['Éclair Grip Hire']);
    const byType = await gql<{ GetSuppliers: { name: string }[] }>(
      app,
      LIST,
      { n: 'grip', t: 5 },
      { token: crew },
    );
    expect(byType.data!.GetSuppliers).toEqual([]);
    const cafe = await gql<{ GetSuppliers: { name: string }[] }>(app, LIST, { n: 'CAFE' }, { token: crew });
    expect(cafe.data!.GetSuppliers.map((s) => s.name)).toEqual(['Café Lumière']);
    const wildcard = await gql<{ GetSuppliers: unknown[] }>(app, LIST, { n: '%' }, { token: crew });
    expect(wildcard.data!.GetSuppliers).toEqual([]);
  });

  it("answers 'Invalid ID' for a non-numeric id, NOT_FOUND for another license's or an unknown id", async () => {
    const invalid = await gql(app, GET, { id: 'abc' }, { token: crew });
    expect(errorCode(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors![0]!.message).toBe('Invalid ID');
    const theirs = await add('Theirs', 1, outsider);
    expect(errorCode(await gql(app, GET, { id: theirs.id }, { token: crew }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, GET, { id: '999999' }, { token: crew }))).toBe('NOT_FOUND');
    const mine = await add('Mine');
    const ok = await gql<{ GetSupplier: { name: string } }>(
      app,
      GET,
      { id: String(mine.id) },
      { token: crew },
    );
    expect(ok.data!.GetSupplier.name).toBe('Mine');
  });
});

describe('UpdSupplier', () => {
  const base = { name: 'Lumen Rental', type: 1 };
  const address = {
    street: 'Avenue Louise',
    number: '231',
    zip: '1050',
    city: 'Brussels',
    country: 'Belgium',
    countryCode: 'be',
    lat: 50.83,
    lng: 4.36,
  };

  it('saves the fields and creates the address, then updates the same address', async () => {
    const supplier = await add('Lumen');
    const first = await gql<{ UpdSupplier: { supplier: { address: { id: number; city: string } } } }>(
      app,
      UPD,
      {
        id: supplier.id,
        s: { ...base, vat: 'BE0456.789.123', iban: 'BE71 0961 2345 6769', email: 'desk@lumen.example' },
        a: address,
      },
      { token: admin },
    );
    expect(first.errors).toBeUndefined();
    const saved = first.data!.UpdSupplier.supplier;
    expect(saved).toMatchObject({
      name: 'Lumen Rental',
      vat: 'BE0456.789.123',
      address: { city: 'Brussels' },
    });
    const second = await gql<{ UpdSupplier: { supplier: { address: { id: number; city: string } } } }>(
      app,
      UPD,
      { id: supplier.id, s: base, a: { ...address, city: 'Ixelles' } },
      { token: admin },
    );
    expect(second.data!.UpdSupplier.supplier.address).toEqual({
      ...saved.address,
      city: 'Ixelles',
      countryCode: 'be',
      lat: 50.83,
      lng: 4.36,
    });
    const [row] = await app.database.db.select().from(addresses).where(eq(addresses.id, saved.address.id));
    expect(row!.licenseId).not.toBeNull();
  });

  it('checks IBAN, BIC, VAT, email, country code and changes nothing on bad input', async () => {
    const supplier = await add('Checked');
    for (const [field, value] of [
      ['iban', 'BE72 0961 2345 6769'],
      ['bic', 'NOPE'],
      ['vat', '12'],
      ['email', 'not-an-email'],
      ['nationalRegistryNumber', '123'],
    ] as const) {
      const result = await gql(
        app,
        UPD,
        { id: supplier.id, s: { ...base, [field]: value } },
        { token: admin },
      );
      expect(result.errors![0]!.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const badCountry = await gql(
      app,
      UPD,
      { id: supplier.id, s: base, a: { countryCode: 'BE' } },
      { token: admin },
    );
    expect(badCountry.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'countryCode' });
    const [row] = await app.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row!.name).toBe('Checked');
  });

  it('warns about a VAT number or IBAN another supplier of the license already has', async () => {
    const first = await add('First');
    const second = await add('Second');
    await gql(
      app,
      UPD,
      { id: first.id, s: { ...base, name: 'First', vat: 'BE0712345678' } },
      { token: admin },
    );
    const result = await gql<{ UpdSupplier: { duplicates: unknown[] } }>(
      app,
      UPD,
      { id: second.id, s: { ...base, name: 'Second', vat: 'be 0712.345.678' } },
      { token: admin },
    );
    expect(result.data!.UpdSupplier.duplicates).toEqual([
      { field: 'vat', supplierId: first.id, supplierName: 'First' },
    ]);
  });

  it('is FORBIDDEN to crew and NOT_FOUND across licenses', async () => {
    const supplier = await add('Guarded');
    expect(errorCode(await gql(app, UPD, { id: supplier.id, s: base }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, UPD, { id: supplier.id, s: base }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('DelSupplier', () => {
  const DEL = 'mutation($id: Int!) { DelSupplier(SupplierId: $id) }';

  it('deletes a supplier and its own address', async () => {
    const supplier = await add('Short-lived');
    const saved = await gql<{ UpdSupplier: { supplier: { address: { id: number } } } }>(
      app,
      UPD,
      { id: supplier.id, s: { name: 'Short-lived', type: 1 }, a: { city: 'Ghent' } },
      { token: admin },
    );
    expect((await gql(app, DEL, { id: supplier.id }, { token: admin })).data).toEqual({
      DelSupplier: supplier.id,
    });
    const addressId = saved.data!.UpdSupplier.supplier.address.id;
    expect(await app.database.db.select().from(addresses).where(eq(addresses.id, addressId))).toHaveLength(0);
  });

  it('refuses while a project bills as the supplier, or a registered domain uses it', async () => {
    const entity = await add('Legal entity');
    await app.database.db
      .insert(projectLegalEntities)
      .values({ projectId: project.id, supplierId: entity.id });
    const linked = await gql(app, DEL, { id: entity.id }, { token: admin });
    expect(errorCode(linked)).toBe('CONFLICT');
    const used = await add('Used by expenses');
    const unregister = registerSupplierUsage(
      'test-expenses',
      'inUseByExpenses',
      async (_tx, id) => id === used.id,
    );
    try {
      const result = await gql(app, DEL, { id: used.id }, { token: admin });
      expect(result.errors![0]!.message).toMatch(/expenses still use it/);
    } finally {
      unregister();
    }
    expect(errorCode(await gql(app, DEL, { id: used.id }, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DEL, { id: used.id }, { token: outsider }))).toBe('NOT_FOUND');
  });
});

describe('bank accounts', () => {
  const SAVE = `mutation($s: Int!, $id: Int, $b: SupplierBankAccountInput!) {
    AddUpdSupplierBankAccount(SupplierId: $s, BankAccountId: $id, BankAccount: $b) { id iban bic exchangeRate }
  }`;
  it('adds, updates and deletes an account; checks the IBAN; scoped to the license', async () => {
    const supplier = await add('Banked');
    const account = {
      bankName: 'Banque',
      currency: 0,
      exchangeRate: '1',
      iban: 'BE71 0961 2345 6769',
      bic: 'GKCCBEBB',
    };
    const added = await gql<{ AddUpdSupplierBankAccount: { id: number; iban: string } }>(
      app,
      SAVE,
      { s: supplier.id, b: account },
      { token: admin },
    );
    expect(added.data!.AddUpdSupplierBankAccount.iban).toBe('BE71096123456769');
    const id = added.data!.AddUpdSupplierBankAccount.id;
    const updated = await gql<{ AddUpdSupplierBankAccount: { exchangeRate: string } }>(
      app,
      SAVE,
      { s: supplier.id, id, b: { ...account, exchangeRate: '1.0825' } },
      { token: admin },
    );
    expect(Number(updated.data!.AddUpdSupplierBankAccount.exchangeRate)).toBe(1.0825);
    const bad = await gql(app, SAVE, { s: supplier.id, b: { ...account, iban: 'BE00' } }, { token: admin });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'iban' });
    expect(
      errorCode(
        await gql(
          app,
          'mutation($id: Int!) { DelSupplierBankAccount(BankAccountId: $id) }',
          { id },
          { token: outsider },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      (
        await gql(
          app,
          'mutation($id: Int!) { DelSupplierBankAccount(BankAccountId: $id) }',
          { id },
          { token: admin },
        )
      ).data,
    ).toEqual({ DelSupplierBankAccount: id });
  });
});
