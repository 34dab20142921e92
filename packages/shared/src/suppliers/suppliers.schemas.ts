import { z } from 'zod';
import { CURRENCIES } from '../format/currency';
import { isBic, isIban, isVatNumber } from '../validation/banking';
import { EMAIL_PATTERN, isPhone, NATIONAL_REGISTRY_PATTERN } from '../validation/fields';
import { typeError } from '../validation/keys';
import { optionalChecked, optionalText } from '../validation/schema-fields';

export const SUPPLIER_NAME_MAX = 200;

export const supplierName = z.string(typeError).trim().min(1, 'required').max(SUPPLIER_NAME_MAX, 'tooLong');
/** 000 §5: the supplier type is an integer. */
export const supplierType = z
  .number(typeError)
  .int('notInteger')
  .min(0, 'outOfRange')
  .max(1000, 'outOfRange');

/** AddSupplier (000 §7): a supplier needs a name; its type is an integer. */
export const newSupplierSchema = z.object(
  { SupplierName: supplierName, Type: supplierType },
  { error: 'invalid' },
);

/** UpdSupplier's UpdatedSupplier: the fields of 000 §3 plus the company fields of a legal entity (001 §3.10). */
export const supplierSchema = z.object(
  {
    name: supplierName,
    type: supplierType,
    iban: optionalChecked(42, isIban, 'invalidIban'),
    bic: optionalChecked(14, isBic, 'invalidBic'),
    vat: optionalChecked(20, isVatNumber, 'invalidVat'),
    info: optionalText(2000),
    contactName: optionalText(200),
    contactFunction: optionalText(200),
    nationalRegistryNumber: optionalChecked(
      20,
      (v) => NATIONAL_REGISTRY_PATTERN.test(v),
      'invalidRegistryNumber',
    ),
    phone: optionalChecked(40, isPhone, 'invalidPhone'),
    email: optionalChecked(254, (v) => EMAIL_PATTERN.test(v), 'invalidEmail'),
    companyType: z
      .number({ error: 'invalid' })
      .int('notInteger')
      .min(0, 'outOfRange')
      .nullish()
      .transform((value) => value ?? 0),
    urssafCode: optionalText(40),
    nafCode: optionalText(40),
    healthService: optionalText(200),
  },
  { error: 'invalid' },
);
export type SupplierInput = z.infer<typeof supplierSchema>;

/** A bank account of a supplier or legal entity (001 §3.10 supplierBankAccounts). */
export const bankAccountSchema = z.object(
  {
    bankName: optionalText(200),
    currency: z
      .number(typeError)
      .int('notInteger')
      .min(0, 'outOfRange')
      .max(CURRENCIES.length - 1, 'outOfRange'),
    exchangeRate: z
      .string(typeError)
      .trim()
      .regex(/^\d{1,12}(\.\d{1,6})?$/, 'invalid')
      .refine((value) => Number(value) > 0, 'notPositive'),
    iban: z.string(typeError).trim().min(1, 'required').refine(isIban, 'invalidIban'),
    bic: optionalChecked(14, isBic, 'invalidBic'),
  },
  { error: 'invalid' },
);
export type BankAccountInput = z.infer<typeof bankAccountSchema>;
