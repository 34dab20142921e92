import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInWith } from '../../../../app/__tests__/app-test-kit';
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
    departmentColumn: 1,
    categoryColumn: 2,
    descriptionColumn: 3,
    amountColumn: 4,
  },
};
const row = (n: number, extra: Record<string, unknown> = {}) => ({
  row: n,
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
  errorCount: 0,
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
    expect(within(dialog).getByText('13234.50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 budget lines imported.')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(2);
    const imports = calls(fetch, 'ImportBudgetLines');
    expect(imports.map((c) => c.variables)).toEqual([
      { file: null, m: { ...FILE_INFO.suggestion }, c: false, r: false },
      { file: null, m: { ...FILE_INFO.suggestion }, c: true, r: false },
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
    expect(within(dialog).getByText(/Nothing is imported while a row has an error/)).toBeTruthy();
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
