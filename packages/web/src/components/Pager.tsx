import { Box, Pagination, type PaginationProps } from '@mantine/core';
import { useForm } from '../lib/i18n';

/** Mantine's pagination with every control named (its arrows had no name, WCAG 4.1.2), in a labelled nav. */
export function Pager(props: PaginationProps) {
  const t = useForm('ui-card-list');
  const names = {
    first: t(2200, 'First page'),
    previous: t(2201, 'Previous page'),
    next: t(2202, 'Next page'),
    last: t(2203, 'Last page'),
  };
  return (
    <Box component="nav" aria-label={t(2204, 'Pages')}>
      <Pagination
        {...props}
        getControlProps={(control) => ({ 'aria-label': names[control] })}
        getItemProps={(page) => ({ 'aria-label': t(2205, 'Page {page}').replace('{page}', String(page)) })}
      />
    </Box>
  );
}
