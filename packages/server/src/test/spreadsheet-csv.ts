/**
 * Opens a delimited file the way a spreadsheet's import does with its defaults in a given locale (LibreOffice
 * Calc, Excel): a strict RFC 4180 reader (a stray quote or a short row is an error, not a guess), then each
 * field typed with the locale's own separators, taken from Intl, not from the app's formatter:
 * - a decimal number (digits, the locale's thousands separators, its decimal mark) is a number;
 * - a short date in the locale's order (with an optional time) is a date;
 * - a `="…"` formula is the text between the quotes;
 * - anything else is text.
 */
export type SheetCell =
  | { type: 'number'; value: number }
  | { type: 'date'; value: string }
  | { type: 'text'; value: string }
  | { type: 'empty' };

export function readDelimitedStrict(content: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  while (i < content.length) {
    if (content[i] === '"' && field === '') {
      i++;
      for (;;) {
        if (i >= content.length) throw new Error(`unterminated quoted field in row ${rows.length + 1}`);
        if (content[i] === '"' && content[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (content[i] === '"') {
          i++;
          break;
        } else field += content[i++];
      }
      const next = content.slice(i, i + separator.length);
      if (i < content.length && next !== separator && !content.startsWith('\r\n', i))
        throw new Error(`text after a closing quote in row ${rows.length + 1}`);
      continue;
    }
    if (content.startsWith(separator, i)) {
      endField();
      i += separator.length;
    } else if (content.startsWith('\r\n', i)) {
      endField();
      rows.push(row);
      row = [];
      i += 2;
    } else if (content[i] === '"') {
      throw new Error(`a quote inside an unquoted field in row ${rows.length + 1}`);
    } else if (content[i] === '\n' || content[i] === '\r') {
      throw new Error(`a bare line break in row ${rows.length + 1}`);
    } else field += content[i++];
  }
  if (field !== '' || row.length > 0) throw new Error('the last row has no CRLF');
  const width = rows[0]?.length ?? 0;
  rows.forEach((r, index) => {
    if (r.length !== width) throw new Error(`row ${index + 1} has ${r.length} fields, the header ${width}`);
  });
  return rows;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function numberPattern(locale: string): { pattern: RegExp; decimal: string; groups: string[] } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const decimal = parts.find((p) => p.type === 'decimal')!.value;
  const group = parts.find((p) => p.type === 'group')!.value;
  // French spreadsheets accept a plain or no-break space as well as U+202F between thousands.
  const groups = /\s/.test(group) ? [group, ' ', '\u00a0', '\u202f'] : [group];
  const g = `(?:${groups.map(escapeRegExp).join('|')})`;
  const pattern = new RegExp(`^-?(?:\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${escapeRegExp(decimal)}\\d+)?$`);
  return { pattern, decimal, groups };
}

function datePattern(locale: string): { pattern: RegExp; order: ('day' | 'month' | 'year')[] } {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 3)));
  const order: ('day' | 'month' | 'year')[] = [];
  let source = '^';
  for (const p of parts) {
    if (p.type === 'literal') source += escapeRegExp(p.value);
    else if (p.type === 'day' || p.type === 'month' || p.type === 'year') {
      order.push(p.type);
      source += p.type === 'year' ? '(\\d{4})' : '(\\d{1,2})';
    }
  }
  return { pattern: new RegExp(`${source}(?:,? (\\d{2}):(\\d{2})(?::(\\d{2}))?)?$`), order };
}

export function typeCell(field: string, locale: string): SheetCell {
  if (field === '') return { type: 'empty' };
  const formula = /^="(.*)"$/s.exec(field);
  if (formula) return { type: 'text', value: formula[1]!.replace(/""/g, '"') };
  const n = numberPattern(locale);
  if (n.pattern.test(field)) {
    let text = field;
    for (const g of n.groups) text = text.split(g).join('');
    return { type: 'number', value: Number(text.replace(n.decimal, '.')) };
  }
  const d = datePattern(locale);
  const match = d.pattern.exec(field);
  if (match) {
    const at = (name: 'day' | 'month' | 'year') => match[d.order.indexOf(name) + 1]!.padStart(2, '0');
    const time = match[4] ? `T${match[4]}:${match[5]}:${match[6] ?? '00'}` : '';
    return { type: 'date', value: `${at('year')}-${at('month')}-${at('day')}${time}` };
  }
  return { type: 'text', value: field };
}

/** The file (UTF-8, BOM dropped) as rows of typed cells. */
export function openAsSpreadsheet(content: string, options: { locale: string; separator: string }) {
  const body = content.startsWith('\uFEFF') ? content.slice(1) : content;
  return readDelimitedStrict(body, options.separator).map((row) =>
    row.map((field) => typeCell(field, options.locale)),
  );
}
