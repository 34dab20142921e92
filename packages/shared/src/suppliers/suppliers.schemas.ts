import { z } from 'zod';
import { CURRENCIES } from '../format/currency';
import { isBic, isIban, isVatNumber } from '../validation/banking';
import { EMAIL_PATTERN, isPhone, NATIONAL_REGISTRY_PATTERN } from '../validation/fields';
import { typeError } from '../validation/keys';

export const SUPPLIER_NAME_MAX = 200;

const text = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value ?? '');
/** Empty, or passing the check. */
const checked = (max: number, check: (value: string) => boolean, key: string) =>
  text(max).refine((value) => value === '' || check(value), key);

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
    iban: checked(42, isIban, 'invalidIban'),
    bic: checked(14, isBic, 'invalidBic'),
    vat: checked(20, isVatNumber, 'invalidVat'),
    info: text(2000),
    contactName: text(200),
    contactFunction: text(200),
    nationalRegistryNumber: checked(20, (v) => NATIONAL_REGISTRY_PATTERN.test(v), 'invalidRegistryNumber'),
    phone: checked(40, isPhone, 'invalidPhone'),
    email: checked(254, (v) => EMAIL_PATTERN.test(v), 'invalidEmail'),
    companyType: z
      .number({ error: 'invalid' })
      .int('notInteger')
      .min(0, 'outOfRange')
      .nullish()
      .transform((value) => value ?? 0),
    urssafCode: text(40),
    nafCode: text(40),
    healthService: text(200),
  },
  { error: 'invalid' },
);
export type SupplierInput = z.infer<typeof supplierSchema>;

/** A bank account of a supplier or legal entity (001 §3.10 supplierBankAccounts). */
export const bankAccountSchema = z.object(
  {
    bankName: text(200),
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
    bic: checked(14, isBic, 'invalidBic'),
  },
  { error: 'invalid' },
);
export type BankAccountInput = z.infer<typeof bankAccountSchema>;
