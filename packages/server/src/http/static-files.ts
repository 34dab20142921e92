import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Compressed files, once per file version (the build's assets never change under one name). The build writes
 * brotli (best quality) and gzip copies beside each text file (vite.config.ts); a file without its copy is
 * gzipped here, at level 9 (brotli at its best quality is too slow to run on a request).
 */
const compressedCache = new Map<string, { mtimeMs: number; body: Buffer | null }>();
function compressed(file: string, mtimeMs: number, encoding: Encoding): Buffer | null {
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const copy = statSync(file + SUFFIX[encoding], { throwIfNoEntry: false });
  const body =
    copy?.isFile() && copy.mtimeMs >= mtimeMs
      ? readFileSync(file + SUFFIX[encoding])
      : encoding === 'gzip'
        ? gzipSync(readFileSync(file), { level: 9 })
        : null;
  compressedCache.set(key, { mtimeMs, body });
  return body;
}

/** The encodings the client accepts, brotli first, then gzip; `q=0` refuses one, `*` stands for the others. */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(wants);
}

function fileOf(root: string, pathname: string): string | null {
  let relative: string;
  try {
    relative = pathname === '/' ? 'index.html' : decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return null; // a malformed escape is no file of ours
  }
  // No file of ours has a control character (NUL makes the file system calls throw) or a backslash in its name.
  if (/[\\]/.test(relative) || [...relative].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const file = normalize(join(root, relative));
  return file.startsWith(root + sep) ? file : null;
}

/**
 * Serves the built web app; hashed assets are cached for a year, everything else is revalidated. Text files
 * go compressed (brotli, else gzip) to clients that accept it, with `Vary: Accept-Encoding`.
 */
export function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = fileOf(root, pathname);
  const stats = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!file || !stats?.isFile()) return false;
  const extension = extname(file);
  const accepted = COMPRESSIBLE.has(extension) ? acceptedEncodings(req.headers['accept-encoding']) : [];
  let encoding: Encoding | null = null;
  let body: Buffer | null = null;
  for (const candidate of accepted) {
    body = compressed(file, stats.mtimeMs, candidate);
    if (body) {
      encoding = candidate;
      break;
    }
  }
  res.writeHead(200, {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    'content-length': body ? body.length : stats.size,
    'cache-control': file.startsWith(join(root, 'assets') + sep)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(COMPRESSIBLE.has(extension) ? { vary: 'accept-encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if (body) res.end(body);
  else createReadStream(file).pipe(res);
  return true;
}
