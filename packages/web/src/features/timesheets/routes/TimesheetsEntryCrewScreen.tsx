import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CardList } from '../../../components/CardList';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { paths } from '../../../config/paths';
import { getTimesheetCrew, timesheetKeys } from '../api/timesheets.api';
import { useTimesheetTexts } from '../components/timesheets-ui';

/** timesheetsEntryCrew: production picks the crew member whose week they enter. */
export default function TimesheetsEntryCrewScreen() {
  const t = useTimesheetTexts();
  const navigate = useNavigate();
  const crew = useQuery({ queryKey: timesheetKeys.crew, queryFn: getTimesheetCrew });
  if (crew.isPending) return <PageLoader />;
  if (crew.isError) return <ScreenError error={crew.error} />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(160, 'Timesheets for crew')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          161,
          'Enter a week for a crew member and send it for validation; you are recorded as the encoder.',
        )}
      </Text>
      <CardList
        items={crew.data}
        getKey={(person) => person.id}
        searchText={(person) =>
          `${person.fullName} ${person.departmentName ?? ''} ${person.functionName ?? ''}`
        }
        onRowClick={(person) => navigate(paths.timesheetsEntryCrew.detail(person.id))}
        renderCard={(person) => (
          <Group justify="space-between" data-crew-member={person.id}>
            <div>
              <Text fw={600}>{person.fullName}</Text>
              <Text size="sm" c="dimmed">
                {[person.departmentName, person.functionName].filter(Boolean).join(' · ')}
              </Text>
            </div>
            {!person.underContract && (
              <Badge color="gray" variant="light">
                {t(162, 'No current contract')}
              </Badge>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
