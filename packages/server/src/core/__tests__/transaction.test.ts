import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { getTestApp } from '../../test/harness';
import { withTransaction } from '../transaction';

// Issue 13: one transaction helper; work queued for after the commit runs only when the writes stay.
let app: App;
beforeAll(async () => {
  app = await getTestApp();
  await app.services.db.execute(sql`CREATE TABLE IF NOT EXISTS test_tx_notes (note text NOT NULL)`);
});

const count = async (note: string) =>
  (
    await app.services.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM test_tx_notes WHERE note = ${note}`,
    )
  ).rows[0]!.n;

describe('withTransaction (issue 13)', () => {
  it('commits the writes, then runs the queued work in order, before answering', async () => {
    const done: string[] = [];
    const answer = await withTransaction(app.services, async (tx, afterCommit) => {
      await tx.execute(sql`INSERT INTO test_tx_notes VALUES ('kept')`);
      afterCommit('first', async () => {
        done.push(`first sees ${await count('kept')}`);
      });
      afterCommit('second', async () => {
        done.push('second');
      });
      expect(done).toEqual([]);
      return 42;
    });
    expect(answer).toBe(42);
    expect(done).toEqual(['first sees 1', 'second']);
  });

  it('a rolled-back transaction runs none of its queued work and leaves nothing', async () => {
    const done: string[] = [];
    await expect(
      withTransaction(app.services, async (tx, afterCommit) => {
        await tx.execute(sql`INSERT INTO test_tx_notes VALUES ('rolled back')`);
        afterCommit('never', async () => {
          done.push('ran');
        });
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(done).toEqual([]);
    expect(await count('rolled back')).toBe(0);
  });
});
