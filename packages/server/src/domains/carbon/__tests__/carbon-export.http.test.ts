import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { saveEntry } from './carbon-fixture';

let app: App;
let manager: string;
let viewer: string;
let crew: string;
let otherManager: string;

const CAR = { carbonCategory: 3, strDate: '2026-11-02', transportTypeCode: 6, fuel: 'diesel', km: '300' };

function exportFile(body: unknown, token: string) {
  return fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function sheetRows(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  viewer = await signInAs(app, (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  otherManager = await signInAs(
    app,
    (await createUser(app, (await createProject(app)).id, { isAdmin: true })).email,
  );
  await saveEntry(app, manager, { ...CAR, description: 'Recce Brussels-Liège' });
  await saveEntry(app, manager, { ...CAR, km: '100', description: 'Camera truck', strDate: '2026-11-03' });
  await saveEntry(app, otherManager, { ...CAR, description: 'Another production' });
});

describe("the 'green table' export (issue 14)", () => {
  it("writes the filtered entries of the caller's project with their factor, source and year", async () => {
    const response = await exportFile(
      { name: 'green table', format: 'xls', filter: { keyWord: 'Recce' } },
      viewer,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/green_table_\d{14}\.xlsx/);
    const rows = await sheetRows(response);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Date', 'kg CO2e', 'Factor', 'Factor source', 'Factor year']),
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['Recce Brussels-Liège', 300, 51.52, 'car_diesel_medium_km', 2025]),
    );
    const all = await sheetRows(await exportFile({ name: 'green table', format: 'xls' }, viewer));
    expect(all.flat()).not.toContain('Another production');
    expect(all).toHaveLength(3);
  });

  it('refuses crew without a green right, and names a wrong filter field', async () => {
    expect((await exportFile({ name: 'green table', format: 'csv' }, crew)).status).toBe(403);
    const wrong = await exportFile(
      { name: 'green table', format: 'csv', filter: { status: 'lost' } },
      manager,
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('filter.status');
  });
});
