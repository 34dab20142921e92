import { Suspense, useEffect } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
// Not the components barrel: see RouteScreen.tsx (keeps the first chunk small).
import { PageLoader } from '../components/Loader';
import { paths, REDIRECTS, ROUTES, type RouteDef } from '../config/paths';
import { isTokenValid } from '../lib/session';
import { useSession } from '../lib/session-context';
import { lazyScreen } from './lazy-screen';
import { RouteScreen } from './RouteScreen';
import { SCREENS } from './screens';

/**
 * The shell is loaded on demand too, with the project's formatter (decimal.js): the sign-in page (the first
 * route of a visitor) needs neither (issue 17).
 */
const AppLayout = lazyScreen(() =>
  import('./layout/SignedInShell').then((m) => ({ default: m.SignedInShell })),
);

/** Loads the shell and every screen ahead (the test kit, so a first render waits on data only). */
export const preloadApp = () =>
  Promise.all([AppLayout.preload(), ...Object.values(SCREENS).map((screen) => screen.preload())]);

/** Scrolls to the top on every route change (001 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}

function Redirect({ to, toWithToken }: { to: string; toWithToken?: string }) {
  const { isSignedIn } = useSession();
  return <Navigate to={isSignedIn && toWithToken ? toWithToken : to} replace />;
}

function Shell() {
  const { isSignedIn } = useSession();
  // Signed out, a shell route only sends the visitor to sign in (RouteScreen): the shell, whose calls need a
  // token, stays unloaded (its unauthenticated answers led to /pages/404, issue 12 item 31).
  if (!isSignedIn) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AppLayout />
    </Suspense>
  );
}

const own = (route: RouteDef): RouteObject => ({
  path: `/${route.path}`,
  element: <RouteScreen route={route} />,
  handle: route,
});

/**
 * Starts loading the first route's screen (and, signed in, the shell) as the app starts, beside each other,
 * instead of one after the other as the screens render (issue 17: a chain of chunks under a slow network).
 * Only a download: the screen still renders through its guard.
 */
export function preloadFirstRoute(matches: readonly { route: { handle?: unknown } }[]) {
  const route = matches.at(-1)?.route.handle as RouteDef | undefined;
  if (!route) return;
  const signedIn = isTokenValid();
  if (route.guard !== 'public' && !signedIn) return;
  if (route.guard !== 'public') void AppLayout.preload().catch(() => undefined);
  if (route.screen !== 'pending') void SCREENS[route.screen].preload().catch(() => undefined);
}

/** Public routes render on their own; every other route sits in the shell (001 §2.1, §2.2). */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <ScrollToTop />,
      children: [
        ...REDIRECTS.map((r) => ({
          path: `/${r.path}`,
          element: <Redirect to={r.to} toWithToken={r.toWithToken} />,
        })),
        ...ROUTES.filter((r) => r.guard === 'public').map(own),
        { element: <Shell />, children: ROUTES.filter((r) => r.guard !== 'public').map(own) },
        { path: '*', element: <Navigate to={paths.notFound()} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createHashRouter(buildRoutes());
  preloadFirstRoute(router.state.matches);
  return router;
}
