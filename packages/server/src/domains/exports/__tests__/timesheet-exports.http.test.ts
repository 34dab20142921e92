import { createFormatter } from '@setledger/shared/format/formatter';
import { DAY_TYPES, TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { allTexts, overprints, readPdfText } from '../../../test/pdf-text';
import { openAsSpreadsheet, type SheetCell } from '../../../test/spreadsheet-csv';
import { insertWeek, LONG_FUNCTION, placeInCamera } from './timesheet-fixture';

// Issue 18: the 'timesheet' export (one row per day) and the generic payroll CSV (docs/payroll-csv.md), read back
// the way their software opens them.
let app: App;
const tokens: Record<string, Record<string, string>> = {};

/**
 * Per project: Marie-Christine (reference 00420, daily rate 300) with two weeks validated at the last level, Léa
 * (reference 0815) with a week validated at level 1 only (300) and a validated one at 1 234 567.89 a day.
 */
async function projectWith(
  key: string,
  regionalSetting: number,
  appLanguage: number,
  hideSalaryInfo = false,
) {
  const project = await createProject(app, {
    regionalSetting,
    analyticPeriodType: 3,
    useTimesheet: true,
    hideSalaryInfo,
  });
  const user = async (spec: Parameters<typeof createUser>[2]) =>
    signInAs(app, (await createUser(app, project.id, { appLanguage, ...spec })).email);
  tokens[key] = {
    admin: await user({ isAdmin: true, name: 'Admin' }),
    accountant: await user({ rights: ['canMarkEntryAsProcessed'], name: 'Compta' }),
    hidden: await user({ rights: ['canMarkEntryAsProcessed', 'hideSalaryInfo'], name: 'Restreint' }),
    crew: await user({ name: 'Crew' }),
  };
  const marie = await createUser(app, project.id, {
    name: 'Vandenberghe-de la Fontaine',
    firstName: 'Marie-Christine',
  });
  const lea = await createUser(app, project.id, { name: 'Dubois', firstName: 'Léa' });
  const functionId = await placeInCamera(app, project.id, marie.id, '00420');
  await placeInCamera(app, project.id, lea.id, '0815');
  const base = {
    projectId: project.id,
    status: TIMESHEET_STATUS.validatedLevel2,
    functionId,
    dailyRate: '300',
  };
  await insertWeek(app, {
    ...base,
    userId: marie.id,
    weekStart: '2026-03-02',
    processed: true,
    days: [
      // 08:00-19:00 − 60 lunch = 600 min: base 300.00.
      { date: '2026-03-02', start: '08:00', end: '19:00', lunch: 60 },
      // 07:00-21:00 − 60 = 780 min: base 300 + OT1 120 min 2 × 30 × 1.25 = 75 + OT2 60 min 1 × 30 × 1.5 = 45: 420.00.
      { date: '2026-03-03', start: '07:00', end: '21:00', lunch: 60 },
      // Travel day, 240 travel minutes: 4 × 30 = 120.00.
      { date: '2026-03-04', type: DAY_TYPES.travel, travel: 240 },
      // Sixth day 18:00-02:00 = 480 min, 240 at night: base 300 + night 4 × 30 × 0.5 = 60 + sixth 300 × 0.5 = 150.
      { date: '2026-03-07', type: DAY_TYPES.sixthDay, start: '18:00', end: '02:00', night: 240 },
      { date: '2026-03-08', type: DAY_TYPES.rest },
    ],
  });
  await insertWeek(app, {
    ...base,
    userId: marie.id,
    weekStart: '2026-03-30',
    days: [
      { date: '2026-03-31', start: '08:00', end: '18:00' },
      // 300 + per diem 15.50 = 315.50.
      { date: '2026-04-01', start: '08:00', end: '18:00', perDiem: '15.50' },
    ],
  });
  await insertWeek(app, {
    ...base,
    userId: lea.id,
    weekStart: '2026-03-02',
    status: TIMESHEET_STATUS.validatedLevel1,
    days: [{ date: '2026-03-02', start: '08:00', end: '18:00' }],
  });
  await insertWeek(app, {
    ...base,
    userId: lea.id,
    weekStart: '2026-03-09',
    dailyRate: '1234567.89',
    days: [{ date: '2026-03-09', start: '08:00', end: '18:00' }],
  });
}

function exportFile(body: unknown, token: string) {
  return fetch(`${app.url}/files/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}
const text = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
const num = (value: number): SheetCell => ({ type: 'number', value });
const txt = (value: string): SheetCell => ({ type: 'text', value });
const date = (value: string): SheetCell => ({ type: 'date', value });
const empty: SheetCell = { type: 'empty' };
const val = (cell: SheetCell) => ('value' in cell ? cell.value : null);

beforeAll(async () => {
  app = await getTestApp();
  await projectWith('fr', 2, 1);
  await projectWith('de', 6, 2);
  await projectWith('us', 0, 0);
  await projectWith('frHidden', 2, 1, true);
});

describe('payroll CSV (docs/payroll-csv.md)', () => {
  it('fr: one row per person × month × pay code, validated weeks only, read back as a French spreadsheet', async () => {
    const response = await exportFile({ name: 'payroll', format: 'csv' }, tokens.fr!.accountant!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/payroll_\d{14}\.csv/);
    const rows = openAsSpreadsheet(await text(response), { locale: 'fr-FR', separator: ';' });
    expect(rows[0]).toEqual(
      [
        'Début de période',
        'Fin de période',
        'Matricule de paie',
        'Nom',
        'Prénom',
        'Département',
        'Code de paie',
        'Ligne de paie',
        'Heures',
        'Montant',
      ].map((label) => expect.objectContaining({ value: label })),
    );
    const march = [date('2026-03-01'), date('2026-03-31')];
    const marie = [txt('00420'), txt('Vandenberghe-de la Fontaine'), txt('Marie-Christine'), txt('Camera')];
    expect(rows.slice(1)).toEqual([
      // Léa's level-1 week is left out; her validated day at 1 234 567.89 is whole.
      [
        ...march,
        txt('0815'),
        txt('Dubois'),
        txt('Léa'),
        txt('Camera'),
        txt('BASE'),
        txt('Journée de base'),
        num(10),
        num(1234567.89),
      ],
      // Base: 600 + 600 + 480 + 600 (31 March) = 2280 min = 38 h; 4 × 300 = 1200.
      [...march, ...marie, txt('BASE'), txt('Journée de base'), num(38), num(1200)],
      [...march, ...marie, txt('DAY6'), txt('Majoration du sixième jour'), num(0), num(150)],
      [...march, ...marie, txt('NIGHT'), txt('Majoration de nuit'), num(4), num(60)],
      [...march, ...marie, txt('OT1'), txt('Heures supplémentaires 1'), num(2), num(75)],
      [...march, ...marie, txt('OT2'), txt('Heures supplémentaires 2'), num(1), num(45)],
      [...march, ...marie, txt('TRAVEL'), txt('Temps de trajet'), num(4), num(120)],
      [
        date('2026-04-01'),
        date('2026-04-30'),
        ...marie,
        txt('BASE'),
        txt('Journée de base'),
        num(10),
        num(300),
      ],
      [
        date('2026-04-01'),
        date('2026-04-30'),
        ...marie,
        txt('PD-REPAS'),
        txt('Panier repas'),
        num(0),
        num(15.5),
      ],
    ]);
  });

  it('de: a date range is one period; decimal commas and German dates', async () => {
    const response = await exportFile(
      { name: 'payroll', format: 'csv', filter: { startDate: '2026-03-01', endDate: '2026-03-31' } },
      tokens.de!.admin!,
    );
    const content = await text(response);
    expect(content).toContain('1234567,89');
    expect(content).toContain('01.03.2026');
    const rows = openAsSpreadsheet(content, { locale: 'de-DE', separator: ';' });
    expect(rows).toHaveLength(8);
    expect(rows.slice(1).every((row) => val(row[0]!) === '2026-03-01' && val(row[1]!) === '2026-03-31')).toBe(
      true,
    );
    expect(rows.slice(1).map((row) => val(row[6]!))).toEqual([
      'BASE',
      'BASE',
      'DAY6',
      'NIGHT',
      'OT1',
      'OT2',
      'TRAVEL',
    ]);
    expect(rows[2]![7]).toEqual(txt('Grundtag'));
  });

  it('us: commas separate, points mark decimals, month/day/year', async () => {
    const content = await text(await exportFile({ name: 'payroll', format: 'csv' }, tokens.us!.admin!));
    const rows = openAsSpreadsheet(content, { locale: 'en-US', separator: ',' });
    expect(rows[1]).toEqual([
      date('2026-03-01'),
      date('2026-03-31'),
      txt('0815'),
      txt('Dubois'),
      txt('Léa'),
      txt('Camera'),
      txt('BASE'),
      txt('Base day'),
      num(10),
      num(1234567.89),
    ]);
    expect(content).toContain('03/01/2026');
  });

  it('refuses half a range, naming the field, in the caller’s language', async () => {
    const response = await exportFile(
      { name: 'payroll', format: 'csv', filter: { startDate: '2026-03-01' } },
      tokens.fr!.admin!,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { field: string } }[] };
    expect(body.errors[0]!.extensions.field).toBe('filter.endDate');
    expect(body.errors[0]!.message).toMatch(/^Indiquez une période pour l'export de paie/);
  });

  it.each([
    ['payroll', { startDate: 'yesterday', endDate: '2026-03-31' }, 'filter.startDate'],
    ['payroll', { startDate: '2026-03-31', endDate: '2026-03-01' }, 'filter.endDate'],
    ['timesheet', { weekStart: '2026-02-30' }, 'filter.weekStart'],
    ['timesheet', { status: ['8'] }, 'filter.status.0'],
  ])('%s: a bad filter %j answers 400 naming %s', async (name, filter, field) => {
    const response = await exportFile({ name, format: 'csv', filter }, tokens.us!.admin!);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { field: string } }[] };
    expect(body.errors[0]!.extensions.field).toBe(field);
  });

  it('hides amounts from hideSalaryInfo, and from all but administrators when the project hides salaries', async () => {
    for (const token of [tokens.fr!.hidden!, tokens.frHidden!.accountant!]) {
      const rows = openAsSpreadsheet(
        await text(await exportFile({ name: 'payroll', format: 'csv' }, token)),
        {
          locale: 'fr-FR',
          separator: ';',
        },
      );
      expect(rows).toHaveLength(10);
      expect(rows.slice(1).map((row) => row[9])).toEqual(Array(9).fill(empty));
      expect(rows[2]![8]).toEqual(num(38));
    }
    const admin = openAsSpreadsheet(
      await text(await exportFile({ name: 'payroll', format: 'csv' }, tokens.frHidden!.admin!)),
      {
        locale: 'fr-FR',
        separator: ';',
      },
    );
    expect(admin[1]![9]).toEqual(num(1234567.89));
  });

  it('refuses a crew member; another project sees none of these rows', async () => {
    expect((await exportFile({ name: 'payroll', format: 'csv' }, tokens.fr!.crew!)).status).toBe(403);
    expect((await exportFile({ name: 'timesheet', format: 'csv' }, tokens.fr!.crew!)).status).toBe(403);
    const other = await createProject(app, { useTimesheet: true });
    const outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
    for (const name of ['payroll', 'timesheet']) {
      const content = await text(await exportFile({ name, format: 'csv' }, outsider));
      expect(content.trim().split('\r\n')).toHaveLength(1);
    }
  });
});

describe("'timesheet' export: one row per day", () => {
  it('fr csv: every column typed as a French spreadsheet reads it', async () => {
    const rows = openAsSpreadsheet(
      await text(await exportFile({ name: 'timesheet', format: 'csv' }, tokens.fr!.admin!)),
      {
        locale: 'fr-FR',
        separator: ';',
      },
    );
    expect(rows).toHaveLength(10);
    expect(rows[0]!.map((cell) => cell.type === 'text' && cell.value)).toEqual([
      'Personne',
      'Département',
      'Fonction',
      'Semaine',
      'Date',
      'Type de jour',
      'Début',
      'Fin',
      'Repas',
      'Nuit',
      'Trajet',
      'Heures travaillées',
      'Montant',
      'Statut',
      'Traité',
    ]);
    // Week of 2 March: Léa's day, then Marie-Christine's five; the sixth day ends after midnight.
    const sixth = rows.find((row) => val(row[4]!) === '2026-03-07')!;
    expect(sixth.slice(0, 13)).toEqual([
      txt('Marie-Christine Vandenberghe-de la Fontaine'),
      txt('Camera'),
      txt(LONG_FUNCTION),
      date('2026-03-02'),
      date('2026-03-07'),
      txt('Sixième jour'),
      txt('18:00'),
      txt('02:00'),
      txt('00:00'),
      txt('04:00'),
      txt('00:00'),
      num(8),
      num(510),
    ]);
    expect(rows.find((row) => val(row[4]!) === '2026-03-03')!.slice(11, 13)).toEqual([num(13), num(420)]);
    expect(rows.find((row) => val(row[4]!) === '2026-03-09')![12]).toEqual(num(1234567.89));
    expect(rows.map((row) => val(row[4]!))).toEqual([
      'Date',
      '2026-03-02',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-31',
      '2026-04-01',
    ]);
  });

  it('de xlsx: opened with exceljs, dates are dates, amounts numbers, nothing cut', async () => {
    const response = await exportFile(
      { name: 'timesheet', format: 'xls', filter: { UserId: null, Status: [8], Size: 20 } },
      tokens.de!.admin!,
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Stundenzettel');
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    // Eight validated days (Léa's level-1 week filtered out), then the total row.
    const days = rows.slice(1).filter((row) => row[4] instanceof Date);
    expect(days).toHaveLength(8);
    const lea = days.find((row) => row[0] === 'Léa Dubois')!;
    expect(lea.slice(2, 13)).toEqual([
      LONG_FUNCTION,
      new Date('2026-03-09T00:00:00Z'),
      new Date('2026-03-09T00:00:00Z'),
      'Arbeitstag',
      '08:00',
      '18:00',
      '00:00',
      '00:00',
      '00:00',
      10,
      1234567.89,
    ]);
    expect(lea[14]).toBe('Nein');
  });

  it('fr pdf: every amount, date and name whole, nothing printed over', async () => {
    const response = await exportFile({ name: 'timesheet', format: 'pdf' }, tokens.fr!.admin!);
    expect(response.status).toBe(200);
    const pages = await readPdfText(new Uint8Array(await response.arrayBuffer()));
    const texts = allTexts(pages).map((t) => t.replace(/[\u00a0\u202f]/g, ' '));
    expect(texts.filter((t) => t.includes('…'))).toEqual([]);
    expect(overprints(pages)).toEqual([]);
    const f = createFormatter({ regionalSetting: 2, language: 1 });
    const spaced = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of [
      f.money('1234567.89'),
      f.money('510'),
      f.date('2026-03-07'),
      f.date('2026-04-01'),
      '18:00',
      '02:00',
    ])
      expect(texts).toContain(spaced(expected));
    expect(texts.join(' ')).toContain('Vandenberghe-de');
  });

  it('hideSalaryInfo empties the amount column, hours stay', async () => {
    const rows = openAsSpreadsheet(
      await text(await exportFile({ name: 'timesheet', format: 'csv' }, tokens.fr!.hidden!)),
      {
        locale: 'fr-FR',
        separator: ';',
      },
    );
    expect(rows.slice(1).map((row) => row[12])).toEqual(Array(9).fill(empty));
    expect(rows.slice(1).map((row) => row[11]!.type)).toEqual(Array(9).fill('number'));
    // Nor a total in the spreadsheet: no false 0.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await (await exportFile({ name: 'timesheet', format: 'xls' }, tokens.fr!.hidden!)).arrayBuffer(),
    );
    const values: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(values.slice(1).map((row) => row[12] ?? null)).toEqual(Array(values.length - 1).fill(null));
  });

  it('txt and a custom export with chosen columns', async () => {
    const txtContent = await text(await exportFile({ name: 'timesheet', format: 'txt' }, tokens.us!.admin!));
    expect(txtContent.split('\r\n')[0]!.split('\t')).toHaveLength(15);
    expect(txtContent).toContain('1234567.89');
    const custom = await text(
      await exportFile(
        { name: 'timesheet', format: 'custom', columns: ['date', 'person', 'amount'], separator: '|' },
        tokens.us!.admin!,
      ),
    );
    expect(custom.split('\r\n')[0]).toBe('\uFEFFDate|Person|Amount');
  });
});
