import { describe, expect, it } from 'vitest';
import { evaluateFormula } from '../formula-sandbox';

const vars = { amount: 100, factor: 0.21, value: 1, quantity: 2, rate: 1.5, days: 3 };

describe('formula sandbox', () => {
  it('computes with the formula variables', async () => {
    expect(await evaluateFormula('amount * factor', vars)).toEqual({ ok: true, value: 21 });
    expect(await evaluateFormula('Math.round(quantity * rate * days * 100) / 100', vars)).toEqual({
      ok: true,
      value: 9,
    });
  });

  it('cannot reach the host: no process, require, globals or Function constructor', async () => {
    for (const formula of [
      'process.exit(1)',
      'require("fs")',
      'globalThis.process.env',
      'this.constructor.constructor("return process")()',
      'import("node:fs")',
      'eval("1")',
    ]) {
      const result = await evaluateFormula(formula, vars);
      expect(result.ok, formula).toBe(false);
    }
    // The server process is untouched.
    expect(typeof process.pid).toBe('number');
  });

  it('stops a formula that runs too long, and works again afterwards', async () => {
    const started = Date.now();
    expect((await evaluateFormula('while (true) {}', vars)).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await evaluateFormula('amount + 1', vars)).toEqual({ ok: true, value: 101 });
  });

  it('refuses a result that is not a finite number', async () => {
    expect((await evaluateFormula('"text"', vars)).ok).toBe(false);
    expect((await evaluateFormula('amount / 0', vars)).ok).toBe(false);
    expect((await evaluateFormula('amount *', vars)).ok).toBe(false);
  });
});
