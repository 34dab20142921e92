import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computePoPrice, formatDocumentNumber } from '../po-price';

describe('computePoPrice (ComputePoItemPrice)', () => {
  it('from a unit price excluding VAT', () => {
    expect(computePoPrice({ unitPriceVatExcluded: '100', unitVat: '21', quantity: '3' })).toEqual({
      unitPriceVatExcluded: '100.0000',
      unitPriceVatIncluded: '121.0000',
      unitVat: '21',
      quantity: '3',
      priceTotal: '300.00',
      vatTotal: '63.00',
      priceVatTotal: '363.00',
    });
  });

  it('from a unit price including VAT, 6%', () => {
    expect(computePoPrice({ unitPriceVatIncluded: '10.60', unitVat: '6', quantity: '2' })).toMatchObject({
      unitPriceVatExcluded: '10.0000',
      priceTotal: '20.00',
      vatTotal: '1.20',
      priceVatTotal: '21.20',
    });
  });

  it('one cent', () => {
    expect(computePoPrice({ unitPriceVatExcluded: '0.01', unitVat: '21', quantity: '1' })).toMatchObject({
      priceTotal: '0.01',
      vatTotal: '0.00',
      priceVatTotal: '0.01',
    });
    expect(computePoPrice({ unitPriceVatIncluded: '0.01', unitVat: '21', quantity: '1' })).toMatchObject({
      unitPriceVatExcluded: '0.0083',
      priceTotal: '0.01',
      vatTotal: '0.00',
      priceVatTotal: '0.01',
    });
  });

  it('a third of a unit, rounded once per figure', () => {
    expect(computePoPrice({ unitPriceVatExcluded: '10', unitVat: '21', quantity: '0.333' })).toMatchObject({
      priceTotal: '3.33',
      vatTotal: '0.70',
      priceVatTotal: '4.03',
    });
    expect(computePoPrice({ unitPriceVatIncluded: '100', unitVat: '21', quantity: '0.333' })).toMatchObject({
      unitPriceVatExcluded: '82.6446',
      priceVatTotal: '33.30',
      priceTotal: '27.52',
      vatTotal: '5.78',
    });
  });

  it('large totals keep every cent', () => {
    const price = computePoPrice({ unitPriceVatExcluded: '123456789.99', unitVat: '21', quantity: '1000' });
    expect(price.priceTotal).toBe('123456789990.00');
    expect(price.vatTotal).toBe('25925925897.90');
    expect(price.priceVatTotal).toBe('149382715887.90');
  });

  it('always adds up: excluding + VAT = including', () => {
    for (const [value, rate, quantity] of [
      ['19.99', '21', '7'],
      ['0.05', '6', '3'],
      ['1234.565', '21', '0.5'],
      ['99.999', '0', '12'],
    ] as const) {
      for (const side of ['unitPriceVatExcluded', 'unitPriceVatIncluded'] as const) {
        const p = computePoPrice({ [side]: value, unitVat: rate, quantity });
        expect(new Decimal(p.priceTotal).plus(p.vatTotal).toFixed(2)).toBe(p.priceVatTotal);
      }
    }
  });
});

describe('formatDocumentNumber (lastPoFormat)', () => {
  it('fills {number}, pads {number:4}, appends without a placeholder', () => {
    expect(formatDocumentNumber('LL-PO-{number}', 7)).toBe('LL-PO-7');
    expect(formatDocumentNumber('LL-PO-{number:4}', 7)).toBe('LL-PO-0007');
    expect(formatDocumentNumber('PO-', 12)).toBe('PO-12');
    expect(formatDocumentNumber('', 3)).toBe('3');
  });
});
