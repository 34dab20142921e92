import { and, eq, gte, lte } from 'drizzle-orm';
import { badInput } from '../../core/errors';
import type { Tx } from '../../db/client';
import { contracts } from '../users/users.table';

/**
 * The contract-date check of every dated document (001 §2.4 item 4): a date outside all of the member's contracts
 * is refused (BAD_USER_INPUT on `field`, outsideContract) unless the project allows it; allowed, the document
 * keeps isInContract false and its validators see the warning.
 */
export async function contractCovers(
  tx: Tx,
  input: { userProjectId: number; date: string; allowOutside: boolean; field: string },
): Promise<boolean> {
  const [covering] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.userProjectId, input.userProjectId),
        lte(contracts.startDate, input.date),
        gte(contracts.endDate, input.date),
      ),
    )
    .limit(1);
  if (!covering && !input.allowOutside) throw badInput(input.field, 'outsideContract');
  return covering !== undefined;
}
