// Compiles the server to one JavaScript file (issue 17: `npm start` no longer compiles TypeScript at every start).
// Bundles the server's and the shared package's sources; every npm package stays an import from node_modules.
// A source file's `import.meta.dirname` (migrations, texts, emission factors, the web build) is rewritten to its
// folder as seen from the bundle, so the files it reads are found in place.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
// `node scripts/build-server.mjs [outfile]`: packages/server/dist/main.js unless another file is named (tests).
const outfile = resolve(process.argv[2] ?? resolve(root, 'packages/server/dist/main.js'));
const outdir = dirname(outfile);

const sourceFolders = {
  name: 'source-folders',
  setup(b) {
    b.onLoad({ filter: /packages\/(server|shared)\/src\/.*\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.dirname')) {
        const folder = relative(outdir, dirname(args.path)).split('\\').join('/');
        contents = contents.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** npm packages stay external; the workspace's own packages are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@setledger/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [resolve(root, 'packages/server/src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourceFolders, externalPackages],
});
console.info(`server compiled to ${relative(root, outfile)} in ${Date.now() - started} ms`);
