import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInWith } from '../../../../test/app-test-kit';
import { renderWithProviders } from '../../../../test/render';
import { BudgetImportWizard } from '../BudgetImportWizard';

const FILE_INFO = {
  sheets: ['Budget', 'Lists'],
  sheet: 'Budget',
  headerRow: 1,
  columns: [
    { number: 1, letter: 'A', name: 'Department' },
    { number: 2, letter: 'B', name: 'Category' },
    { number: 3, letter: 'C', name: 'Description' },
    { number: 4, letter: 'D', name: 'Amount' },
  ],
  sample: [
    { row: 2, cells: ['2', 'Camera equipment', 'Lenses', '12000'] },
    { row: 3, cells: ['Camera', 'Catering', '', '1 234,50'] },
  ],
  rowCount: 2,
  suggestion: {
    sheet: 'Budget',
    headerRow: 1,
    accountColumn: null,
    departmentColumn: 1,
    categoryColumn: 2,
    descriptionColumn: 3,
    amountColumn: 4,
  },
};
const row = (n: number, extra: Record<string, unknown> = {}) => ({
  row: n,
  kind: 'data',
  account: null,
  departmentNumber: 2,
  departmentName: 'Camera',
  categoryName: n === 2 ? 'Camera equipment' : 'Catering',
  costCenter: n === 2 ? '2100' : '2600',
  description: n === 2 ? 'Lenses' : '',
  amount: n === 2 ? '12000.00' : '1234.50',
  errors: [],
  ...extra,
});
const result = (extra: Record<string, unknown> = {}) => ({
  committed: false,
  rowCount: 2,
  dataRowCount: 2,
  skippedCount: 0,
  errorCount: 0,
  errors: [],
  accounts: null,
  total: '13234.50',
  imported: 0,
  replaced: 0,
  rows: [row(2), row(3)],
  ...extra,
});

type Call = { query: string; variables: Record<string, unknown> };
function calls(fetch: ReturnType<typeof mockApi>, name: string): Call[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (String(url) !== '/graphql' || !(init?.body instanceof FormData)) return [];
    const body = JSON.parse(String(init.body.get('operations'))) as Call;
    return body.query.includes(`${name}(`) ? [body] : [];
  });
}

