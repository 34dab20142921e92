import type { Tx } from '../../db/client';

type UsageCheck = (tx: Tx, addressId: number) => Promise<boolean>;

/**
 * Who still points at an address: projects and suppliers register their checks, so the addresses domain (the
 * lower one) knows neither of them (issue 13: no folder cycle).
 */
const usages = new Map<string, UsageCheck>();

export function registerAddressUsage(name: string, check: UsageCheck): () => void {
  usages.set(name, check);
  return () => {
    usages.delete(name);
  };
}

/** True when a project or supplier still points at the address. */
export async function isAddressReferenced(tx: Tx, addressId: number): Promise<boolean> {
  for (const check of usages.values()) if (await check(tx, addressId)) return true;
  return false;
}
