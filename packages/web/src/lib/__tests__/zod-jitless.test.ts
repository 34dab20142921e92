import { describe, expect, it } from 'vitest';

describe('zod without eval (issue 17)', () => {
  it('is configured jitless before zod loads, without importing zod', async () => {
    await import('../zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Parsing works without compiling.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
