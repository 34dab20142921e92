import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CARD_LIST_FILL_MS, CardList } from '../CardList';

interface Crew {
  id: number;
  name: string;
  dept: string;
}
const CREW: Crew[] = [
  { id: 1, name: 'Élodie Martin', dept: 'camera' },
  { id: 2, name: 'Sam Peeters', dept: 'sound' },
  { id: 3, name: 'Hugo Dupont', dept: 'camera' },
];

function renderList(props: Partial<Parameters<typeof CardList<Crew>>[0]> = {}, lang = 'en') {
  return renderWithProviders(
    <CardList<Crew>
      items={CREW}
      getKey={(c) => c.id}
      searchText={(c) => c.name}
      renderCard={(c) => <span>{c.name}</span>}
      {...props}
    />,
    { lang },
  );
}

const fill = () => act(() => vi.advanceTimersByTime(CARD_LIST_FILL_MS));

describe('CardList (001 §2.4 item 1)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fills its items only after the 250 ms wait', () => {
    renderList();
    expect(screen.queryByText('Sam Peeters')).toBeNull();
    act(() => vi.advanceTimersByTime(CARD_LIST_FILL_MS - 1));
    expect(screen.queryByText('Sam Peeters')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Sam Peeters')).toBeTruthy();
  });

  it('searches case- and accent-insensitively, and says when nothing matches', () => {
    renderList();
    fill();
    const search = screen.getByPlaceholderText('Type to search ...');
    fireEvent.change(search, { target: { value: 'ELODIE' } });
    expect(screen.getAllByTestId('card-list-item')).toHaveLength(1);
    expect(screen.getByText('Élodie Martin')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No items for this list')).toBeTruthy();
  });

  it('filters with the toggle buttons, all by default', () => {
    renderList({
      toggles: [
        { key: 'camera', label: 'Camera' },
        { key: 'sound', label: 'Sound' },
      ],
      toggleKey: (c) => c.dept,
    });
    fill();
    expect(screen.getAllByTestId('card-list-item')).toHaveLength(3);
    fireEvent.click(screen.getByText('Sound'));
    expect(screen.getAllByTestId('card-list-item')).toHaveLength(1);
    fireEvent.click(screen.getByText('All'));
    expect(screen.getAllByTestId('card-list-item')).toHaveLength(3);
  });

  it('raises a row click and shows each item rule', () => {
    const onRowClick = vi.fn();
    renderList({ onRowClick, rules: (c) => (c.dept === 'sound' ? 'Outside contract dates' : null) });
    fill();
    fireEvent.click(screen.getByText('Hugo Dupont'));
    expect(onRowClick).toHaveBeenCalledWith(CREW[2]);
    expect(screen.getAllByText('Outside contract dates')).toHaveLength(1);
  });

  it('renders the table style with columns, and pages', () => {
    renderList({ displayStyle: 'table', columns: [{ header: 'Name', cell: (c) => c.name }], pageSize: 20 });
    fill();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('names every page control (issue 12 item 30)', () => {
    renderList({ pageSize: 20 });
    fill();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('speaks French', () => {
    renderList({}, 'fr');
    fill();
    expect(screen.getByPlaceholderText('Tapez pour rechercher ...')).toBeTruthy();
  });
});
