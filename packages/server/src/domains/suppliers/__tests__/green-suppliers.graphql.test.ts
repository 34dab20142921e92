import {
  GREEN_SUPPLIER_HEADER_TEXT,
  greenSuppliersTemplateCsv,
} from '@setledger/shared/suppliers/green-suppliers';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { serverText } from '../../../core/texts';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { suppliers } from '../suppliers.table';

let app: App;
let licenseId: number;
let prod: string;
let config: string;
let french: string;
let crew: string;
let noModule: string;
let otherLicense: string;
let existingId: number;
let otherLicenseSupplierId: number;

const LOAD = `mutation($file: File!, $c: Boolean!, $v: Boolean) {
  LoadGreenSuppliers(File: $file, Commit: $c, ValidRowsOnly: $v) {
    committed newCount updateCount errorCount created updated
    rows { row outcome name vat supplierId supplierName errors { row column field value message } } } }`;
const LIST = `query { GetSuppliers { id name vat email isGreen greenLabel greenLabelDate } }`;

type Result = {
  LoadGreenSuppliers: {
    committed: boolean;
    newCount: number;
    updateCount: number;
    errorCount: number;
    created: number;
    updated: number;
    rows: {
      row: number;
      outcome: string;
      name: string;
      supplierId: number | null;
      errors: { field: string; column: string; message: string }[];
    }[];
  };
};

const HEADER = 'Name;VAT number;Email;Green label;Label date';
const GOOD_CSV = [
  HEADER,
  'Eco Catering;BE0123456749;hello@eco-catering.test;EU Ecolabel;2026-03-15',
  '"Green Grip; Lighting";;grip@green.test;ISO 14001;15/01/2026',
  'Existing Rentals;;;Green Key;',
].join('\r\n');
const BAD_CSV = [
  HEADER,
  'Solar Trucks;;trucks@solar.test;B Corp;',
  ';;nobody@x.test;;',
  'Bad Mail Ltd;;not-an-email;;',
  'solar trucks;;;;',
].join('\n');

const csv = (text: string, name = 'suppliers.csv') => ({
  name,
  type: 'text/csv',
  bytes: new TextEncoder().encode(text),
});
const load = (file: ReturnType<typeof csv>, token: string, commit = false, validRowsOnly?: boolean) =>
  gqlUpload<Result>(app, LOAD, { c: commit, v: validRowsOnly ?? null }, file, token);
const licenseSuppliers = () =>
  app.database.db.select().from(suppliers).where(eq(suppliers.licenseId, licenseId)).orderBy(suppliers.id);

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useGreenSupplier: true });
  licenseId = project.licenseId;
  prod = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  config = await signInAs(app, (await createUser(app, project.id, { rights: ['canAccessConfig'] })).email);
  french = await signInAs(app, (await createUser(app, project.id, { isProd: true, appLanguage: 1 })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const plain = await createProject(app);
  noModule = await signInAs(app, (await createUser(app, plain.id, { isProd: true })).email);
  const other = await createProject(app, { useGreenSupplier: true });
  otherLicense = await signInAs(app, (await createUser(app, other.id, { isProd: true })).email);
  const [existing] = await app.database.db
    .insert(suppliers)
    .values({ licenseId, name: 'Existing Rentals', searchName: 'existing rentals', phone: '+32 2 555 01 01' })
    .returning();
  existingId = existing!.id;
  const [foreign] = await app.database.db
    .insert(suppliers)
    .values({
      licenseId: other.licenseId,
      name: 'Eco Catering',
      searchName: 'eco catering',
      vat: 'BE0123456749',
    })
    .returning();
  otherLicenseSupplierId = foreign!.id;
});

