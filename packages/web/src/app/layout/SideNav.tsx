import { Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isLiveMenuEntry } from '../../config/domains';
import { NAV_SECTIONS, type NavSection, ROUTES, type RouteDef } from '../../config/paths';
import { passesGuard } from '../../config/route-types';
import { useForm } from '../../lib/i18n';
import { moduleAllows, useProjectModules } from '../../lib/project-modules';
import type { Claims } from '../../lib/session';
import { useSession } from '../../lib/session-context';

type NavGroup = { section: (typeof NAV_SECTIONS)[number]; routes: RouteDef[] };

/**
 * The routes a caller may open, grouped by section: the list routes of the domains built so far
 * (config/domains.ts), filtered by the token's rights and the project's modules.
 */
export function navigationFor(claims: Claims, modules: ReadonlySet<string> | null = null): NavGroup[] {
  const allowed = (route: RouteDef) =>
    isLiveMenuEntry(route.path) && passesGuard(route.guard, claims) && moduleAllows(route, modules);
  return NAV_SECTIONS.map((section) => ({
    section,
    routes: ROUTES.filter((route) => route.nav === section.key && allowed(route)),
  })).filter((group) => group.routes.length > 0);
}

/** The entry of the current page: its own route or, on a detail route ('/myexpenses/12'), its list. */
export function activeEntry(groups: NavGroup[], pathname: string): RouteDef | undefined {
  const matches = groups
    .flatMap((group) => group.routes)
    .filter((route) => pathname === `/${route.path}` || pathname.startsWith(`/${route.path}/`));
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useForm('routes');
  const { claims } = useSession();
  const modules = useProjectModules();
  const { pathname } = useLocation();
  const groups = navigationFor(claims, modules);
  const active = activeEntry(groups, pathname);
  const activeSection = active?.nav;
  const [folded, setFolded] = useState<ReadonlySet<NavSection>>(new Set());
  const activeLink = useRef<HTMLAnchorElement>(null);

  // The section of the page the person just opened is never left folded.
  useEffect(() => {
    if (activeSection)
      setFolded((current) => {
        if (!current.has(activeSection)) return current;
        const next = new Set(current);
        next.delete(activeSection);
        return next;
      });
  }, [activeSection]);

  // A long menu keeps the current page's entry in view.
  useEffect(() => {
    if (active) activeLink.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const toggle = (key: NavSection) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <ScrollArea type="auto" h="100%">
      {groups.map(({ section, routes }) => {
        const isOpen = !folded.has(section.key);
        const listId = `nav-section-${section.key}`;
        return (
          <div key={section.key}>
            <UnstyledButton
              w="100%"
              px="sm"
              pt="md"
              pb={4}
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => toggle(section.key)}
            >
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" component="span">
                  {t(section.title, section.en)}
                </Text>
                <IconChevronDown
                  size={14}
                  aria-hidden
                  style={{ transform: isOpen ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }}
                />
              </Group>
            </UnstyledButton>
            <div id={listId} hidden={!isOpen}>
              {routes.map((route) => {
                const isActive = route === active;
                return (
                  <NavLink
                    key={route.path}
                    ref={isActive ? activeLink : undefined}
                    component={RouterLink}
                    to={`/${route.path}`}
                    label={t(route.title, route.en)}
                    active={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={onNavigate}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
    </ScrollArea>
  );
}
