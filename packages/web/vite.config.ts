import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { APP_VERSION } from '../shared/src/version.ts';

/** Writes version.json at the site root: the client compares it with its own build (001 §4). */
function versionFile(): Plugin {
  return {
    name: 'setledger-version-file',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? resolve(import.meta.dirname, 'dist');
      writeFileSync(resolve(dir, 'version.json'), JSON.stringify({ version: APP_VERSION }));
    },
  };
}

/**
 * Writes a brotli (best quality) and a gzip (level 9) copy beside each script, stylesheet and page of the build:
 * the server sends the copy the browser accepts (http/static-files.ts), compressed once, at build time (issue 17).
 */
function compressedCopies(): Plugin {
  const TEXT = /\.(js|css|html|svg|json)$/;
  return {
    name: 'setledger-compressed-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? resolve(import.meta.dirname, 'dist');
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => TEXT.test(name))
          .map(async (name) => {
            const file = resolve(dir, name);
            const raw = readFileSync(file);
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              promisify(gzip)(raw, { level: 9 }),
            ]);
            writeFileSync(`${file}.br`, br);
            writeFileSync(`${file}.gz`, gz);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(), compressedCopies()],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  server: { proxy: { '/graphql': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
