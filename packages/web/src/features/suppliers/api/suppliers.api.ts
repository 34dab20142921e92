import { gqlRequest } from '../../../lib/graphql';

export interface Address {
  id: number;
  street: string;
  number: string;
  box: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
}

export interface BankAccount {
  id: number;
  bankName: string;
  currency: number;
  exchangeRate: string;
  iban: string;
  bic: string;
}

export interface Supplier {
  id: number;
  name: string;
  type: number;
  vat: string;
  iban: string;
  bic: string;
  info: string;
  contactName: string;
  contactFunction: string;
  nationalRegistryNumber: string;
  phone: string;
  email: string;
  address: Address | null;
  bankAccounts: BankAccount[];
}

export interface Duplicate {
  field: 'vat' | 'iban';
  supplierId: number;
  supplierName: string;
}

const ADDRESS = 'id street number box zip city state country countryCode lat lng';
const SUPPLIER = `id name type vat iban bic info contactName contactFunction nationalRegistryNumber phone email address { ${ADDRESS} } bankAccounts { id bankName currency exchangeRate iban bic }`;

export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (name: string, type: number | null) => ['suppliers', 'list', name, type] as const,
  one: (id: number) => ['suppliers', 'one', id] as const,
};

export async function getSuppliers(name: string, type: number | null): Promise<Supplier[]> {
  const data = await gqlRequest<{ GetSuppliers: Supplier[] }>(
    `query GetSuppliers($n: String, $t: Int) { GetSuppliers(SupplierName: $n, Type: $t) { ${SUPPLIER} } }`,
    { n: name, t: type },
  );
  return data.GetSuppliers;
}

export async function getSupplier(id: number): Promise<Supplier> {
  const data = await gqlRequest<{ GetSupplier: Supplier }>(
    `query GetSupplier($id: ID!) { GetSupplier(SupplierId: $id) { ${SUPPLIER} } }`,
    { id: String(id) },
  );
  return data.GetSupplier;
}

export async function addSupplier(name: string, type: number): Promise<Supplier> {
  const data = await gqlRequest<{ AddSupplier: Supplier }>(
    `mutation AddSupplier($n: String, $t: Int) { AddSupplier(SupplierName: $n, Type: $t) { ${SUPPLIER} } }`,
    { n: name, t: type },
  );
  return data.AddSupplier;
}

export type SupplierChanges = Omit<Supplier, 'id' | 'address' | 'bankAccounts'>;
export type AddressChanges = Omit<Address, 'id'>;

export async function updSupplier(
  id: number,
  supplier: SupplierChanges,
  address: AddressChanges,
): Promise<{ supplier: Supplier; duplicates: Duplicate[] }> {
  const data = await gqlRequest<{ UpdSupplier: { supplier: Supplier; duplicates: Duplicate[] } }>(
    `mutation UpdSupplier($id: Int!, $s: SupplierInput!, $a: AddressInput) {
      UpdSupplier(SupplierId: $id, UpdatedSupplier: $s, UpdatedSupplierAddress: $a) {
        supplier { ${SUPPLIER} } duplicates { field supplierId supplierName }
      }
    }`,
    { id, s: supplier, a: address },
  );
  return data.UpdSupplier;
}

export async function delSupplier(id: number): Promise<number> {
  const data = await gqlRequest<{ DelSupplier: number }>(
    'mutation DelSupplier($id: Int!) { DelSupplier(SupplierId: $id) }',
    {
      id,
    },
  );
  return data.DelSupplier;
}

export type BankAccountChanges = Omit<BankAccount, 'id'>;

export async function saveBankAccount(
  supplierId: number,
  accountId: number | null,
  account: BankAccountChanges,
): Promise<BankAccount> {
  const data = await gqlRequest<{ AddUpdSupplierBankAccount: BankAccount }>(
    `mutation AddUpdSupplierBankAccount($s: Int!, $id: Int, $b: SupplierBankAccountInput!) {
      AddUpdSupplierBankAccount(SupplierId: $s, BankAccountId: $id, BankAccount: $b) { id bankName currency exchangeRate iban bic }
    }`,
    { s: supplierId, id: accountId, b: account },
  );
  return data.AddUpdSupplierBankAccount;
}

export async function delBankAccount(id: number): Promise<number> {
  const data = await gqlRequest<{ DelSupplierBankAccount: number }>(
    'mutation DelSupplierBankAccount($id: Int!) { DelSupplierBankAccount(BankAccountId: $id) }',
    { id },
  );
  return data.DelSupplierBankAccount;
}
