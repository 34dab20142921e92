import type { Tx } from '../db/client';

/**
 * The facts domains state when they write (issue 13), by name. A domain declares its own facts by augmenting this
 * interface next to the code that publishes them:
 *
 *   declare module '../../core/events' {
 *     interface DomainEventMap { 'expense-item.changed': { projectId: number; itemIds: number[] } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains add their events by declaration merging.
export interface DomainEventMap {}
export type DomainEventName = keyof DomainEventMap;

export type Subscriber<K extends DomainEventName> = (tx: Tx, event: DomainEventMap[K]) => Promise<void>;

/**
 * Domain events published inside the writing transaction. Subscribers run in that same transaction, in the
 * order they were wired: their writes commit with the source's, a subscriber's error rolls the whole write back,
 * and a failed transaction leaves nothing of what they did. Subscribers are wired explicitly at start-up
 * (app.ts), never by importing a module, so the sources do not know who follows them.
 */
export interface EventBus {
  publish<K extends DomainEventName>(tx: Tx, name: K, event: DomainEventMap[K]): Promise<void>;
  subscribe<K extends DomainEventName>(name: K, subscriber: Subscriber<K>): void;
  /** The names that have subscribers, for the start-up log and tests. */
  wired(): DomainEventName[];
}

export function createEventBus(): EventBus {
  const subscribers = new Map<DomainEventName, Subscriber<never>[]>();
  return {
    async publish(tx, name, event) {
      for (const subscriber of subscribers.get(name) ?? [])
        await (subscriber as Subscriber<typeof name>)(tx, event);
    },
    subscribe(name, subscriber) {
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber as Subscriber<never>]);
    },
    wired: () => [...subscribers.keys()],
  };
}
