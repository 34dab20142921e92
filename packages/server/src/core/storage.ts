import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

export interface StoredFileMeta {
  contentType?: string;
}

/**
 * Where uploaded files live (issue 13): the local data folder by default; an S3-compatible store can implement
 * the same port when several API processes serve one database. Keys are relative names such as
 * `receipts/abc.jpg`: letters, digits, `.`, `_` and `-` in `/`-separated parts, never `..`.
 */
export interface FileStorage {
  /** Stores a new file; a key is never reused, so an existing one is refused. */
  put(key: string, data: Uint8Array | Readable, meta?: StoredFileMeta): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  /** Removes the file; a missing one is not an error (deletes run again after a crash). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,7}$/;

/** Refuses a key that could leave the storage root (`..`, absolute paths, backslashes, empty parts). */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

async function bytesOf(data: Uint8Array | Readable): Promise<Buffer> {
  if (data instanceof Uint8Array) return Buffer.from(data);
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Files under one local folder (DATA_DIR/files), one file per key. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, assertStorageKey(key));
    // Belt and braces: the key pattern already keeps it inside.
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data instanceof Uint8Array ? data : await bytesOf(data), { flag: 'wx' });
    },
    get: async (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** Files in memory: for tests, and to prove a use case goes through the port. */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, { body: Buffer; meta: StoredFileMeta }>();
  const read = (key: string) => {
    const file = files.get(assertStorageKey(key));
    if (!file) throw Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
    return file.body;
  };
  return {
    async put(key, data, meta = {}) {
      if (files.has(assertStorageKey(key)))
        throw Object.assign(new Error(`${key} exists`), { code: 'EEXIST' });
      files.set(key, { body: await bytesOf(data), meta });
    },
    get: async (key) => read(key),
    stream: (key) => Readable.from([read(key)]),
    async delete(key) {
      files.delete(assertStorageKey(key));
    },
    exists: async (key) => files.has(assertStorageKey(key)),
    keys: () => [...files.keys()].sort(),
  };
}

/** The default storage of an app: DATA_DIR/files. */
export const localFilesOf = (dataDir: string) => createLocalStorage(join(dataDir, 'files'));
