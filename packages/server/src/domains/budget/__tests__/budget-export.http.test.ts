import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { getTestApp } from '../../../test/harness';
import { seedSmallProduction } from './budget-fixture';

let app: App;
let seed: Awaited<ReturnType<typeof seedSmallProduction>>;

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
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

beforeAll(async () => {
  app = await getTestApp();
  seed = await seedSmallProduction(app);
});

describe('budget per category export', () => {
  it('writes the figures of the budget per category as typed xlsx cells, for the period asked', async () => {
    const response = await exportFile(
      {
        name: 'budget per category',
        format: 'xls',
        filter: { startDate: '2026-10-01', endDate: '2026-10-31' },
      },
      seed.prod,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/budget_per_category_\d{14}\.xlsx/);
    const { sheet, rows } = await sheetRows(response);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const lenses = rows.find((r) => r.includes('Lenses'))!;
    // budget, actual (October only: 1,200.10), committed, EFC, variance, amount left as numbers.
    expect(lenses.filter((v) => typeof v === 'number')).toEqual(
      expect.arrayContaining([12000.5, 1200.1, 3000]),
    );
    expect(rows.some((r) => r.includes('Catering'))).toBe(true);
  });

  it('gives a department budget holder their own department only, and refuses crew', async () => {
    const own = await sheetRows(await exportFile({ name: 'budget per category', format: 'xls' }, seed.hod));
    const names = own.rows.slice(1).map((r) => r[1]);
    expect(names).toContain('Catering');
    expect(names).not.toContain('Lenses');
    const crew = await exportFile({ name: 'budget per category', format: 'csv' }, seed.crew);
    expect(crew.status).toBe(403);
  });
});
