import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, PageLoader } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { adminGreenDashboardQuery, userGreenDashboardQuery } from '../api/green-dashboard.api';
import { GreenDashboardView } from './GreenDashboardView';

/** The production's footprint (GetAdminGreenDashboard), for who reads green reporting (001 §6). */
export function AdminGreenSection() {
  const t = useForm('green-dashboard');
  const query = useQuery(adminGreenDashboardQuery());
  return (
    <Stack data-testid="admin-green-dashboard">
      <Title order={2} size="h3">
        {t(1, 'Carbon footprint of the production')}
      </Title>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {query.data && <GreenDashboardView dashboard={query.data} />}
    </Stack>
  );
}

/** The person's own footprint (GetUserGreenDashboard): every member of a project with the green module. */
export function UserGreenSection() {
  const t = useForm('green-dashboard');
  const query = useQuery(userGreenDashboardQuery());
  return (
    <Stack data-testid="user-green-dashboard">
      <Title order={2} size="h3">
        {t(2, 'My carbon footprint')}
      </Title>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {query.data && <GreenDashboardView dashboard={query.data} />}
    </Stack>
  );
}
