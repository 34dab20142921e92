import {
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_ITEM_MAX,
} from '@setledger/shared/expenses/receipts.constants';
import { fileSizeText } from '@setledger/shared/format/file-size';
import { GraphQLRequestError } from '../../../lib/graphql';

export { RECEIPTS_PER_ITEM_MAX };

/** What a receipt input accepts: photos (camera on a phone) and PDF files; the server checks the content. */
export const RECEIPT_ACCEPT = RECEIPT_CONTENT_TYPES.join(',');

/** A file chosen for an item that does not exist yet: sent when the item is saved. */
export interface PendingReceipt {
  file: File;
  /** Why it could not be sent on the last save, if it could not. */
  error: string | null;
}

export type ReceiptFileProblem =
  | { kind: 'tooLarge'; size: string; limit: string }
  | { kind: 'notReceipt' }
  | null;

/**
 * A file the server would refuse, found before it is sent (issue 12 item 28): past the size limit, or of a type
 * that is no photo or PDF. A file without a declared type goes to the server, which reads its content.
 */
export function receiptFileProblem(file: File, languageTag: string): ReceiptFileProblem {
  if (file.size > RECEIPT_MAX_BYTES)
    return {
      kind: 'tooLarge',
      size: fileSizeText(file.size, languageTag),
      limit: fileSizeText(RECEIPT_MAX_BYTES, languageTag),
    };
  if (file.type && !(RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type))
    return { kind: 'notReceipt' };
  return null;
}

export const receiptSizeText = (bytes: number, languageTag: string) => fileSizeText(bytes, languageTag);
export const receiptLimitText = (languageTag: string) => fileSizeText(RECEIPT_MAX_BYTES, languageTag);

/** Why an upload failed, as the person reads it: the server's message names the limit it met. */
export const uploadFailure = (error: unknown, fallback: (error: unknown) => string) =>
  error instanceof GraphQLRequestError ? error.message : fallback(error);
