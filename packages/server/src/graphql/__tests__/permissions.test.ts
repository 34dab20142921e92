import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { broadFieldsWithoutRule, PERMISSIONS_FILE, printedPermissions } from '../../api/print-permissions';

describe('permission snapshot', () => {
  it('matches the committed permissions.snapshot.md (run `npm run permissions:snapshot` and review the change)', () => {
    expect(readFileSync(PERMISSIONS_FILE, 'utf8')).toBe(printedPermissions());
  });

  it('every root field whose scope says only "signed in" or "module on" declares the rule its service enforces', () => {
    expect(broadFieldsWithoutRule()).toEqual([]);
  });
});
