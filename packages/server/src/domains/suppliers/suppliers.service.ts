import { addressSchema } from '@setledger/shared/addresses/addresses.schemas';
import { searchKey } from '@setledger/shared/format/text';
import {
  bankAccountSchema,
  newSupplierSchema,
  supplierSchema,
  supplierType,
} from '@setledger/shared/suppliers/suppliers.schemas';
import { compactIdentifier } from '@setledger/shared/validation/banking';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, conflict, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import {
  deleteAddress,
  insertAddress,
  isAddressReferenced,
  registerAddressUsage,
  updateAddress,
} from '../addresses';
import { findSupplierUsage } from './supplier-usage';
import * as sqlq from './suppliers.sql';
import { supplierBankAccounts, suppliers } from './suppliers.table';

export type Supplier = sqlq.SupplierWithAddress & { bankAccounts: sqlq.BankAccountRow[] };
export interface DuplicateWarning {
  field: 'vat' | 'iban';
  supplierId: number;
  supplierName: string;
}

/** Attaches bank accounts to suppliers in one query. */
async function withAccounts(tx: Tx, rows: sqlq.SupplierWithAddress[]): Promise<Supplier[]> {
  const accounts = await sqlq.listBankAccounts(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, bankAccounts: accounts.filter((a) => a.supplierId === row.id) }));
}

/** 000 §5 / §8: a supplier id must be numeric, else 'Invalid ID'. */
function supplierIdOf(raw: string | number): number {
  const text = String(raw).trim();
  if (!/^\d{1,9}$/.test(text)) throw badInput('SupplierId', 'invalidId');
  return Number(text);
}

async function requireSupplier(tx: Tx, actor: Actor, id: number) {
  const row = await sqlq.findSupplier(tx, actor.licenseId, id);
  if (!row) throw notFound();
  return row;
}

/** GetSuppliers: the license's suppliers; the name is matched trimmed and without accents (and case). */
export async function getSuppliers(
  services: Services,
  actor: Actor,
  input: { supplierName?: string | null; type?: number | null },
) {
  const term = searchKey(input.supplierName ?? '');
  const type = input.type == null ? undefined : parseInput(supplierType, input.type);
  const rows = await sqlq.listSuppliers(services.db, actor.licenseId, {
    ...(term ? { pattern: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } : {}),
    ...(type !== undefined ? { type } : {}),
  });
  return withAccounts(services.db, rows);
}

export async function getSupplier(services: Services, actor: Actor, input: { supplierId: string | number }) {
  const id = supplierIdOf(input.supplierId);
  const [supplier] = await withAccounts(services.db, [await requireSupplier(services.db, actor, id)]);
  return supplier!;
}

export function addSupplier(services: Services, actor: Actor, input: unknown) {
  const { SupplierName, Type } = parseInput(newSupplierSchema, input);
  return services.db.transaction(async (tx) => {
    const row = await sqlq.insertSupplier(tx, {
      licenseId: actor.licenseId,
      name: SupplierName,
      searchName: searchKey(SupplierName),
      type: Type,
    });
    const [supplier] = await withAccounts(tx, [{ ...row, address: null }]);
    return supplier!;
  });
}

/**
 * UpdSupplier: the supplier's fields and its address (created when it has none), in one transaction. A VAT
 * number or IBAN equal to another supplier's of the license is saved and reported as a warning.
 */
export function updSupplier(
  services: Services,
  actor: Actor,
  input: { supplierId: number; supplier: unknown; address?: unknown },
) {
  const values = parseInput(supplierSchema, input.supplier);
  const address = input.address == null ? null : parseInput(addressSchema, input.address);
  return services.db.transaction(async (tx) => {
    const current = await requireSupplier(tx, actor, input.supplierId);
    let addressId = current.addressId;
    if (address) {
      if (addressId === null) addressId = (await insertAddress(tx, actor.licenseId, address)).id;
      else await updateAddress(tx, actor.licenseId, addressId, address);
    }
    await sqlq.updateSupplier(tx, actor.licenseId, current.id, {
      ...values,
      searchName: searchKey(values.name),
      addressId,
    });
    const vat = compactIdentifier(values.vat);
    const iban = compactIdentifier(values.iban);
    const duplicates: DuplicateWarning[] = (
      await sqlq.findDuplicates(tx, actor.licenseId, current.id, vat, iban)
    ).flatMap((other) => [
      ...(vat && other.vat === vat
        ? [{ field: 'vat' as const, supplierId: other.id, supplierName: other.name }]
        : []),
      ...(iban && other.iban === iban
        ? [{ field: 'iban' as const, supplierId: other.id, supplierName: other.name }]
        : []),
    ]);
    const [supplier] = await withAccounts(tx, [(await sqlq.findSupplier(tx, actor.licenseId, current.id))!]);
    return { supplier: supplier!, duplicates };
  });
}

/** DelSupplier: refused (CONFLICT) while a project bills as it, or expenses, invoices or POs use it. */
export function delSupplier(services: Services, actor: Actor, input: { supplierId: number }) {
  return services.db.transaction(async (tx) => {
    const current = await requireSupplier(tx, actor, input.supplierId);
    const reason = await findSupplierUsage(tx, current.id);
    if (reason) throw conflict(reason);
    await sqlq.deleteSupplier(tx, actor.licenseId, current.id);
    // Its own address goes with it unless a project or another supplier shares it.
    if (current.addressId !== null && !(await isAddressReferenced(tx, current.addressId)))
      await deleteAddress(tx, actor.licenseId, current.addressId);
    return current.id;
  });
}

export function addUpdBankAccount(
  services: Services,
  actor: Actor,
  input: { supplierId: number; bankAccountId?: number | null; bankAccount: unknown },
) {
  const values = parseInput(bankAccountSchema, input.bankAccount);
  const normalized = { ...values, iban: compactIdentifier(values.iban), bic: compactIdentifier(values.bic) };
  return services.db.transaction(async (tx) => {
    const supplier = await requireSupplier(tx, actor, input.supplierId);
    if (input.bankAccountId) {
      const account = await sqlq.findBankAccount(tx, actor.licenseId, input.bankAccountId);
      if (!account || account.supplierId !== supplier.id) throw notFound();
      const [row] = await tx
        .update(supplierBankAccounts)
        .set(normalized)
        .where(eq(supplierBankAccounts.id, account.id))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(supplierBankAccounts)
      .values({ ...normalized, supplierId: supplier.id })
      .returning();
    return row!;
  });
}

export function delBankAccount(services: Services, actor: Actor, input: { bankAccountId: number }) {
  return services.db.transaction(async (tx) => {
    const account = await sqlq.findBankAccount(tx, actor.licenseId, input.bankAccountId);
    if (!account) throw notFound();
    await tx
      .delete(supplierBankAccounts)
      .where(
        and(eq(supplierBankAccounts.id, account.id), eq(supplierBankAccounts.supplierId, account.supplierId)),
      );
    return account.id;
  });
}

registerAddressUsage('suppliers', async (tx, addressId) => {
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.addressId, addressId))
    .limit(1);
  return row !== undefined;
});
