import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_VERSION } from './packages/shared/src/version';

// One graphql instance: the libraries load its CommonJS build, so tests must too ("another module or realm").
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // One embedded database per worker, shared by the files that worker runs (see test/harness.ts).
          isolate: false,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
