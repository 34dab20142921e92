import { NavLink, ScrollArea, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { NAV_SECTIONS, ROUTES, type RouteDef } from '../../config/paths';
import { passesGuard } from '../../config/route-types';
import { useForm } from '../../lib/i18n';
import type { Claims } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { moduleAllows, useProjectModules } from '../project-modules';

/** The routes a caller may open, grouped by section: built from the route table and the token's rights. */
export function navigationFor(
  claims: Claims,
  modules: ReadonlySet<string> | null = null,
): { section: (typeof NAV_SECTIONS)[number]; routes: RouteDef[] }[] {
  const allowed = (route: RouteDef) => passesGuard(route.guard, claims) && moduleAllows(route, modules);
  return NAV_SECTIONS.map((section) => ({
    section,
    routes: ROUTES.filter((route) => route.nav === section.key && allowed(route)),
  })).filter((group) => group.routes.length > 0);
}

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useForm('routes');
  const { claims } = useSession();
  const modules = useProjectModules();
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto" h="100%" aria-label={t(913, 'Navigation')}>
      {navigationFor(claims, modules).map(({ section, routes }) => (
        <div key={section.key}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {t(section.title, section.en)}
          </Text>
          {routes.map((route) => (
            <NavLink
              key={route.path}
              component={RouterLink}
              to={`/${route.path}`}
              label={t(route.title, route.en)}
              active={pathname === `/${route.path}`}
              onClick={onNavigate}
            />
          ))}
        </div>
      ))}
    </ScrollArea>
  );
}
