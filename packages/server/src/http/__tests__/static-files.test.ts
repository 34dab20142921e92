import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveStatic } from '../static-files';

let root: string;
let server: Server;
let base: string;
const script = `console.info(${JSON.stringify('x'.repeat(5000))});`;

/** Raw GET (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'setledger-static-')));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Setledger</title>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // A script with the brotli copy the build writes beside it (vite.config.ts compressedCopies).
  writeFileSync(join(root, 'assets', 'chunk-def456.js'), script);
  writeFileSync(join(root, 'assets', 'chunk-def456.js.br'), brotliCompressSync(script));
  server = createServer((req, res) => {
    if (!serveStatic(root, req, res, new URL(req.url!, 'http://x').pathname)) {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static files of the web build', () => {
  it('gzips scripts for clients that accept it, and caches hashed assets for a year', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends plain bytes to clients without gzip, and never compresses images', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const image = await get('/assets/logo.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('revalidates index.html and refuses paths outside the build or with a malformed escape', async () => {
    const index = await get('/', { 'accept-encoding': 'gzip' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(index.body).toString()).toContain('<title>Setledger</title>');
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
    expect((await get('/assets')).status).toBe(404);
  });

  it('answers 404, never an error, to NUL bytes, dot segments and bad escapes in a path', async () => {
    for (const path of [
      '/%00',
      '/index.html%00',
      '/assets/%00app-abc123.js',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cpackage.json',
      '/%',
      '/%ZZ',
      '/%C0%AF',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('sends the brotli copy the build wrote to clients that accept br, with Vary and the year-long cache (issue 17)', async () => {
    const response = await get('/assets/chunk-def456.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    // br refused (q=0): gzip, made here as the file has no gzip copy.
    const gzip = await get('/assets/chunk-def456.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    // Only br accepted, and a file without a brotli copy: plain bytes (no brotli made on a request).
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toBe(script);
    // HEAD answers the same headers without a body.
    const head = await new Promise<Record<string, unknown>>((resolve, reject) => {
      request(
        `${base}/assets/chunk-def456.js`,
        { method: 'HEAD', headers: { 'accept-encoding': 'br' } },
        (res) => {
          res.resume();
          resolve(res.headers);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(head['content-encoding']).toBe('br');
  });

  it('reads Accept-Encoding with its q-values and wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('BR , GZIP;Q=0.5')).toEqual(['br', 'gzip']);
  });
});
