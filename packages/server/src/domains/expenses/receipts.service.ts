import { randomBytes } from 'node:crypto';
import { EDITABLE_EXPENSE_STATUSES } from '@setledger/shared/expenses/expenses.constants';
import { RECEIPT_MAX_BYTES, RECEIPTS_PER_ITEM_MAX } from '@setledger/shared/expenses/receipts.constants';
import { fileSizeText } from '@setledger/shared/format/file-size';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { editableWhere, visibleWhere } from './expense-items.policy';
import { expenseItems, expenseReceipts } from './expenses.table';

export type ExpenseReceiptRow = typeof expenseReceipts.$inferSelect;

export { RECEIPT_MAX_BYTES };

/** The advisory lock (with the project id) under which a project's uploads check their room one at a time. */
const PROJECT_FILES_LOCK = 7301260;

/** File extensions of the accepted upload types (receipts, a location's pictures). */
export const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

/** The type of a file from its first bytes (the name and the declared type are not trusted). */
export function detectReceiptType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp') && ['heic', 'heix', 'mif1', 'msf1'].some((brand) => ascii(8, brand)))
    return 'image/heic';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  return null;
}

/** The item, if the caller may change it: its owner or encoder, administrators and production; still editable. */
async function editableItem(tx: Tx, actor: Actor, itemId: number) {
  const [item] = await tx
    .select()
    .from(expenseItems)
    .where(and(eq(expenseItems.id, itemId), editableWhere(actor)));
  if (!item) throw notFound();
  if (!EDITABLE_EXPENSE_STATUSES.includes(item.validated) && !actor.rights.has('canEditExpense'))
    throw new AppError('CONFLICT', 'alreadySubmitted');
  return item;
}

/** AddExpenseReceipt: a photo or a PDF for an item, checked by content and size, kept in the file storage. */
export async function addExpenseReceipt(
  services: Services,
  actor: Actor,
  input: { itemId: number; file: File },
): Promise<ExpenseReceiptRow> {
  // Who may attach first: nobody else's upload is read.
  await editableItem(services.db, actor, input.itemId);
  if (input.file.size === 0) throw badInput('File', 'required');
  if (input.file.size > RECEIPT_MAX_BYTES) throw badInput('File', 'fileTooLarge');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = detectReceiptType(bytes);
  if (!contentType) throw badInput('File', 'fileType');
  const storageKey = `${randomBytes(18).toString('base64url')}.${EXTENSIONS[contentType]}`;
  await services.storage.put(storageKey, bytes, { contentType });
  try {
    return await services.db.transaction(async (tx) => {
      // Uploads of a project take their turn, so two at once cannot both pass a limit.
      await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_FILES_LOCK}, ${actor.projectId})`);
      await assertRoomFor(tx, services, actor, input.itemId, bytes.length);
      const [row] = await tx
        .insert(expenseReceipts)
        .values({
          projectId: actor.projectId,
          itemId: input.itemId,
          uploadedBy: actor.userId,
          originalName: input.file.name.slice(0, 200) || 'receipt',
          contentType,
          size: bytes.length,
          storageKey,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    await services.storage.delete(storageKey);
    throw error;
  }
}

/**
 * Issue 12 item 9: at most RECEIPTS_PER_ITEM_MAX receipts per item, and a project's stored files within its quota
 * (PROJECT_STORAGE_QUOTA_MB). The refusals name the limit, in the caller's language.
 */
async function assertRoomFor(tx: Tx, services: Services, actor: Actor, itemId: number, size: number) {
  const [item] = await tx
    .select({ receipts: count() })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.itemId, itemId));
  if ((item?.receipts ?? 0) >= RECEIPTS_PER_ITEM_MAX)
    throw new AppError('BAD_USER_INPUT', 'tooManyReceipts', 'File', { max: String(RECEIPTS_PER_ITEM_MAX) });
  const [project] = await tx
    .select({ used: sum(expenseReceipts.size).mapWith(Number) })
    .from(expenseReceipts)
    .where(inProject(expenseReceipts, actor));
  const used = project?.used ?? 0;
  const quota = services.config.projectStorageQuotaBytes;
  if (used + size > quota) {
    const lang = languageCodeToTag(actor.language);
    throw new AppError('BAD_USER_INPUT', 'storageQuotaFull', 'File', {
      quota: fileSizeText(quota, lang),
      used: fileSizeText(used, lang),
    });
  }
}

export async function delExpenseReceipt(services: Services, actor: Actor, input: { receiptId: number }) {
  const [receipt] = await services.db
    .select()
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.id, input.receiptId), inProject(expenseReceipts, actor)));
  if (!receipt) throw notFound();
  await editableItem(services.db, actor, receipt.itemId);
  await services.db.delete(expenseReceipts).where(eq(expenseReceipts.id, receipt.id));
  await removeReceiptFiles(services, [receipt]);
  return receipt.id;
}

/**
 * The stored receipts of what a delete is about to take with it (its rows go by cascade): read them inside the
 * transaction, remove their files with removeReceiptFiles once it has committed.
 */
export function receiptFilesWhere(tx: Tx, where: { itemIds?: readonly number[]; sheetId?: number }) {
  const itemsOfSheet =
    where.sheetId === undefined
      ? null
      : tx.select({ id: expenseItems.id }).from(expenseItems).where(eq(expenseItems.sheetId, where.sheetId));
  return tx
    .select({ storageKey: expenseReceipts.storageKey })
    .from(expenseReceipts)
    .where(
      itemsOfSheet
        ? inArray(expenseReceipts.itemId, itemsOfSheet)
        : inArray(expenseReceipts.itemId, [...(where.itemIds ?? [])]),
    );
}

/** The stored receipts of a project about to be deleted (its rows go by cascade; the files after the commit). */
export async function projectReceiptKeys(tx: Tx, projectId: number): Promise<string[]> {
  const rows = await tx
    .select({ storageKey: expenseReceipts.storageKey })
    .from(expenseReceipts)
    .where(inProject(expenseReceipts, { projectId }));
  return rows.map((row) => row.storageKey);
}

/** Removes stored receipt files (their rows are gone): the project's quota counts what is stored. */
export async function removeReceiptFiles(
  services: Pick<Services, 'storage'>,
  files: readonly { storageKey: string }[],
) {
  for (const file of files) await services.storage.delete(file.storageKey);
}

/** Receipts of several items, in one query. */
export function receiptsOf(tx: Tx, itemIds: readonly number[]) {
  if (itemIds.length === 0) return Promise.resolve([] as ExpenseReceiptRow[]);
  return tx
    .select()
    .from(expenseReceipts)
    .where(inArray(expenseReceipts.itemId, [...itemIds]))
    .orderBy(expenseReceipts.id);
}

/**
 * GET /files/expense-receipts/{id}: the file for people who see its item (expense-items.policy). Anyone else:
 * not found, the row is never loaded.
 */
export async function readExpenseReceipt(services: Services, actor: Actor, receiptId: number) {
  const [row] = await services.db
    .select({ receipt: expenseReceipts, item: expenseItems })
    .from(expenseReceipts)
    .innerJoin(expenseItems, eq(expenseItems.id, expenseReceipts.itemId))
    .where(and(eq(expenseReceipts.id, receiptId), inProject(expenseReceipts, actor), visibleWhere(actor)));
  if (!row) return null;
  const body = await services.storage.get(row.receipt.storageKey);
  return {
    body,
    contentType: row.receipt.contentType,
    fileName: `receipt-${row.item.id}-${row.receipt.id}.${EXTENSIONS[row.receipt.contentType] ?? 'bin'}`,
  };
}
