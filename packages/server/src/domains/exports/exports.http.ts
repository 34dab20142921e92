import type { IncomingMessage, ServerResponse } from 'node:http';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type { Actor } from '../../core/actor';
import { AppError, ERROR_TEXT, type ErrorCode } from '../../core/errors';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { attachmentDisposition } from '../../lib/content-disposition';
import { exportList } from './exports.service';

const MAX_BODY = 64 * 1024;
const STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/** The request body as JSON; a body that is too large or not JSON is a bad input naming 'body'. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new AppError('BAD_USER_INPUT', 'tooLong', 'body');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new AppError('BAD_USER_INPUT', 'invalid', 'body');
  }
}

/** Errors answer like GraphQL ones (message in the caller's language, code and field in extensions). */
export function sendError(res: ServerResponse, error: AppError, lang: string) {
  const message = serverText('api-errors', ERROR_TEXT[error.text], lang, { field: error.field ?? '' });
  const extensions = { code: error.code, ...(error.field ? { field: error.field } : {}) };
  res.writeHead(STATUS[error.code] ?? 400, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ errors: [{ message, extensions }] }));
}

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 8187). */
export const contentDisposition = (fileName: string): string => attachmentDisposition(fileName);

/** POST /files/exports for a signed-in caller: JSON body in, the file out (or a translated error). */
export async function serveExport(
  services: Services,
  actor: Actor,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const lang = languageCodeToTag(actor.language);
  try {
    const file = await exportList(services, actor, { body: await readJson(req), at: new Date() });
    res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': file.body.length,
      'content-disposition': contentDisposition(file.fileName),
      'access-control-expose-headers': 'content-disposition, content-length',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    res.end(file.body);
  } catch (error) {
    if (error instanceof AppError) return sendError(res, error, lang);
    throw error;
  }
}
