import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader, ScreenError } from '../../../components';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { getExpenseCrew, referenceKeys } from '../../../lib/api/reference-data.api';
import { getProjectPurchaseOrders, poKeys } from '../api/purchase-orders.api';
import { usePoTexts } from '../components/po-ui';
import { PoList } from './MyPurchaseOrdersScreen';

/** poEntryCrew: production creates and sends purchase orders for a crew member (both are recorded). */
export default function PoEntryCrewScreen() {
  const t = usePoTexts();
  const crew = useQuery({ queryKey: referenceKeys.crew, queryFn: getExpenseCrew });
  const [userId, setUserId] = useState<number | null>(null);
  if (crew.isPending) return <PageLoader />;
  if (crew.isError) return <ScreenError error={crew.error} />;
  const person = crew.data.find((p) => p.id === userId);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(17, 'Purchase orders for crew')}
        </Title>
        <ExportMenu name="purchase order" filter={userId ? { userId } : {}} />
      </Group>
      <Select
        label={t(18, 'Crew member')}
        placeholder={t(19, 'Choose the person the purchase order is for')}
        searchable
        data={crew.data.map((p) => ({ value: String(p.id), label: p.fullName }))}
        value={userId ? String(userId) : null}
        onChange={(v) => setUserId(v ? Number(v) : null)}
        maw={420}
      />
      {person ? (
        <PoList
          key={person.id}
          title={person.fullName}
          userId={person.id}
          queryKey={(mode) => [...poKeys.project({ userId: person.id }), mode]}
          load={async (mode) =>
            (await getProjectPurchaseOrders({ mode, userId: person.id, limit: 500, offset: 0 })).rows
          }
        />
      ) : (
        <Text c="dimmed">{t(90, 'Pick a crew member to see and enter their purchase orders.')}</Text>
      )}
    </Stack>
  );
}
