import type { ComponentType } from 'react';
import type { ScreenKey } from '../config/paths';
import { lazyScreen } from './lazy-screen';

/** Screen of each key, loaded on demand so the first route stays small. */
export const SCREENS: Record<Exclude<ScreenKey, 'pending'>, ComponentType<object>> = {
  login: lazyScreen(() => import('../features/session/routes/LoginScreen')),
  notFound: lazyScreen(() => import('../features/errors/routes/NotFoundScreen')),
  serverError: lazyScreen(() => import('../features/errors/routes/ServerErrorScreen')),
  loading: lazyScreen(() => import('../features/errors/routes/LoadingScreen')),
  myDashboard: lazyScreen(() => import('../features/dashboard/routes/MyDashboardScreen')),
  profile: lazyScreen(() => import('../features/session/routes/ProfileScreen')),
  password: lazyScreen(() => import('../features/session/routes/PasswordScreen')),
};
