import { parseImportAmount } from '@setledger/shared/budget/budget-import';
import { Decimal } from 'decimal.js';
import { looksLikeTotal } from './budget-import.classify';
import type { ImportCell, ImportDataRow } from './budget-import.workbook';

/** Money in a budget line is rarely under this; quantities, pages and multipliers mostly are. */
const MONEY_LIKE = 100;

const amountOf = (cell: ImportCell) => {
  const parsed = parseImportAmount(cell);
  return 'amount' in parsed ? new Decimal(parsed.amount) : null;
};

/**
 * The money column from the values, not the header: the column whose lines add up to a figure of a total row
 * (the grand total, an account total) and whose numbers look like money. A Movie Magic detail sheet names
 * its quantity 'Amount'; its money is 'Subtotal'. The header's guess wins unless a column scores clearly.
 */
export function suggestAmountColumn(input: {
  rows: readonly ImportDataRow[];
  width: number;
  /** Columns already mapped to other fields. */
  taken: ReadonlySet<number>;
  /** The account column: a total row never has an account. */
  accountColumn: number | null;
  byHeader: number | null;
}): number | null {
  const isTotal = (cells: readonly ImportCell[]) =>
    (!input.accountColumn || cells[input.accountColumn - 1] === null) &&
    looksLikeTotal(cells.filter((cell) => typeof cell === 'string').join(' '));
  const totals = new Set<string>();
  const lines: ImportDataRow[] = [];
  for (const row of input.rows) {
    if (!isTotal(row.cells)) {
      lines.push(row);
      continue;
    }
    for (const cell of row.cells) {
      const amount = amountOf(cell);
      if (amount && !amount.isZero()) totals.add(amount.toFixed(2));
    }
  }
  let best = { column: input.byHeader, score: 0 };
  for (let column = 1; column <= input.width; column += 1) {
    if (input.taken.has(column)) continue;
    const values = lines.map((row) => amountOf(row.cells[column - 1] ?? null)).filter((v) => v !== null);
    if (values.length === 0) continue;
    const sum = values.reduce((s, v) => s.plus(v), new Decimal(0));
    const addsUp = !sum.isZero() && totals.has(sum.toFixed(2));
    const moneyLike = values.filter((v) => v.abs().gte(MONEY_LIKE)).length / values.length;
    const score =
      (addsUp ? 4 : 0) + 2 * moneyLike + values.length / lines.length + (column === input.byHeader ? 0.5 : 0);
    if (score > best.score) best = { column, score };
  }
  return best.score >= 2 ? best.column : input.byHeader;
}
