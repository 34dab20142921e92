import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

describe('PROJECT_STORAGE_QUOTA_MB (issue 12 item 9)', () => {
  it('is 2 GB per project unless set, in megabytes', () => {
    expect(readConfig({}).projectStorageQuotaBytes).toBe(2048 * 1024 * 1024);
    expect(readConfig({ PROJECT_STORAGE_QUOTA_MB: '500' }).projectStorageQuotaBytes).toBe(500 * 1024 * 1024);
  });

  it('refuses a value that is not a whole number of megabytes above 0, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', '2GB', 'lots'])
      expect(() => readConfig({ PROJECT_STORAGE_QUOTA_MB: value }), value).toThrow(
        /PROJECT_STORAGE_QUOTA_MB/,
      );
  });
});
