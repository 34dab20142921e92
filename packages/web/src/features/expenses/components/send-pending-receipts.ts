import { addExpenseReceipt, delExpenseItem } from '../api/expenses.api';
import type { PendingReceipt } from './receipt-files';

export type PendingFailure = { file: File; error: unknown; rolledBack: boolean };

/**
 * Sends the receipts chosen for a new item, once the item is saved. When one cannot be sent, the item is deleted
 * again with the receipts already sent (issue 12 item 28): an expense is not left saved without the receipt the
 * person chose for it. If even that fails, the item stays, without the receipt (`rolledBack` false).
 */
export async function sendPendingReceipts(
  itemId: number,
  pending: readonly PendingReceipt[],
  onProgress: (name: string, fraction: number) => void,
): Promise<PendingFailure | null> {
  for (const { file } of pending) {
    try {
      await addExpenseReceipt(itemId, file, (fraction) => onProgress(file.name, fraction));
    } catch (error) {
      const rolledBack = await delExpenseItem(itemId).then(
        () => true,
        () => false,
      );
      return { file, error, rolledBack };
    }
  }
  return null;
}
