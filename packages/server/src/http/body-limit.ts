import type { IncomingMessage } from 'node:http';
import { BUDGET_IMPORT_MAX_BYTES } from '@setledger/shared/budget/budget-import';
import { RECEIPT_MAX_BYTES } from '@setledger/shared/expenses/receipts.constants';

const KB = 1024;
const MB = 1024 * KB;

/**
 * How large a GraphQL request may be (issue 12 item 4): an anonymous caller signs in, asks for a password reset or
 * reads texts; a signed-in one sends forms (lists are capped at 500 items, strings at 10,000 characters); only a
 * signed-in multipart request carries a file, up to the largest file a form takes plus its envelope.
 */
export const BODY_LIMITS = {
  anonymous: 64 * KB,
  signedIn: 1 * MB,
  upload: Math.max(RECEIPT_MAX_BYTES, BUDGET_IMPORT_MAX_BYTES) + 1 * MB,
} as const;

/** The largest file a form takes (a receipt, 10 MB): what a refused upload names (issue 12 item 28). */
export const FILE_MAX_BYTES = Math.max(RECEIPT_MAX_BYTES, BUDGET_IMPORT_MAX_BYTES);

export const isUpload = (contentType: string | undefined) => /^multipart\/form-data/i.test(contentType ?? '');

export function bodyLimit(isSignedIn: boolean, contentType: string | undefined): number {
  if (!isSignedIn) return BODY_LIMITS.anonymous;
  return isUpload(contentType) ? BODY_LIMITS.upload : BODY_LIMITS.signedIn;
}

/** '64 KB', '11 MB': the limit as the 413 answer names it. */
export const formatBytes = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;

/** A refused body is read and dropped up to this much, so the caller reads the answer; beyond, the socket closes. */
const DRAIN_AT_MOST = 32 * MB;

/**
 * The whole body, or null as soon as it passes `limit` (a declared length is checked before reading anything).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let refused = Number.isFinite(declared) && declared > limit;
    const chunks: Buffer[] = [];
    let size = 0;
    if (refused) resolve(null);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > DRAIN_AT_MOST) req.destroy();
        return;
      }
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
