import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { assertStorageKey, createLocalStorage, createMemoryStorage, type FileStorage } from '../storage';

// Issue 13: the file storage port, its local-folder default and the memory stand-in behave alike.
const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
};

const kinds: [string, () => FileStorage][] = [
  ['local folder', () => createLocalStorage(mkdtempSync(join(tmpdir(), 'setledger-storage-')))],
  ['memory', () => createMemoryStorage()],
];

describe.each(kinds)('file storage: %s', (_name, make) => {
  it('puts, gets, streams, tells whether a file exists, deletes', async () => {
    const storage = make();
    await storage.put('receipts/a1.pdf', new TextEncoder().encode('%PDF-1.7'), {
      contentType: 'application/pdf',
    });
    await storage.put('b_2-x.jpg', Readable.from([Buffer.from('jp'), Buffer.from('eg')]));
    expect((await storage.get('receipts/a1.pdf')).toString()).toBe('%PDF-1.7');
    expect(await read(storage.stream('b_2-x.jpg'))).toBe('jpeg');
    expect(await storage.exists('receipts/a1.pdf')).toBe(true);
    await storage.delete('receipts/a1.pdf');
    expect(await storage.exists('receipts/a1.pdf')).toBe(false);
    await expect(storage.get('receipts/a1.pdf')).rejects.toThrow();
    // Deleting again is not an error (a delete may run again after a crash).
    await storage.delete('receipts/a1.pdf');
  });

  it('never reuses a key: a second put of the same key is refused and keeps the first file', async () => {
    const storage = make();
    await storage.put('one.jpg', Buffer.from('first'));
    await expect(storage.put('one.jpg', Buffer.from('second'))).rejects.toThrow();
    expect((await storage.get('one.jpg')).toString()).toBe('first');
  });

  it.each([
    '../outside.txt',
    'a/../../outside.txt',
    '..',
    '/etc/passwd',
    'a\\..\\b',
    '',
    'a//b',
    './a',
    'a/./b',
    'a/',
    '.hidden',
    'é.jpg',
  ])('refuses the key %j on every operation', async (key) => {
    const storage = make();
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
    expect(() => storage.stream(key)).toThrow(/invalid storage key/);
  });
});

describe('local folder storage', () => {
  it('keeps every file inside its folder, whatever the key tried', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'setledger-storage-'));
    const root = join(parent, 'files');
    writeFileSync(join(parent, 'secret.txt'), 'not yours');
    const storage = createLocalStorage(root);
    await expect(storage.get('../secret.txt')).rejects.toThrow(/invalid storage key/);
    await storage.put('x/y.txt', Buffer.from('in'));
    expect(readdirSync(parent).sort()).toEqual(['files', 'secret.txt']);
    expect(readdirSync(join(root, 'x'))).toEqual(['y.txt']);
  });

  it('accepts the receipt keys written so far (random base64url name and extension)', () => {
    expect(assertStorageKey('Zq3_-x9AbCdEfGhIjKlMnOpQr.heic')).toBe('Zq3_-x9AbCdEfGhIjKlMnOpQr.heic');
  });
});
