import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '../../../config/paths';
import { useGreenTexts } from '../components/green-ui';
import { LedgerLog } from '../components/LedgerLog';
import { MappingPanel } from '../components/MappingPanel';
import { OverrideForm } from '../components/OverrideForm';
import { RecomputePanel } from '../components/RecomputePanel';

/** green/factors: factor overrides with their reason, the recompute previewed then applied, the log, the mapping. */
export default function GreenFactorsScreen() {
  const t = useGreenTexts();
  return (
    <Stack>
      <Anchor component={Link} to={href('green')} size="sm">
        {t(140, 'Back to the green table')}
      </Anchor>
      <Title order={1} size="h2">
        {t(113, 'Factor overrides and recompute')}
      </Title>
      <OverrideForm />
      <RecomputePanel />
      <LedgerLog />
      <MappingPanel />
    </Stack>
  );
}
