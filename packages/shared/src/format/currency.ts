/** Currencies by index (001 §9); an index out of range gives 0. */
export const CURRENCIES = [
  { code: 'EUR', symbol: '€' },
  { code: 'USD', symbol: '$' },
  { code: 'CHF', symbol: 'CHF' },
  { code: 'GBP', symbol: '£' },
  { code: 'NZD', symbol: 'NZ$' },
  { code: 'DKK', symbol: 'kr' },
  { code: 'SEK', symbol: 'kr' },
  { code: 'ILS', symbol: '₪' },
  { code: 'CAD', symbol: 'CA$' },
] as const;

export function currencyAt(index: number) {
  return CURRENCIES[index] ?? CURRENCIES[0];
}

export const currencySymbol = (index: number): string => currencyAt(index).symbol;
