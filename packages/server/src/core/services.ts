import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import type { BackgroundTasks } from '../lib/background';
import type { AppConfig } from '../lib/config';
import type { EventBus } from './events';
import type { HeaderCountRegistry } from './header-counts';
import type { Mailer } from './mailer';

/** What a use case may reach besides its input: the database and the ports, built once at start-up. */
export interface Services {
  db: Db;
  tokens: TokenService;
  config: AppConfig;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Domain events, published inside the writing transaction (core/events.ts). */
  events: EventBus;
  /** The header counts of 001 §3.5, registered at start-up (header-counters.ts). */
  headerCounts: HeaderCountRegistry;
}

/**
 * Runs a task once the answer has been sent: an answer that must not depend on what the task finds (the
 * password reset of an unknown email) takes the same time either way.
 */
export interface AfterResponse {
  afterResponse(name: string, task: () => Promise<unknown>): void;
}
