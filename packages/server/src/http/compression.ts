import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this a compressed body saves less than the work costs (one TCP packet either way). */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from Accept-Encoding: brotli when the client takes it (smaller and, at quality 4,
 * as fast as gzip), else gzip, else none. A `;q=0` refuses an encoding.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** Compresses off the main thread (zlib's pool): a 500 KB answer must not stall the other requests. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** Adds a header name to Vary, keeping what is there (CORS varies on Origin). */
export function addVary(res: ServerResponse, name: string) {
  const current = res.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase() || n === '*')) names.push(name);
  res.setHeader('vary', names.join(', '));
}

/**
 * Sends a complete body, compressed when the client accepts it and the body is large enough. `Vary:
 * Accept-Encoding` always, so no cache hands a compressed answer to a client that cannot read it.
 */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
) {
  addVary(res, 'Accept-Encoding');
  const encoding =
    body.length >= COMPRESS_FROM_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
  const sent = encoding ? await compress(body, encoding) : body;
  res.writeHead(status, {
    ...headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(sent.length),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
