import { useQuery } from '@tanstack/react-query';
import type { RouteDef } from '../config/paths';
import { getShellProfile } from './api/shell.api';
import { useSession } from './session-context';

/** The signed-in user's shell profile (initials, modules), one query for the header, navigation and guards. */
export function useShellProfile() {
  const { isSignedIn, claims } = useSession();
  return useQuery({
    queryKey: ['my-profile', 'shell', claims.UserID, claims.ProjectID],
    queryFn: getShellProfile,
    enabled: isSignedIn,
  });
}

/** The project's switched-on modules, or null while they are not known (then nothing is hidden). */
export function useProjectModules(): ReadonlySet<string> | null {
  const { data } = useShellProfile();
  return data?.modules ? new Set(data.modules) : null;
}

/** A route of a switched-off module leaves the navigation and its screen answers 404 (001 §3.10 switches). */
export const moduleAllows = (route: RouteDef, modules: ReadonlySet<string> | null): boolean =>
  !route.module || modules === null || modules.has(route.module);
