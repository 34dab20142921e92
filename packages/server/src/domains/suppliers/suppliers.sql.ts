import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses } from '../addresses';
import { visibleWhere } from './suppliers.policy';
import { supplierBankAccounts, suppliers } from './suppliers.table';

export type SupplierRow = typeof suppliers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type BankAccountRow = typeof supplierBankAccounts.$inferSelect;
export type SupplierWithAddress = SupplierRow & { address: AddressRow | null };

/** Suppliers of a license with their address, by search key pattern and type, sorted by name. */
export async function listSuppliers(
  tx: Tx,
  licenseId: number,
  filter: { pattern?: string; type?: number; ids?: readonly number[] } = {},
): Promise<SupplierWithAddress[]> {
  const conditions: SQL[] = [visibleWhere({ licenseId })];
  if (filter.pattern) conditions.push(sql`${suppliers.searchName} like ${filter.pattern}`);
  if (filter.type !== undefined) conditions.push(eq(suppliers.type, filter.type));
  if (filter.ids) conditions.push(inArray(suppliers.id, [...filter.ids]));
  const rows = await tx
    .select({ supplier: suppliers, address: addresses })
    .from(suppliers)
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(and(...conditions))
    .orderBy(asc(suppliers.searchName), asc(suppliers.id))
    .limit(500);
  return rows.map((row) => ({ ...row.supplier, address: row.address }));
}

export async function findSupplier(tx: Tx, licenseId: number, id: number) {
  const [row] = await listSuppliers(tx, licenseId, { ids: [id] });
  return row;
}

export async function insertSupplier(tx: Tx, values: typeof suppliers.$inferInsert) {
  const [row] = await tx.insert(suppliers).values(values).returning();
  return row!;
}

export async function updateSupplier(
  tx: Tx,
  licenseId: number,
  id: number,
  values: Partial<typeof suppliers.$inferInsert>,
) {
  const [row] = await tx
    .update(suppliers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(visibleWhere({ licenseId }), eq(suppliers.id, id)))
    .returning();
  return row;
}

export function deleteSupplier(tx: Tx, licenseId: number, id: number) {
  return tx.delete(suppliers).where(and(visibleWhere({ licenseId }), eq(suppliers.id, id)));
}

const compact = (column: typeof suppliers.vat | typeof suppliers.iban) =>
  sql<string>`upper(regexp_replace(${column}, '[[:space:].-]', '', 'g'))`;

/** Other suppliers of the license with the same VAT number or IBAN (compared without spaces, dots, case). */
export function findDuplicates(tx: Tx, licenseId: number, id: number, vat: string, iban: string) {
  const matches: SQL[] = [];
  if (vat) matches.push(sql`${compact(suppliers.vat)} = ${vat}`);
  if (iban) matches.push(sql`${compact(suppliers.iban)} = ${iban}`);
  if (matches.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      vat: compact(suppliers.vat),
      iban: compact(suppliers.iban),
    })
    .from(suppliers)
    .where(and(visibleWhere({ licenseId }), ne(suppliers.id, id), or(...matches)))
    .orderBy(asc(suppliers.name));
}

export function listBankAccounts(tx: Tx, supplierIds: readonly number[]) {
  if (supplierIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(supplierBankAccounts)
    .where(inArray(supplierBankAccounts.supplierId, [...supplierIds]))
    .orderBy(asc(supplierBankAccounts.id));
}

/** A bank account with the license of its supplier, so callers can scope it. */
export async function findBankAccount(tx: Tx, licenseId: number, id: number) {
  const [row] = await tx
    .select({ account: supplierBankAccounts })
    .from(supplierBankAccounts)
    .innerJoin(suppliers, eq(suppliers.id, supplierBankAccounts.supplierId))
    .where(and(eq(supplierBankAccounts.id, id), visibleWhere({ licenseId })));
  return row?.account;
}

/** A license's suppliers as the green supplier import matches them: by compacted VAT number or search name. */
export function listSupplierKeys(tx: Tx, licenseId: number) {
  return tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      searchName: suppliers.searchName,
      vat: compact(suppliers.vat),
    })
    .from(suppliers)
    .where(visibleWhere({ licenseId }))
    .orderBy(asc(suppliers.id))
    .limit(100_000);
}
