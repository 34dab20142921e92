import type { BudgetImportRowKind } from '@setledger/shared/budget/budget-import';

/** Lower case, no accents, words separated by one space: 'Total Above-The-Line' -> 'total above the line'. */
export const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Fringes (payroll taxes and benefits) are a cost of their own in a budget — Movie Magic prints them as
 * "Total Fringes" under each account and on the top sheet — so they are lines, not totals.
 */
const FRINGES =
  /\b(fringes?|charges sociales|lohnnebenkosten|sozialabgaben|oneri sociali|sociale lasten|encargos sociais|odvody)\b/;

/** A grand total of the budget (the last figure), in the app languages. */
const GRAND_TOTAL =
  /^grand total\b|^(total|totals|budget total|total budget|total general|totale generale|totaal generaal|eindtotaal|gesamtsumme|gesamttotal|total geral|celkom spolu|celkova suma)$/;

/** A subtotal: 'Total Production', 'Account Total for 3300', 'Sous-total', 'Zwischensumme', ... */
const SUBTOTAL =
  /\b(sub ?total|sous total|zwischensumme|subtotale|subtotaal|medzisucet|total|totals|totale|totaal|summe|gesamt|celkom|spolu)\b/;

/**
 * What a row is, from its texts (every non-empty cell as text), whether it has an amount and whether it names
 * the line it belongs to (an account, or a department and a category):
 * - a grand total or subtotal: a total's words and nothing naming a line (totals have no account);
 * - a heading: no amount ('ABOVE-THE-LINE', '3300 CAMERA');
 * - a row with an amount but nothing naming it nor describing it: an unlabelled subtotal;
 * - otherwise a budget line.
 */
export function classifyRow(input: {
  label: string;
  hasAmount: boolean;
  hasKey: boolean;
}): BudgetImportRowKind {
  const label = words(input.label);
  const isFringes = FRINGES.test(label);
  if (!input.hasKey && !isFringes) {
    if (GRAND_TOTAL.test(label)) return 'total';
    if (SUBTOTAL.test(label)) return 'subtotal';
  }
  if (!input.hasAmount) return 'heading';
  if (!input.hasKey && label === '') return 'subtotal';
  return 'data';
}

/** Whether a row's texts read as a total or subtotal (the amount column is not known yet). */
export const looksLikeTotal = (label: string) => {
  const text = words(label);
  return !FRINGES.test(text) && (GRAND_TOTAL.test(text) || SUBTOTAL.test(text));
};
