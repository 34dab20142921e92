import { Table } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ResponsiveTable } from '../ResponsiveTable';

/** The window answers media queries as a phone (390 px) or a desk would. */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: (\d+)px/.test(query) && width <= Number(/max-width: (\d+)px/.exec(query)![1]),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function Lines() {
  const [rows, setRows] = useState(['Lens']);
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, 'Tripod'])}>
        more
      </button>
      <ResponsiveTable minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>12.00 €</Table.Td>
                <Table.Td>
                  <button type="button">Edit</button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Totals</Table.Th>
              <Table.Th>24.00 €</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ResponsiveTable>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResponsiveTable (issue 12 item 27)', () => {
  it('on a phone shows rows as cards, each cell named by its column, also for rows added later', async () => {
    screenWidth(390);
    const { container } = renderWithProviders(<Lines />);
    expect(container.querySelector('[data-phone-cards]')).not.toBeNull();
    expect(screen.getByText('Lens').getAttribute('data-label')).toBe('Line');
    expect(screen.getAllByText('12.00 €')[0]!.getAttribute('data-label')).toBe('Total');
    // An unnamed column (the actions) gets no name; the footer's cells are named too.
    expect(
      screen.getAllByRole('button', { name: 'Edit' })[0]!.closest('td')!.getAttribute('data-label'),
    ).toBe('');
    expect(screen.getByText('24.00 €').getAttribute('data-label')).toBe('Total');
    screen.getByRole('button', { name: 'more' }).click();
    await waitFor(() => expect(screen.getByText('Tripod').getAttribute('data-label')).toBe('Line'));
  });

  it('on a desk keeps the table that scrolls past its width, without names', () => {
    screenWidth(1280);
    const { container } = renderWithProviders(<Lines />);
    expect(container.querySelector('[data-phone-cards]')).toBeNull();
    const scroller = container.querySelector<HTMLElement>('[data-table-scroller]');
    expect(scroller).not.toBeNull();
    // Focusable only while it scrolls (axe 'scrollable-region-focusable'); happy-dom lays nothing out.
    expect(scroller!.hasAttribute('tabindex')).toBe(false);
    expect(screen.getByText('Lens').hasAttribute('data-label')).toBe(false);
  });
});
