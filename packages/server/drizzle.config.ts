import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every domain's tables: one schema, one migration history.
  schema: './packages/server/src/domains/*/*.table.ts',
  out: './packages/server/src/db/migrations',
  casing: 'snake_case',
});
