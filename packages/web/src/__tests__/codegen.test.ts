import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { codegenConfig } from '../../codegen';

const WEB = join(import.meta.dirname, '../..');
const SRC = join(WEB, 'src');

function files(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, suffix) : name.endsWith(suffix) ? [path] : [];
  });
}

/**
 * The typed documents are generated from the .graphql files and the server's printed schema (npm run codegen,
 * issue 13). A changed operation or schema that is not regenerated fails here, as does a generated file whose
 * .graphql source is gone.
 */
describe('generated GraphQL documents', () => {
  it('are what npm run codegen makes of the .graphql files and schema.graphql', {
    timeout: 120_000,
  }, async () => {
    const outputs: { filename: string; content: string }[] = await generate(
      { ...codegenConfig(WEB), silent: true, errorsOnly: true },
      false,
    );
    const stale = outputs
      .filter(
        (output) => !existsSync(output.filename) || readFileSync(output.filename, 'utf8') !== output.content,
      )
      .map((output) => relative(WEB, output.filename));
    expect(stale, 'run npm run codegen').toEqual([]);
    const expected = new Set(outputs.map((output) => output.filename));
    const orphans = files(SRC, '.generated.ts')
      .filter((file) => !expected.has(file))
      .map((file) => relative(WEB, file));
    expect(orphans, 'generated files without a .graphql source').toEqual([]);
  });
});
