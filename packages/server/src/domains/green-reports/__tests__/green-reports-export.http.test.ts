import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { readPdfText } from '../../../test/pdf-text';
import { saveEntry } from '../../carbon/__tests__/carbon-fixture';

let app: App;
let manager: string;
let french: string;
let crew: string;
let other: string;

const file = (path: string, token?: string) =>
  fetch(`${app.url}/files/green-reports/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useReporting: true });
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  french = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canViewReportingScreens'], appLanguage: 1 })).email,
  );
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  other = await signInAs(app, (await createUser(app, (await createProject(app)).id, { isProd: true })).email);
  await saveEntry(app, manager, {
    carbonCategory: 3,
    strDate: '2026-11-02',
    transportTypeCode: 6,
    fuel: 'diesel',
    km: '300',
  });
  await saveEntry(app, manager, {
    carbonCategory: 5,
    strDate: '2026-11-03',
    description: 'Déjeuner équipe',
    meals: { red: 4, white: 6, vege: 10, notSpecified: 0 },
  });
  await saveEntry(app, manager, {
    carbonCategory: 1,
    strDate: '2026-11-04',
    nights: 2,
    bedrooms: 3,
    country: 'be',
  });
});

describe('green report files (issue 16)', () => {
  it('the xlsx: a sheet per chapter with numeric quantities, and the reconciliation', async () => {
    const response = await file('pear.xlsx', manager);
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const names = book.worksheets.map((s) => s.name);
    expect(names).toContain('Commercial travel');
    expect(names.at(-1)).toBe('Reconciliation');
    const rows = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    expect(rows('Housing')).toContainEqual(['', undefined, 'Hotel nights', 6, 'room nights']);
    const answer = await gql<{ GetGreenReport: Record<string, string> }>(
      app,
      'query { GetGreenReport(Report: "pear") { totalKgCo2e ledgerKgCo2e leftOutKgCo2e } }',
      {},
      { token: manager },
    );
    const report = answer.data!.GetGreenReport;
    const reconciliation = rows('Reconciliation');
    expect(reconciliation).toContainEqual(['Report total', Number(report.totalKgCo2e), 2]);
    expect(reconciliation).toContainEqual(['Ledger total', Number(report.ledgerKgCo2e), 3]);
    expect(reconciliation).toContainEqual([
      'PEAR has no food, materials or waste',
      Number(report.leftOutKgCo2e),
      1,
    ]);
  });

  it("the PDF in the reader's language, accents intact, numbers in the project's locale", async () => {
    const response = await file('carbonClap.pdf', french);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await readPdfText(new Uint8Array(await response.arrayBuffer()));
    const text = pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
    expect(text).toContain("Rapport Carbon'Clap");
    expect(text).toContain('Hébergement et restauration');
    expect(text).toContain('Repas végétariens');
    expect(text).toContain('Rapprochement');
  });

  it('only a reader of the reports gets them: others the 404 of a missing file', async () => {
    expect((await file('pear.pdf', crew)).status).toBe(404);
    expect((await file('carbonClap.xlsx', other)).status).toBe(404);
    expect((await file('pear.xlsx')).status).toBe(401);
    expect((await file('pear.xlsx?from=2026-12-01&to=2026-11-01', manager)).status).toBe(404);
  });
});
