import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { AddressInput, AddressRef } from '../addresses/addresses.graphql';
import * as service from './suppliers.service';
import type { BankAccountRow } from './suppliers.sql';

const BankAccountRef = builder.objectRef<BankAccountRow>('SupplierBankAccount').implement({
  description: 'A bank account of a supplier or legal entity (001 §3.10).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    supplierId: t.exposeInt('supplierId'),
    bankName: t.exposeString('bankName'),
    currency: t.exposeInt('currency'),
    exchangeRate: t.expose('exchangeRate', { type: 'Decimal' }),
    iban: t.exposeString('iban'),
    bic: t.exposeString('bic'),
  }),
});

export const SupplierRef = builder.objectRef<service.Supplier>('Supplier').implement({
  description: 'A supplier of the license (000 §3); legal entities of projects are suppliers too.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    licenseId: t.exposeInt('licenseId'),
    name: t.exposeString('name'),
    type: t.exposeInt('type'),
    addressId: t.exposeInt('addressId', { nullable: true }),
    address: t.field({ type: AddressRef, nullable: true, resolve: (s) => s.address }),
    iban: t.exposeString('iban'),
    bic: t.exposeString('bic'),
    info: t.exposeString('info'),
    contactName: t.exposeString('contactName'),
    contactFunction: t.exposeString('contactFunction'),
    nationalRegistryNumber: t.exposeString('nationalRegistryNumber'),
    vat: t.exposeString('vat'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    companyType: t.exposeInt('companyType'),
    urssafCode: t.exposeString('urssafCode'),
    nafCode: t.exposeString('nafCode'),
    healthService: t.exposeString('healthService'),
    isGreen: t.exposeBoolean('isGreen', { description: 'A green supplier (LoadGreenSuppliers, issue 14).' }),
    greenLabel: t.exposeString('greenLabel', { description: 'Its green label or certification.' }),
    greenLabelDate: t.exposeString('greenLabelDate', {
      nullable: true,
      description: 'When the label was granted (YYYY-MM-DD).',
    }),
    bankAccounts: t.field({ type: [BankAccountRef], resolve: (s) => s.bankAccounts }),
  }),
});

const DuplicateRef = builder.objectRef<service.DuplicateWarning>('SupplierDuplicate').implement({
  description: 'Another supplier of the license with the same VAT number or IBAN (a warning, not an error).',
  fields: (t) => ({
    field: t.exposeString('field'),
    supplierId: t.exposeInt('supplierId'),
    supplierName: t.exposeString('supplierName'),
  }),
});

const SaveResultRef = builder
  .objectRef<{ supplier: service.Supplier; duplicates: service.DuplicateWarning[] }>('SupplierSaveResult')
  .implement({
    fields: (t) => ({
      supplier: t.field({ type: SupplierRef, resolve: (r) => r.supplier }),
      duplicates: t.field({ type: [DuplicateRef], resolve: (r) => r.duplicates }),
    }),
  });

const SupplierInput = builder.inputType('SupplierInput', {
  fields: (t) => ({
    name: t.string(),
    type: t.int(),
    iban: t.string({ required: false }),
    bic: t.string({ required: false }),
    vat: t.string({ required: false }),
    info: t.string({ required: false }),
    contactName: t.string({ required: false }),
    contactFunction: t.string({ required: false }),
    nationalRegistryNumber: t.string({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    companyType: t.int({ required: false }),
    urssafCode: t.string({ required: false }),
    nafCode: t.string({ required: false }),
    healthService: t.string({ required: false }),
  }),
});

const BankAccountInput = builder.inputType('SupplierBankAccountInput', {
  fields: (t) => ({
    bankName: t.string({ required: false }),
    currency: t.int(),
    exchangeRate: t.string(),
    iban: t.string(),
    bic: t.string({ required: false }),
  }),
});

const member = { authenticated: true } as const;

builder.queryFields((t) => ({
  GetSuppliers: t.field({
    type: [SupplierRef],
    description: 'Suppliers of the license, searched by name (trimmed, accents and case ignored) and type.',
    extensions: { rule: "license scope: every member reads the license's suppliers (suppliers.policy)" },
    authScopes: member,
    args: { SupplierName: t.arg.string({ required: false }), Type: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.getSuppliers(ctx, requireActor(ctx), { supplierName: args.SupplierName, type: args.Type }),
  }),
  GetSupplier: t.field({
    type: SupplierRef,
    description: "A supplier by id; a non-numeric id answers 'Invalid ID' (000 §5).",
    extensions: {
      rule: "license scope: a supplier of the caller's license (suppliers.policy), else NOT_FOUND",
    },
    authScopes: member,
    args: { SupplierId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      service.getSupplier(ctx, requireActor(ctx), { supplierId: args.SupplierId }),
  }),
}));

builder.mutationFields((t) => ({
  AddSupplier: t.field({
    type: SupplierRef,
    authScopes: CONFIG_SCOPES,
    args: { SupplierName: t.arg.string({ required: false }), Type: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => service.addSupplier(ctx, requireActor(ctx), args),
  }),
  UpdSupplier: t.field({
    type: SaveResultRef,
    authScopes: CONFIG_SCOPES,
    args: {
      SupplierId: t.arg.int(),
      UpdatedSupplier: t.arg({ type: SupplierInput }),
      UpdatedSupplierAddress: t.arg({ type: AddressInput, required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.updSupplier(ctx, requireActor(ctx), {
        supplierId: args.SupplierId,
        supplier: args.UpdatedSupplier,
        address: args.UpdatedSupplierAddress,
      }),
  }),
  DelSupplier: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { SupplierId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delSupplier(ctx, requireActor(ctx), { supplierId: args.SupplierId }),
  }),
  AddUpdSupplierBankAccount: t.field({
    type: BankAccountRef,
    description: 'Adds (BankAccountId absent or 0) or updates a bank account of a supplier.',
    authScopes: CONFIG_SCOPES,
    args: {
      SupplierId: t.arg.int(),
      BankAccountId: t.arg.int({ required: false }),
      BankAccount: t.arg({ type: BankAccountInput }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdBankAccount(ctx, requireActor(ctx), {
        supplierId: args.SupplierId,
        bankAccountId: args.BankAccountId,
        bankAccount: args.BankAccount,
      }),
  }),
  DelSupplierBankAccount: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { BankAccountId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delBankAccount(ctx, requireActor(ctx), { bankAccountId: args.BankAccountId }),
  }),
}));
