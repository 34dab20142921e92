import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  server: { proxy: { '/graphql': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
