import type { HeaderCount } from '@setledger/shared/session/header.constants';
import type { Tx } from '../db/client';
import type { Actor } from './actor';

/** One header count of 001 §3.5 for the caller (numExpToValidate, numPoRefused, ...). */
export type HeaderCounter = (tx: Tx, actor: Actor) => Promise<number>;

/** The counts each domain owns, by name. */
export type HeaderCounters = Partial<Record<HeaderCount, HeaderCounter>>;

/**
 * The header counts, registered explicitly at start-up (header-counters.ts, called from app.ts), never by
 * importing a module. A count no domain has registered is 0: its domain does not exist yet.
 */
export interface HeaderCountRegistry {
  /** Registers (or replaces) a count; answers how to put the previous one back (tests). */
  register(name: HeaderCount, counter: HeaderCounter): () => void;
  get(name: HeaderCount): HeaderCounter | undefined;
  registered(): HeaderCount[];
}

export function createHeaderCounts(): HeaderCountRegistry {
  const counters = new Map<HeaderCount, HeaderCounter>();
  return {
    register(name, counter) {
      const previous = counters.get(name);
      counters.set(name, counter);
      return () => {
        if (previous) counters.set(name, previous);
        else counters.delete(name);
      };
    },
    get: (name) => counters.get(name),
    registered: () => [...counters.keys()],
  };
}
