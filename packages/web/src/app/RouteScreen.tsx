import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
// The entry imports these two files directly, not the components barrel: through the barrel the bundler put
// every shared component (with Select, Modal, floating-ui) in the first chunk, about 40 kB gzipped more.
import { PageLoader } from '../components/Loader';
import { PendingScreen } from '../components/PendingScreen';
import { RouteTitleContext } from '../components/route-title';
import { PRODUCT_NAME, paths, type RouteDef, type RoutePath } from '../config/paths';
import { passesGuard } from '../config/route-types';
import { useForm } from '../lib/i18n';
import { moduleAllows, useProjectModules } from '../lib/project-modules';
import { logout } from '../lib/session';
import { useSession } from '../lib/session-context';
import { SCREENS } from './screens';

/** Routes whose missing token leads to 404 rather than the login page (001 §2.1). */
const NO_TOKEN_TO_404: ReadonlySet<string> = new Set<RoutePath>(['job-request-list', 'job-request-list/:id']);

/** 001 §2.3: token check, then the route's right; a missing right goes to /pages/404. */
export function RouteScreen({ route }: { route: RouteDef }) {
  const session = useSession();
  const modules = useProjectModules();
  const t = useForm('routes');
  const title = t(route.title, route.en);
  const location = useLocation();
  // 001 §2.3, §4: signed out on the way, the person signs in and comes back here (issue 12 item 31).
  const asked = `${location.pathname}${location.search}`;

  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${title}`;
  }, [title]);

  const hasToken = session.token !== null;
  const isExpired = route.guard !== 'public' && !session.isSignedIn && hasToken;
  useEffect(() => {
    // 001 §2.3: an invalid token (expired, or stored by another app version) logs the user out.
    if (isExpired) logout(asked);
  }, [isExpired, asked]);

  if (route.guard !== 'public') {
    if (isExpired) return <PageLoader />;
    if (!session.isSignedIn)
      return (
        <Navigate to={NO_TOKEN_TO_404.has(route.path) ? paths.notFound() : paths.login(asked)} replace />
      );
    if (!passesGuard(route.guard, session.claims) || !moduleAllows(route, modules))
      return <Navigate to={paths.notFound()} replace />;
  }
  if (route.screen === 'pending') return <PendingScreen title={title} />;
  const Screen = SCREENS[route.screen];
  return (
    <RouteTitleContext.Provider value={title}>
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    </RouteTitleContext.Provider>
  );
}
