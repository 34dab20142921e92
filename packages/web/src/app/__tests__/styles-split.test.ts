import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const whole = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
const dir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const components = readdirSync(dir)
  .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
  .map((file) => file.replace(/\.css$/, ''));
/** Where each component's rules sit in Mantine's styles.css (which is their concatenation). */
const position = (name: string) => whole.indexOf(readFileSync(join(dir, `${name}.css`), 'utf8').trim());
const imported = (file: string) =>
  [
    ...readFileSync(join(import.meta.dirname, '..', file), 'utf8').matchAll(
      /@mantine\/core\/styles\/(\w[\w-]*)\.css/g,
    ),
  ].map((m) => m[1]!);

describe("Mantine's stylesheet split between the public pages and the shell (issue 17)", () => {
  const publicPart = imported('styles-public.ts');
  const rest = imported('styles-rest.ts');

  it('holds every component of styles.css once', () => {
    expect([...publicPart, ...rest].sort()).toEqual([...components].sort());
    for (const name of components) expect(position(name), name).toBeGreaterThanOrEqual(0);
  });

  it("keeps Mantine's order in each part, the baseline, variables and global rules first", () => {
    const ordered = (names: string[]) => [...names].sort((a, b) => position(a) - position(b));
    expect(publicPart).toEqual(ordered(publicPart));
    expect(rest).toEqual(ordered(rest));
    expect(publicPart.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('loads first every component others build on (the start of styles.css up to FloatingIndicator)', () => {
    const foundation = components
      .filter((name) => position(name) <= position('FloatingIndicator'))
      .sort((a, b) => position(a) - position(b));
    expect(publicPart.slice(0, foundation.length)).toEqual(foundation);
  });
});
