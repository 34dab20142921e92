import { gqlRequest } from '../../../lib/graphql';
import type { AddressFieldsFragment } from './fragments/address-fields.generated';
import type { SupplierFieldsFragment } from './fragments/supplier-fields.generated';
import { AddSupplierDocument } from './operations/add-supplier.generated';
import { AddUpdSupplierBankAccountDocument } from './operations/add-upd-supplier-bank-account.generated';
import { DelSupplierDocument } from './operations/del-supplier.generated';
import { DelSupplierBankAccountDocument } from './operations/del-supplier-bank-account.generated';
import { GetSupplierDocument } from './operations/get-supplier.generated';
import {
  GetSuppliersWithDetailsDocument,
  type GetSuppliersWithDetailsQuery,
} from './operations/get-suppliers-with-details.generated';
import { UpdSupplierDocument, type UpdSupplierMutation } from './operations/upd-supplier.generated';

export type Address = AddressFieldsFragment;
export type Supplier = SupplierFieldsFragment;
export type BankAccount = Supplier['bankAccounts'][number];
export type Duplicate = UpdSupplierMutation['UpdSupplier']['duplicates'][number];

export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (name: string, type: number | null) => ['suppliers', 'list', name, type] as const,
  one: (id: number) => ['suppliers', 'one', id] as const,
};

/** A supplier of the list, with its green mark (issue 14). */
export type ListedSupplier = GetSuppliersWithDetailsQuery['GetSuppliers'][number];

export async function getSuppliers(name: string, type: number | null): Promise<ListedSupplier[]> {
  const data = await gqlRequest(GetSuppliersWithDetailsDocument, { n: name, t: type });
  return data.GetSuppliers;
}

export async function getSupplier(id: number): Promise<Supplier> {
  const data = await gqlRequest(GetSupplierDocument, { id: String(id) });
  return data.GetSupplier;
}

export async function addSupplier(name: string, type: number): Promise<Supplier> {
  const data = await gqlRequest(AddSupplierDocument, { n: name, t: type });
  return data.AddSupplier;
}

export type SupplierChanges = Omit<Supplier, 'id' | 'address' | 'bankAccounts'>;
export type AddressChanges = Omit<Address, 'id'>;

export async function updSupplier(
  id: number,
  supplier: SupplierChanges,
  address: AddressChanges,
): Promise<UpdSupplierMutation['UpdSupplier']> {
  const data = await gqlRequest(UpdSupplierDocument, { id, s: supplier, a: address });
  return data.UpdSupplier;
}

export async function delSupplier(id: number): Promise<number> {
  const data = await gqlRequest(DelSupplierDocument, {
    id,
  });
  return data.DelSupplier;
}

export type BankAccountChanges = Omit<BankAccount, 'id'>;

export async function saveBankAccount(
  supplierId: number,
  accountId: number | null,
  account: BankAccountChanges,
): Promise<BankAccount> {
  const data = await gqlRequest(AddUpdSupplierBankAccountDocument, {
    s: supplierId,
    id: accountId,
    b: account,
  });
  return data.AddUpdSupplierBankAccount;
}

export async function delBankAccount(id: number): Promise<number> {
  const data = await gqlRequest(DelSupplierBankAccountDocument, { id });
  return data.DelSupplierBankAccount;
}
