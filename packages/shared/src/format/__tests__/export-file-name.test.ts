import { describe, expect, it } from 'vitest';
import { exportFileName } from '../export-file-name';

describe('export file names (001 §5)', () => {
  const at = new Date(Date.UTC(2026, 10, 2, 3, 4, 5));

  it.each([
    ['expense', 'xls', undefined, 'expense_20261102030405.xls'],
    ['budget per category', 'pdf', null, 'budget per category_20261102030405.pdf'],
    ['user', 'csv', '   ', 'user_20261102030405.csv'], // a blank custom name is no custom name
    ['budget per category', 'pdf', ' Budget week 45 ', 'Budget week 45.pdf'],
  ])('%s.%s with custom %j is %s', (name, extension, customName, file) => {
    expect(exportFileName(name, extension, { at, customName })).toBe(file);
  });

  it('stamps the time in UTC, not local time', () => {
    expect(exportFileName('po', 'txt', { at: '2026-11-02T23:59:59-02:00' })).toBe('po_20261103015959.txt');
  });
});
