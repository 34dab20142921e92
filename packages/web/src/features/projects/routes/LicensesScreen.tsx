import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader, ScreenError } from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { projectsQuery } from '../api/projects.api';

/** The licenses the administrator manages, each with its number of projects. */
export default function LicensesScreen() {
  const t = useForm('projects');
  const projects = useQuery(projectsQuery());
  if (projects.isPending) return <PageLoader />;
  if (projects.isError) return <ScreenError error={projects.error} />;
  const licenses = new Map<number, { name: string; count: number }>();
  for (const project of projects.data) {
    const license = licenses.get(project.licenseID) ?? { name: project.license.companyName, count: 0 };
    license.count += 1;
    licenses.set(project.licenseID, license);
  }
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(110, 'Licenses')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[...licenses].map(([id, license]) => (
          <Card key={id} withBorder padding="lg">
            <Group justify="space-between">
              <Anchor component={Link} to={href('licenseList/:id', { id })} fw={600}>
                {license.name}
              </Anchor>
              <Badge variant="light">{t(111, '{n} projects').replace('{n}', String(license.count))}</Badge>
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {t(112, 'Open the license to see its projects and create new ones.')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
