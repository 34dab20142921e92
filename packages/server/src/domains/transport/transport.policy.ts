import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { transports } from './transport.table';

/** Who manages every trip of the project (TransportsList, 001 §6): administrators, production, canManageTransport. */
export const managesTransport = (actor: Actor): boolean =>
  actor.isAdmin || actor.isProd || actor.rights.has('canManageTransport');

/** The trips a caller reads and changes: the project's with the right, else their own (mytransport). */
export function editableWhere(actor: Actor): SQL {
  return and(
    inProject(transports, actor),
    managesTransport(actor) ? undefined : eq(transports.userId, actor.userId),
  )!;
}

/** The caller's own trips (mytransport), whatever their rights. */
export function ownWhere(actor: Actor): SQL {
  return and(inProject(transports, actor), eq(transports.userId, actor.userId))!;
}

/** Nothing: for a caller who may not see a list. */
export const none = (): SQL => sql`false`;
