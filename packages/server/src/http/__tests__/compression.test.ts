import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { getTestApp } from '../../test/harness';
import { COMPRESS_FROM_BYTES, negotiateEncoding } from '../compression';

// Issue 17: /graphql answers are compressed when the client accepts it (brotli, else gzip), from 1 KB up, with
// Vary: Accept-Encoding; the decompressed body is the same JSON.

const LARGE = '{ __schema { types { name description } } }';
const SMALL = '{ __typename }';

let app: App;

beforeAll(async () => {
  app = await getTestApp();
});

/** A raw POST (fetch would decompress on its own): status, headers and the bytes as sent. */
function post(query: string, acceptEncoding?: string) {
  const body = JSON.stringify({ query });
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${app.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('/graphql compression', () => {
  it('negotiates brotli first, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip;q=0')).toBeNull();
  });

  it('sends the same JSON plain, gzipped and in brotli, each with its length and Vary', async () => {
    const plain = await post(LARGE);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const json = JSON.parse(plain.bytes.toString('utf8'));
    expect(json.data.__schema.types.length).toBeGreaterThan(50);

    const gzipped = await post(LARGE, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.bytes.length);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8'))).toEqual(json);

    const brotli = await post(LARGE, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(json);

    for (const answer of [plain, gzipped, brotli])
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('leaves a small answer as it is', async () => {
    const small = await post(SMALL, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses an error answer the same way, status kept', async () => {
    const query = `{ ${'nope '.repeat(400)} }`;
    const bad = await post(query, 'gzip');
    expect(bad.status).toBe((await post(query)).status);
    expect(bad.headers['content-encoding']).toBe('gzip');
    const text = bad.headers['content-encoding'] === 'gzip' ? gunzipSync(bad.bytes) : bad.bytes;
    expect(JSON.parse(text.toString('utf8')).errors.length).toBeGreaterThan(0);
  });
});
