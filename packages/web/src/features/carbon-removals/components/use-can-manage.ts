import { useSession } from '../../../lib/session-context';

/** Who records removals (001 §6, carbon-removals.policy): administrators, production, canManageCarbonRemoval. */
export function useCanManageRemovals(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canManageCarbonRemoval === true;
}
