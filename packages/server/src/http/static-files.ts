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

/** Gzipped files, compressed once per file version (the build's assets never change under one name). */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();
function gzipped(file: string, mtimeMs: number): Buffer {
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
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
 * go gzipped to clients that accept it.
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
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipped(file, stats.mtimeMs) : null;
  res.writeHead(200, {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    'content-length': body ? body.length : stats.size,
    'cache-control': file.startsWith(join(root, 'assets') + sep)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(COMPRESSIBLE.has(extension) ? { vary: 'accept-encoding' } : {}),
    ...(body ? { 'content-encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if (body) res.end(body);
  else createReadStream(file).pipe(res);
  return true;
}
