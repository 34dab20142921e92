import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema';

/** `npm run schema:print` writes the committed schema file; a test fails when it is stale. */
export const SCHEMA_FILE = resolve(import.meta.dirname, '../../schema.graphql');
export const printedSchema = () => `${printSchema(schema)}\n`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.info(`Wrote ${SCHEMA_FILE}`);
}
