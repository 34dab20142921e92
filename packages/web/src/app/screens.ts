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
  projects: lazyScreen(() => import('../features/projects/routes/ProjectsScreen')),
  projectEdit: lazyScreen(() => import('../features/projects/routes/ProjectEditScreen')),
  myProject: lazyScreen(() => import('../features/projects/routes/MyProjectScreen')),
  licenses: lazyScreen(() => import('../features/projects/routes/LicensesScreen')),
  licenseDetail: lazyScreen(() => import('../features/projects/routes/LicenseDetailScreen')),
  departments: lazyScreen(() => import('../features/departments/routes/DepartmentsScreen')),
  functions: lazyScreen(() => import('../features/departments/routes/FunctionsScreen')),
  categories: lazyScreen(() => import('../features/departments/routes/CategoriesScreen')),
  suppliers: lazyScreen(() => import('../features/suppliers/routes/SuppliersScreen')),
  supplierEdit: lazyScreen(() => import('../features/suppliers/routes/SupplierEditScreen')),
  settings: lazyScreen(() => import('../features/settings/routes/SettingsScreen')),
  flags: lazyScreen(() => import('../features/settings/routes/FlagsScreen')),
  payCodes: lazyScreen(() => import('../features/settings/routes/PayCodesScreen')),
  users: lazyScreen(() => import('../features/users/routes/UsersScreen')),
  inviteUser: lazyScreen(() => import('../features/users/routes/InviteUserScreen')),
  userDetail: lazyScreen(() => import('../features/users/routes/UserDetailScreen')),
  allUsers: lazyScreen(() => import('../features/users/routes/AllUsersScreen')),
  crewList: lazyScreen(() => import('../features/users/routes/CrewListScreen')),
  validations: lazyScreen(() => import('../features/users/routes/ValidationsScreen')),
  outbox: lazyScreen(() => import('../features/users/routes/OutboxScreen')),
  invitation: lazyScreen(() => import('../features/session/routes/InvitationScreen')),
  forgotPassword: lazyScreen(() => import('../features/session/routes/ForgotPasswordScreen')),
  resetPassword: lazyScreen(() => import('../features/session/routes/ResetPasswordScreen')),
};
