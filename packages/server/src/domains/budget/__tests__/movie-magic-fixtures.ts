import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';

/**
 * Two budgets of a one-hour TV pilot laid out the way Movie Magic Budgeting prints them (issue 12 item 24):
 * a top sheet (account, category title, page, total, with group headings, subtotals, fringes, contingency,
 * a negative tax credit and the grand total) and an account-detail sheet (acct, description, amount = a
 * quantity, units, x, rate, subtotal, total, with account headings, fringes and account totals). Totals are
 * formulas with their cached result, as a saved workbook carries them.
 */

type Cell = ExcelJS.CellValue;
const sum = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
const formula = (text: string, result: Decimal) => ({ formula: text, result: result.toNumber() });

function write(sheet: ExcelJS.Worksheet, rows: readonly Cell[][]) {
  rows.forEach((row, i) => {
    row.forEach((value, j) => {
      if (value !== null && value !== undefined) sheet.getCell(i + 1, j + 1).value = value;
    });
  });
}

/** [account, title, page, total] of the top sheet, by group. */
const TOP_GROUPS: { heading: string; subtotal: string; accounts: [number, string, number, string][] }[] = [
  {
    heading: 'ABOVE-THE-LINE',
    subtotal: 'Total Above-The-Line',
    accounts: [
      [1100, 'STORY & RIGHTS', 1, '45000'],
      [1200, 'PRODUCERS UNIT', 1, '118500'],
      [1300, 'DIRECTION', 2, '62000'],
      [1400, 'CAST', 2, '214750'],
    ],
  },
  {
    heading: 'PRODUCTION',
    subtotal: 'Total Production',
    accounts: [
      [2000, 'PRODUCTION STAFF', 3, '68540'],
      [2200, 'ART DEPARTMENT', 4, '42300'],
      [2500, 'SET OPERATIONS', 5, '31250'],
      [2700, 'SET DRESSING', 6, '18400'],
      [3200, 'LIGHTING', 7, '27880'],
      [3300, 'CAMERA', 8, '46925'],
      [3400, 'PRODUCTION SOUND', 9, '14650'],
      [3500, 'TRANSPORTATION', 10, '22300'],
      [3600, 'LOCATION EXPENSES', 11, '38760.50'],
    ],
  },
  {
    heading: 'POST PRODUCTION',
    subtotal: 'Total Post Production',
    accounts: [
      [4500, 'EDITING', 12, '36000'],
      [4700, 'POST PRODUCTION SOUND', 12, '15500'],
    ],
  },
  {
    heading: 'OTHER',
    subtotal: 'Total Other',
    accounts: [
      [6500, 'INSURANCE', 13, '12000'],
      [6800, 'GENERAL EXPENSE', 13, '9850.75'],
      [6900, 'TAX CREDIT', 13, '-48000'],
    ],
  },
];
const FRINGES = '52340.50';

export interface BudgetFixture {
  bytes: Uint8Array;
  /** Rows that are budget lines (every account line, fringes and contingency). */
  dataRows: number;
  headings: number;
  subtotals: number;
  totals: number;
  /** The grand total: what the data rows add up to. */
  grandTotal: string;
}

export async function topSheet(): Promise<BudgetFixture> {
  const rows: Cell[][] = [
    ['"THE LAST LIGHTHOUSE" — one-hour pilot', null, null, null],
    ['Budget draft 3, 14 October 2026', null, null, 'Northlight Pictures'],
    [],
    ['Acct#', 'Category Title', 'Page', 'Total'],
  ];
  let dataRows = 0;
  const groupTotals: Decimal[] = [];
  for (const group of TOP_GROUPS) {
    rows.push([null, group.heading]);
    const first = rows.length + 1;
    for (const [account, title, page, total] of group.accounts) {
      rows.push([account, title, page, new Decimal(total).toNumber()]);
      dataRows += 1;
    }
    const total = sum(group.accounts.map((a) => a[3]));
    groupTotals.push(total);
    rows.push([null, group.subtotal, null, formula(`SUM(D${first}:D${rows.length})`, total)]);
  }
  const [atl, ...btlGroups] = groupTotals as [Decimal, ...Decimal[]];
  const btl = sum(btlGroups);
  rows.push([null, 'Total Below-The-Line', null, formula('SUM(D16,D21,D27)', btl)]);
  rows.push([null, 'Total Above and Below-The-Line', null, formula('D10+D28', atl.plus(btl))]);
  const contingency = btl.times('0.10').toDecimalPlaces(2);
  rows.push([null, 'Total Fringes', null, new Decimal(FRINGES).toNumber()]);
  rows.push([null, 'Contingency : 10% of Below-The-Line', null, formula('ROUND(D28*0.1,2)', contingency)]);
  dataRows += 2;
  const grandTotal = atl.plus(btl).plus(FRINGES).plus(contingency);
  rows.push([null, 'Grand Total', null, formula('D29+D30+D31', grandTotal)]);
  const workbook = new ExcelJS.Workbook();
  write(workbook.addWorksheet('Top Sheet'), rows);
  return {
    bytes: new Uint8Array(await workbook.xlsx.writeBuffer()),
    dataRows,
    headings: TOP_GROUPS.length,
    subtotals: TOP_GROUPS.length + 2,
    totals: 1,
    grandTotal: grandTotal.toFixed(2),
  };
}

