import { useEffect } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { REDIRECTS, ROUTES } from '../config/routes';
import { useSession } from '../lib/session-context';
import { AppLayout } from './layout/AppLayout';
import { RouteScreen } from './RouteScreen';

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

/** Public routes render on their own; every other route sits in the shell. */
const SHELLLESS = new Set(['public']);

export function buildRoutes(): RouteObject[] {
  const own = (route: (typeof ROUTES)[number]): RouteObject => ({
    path: `/${route.path}`,
    element: <RouteScreen route={route} />,
  });
  return [
    {
      element: <ScrollToTop />,
      children: [
        ...REDIRECTS.map((r) => ({
          path: `/${r.path}`,
          element: <Redirect to={r.to} toWithToken={r.toWithToken} />,
        })),
        ...ROUTES.filter((r) => SHELLLESS.has(r.guard)).map(own),
        { element: <AppLayout />, children: ROUTES.filter((r) => !SHELLLESS.has(r.guard)).map(own) },
        { path: '*', element: <Navigate to="/pages/404" replace /> },
      ],
    },
  ];
}

export const createAppRouter = () => createHashRouter(buildRoutes());