describe('LoadGreenSuppliers (issue 14)', () => {
  it('previews every row without writing: new, update of the same name, and the reasons of each error', async () => {
    const before = await licenseSuppliers();
    const preview = await load(csv(GOOD_CSV), prod);
    expect(preview.errors).toBeUndefined();
    const result = preview.data!.LoadGreenSuppliers;
    expect(result).toMatchObject({
      committed: false,
      newCount: 2,
      updateCount: 1,
      errorCount: 0,
      created: 0,
    });
    expect(result.rows.map((r) => [r.row, r.outcome, r.name, r.supplierId])).toEqual([
      [2, 'new', 'Eco Catering', null],
      [3, 'new', 'Green Grip; Lighting', null],
      [4, 'update', 'Existing Rentals', existingId],
    ]);
    // The other license's 'Eco Catering' (same VAT number) is never matched.
    expect(result.rows[0]!.supplierId).not.toBe(otherLicenseSupplierId);
    expect(await licenseSuppliers()).toEqual(before);

    const bad = (await load(csv(BAD_CSV), config)).data!.LoadGreenSuppliers;
    expect(bad.errorCount).toBe(3);
    const reasons = Object.fromEntries(
      bad.rows.map((r) => [r.row, r.errors.map((e) => [e.field, e.message])]),
    );
    expect(reasons[2]).toEqual([]);
    expect(reasons[3]).toEqual([['name', 'The field Name is required.']]);
    expect(reasons[4]).toEqual([['email', expect.stringContaining('Email')]]);
    expect(reasons[5]).toEqual([['row', 'Duplicate row: the same supplier is already on row 2.']]);
    expect(await licenseSuppliers()).toEqual(before);
  });

  it('refuses a row whose name is a supplier with another VAT number, rather than overwrite the number', async () => {
    await app.database.db
      .insert(suppliers)
      .values({ licenseId, name: 'Numbered Ltd', searchName: 'numbered ltd', vat: 'BE0456.789.123' });
    const text = `${HEADER}\nNumbered Ltd;BE0123456749;;;\nnumbered ltd;BE 0456 789 123;;;`;
    const result = (await load(csv(text), prod)).data!.LoadGreenSuppliers;
    expect(result.rows.map((r) => [r.outcome, r.errors.map((e) => e.message)])).toEqual([
      [
        'error',
        [
          'The supplier Numbered Ltd already has another VAT number (BE0456789123): check the row, or change the supplier first.',
        ],
      ],
      // The same VAT number, written another way, is the same supplier (the first row refused, not a duplicate).
      ['update', []],
    ]);
  });

  it("answers the reasons in the caller's language", async () => {
    const bad = (await load(csv(BAD_CSV), french)).data!.LoadGreenSuppliers;
    expect(bad.rows[3]!.errors[0]!.message).toBe(
      'Ligne en double : le même fournisseur figure déjà à la ligne 2.',
    );
  });

  it('confirm writes nothing while a row has an error, or only the valid rows when asked', async () => {
    const before = await licenseSuppliers();
    const refused = await load(csv(BAD_CSV), prod, true);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.errors)).toContain('rowErrors');
    expect(await licenseSuppliers()).toEqual(before);

    const valid = (await load(csv(BAD_CSV), prod, true, true)).data!.LoadGreenSuppliers;
    expect(valid).toMatchObject({ committed: true, created: 1, updated: 0, errorCount: 3 });
    const solar = (await licenseSuppliers()).filter((s) => s.name === 'Solar Trucks');
    expect(solar).toHaveLength(1);
    expect(solar[0]).toMatchObject({ isGreen: true, greenLabel: 'B Corp', email: 'trucks@solar.test' });
  });

  it('confirm creates and updates in one go, marks them green, and the list filters on green', async () => {
    const result = (await load(csv(GOOD_CSV), prod, true)).data!.LoadGreenSuppliers;
    expect(result).toMatchObject({ committed: true, created: 2, updated: 1 });
    const rows = await licenseSuppliers();
    const existing = rows.find((s) => s.id === existingId)!;
    // A blank column keeps the supplier's value; the label is set.
    expect(existing).toMatchObject({ isGreen: true, greenLabel: 'Green Key', phone: '+32 2 555 01 01' });
    expect(rows.find((s) => s.name === 'Green Grip; Lighting')).toMatchObject({
      greenLabelDate: '2026-01-15',
      greenLabel: 'ISO 14001',
    });
    const green = await gql<{ GetSuppliers: { name: string; isGreen: boolean }[] }>(
      app,
      LIST,
      {},
      { token: crew },
    );
    expect(
      green
        .data!.GetSuppliers.filter((s) => s.isGreen)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Eco Catering', 'Existing Rentals', 'Green Grip; Lighting', 'Solar Trucks']);
    // Importing the same file again updates, it never duplicates (VAT number, then name).
    const again = (await load(csv(GOOD_CSV), prod)).data!.LoadGreenSuppliers;
    expect(again.rows.map((r) => r.outcome)).toEqual(['update', 'update', 'update']);
    const other = await gql<{ GetSuppliers: { name: string; isGreen: boolean }[] }>(
      app,
      LIST,
      {},
      { token: otherLicense },
    );
    expect(other.data!.GetSuppliers).toEqual([
      expect.objectContaining({ name: 'Eco Catering', isGreen: false }),
    ]);
  });

  it.each(['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'])(
    'reads the template downloaded in %s as one new supplier with every column',
    async (lang) => {
      const template = greenSuppliersTemplateCsv((column) =>
        serverText('green-suppliers', GREEN_SUPPLIER_HEADER_TEXT[column], lang),
      );
      const preview = (await load(csv(template), prod)).data!.LoadGreenSuppliers;
      expect(preview.rows).toEqual([
        expect.objectContaining({
          row: 2,
          outcome: expect.stringMatching(/new|update/),
          name: 'Eco Catering',
          errors: [],
        }),
      ]);
    },
  );

  it('reads an xlsx file with the same library as the budget import', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Suppliers');
    sheet.addRow(['Nom', 'Numéro de TVA', 'Label vert', 'Date du label']);
    sheet.addRow(['Atelier Vert', 'FR40303265045', 'Écolabel', new Date(Date.UTC(2026, 1, 3))]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const result = await gqlUpload<Result>(
      app,
      LOAD,
      { c: true },
      { name: 'list.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes },
      prod,
    );
    expect(result.data!.LoadGreenSuppliers).toMatchObject({ created: 1 });
    expect((await licenseSuppliers()).find((s) => s.name === 'Atelier Vert')).toMatchObject({
      vat: 'FR40303265045',
      greenLabelDate: '2026-02-03',
      isGreen: true,
    });
  });

  it('refuses crew, a project without green suppliers, and bad files with a clear message', async () => {
    expect(errorCode(await load(csv(GOOD_CSV), crew))).toBe('FORBIDDEN');
    const off = await load(csv(GOOD_CSV), noModule);
    expect(errorCode(off)).toBe('FORBIDDEN');
    const cases: [string, string][] = [
      ['Who;Label\nA;B', 'supplier name column'],
      ['Name\n"open quote', 'quote is not closed'],
      ['', 'required'],
      [`Name\n${Array.from({ length: 2001 }, (_, i) => `S${i}`).join('\n')}`, 'up to 2,000'],
      [`Name\n${'x'.repeat(1024 * 1024)}`, 'up to 1 MB'],
    ];
    for (const [text, message] of cases) {
      const answer = await load(csv(text), prod);
      expect([text.slice(0, 20), errorCode(answer)]).toEqual([text.slice(0, 20), 'BAD_USER_INPUT']);
      expect(answer.errors![0]!.message).toContain(message);
    }
    const latin1 = await load(
      {
        name: 'excel.csv',
        type: 'text/csv',
        bytes: new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9]),
      },
      prod,
    );
    expect(latin1.errors![0]!.message).toContain("'CSV UTF-8'");
    const binary = await load(
      { name: 'x.xls', type: 'application/octet-stream', bytes: new Uint8Array([0xd0, 0xcf, 0, 0, 1]) },
      prod,
    );
    expect(errorCode(binary)).toBe('BAD_USER_INPUT');
  });
});
