import { Decimal } from 'decimal.js';

/** ComputePoItemPrice's PriceDetail (000 §3): a unit price excluding or including VAT, the VAT rate and the quantity. */
export interface PoPriceInput {
  unitPriceVatExcluded?: string | null;
  unitPriceVatIncluded?: string | null;
  /** The VAT rate in percent (21 for 21%). */
  unitVat: string;
  quantity: string;
}

export interface PoPrice {
  /** Unit price excluding VAT, 4 decimals (a price typed with VAT divides into fractions of a cent). */
  unitPriceVatExcluded: string;
  /** Unit price including VAT, 4 decimals. */
  unitPriceVatIncluded: string;
  unitVat: string;
  quantity: string;
  /** Line total excluding VAT, 2 decimals. */
  priceTotal: string;
  /** VAT of the line, 2 decimals. */
  vatTotal: string;
  /** Line total including VAT, 2 decimals; always priceTotal + vatTotal. */
  priceVatTotal: string;
}

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const unit = (value: Decimal) => value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/**
 * The price of a PO line, decimal-exact with one rounding per figure. From the unit price excluding VAT: the line
 * total is round(unit × quantity), its VAT round(total × rate). From the unit price including VAT: the line total
 * including VAT is round(unit × quantity) and the total excluding VAT round(that ÷ (1 + rate)). Either way the
 * VAT is the difference, so excluding + VAT = including to the cent, which is what the supplier invoices.
 */
export function computePoPrice(input: PoPriceInput): PoPrice {
  const rate = new Decimal(input.unitVat).dividedBy(100);
  const quantity = new Decimal(input.quantity);
  const factor = rate.plus(1);
  let excluded: Decimal;
  let included: Decimal;
  let totalExcluded: Decimal;
  let totalIncluded: Decimal;
  if (
    input.unitPriceVatExcluded !== null &&
    input.unitPriceVatExcluded !== undefined &&
    input.unitPriceVatExcluded !== ''
  ) {
    excluded = new Decimal(input.unitPriceVatExcluded);
    included = excluded.times(factor);
    totalExcluded = money(excluded.times(quantity));
    totalIncluded = totalExcluded.plus(money(totalExcluded.times(rate)));
  } else {
    included = new Decimal(input.unitPriceVatIncluded || '0');
    excluded = included.dividedBy(factor);
    totalIncluded = money(included.times(quantity));
    totalExcluded = money(totalIncluded.dividedBy(factor));
  }
  return {
    unitPriceVatExcluded: unit(excluded).toFixed(4),
    unitPriceVatIncluded: unit(included).toFixed(4),
    unitVat: new Decimal(input.unitVat).toString(),
    quantity: quantity.toString(),
    priceTotal: totalExcluded.toFixed(2),
    vatTotal: totalIncluded.minus(totalExcluded).toFixed(2),
    priceVatTotal: totalIncluded.toFixed(2),
  };
}

/** Prices and totals are stored with 12 digits before the point (numeric(16, 4) and numeric(14, 2)). */
const STORED_LIMIT = new Decimal('1e12');

/** Whether every figure of a priced line fits where it is stored (a larger line is refused, not cut). */
export function poPriceFits(price: PoPrice): boolean {
  return [
    price.unitPriceVatExcluded,
    price.unitPriceVatIncluded,
    price.priceTotal,
    price.vatTotal,
    price.priceVatTotal,
  ].every((value) => new Decimal(value).abs().lessThan(STORED_LIMIT));
}

/**
 * A document number from the project's format (001 §3.10 lastPoFormat): '{number}' is the number as it is,
 * '{number:4}' zero-padded to 4 digits; a format without it gets the number appended; an empty format is the
 * number alone.
 */
export function formatDocumentNumber(format: string, n: number): string {
  if (!format.trim()) return String(n);
  const pattern = /\{number(?::(\d{1,2}))?\}/g;
  if (!pattern.test(format)) return `${format}${n}`;
  return format.replace(pattern, (_, width?: string) => String(n).padStart(Number(width ?? 0), '0'));
}