async function chooseFile() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'budget.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText('First rows of the sheet (Rows: 2)');
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('BudgetImportWizard', () => {
  it('reads the file, keeps the suggested columns, previews and imports', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('ReadBudgetImportFile(')) return { ReadBudgetImportFile: FILE_INFO };
      if (q.includes('ImportBudgetLines(')) {
        const commit = calls(fetch, 'ImportBudgetLines').at(-1)!.variables.c === true;
        return {
          ImportBudgetLines: commit
            ? { ...result({ committed: true, imported: 2 }), rows: undefined }
            : result(),
        };
      }
      return undefined;
    });
    signInWith({ UserID: 1 });
    const onImported = vi.fn();
    renderWithProviders(<BudgetImportWizard opened onClose={() => {}} onImported={onImported} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Download the template')).toBeTruthy();
    await chooseFile();
    expect(within(dialog).getByText('1 234,50')).toBeTruthy();
    const selected = (field: string) =>
      (dialog.querySelector(`input[data-field="${field}"]`) as HTMLInputElement).value;
    expect(['departmentColumn', 'categoryColumn', 'descriptionColumn', 'amountColumn'].map(selected)).toEqual(
      ['A – Department', 'B – Category', 'C – Description', 'D – Amount'],
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('No error: the lines are ready to import.')).toBeTruthy();
    expect(within(dialog).getByText('€13,234.50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 budget lines imported.')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(2);
    const imports = calls(fetch, 'ImportBudgetLines');
    const sent = { ...FILE_INFO.suggestion, accounts: null };
    expect(imports.map((c) => c.variables)).toEqual([
      { file: null, m: sent, c: false, r: false, v: false },
      { file: null, m: sent, c: true, r: false, v: false },
    ]);
  });

  it('shows each row error and keeps Import disabled', async () => {
    mockApi((q) => {
      if (q.includes('ReadBudgetImportFile(')) return { ReadBudgetImportFile: FILE_INFO };
      if (q.includes('ImportBudgetLines('))
        return {
          ImportBudgetLines: result({
            errorCount: 1,
            total: '12000.00',
            rows: [
              row(2),
              row(3, {
                departmentNumber: null,
                departmentName: null,
                amount: null,
                errors: [
                  {
                    row: 3,
                    column: 'Department',
                    field: 'department',
                    value: 'Stunts',
                    message: 'No department of the project has this number, name or cost center.',
                  },
                ],
              }),
            ],
          }),
        };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderWithProviders(<BudgetImportWizard opened onClose={() => {}} onImported={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const error = await within(dialog).findByText(
      'Department «Stunts»: No department of the project has this number, name or cost center.',
    );
    expect(error.closest('tr')!.getAttribute('data-has-errors')).toBe('true');
    expect(within(dialog).getByText(/1 lines have errors/)).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('asks before replacing the existing lines', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('ReadBudgetImportFile(')) return { ReadBudgetImportFile: FILE_INFO };
      if (q.includes('ImportBudgetLines('))
        return { ImportBudgetLines: result({ imported: 2, replaced: 5 }) };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderWithProviders(<BudgetImportWizard opened onClose={() => {}} onImported={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(dialog).findByLabelText('Replace the existing budget lines'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        'All budget lines of the project are deleted and replaced by those of this file.',
      ),
    ).toBeTruthy();
    expect(calls(fetch, 'ImportBudgetLines')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('5 existing budget lines replaced.')).toBeTruthy();
    expect(calls(fetch, 'ImportBudgetLines').at(-1)!.variables).toMatchObject({ c: true, r: true });
  });
});

/** A Movie Magic top sheet: account, category title, page, total (issue 12 item 24). */
const TOP_SHEET = {
  sheets: ['Top Sheet'],
  sheet: 'Top Sheet',
  headerRow: 4,
  columns: [
    { number: 1, letter: 'A', name: 'Acct#' },
    { number: 2, letter: 'B', name: 'Category Title' },
    { number: 3, letter: 'C', name: 'Page' },
    { number: 4, letter: 'D', name: 'Total' },
  ],
  sample: [
    { row: 5, cells: ['', 'PRODUCTION', '', ''] },
    { row: 6, cells: ['3300', 'CAMERA', '8', '46925'] },
  ],
  rowCount: 5,
  suggestion: {
    sheet: 'Top Sheet',
    headerRow: 4,
    accountColumn: 1,
    departmentColumn: null,
    categoryColumn: null,
    descriptionColumn: 2,
    amountColumn: 4,
  },
};
const ACCOUNTS = [
  {
    account: '3300',
    label: 'CAMERA',
    rowCount: 1,
    total: '46925.00',
    departmentNumber: 2,
    categoryId: 7,
    confirmed: false,
  },
  {
    account: '6900',
    label: 'TAX CREDIT',
    rowCount: 1,
    total: '-48000.00',
    departmentNumber: null,
    categoryId: null,
    confirmed: false,
  },
];
const skipped = (n: number, kind: string, description: string) =>
  row(n, {
    kind,
    description,
    departmentNumber: null,
    departmentName: null,
    categoryName: null,
    amount: null,
  });
const REFERENCES = (q: string) => {
  if (q.includes('GetDepartments'))
    return {
      GetDepartments: [
        { value: 1, message: 'Production' },
        { value: 2, message: 'Camera' },
      ],
    };
  if (q.includes('GetCategories'))
    return {
      GetCategories: [
        { id: 7, name: 'Camera equipment', costCenter: '2100' },
        { id: 8, name: 'Production office', costCenter: '1100' },
      ],
    };
  return undefined;
};

async function pick(dialog: HTMLElement, label: string, option: string) {
  const select = within(dialog)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
  fireEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('BudgetImportWizard with a real budget', () => {
  it('maps the accounts the user confirms, shows headings and totals as skipped, imports the lines', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('ReadBudgetImportFile(')) return { ReadBudgetImportFile: TOP_SHEET };
      if (q.includes('ImportBudgetLines(')) {
        const variables = calls(fetch, 'ImportBudgetLines').at(-1)!.variables;
        const confirmed = ((variables.m as { accounts: unknown[] }).accounts ?? []).length > 0;
        return {
          ImportBudgetLines: result({
            committed: variables.c === true,
            imported: variables.c === true ? 2 : 0,
            rowCount: 5,
            skippedCount: 3,
            total: '-1075.00',
            accounts: ACCOUNTS.map((a) => ({ ...a, confirmed })),
            rows: [
              skipped(5, 'heading', 'PRODUCTION'),
              row(6, { account: '3300', description: 'CAMERA', amount: '46925.00' }),
              row(7, { account: '6900', description: 'TAX CREDIT', amount: '-48000.00' }),
              skipped(8, 'subtotal', 'Total Production'),
              skipped(9, 'total', 'Grand Total'),
            ],
          }),
        };
      }
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderWithProviders(<BudgetImportWizard opened onClose={() => {}} onImported={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x50, 0x4b])], 'pilot.xlsx')] } });
    await within(dialog).findByText('First rows of the sheet (Rows: 5)');
    expect((dialog.querySelector('input[data-field="accountColumn"]') as HTMLInputElement).value).toBe(
      'A – Acct#',
    );
    expect(dialog.querySelector('input[data-field="departmentColumn"]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const accounts = await within(dialog).findByText('TAX CREDIT');
    const table = accounts.closest('table')!;
    await waitFor(() =>
      expect((within(table).getByLabelText('Department – 3300') as HTMLInputElement).value).toBe('Camera'),
    );
    expect((within(table).getByLabelText('Category – 3300') as HTMLInputElement).value).toBe(
      'Camera equipment',
    );
    expect((within(table).getByLabelText('Department – 6900') as HTMLInputElement).value).toBe('');
    await pick(dialog, 'Department – every account without a choice', 'Production');
    await pick(dialog, 'Category – every account without a choice', 'Production office');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect((within(table).getByLabelText('Department – 6900') as HTMLInputElement).value).toBe(
        'Production',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('No error: the lines are ready to import.')).toBeTruthy();
    const heading = dialog.querySelector('tr[data-row="5"]')!;
    expect(heading.getAttribute('data-kind')).toBe('heading');
    expect(within(heading as HTMLElement).getByText('Heading')).toBeTruthy();
    expect(within(dialog.querySelector('tr[data-row="9"]') as HTMLElement).getByText('Total')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 budget lines imported.')).toBeTruthy();
    const sent = calls(fetch, 'ImportBudgetLines').at(-1)!.variables;
    expect(sent).toMatchObject({
      c: true,
      m: {
        accountColumn: 1,
        departmentColumn: null,
        categoryColumn: null,
        amountColumn: 4,
        accounts: [
          { account: '3300', departmentNumber: 2, categoryId: 7 },
          { account: '6900', departmentNumber: 1, categoryId: 8 },
        ],
      },
    });
  });

  it('imports the valid lines only when asked, and lists the others', async () => {
    const error = {
      row: 3,
      column: 'Amount',
      field: 'amount',
      value: 'TBD',
      message: 'The field Amount must be an amount, such as 1234.50 or -1500.00.',
    };
    const fetch = mockApi((q) => {
      if (q.includes('ReadBudgetImportFile(')) return { ReadBudgetImportFile: FILE_INFO };
      if (q.includes('ImportBudgetLines(')) {
        const commit = calls(fetch, 'ImportBudgetLines').at(-1)!.variables.c === true;
        return {
          ImportBudgetLines: result({
            committed: commit,
            imported: commit ? 1 : 0,
            errorCount: 1,
            total: '12000.00',
            errors: [error],
            rows: [row(2), row(3, { amount: null, errors: [error] })],
          }),
        };
      }
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderWithProviders(<BudgetImportWizard opened onClose={() => {}} onImported={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const importButton = async () =>
      (await within(dialog).findByRole('button', { name: 'Import' })) as HTMLButtonElement;
    await waitFor(async () => expect((await importButton()).disabled).toBe(true));
    fireEvent.click(within(dialog).getByLabelText('Import the valid lines only; the others are listed.'));
    await waitFor(async () => expect((await importButton()).disabled).toBe(false));
    fireEvent.click(await importButton());
    expect(await within(dialog).findByText('1 budget lines imported.')).toBeTruthy();
    expect(within(dialog).getByText('1 lines were not imported:')).toBeTruthy();
    expect(within(dialog).getByText(/Row 3 · Amount «TBD»: The field Amount must be an amount/)).toBeTruthy();
    expect(calls(fetch, 'ImportBudgetLines').at(-1)!.variables).toMatchObject({ c: true, v: true });
  });
});
