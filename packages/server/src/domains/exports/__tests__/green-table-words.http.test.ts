import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { saveEntry } from '../../carbon/__tests__/carbon-fixture';
import { parseCsv } from '../../suppliers/green-suppliers.file';

let app: App;
let english: string;
let french: string;

const CAR = { carbonCategory: 3, strDate: '2026-11-02', transportTypeCode: 6, fuel: 'diesel', km: '300' };

function exportFile(body: unknown, token: string) {
  return fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function sheetRows(response: Response) {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The row of a header's column, by the header's name. */
const byHeader = (rows: unknown[][], row: number) =>
  Object.fromEntries((rows[0] as string[]).map((header, i) => [header, rows[row]![i]]));

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  english = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  french = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'], appLanguage: 1 })).email,
  );
  await saveEntry(app, english, { ...CAR, description: 'Recce' });
  await saveEntry(app, english, {
    carbonCategory: 4,
    strDate: '2026-11-03',
    description: 'Skip',
    waste: { paper: '120' },
  });
});

describe("the 'green table' export writes words, not keys (issue 14)", () => {
  it('in xlsx, read back with the same library', async () => {
    const rows = await sheetRows(await exportFile({ name: 'green table', format: 'xls' }, english));
    const recce = byHeader(
      rows,
      rows.findIndex((row) => row.includes('Recce')),
    );
    expect(recce).toMatchObject({ Category: 'Transportation', Status: 'Actual', Source: 'Manual entry' });
    expect(rows.flat()).not.toContain('transportation');
    expect(rows.flat()).not.toContain('actual');
    const skip = byHeader(
      rows,
      rows.findIndex((row) => row.includes('Skip')),
    );
    expect(skip.Category).toBe('Waste');
  });

  it("in csv, in the caller's language, read back with a strict parser", async () => {
    const response = await exportFile({ name: 'green table', format: 'csv' }, french);
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const rows = parseCsv(text).filter((row) => row.some((cell) => cell !== ''));
    const width = rows[0]!.length;
    expect(rows.every((row) => row.length === width)).toBe(true);
    const recce = byHeader(
      rows,
      rows.findIndex((row) => row.includes('Recce')),
    );
    expect(Object.values(recce)).toEqual(
      expect.arrayContaining(['Transports', 'Réel', 'Saisie manuelle', 'Non']),
    );
    expect(text).not.toMatch(/\btransportation\b|\bactual\b|\bmanual\b|\bfalse\b/);
  });
});
