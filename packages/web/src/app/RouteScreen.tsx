import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageLoader, PendingScreen } from '../components';
import { PRODUCT_NAME, type RouteDef } from '../config/routes';
import { useForm } from '../lib/i18n';
import { logout } from '../lib/session';
import { useSession } from '../lib/session-context';
import { SCREENS } from './screens';

/** Routes whose missing token leads to 404 rather than the login page (001 §2.1). */
const NO_TOKEN_TO_404 = new Set(['job-request-list', 'job-request-list/:id']);

/** 001 §2.3: token check, then the route's right; a missing right goes to /pages/404. */
export function RouteScreen({ route }: { route: RouteDef }) {
  const session = useSession();
  const t = useForm('routes');
  const title = t(route.title, route.en);

  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${title}`;
  }, [title]);

  if (route.guard !== 'public') {
    if (!session.isSignedIn) {
      if (NO_TOKEN_TO_404.has(route.path)) return <Navigate to="/pages/404" replace />;
      // An invalid (expired or outdated) token logs the user out; no token at all just goes to login.
      if (session.token) {
        logout();
        return <PageLoader />;
      }
      return <Navigate to="/pages/login" replace />;
    }
    if (route.guard !== 'token' && session.claims[route.guard] !== true)
      return <Navigate to="/pages/404" replace />;
  }
  if (route.screen === 'pending') return <PendingScreen title={title} />;
  const Screen = SCREENS[route.screen];
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}
