import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressSchema } from '../../addresses/addresses.schemas';
import { compactIdentifier, isBic, isIban, isVatNumber } from '../../validation/banking';
import { firstIssue } from '../../validation/keys';
import { bankAccountSchema, newSupplierSchema, supplierSchema } from '../suppliers.schemas';

describe('IBAN, BIC and VAT checks', () => {
  it('accepts valid IBANs with or without spaces and rejects a wrong check digit', () => {
    expect(isIban('BE71 0961 2345 6769')).toBe(true);
    expect(isIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('BE72 0961 2345 6769')).toBe(false);
    expect(isIban('BE71')).toBe(false);
    expect(isIban('')).toBe(false);
  });

  it('accepts 8 or 11 character BICs only', () => {
    expect(isBic('GKCCBEBB')).toBe(true);
    expect(isBic('gkcc be bb xxx')).toBe(true);
    expect(isBic('GKCCBEB')).toBe(false);
    expect(isBic('GKCCBEBB12')).toBe(false);
    expect(isBic('1KCCBEBB')).toBe(false);
  });

  it('accepts a country prefix and 2 to 13 letters or digits for VAT', () => {
    expect(isVatNumber('BE0712.345.678')).toBe(true);
    expect(isVatNumber('FR45123456789')).toBe(true);
    expect(isVatNumber('0712345678')).toBe(false);
    expect(isVatNumber('BE1')).toBe(false);
    expect(compactIdentifier(' be 0712.345-678 ')).toBe('BE0712345678');
  });
});

const issue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssue(result.error);
};

describe('supplier schemas (000 §5)', () => {
  it('needs a name and an integer type', () => {
    expect(issue(newSupplierSchema, { SupplierName: '  ', Type: 1 })).toEqual({
      field: 'SupplierName',
      key: 'required',
    });
    expect(issue(newSupplierSchema, { SupplierName: 'Lumen', Type: 1.5 })).toEqual({
      field: 'Type',
      key: 'notInteger',
    });
    expect(issue(newSupplierSchema, { SupplierName: 'Lumen', Type: 'a' })).toEqual({
      field: 'Type',
      key: 'invalid',
    });
    expect(newSupplierSchema.parse({ SupplierName: ' Lumen ', Type: 2 })).toEqual({
      SupplierName: 'Lumen',
      Type: 2,
    });
  });

  it('checks each identifier when given and allows them empty', () => {
    const base = { name: 'Lumen', type: 1 };
    expect(supplierSchema.parse(base)).toMatchObject({ iban: '', vat: '', email: '' });
    expect(issue(supplierSchema, { ...base, iban: 'BE72096123456769' })).toEqual({
      field: 'iban',
      key: 'invalidIban',
    });
    expect(issue(supplierSchema, { ...base, bic: 'XX' })).toEqual({ field: 'bic', key: 'invalidBic' });
    expect(issue(supplierSchema, { ...base, vat: '123' })).toEqual({ field: 'vat', key: 'invalidVat' });
    expect(issue(supplierSchema, { ...base, email: 'nope' })).toEqual({
      field: 'email',
      key: 'invalidEmail',
    });
    expect(issue(supplierSchema, { ...base, phone: 'call me' })).toEqual({
      field: 'phone',
      key: 'invalidPhone',
    });
    expect(issue(supplierSchema, { ...base, nationalRegistryNumber: '12345' })).toEqual({
      field: 'nationalRegistryNumber',
      key: 'invalidRegistryNumber',
    });
  });

  it('checks bank accounts: IBAN required, a positive exchange rate, a known currency', () => {
    const ok = { currency: 0, exchangeRate: '1', iban: 'BE71096123456769' };
    expect(bankAccountSchema.parse(ok)).toMatchObject({ bankName: '', bic: '' });
    expect(issue(bankAccountSchema, { ...ok, iban: '' })).toEqual({ field: 'iban', key: 'required' });
    expect(issue(bankAccountSchema, { ...ok, exchangeRate: '0' })).toEqual({
      field: 'exchangeRate',
      key: 'notPositive',
    });
    expect(issue(bankAccountSchema, { ...ok, currency: 999 })).toEqual({
      field: 'currency',
      key: 'outOfRange',
    });
  });
});

describe('address schema (001 §3.2)', () => {
  it('allows an empty address and checks the country code and coordinates', () => {
    expect(addressSchema.parse({})).toMatchObject({ street: '', lat: 0, lng: 0 });
    expect(issue(addressSchema, { countryCode: 'BE' })).toEqual({
      field: 'countryCode',
      key: 'invalidCountryCode',
    });
    expect(issue(addressSchema, { lat: 91 })).toEqual({ field: 'lat', key: 'outOfRange' });
  });
});
