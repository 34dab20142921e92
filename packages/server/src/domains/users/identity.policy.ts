import type { Actor } from '../../core/actor';
import type { Tx } from '../../db/client';

type LicenseAdministration = (tx: Tx, actorUserId: number, targetUserId: number) => Promise<boolean>;

/**
 * Whether the actor administers every license the target belongs to: the licenses domain (above this one, its
 * table points at users) hands its rule over at start-up (app.ts). Until then nobody does.
 */
let administersEveryLicenseOf: LicenseAdministration = async () => false;

export function registerLicenseAdministration(rule: LicenseAdministration): void {
  administersEveryLicenseOf = rule;
}

/** The fields that make an account: its login email and where its money goes (issue 12 item 1). */
export const IDENTITY_FIELDS = ['email', 'iban', 'bic'] as const;

/**
 * Who may change a person's login email and bank details: the person themself (not an administrator signed in
 * as them), or an administrator of every license the person belongs to. So never an administrator's by a
 * non-administrator, and never the account of someone who also works for another license.
 */
export async function mayChangeIdentityOf(tx: Tx, actor: Actor, targetUserId: number): Promise<boolean> {
  if (actor.signedInBy !== null) return false;
  if (targetUserId === actor.userId) return true;
  return administersEveryLicenseOf(tx, actor.userId, targetUserId);
}
