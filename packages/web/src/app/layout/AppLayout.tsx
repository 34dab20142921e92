import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ChromeSuggestionBanner } from '../../components/ChromeSuggestionBanner';
import { LanguagePicker } from '../../components/LanguagePicker';
import { useForm } from '../../lib/i18n';
import { useShellProfile } from '../../lib/project-modules';
import { useSession } from '../../lib/session-context';
import { checkNeedUpdate } from '../../lib/version-check';
import { DemoAccountsBanner } from './DemoAccountsBanner';
import { HeaderCounts } from './HeaderCounts';

import { ProjectSwitcher } from './ProjectSwitcher';
import { SideNav } from './SideNav';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

/** The theme's `sm` breakpoint is 769 px: responsive mode at 768 px or less (001 §2.4 item 12). */
const DESKTOP_FROM = 'sm';

function VersionBanner() {
  const t = useForm('shell');
  const { data: needUpdate } = useQuery({
    queryKey: ['need-update'],
    queryFn: () => checkNeedUpdate(),
    refetchInterval: 300_000,
  });
  if (!needUpdate) return null;
  return (
    <Group justify="center" bg="yellow.1" py={6} gap="sm">
      <Text size="sm">{t(24, 'A new version of Setledger is available.')}</Text>
      <Button size="xs" variant="light" onClick={() => window.location.reload()}>
        {t(25, 'Reload')}
      </Button>
    </Group>
  );
}

/** The shell of every signed-in screen: header (counts, project, language, user menu), side navigation, page. */
export function AppLayout() {
  const t = useForm('shell');
  const tRoutes = useForm('routes');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { isSignedIn } = useSession();
  const { data: profile } = useShellProfile();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: DESKTOP_FROM, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={DESKTOP_FROM}
              size="sm"
              aria-label={t(23, 'Toggle navigation')}
            />
            <Text fw={800} c="teal.7" size="lg">
              Setledger
            </Text>
            {isSignedIn && (
              <Group visibleFrom={DESKTOP_FROM}>
                <ProjectSwitcher />
              </Group>
            )}
          </Group>
          {isSignedIn && (
            <Group gap="sm" wrap="nowrap">
              <HeaderCounts />
              <Group visibleFrom={DESKTOP_FROM}>
                <LanguagePicker compact />
              </Group>
              <UserMenu initials={profile?.initials ?? ''} />
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={tRoutes(913, 'Navigation')}>
        <Group hiddenFrom={DESKTOP_FROM} p="xs" gap="xs" grow>
          <ProjectSwitcher />
          <LanguagePicker compact />
        </Group>
        <SideNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <DemoAccountsBanner />
        <ChromeSuggestionBanner />
        <VersionBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