/** [account, description, amount (a quantity), units, x, rate] of the detail sheet, by account. */
const DETAIL_ACCOUNTS: {
  account: number;
  title: string;
  lines: [number, string, number, string, number, string][];
  fringes?: string;
}[] = [
  {
    account: 3300,
    title: 'CAMERA',
    lines: [
      [3301, 'Director of Photography', 6, 'Weeks', 1, '8500'],
      [3302, 'Camera Operator', 6, 'Weeks', 1, '5200'],
      [3303, '1st Assistant Camera', 6, 'Weeks', 1, '3900'],
      [3304, '2nd Assistant Camera', 6, 'Weeks', 1, '3100'],
      [3305, 'DIT', 5, 'Weeks', 1, '3600'],
      [3310, 'Camera package rental', 6, 'Weeks', 1, '9750'],
      [3311, 'Lenses and filters', 6, 'Weeks', 1, '2850.50'],
      [3320, 'Loss & damage', 1, 'Allow', 1, '2500'],
    ],
    fringes: '24372.60',
  },
  {
    account: 3400,
    title: 'PRODUCTION SOUND',
    lines: [
      [3401, 'Production Sound Mixer', 6, 'Weeks', 1, '4800'],
      [3402, 'Boom Operator', 6, 'Weeks', 1, '3300'],
      [3403, 'Sound Utility', 4, 'Weeks', 1, '2400'],
      [3410, 'Sound package', 6, 'Weeks', 1, '2750'],
      [3411, 'Radio mics', 6, 'Weeks', 8, '95'],
      [3420, 'Expendables (batteries)', 1, 'Allow', 1, '1250.75'],
    ],
    fringes: '11520',
  },
  {
    account: 3500,
    title: 'TRANSPORTATION',
    lines: [
      [3501, 'Transportation Captain', 7, 'Weeks', 1, '3400'],
      [3502, 'Drivers', 7, 'Weeks', 4, '2350'],
      [3510, 'Camera truck', 6, 'Weeks', 1, '1950'],
      [3511, 'Grip & electric truck', 6, 'Weeks', 1, '2100'],
      [3512, 'Passenger vans', 7, 'Weeks', 3, '850'],
      [3520, 'Fuel', 1, 'Allow', 1, '9500'],
      [3530, 'Parking & tolls', 35, 'Days', 1, '120'],
    ],
    fringes: '17388',
  },
  {
    account: 3600,
    title: 'LOCATION EXPENSES',
    lines: [
      [3601, 'Location Manager', 8, 'Weeks', 1, '3600'],
      [3602, 'Location Scout', 3, 'Weeks', 1, '2700'],
      [3610, 'Site fees: Lange Nelle lighthouse', 12, 'Days', 1, '4500'],
      [3611, 'Site fees: harbour and quay', 6, 'Days', 1, '2250'],
      [3620, 'Permits', 1, 'Allow', 1, '3750'],
      [3630, 'Security', 18, 'Days', 2, '480'],
      [3640, 'Location restoration', 1, 'Allow', 1, '6000'],
      [3650, 'Catering', 18, 'Days', 65, '28.50'],
    ],
    fringes: '7380',
  },
  {
    account: 6900,
    title: 'TAX CREDIT',
    lines: [[6901, 'Belgian Tax Shelter rebate', 1, 'Allow', 1, '-48000']],
  },
];

export async function accountDetail(): Promise<BudgetFixture> {
  const rows: Cell[][] = [
    ['"THE LAST LIGHTHOUSE" — one-hour pilot: account detail', null, null, null, null, null, null, null],
    [],
    ['Acct', 'Description', 'Amount', 'Units', 'X', 'Rate', 'Subtotal', 'Total'],
  ];
  let dataRows = 0;
  const accountTotals: Decimal[] = [];
  for (const account of DETAIL_ACCOUNTS) {
    rows.push([account.account, account.title]);
    const first = rows.length + 1;
    for (const [number, description, amount, units, x, rate] of account.lines) {
      const subtotal = new Decimal(rate).times(amount).times(x);
      rows.push([
        number,
        description,
        amount,
        units,
        x,
        new Decimal(rate).toNumber(),
        formula(`C${rows.length + 1}*E${rows.length + 1}*F${rows.length + 1}`, subtotal),
      ]);
      dataRows += 1;
    }
    if (account.fringes) {
      rows.push([null, 'Total Fringes', null, null, null, null, new Decimal(account.fringes).toNumber()]);
      dataRows += 1;
    }
    const total = sum(
      [...account.lines.map((l) => new Decimal(l[5]).times(l[2]).times(l[4])), account.fringes ?? 0].map(
        (v) => new Decimal(v),
      ),
    );
    accountTotals.push(total);
    rows.push([
      null,
      `Account Total for ${account.account}`,
      null,
      null,
      null,
      null,
      null,
      formula(`SUM(G${first}:G${rows.length})`, total),
    ]);
  }
  const grandTotal = sum(accountTotals);
  rows.push([null, 'Total Below-The-Line', null, null, null, null, null, formula('SUM(H:H)', grandTotal)]);
  rows.push([null, 'Grand Total', null, null, null, null, null, formula('H50', grandTotal)]);
  const workbook = new ExcelJS.Workbook();
  write(workbook.addWorksheet('Account Detail'), rows);
  return {
    bytes: new Uint8Array(await workbook.xlsx.writeBuffer()),
    dataRows,
    headings: DETAIL_ACCOUNTS.length,
    subtotals: DETAIL_ACCOUNTS.length + 1,
    totals: 1,
    grandTotal: grandTotal.toFixed(2),
  };
}
