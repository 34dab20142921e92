import type { Actor } from '../core/actor';
import type { AfterResponse, Services } from '../core/services';

export interface Context extends Services, AfterResponse {
  actor: Actor | null;
  /** Language tag of the caller ('en', 'fr', ...): the actor's app language, else the browser's. */
  lang: string;
  ip: string;
  /** The request's Idempotency-Key header: a repeated create answers with its first result. */
  idempotencyKey: string | null;
}

/** The actor of a field whose scope requires one (the auth scope has already checked it is there). */
export function requireActor(ctx: Context): Actor {
  if (!ctx.actor) throw new Error('auth scope let an anonymous caller through');
  return ctx.actor;
}
