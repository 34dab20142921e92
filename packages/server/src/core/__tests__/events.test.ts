import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { getTestApp } from '../../test/harness';
import { createEventBus } from '../events';

declare module '../events' {
  interface DomainEventMap {
    'test.noted': { note: string };
  }
}

// Issue 13: domain events are published inside the writing transaction; subscribers run in it.
let app: App;
beforeAll(async () => {
  app = await getTestApp();
  await app.services.db.execute(sql`CREATE TABLE IF NOT EXISTS test_event_notes (note text NOT NULL)`);
});

const notes = async (note: string) =>
  (
    await app.services.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM test_event_notes WHERE note = ${note}`,
    )
  ).rows[0]!.n;

describe('domain events (issue 13)', () => {
  it('a subscriber writes in the source transaction: both commit together', async () => {
    const bus = createEventBus();
    bus.subscribe('test.noted', async (tx, event) => {
      await tx.execute(sql`INSERT INTO test_event_notes VALUES (${`${event.note} (followed)`})`);
    });
    await app.services.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO test_event_notes VALUES ('committed')`);
      await bus.publish(tx, 'test.noted', { note: 'committed' });
    });
    expect(await notes('committed')).toBe(1);
    expect(await notes('committed (followed)')).toBe(1);
    expect(bus.wired()).toEqual(['test.noted']);
  });

  it('a failed transaction leaves nothing of what its subscribers did', async () => {
    const bus = createEventBus();
    bus.subscribe('test.noted', async (tx, event) => {
      await tx.execute(sql`INSERT INTO test_event_notes VALUES (${`${event.note} (followed)`})`);
    });
    await expect(
      app.services.db.transaction(async (tx) => {
        await bus.publish(tx, 'test.noted', { note: 'failed' });
        throw new Error('the source fails after publishing');
      }),
    ).rejects.toThrow('the source fails');
    expect(await notes('failed (followed)')).toBe(0);
  });

  it("a subscriber's error rolls the source's write back", async () => {
    const bus = createEventBus();
    const order: string[] = [];
    bus.subscribe('test.noted', async () => {
      order.push('first');
    });
    bus.subscribe('test.noted', async () => {
      order.push('second');
      throw new Error('the subscriber refuses');
    });
    await expect(
      app.services.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO test_event_notes VALUES ('rolled back')`);
        await bus.publish(tx, 'test.noted', { note: 'rolled back' });
      }),
    ).rejects.toThrow('the subscriber refuses');
    expect(order).toEqual(['first', 'second']);
    expect(await notes('rolled back')).toBe(0);
  });

  it('publishing with no subscriber does nothing', async () => {
    const bus = createEventBus();
    await app.services.db.transaction((tx) => bus.publish(tx, 'test.noted', { note: 'alone' }));
    expect(bus.wired()).toEqual([]);
  });
});
