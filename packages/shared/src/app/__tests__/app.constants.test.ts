import { describe, expect, it } from 'vitest';
import { toastDelay } from '../app.constants';

describe('toast delays (001 §2.4, §9)', () => {
  it.each([
    ['success', 3000],
    ['danger', 4000],
    ['warning', 4000],
    ['info', 4000],
    ['', 4000],
  ])('%j hides after %i ms', (variant, ms) => expect(toastDelay(variant)).toBe(ms));
});
