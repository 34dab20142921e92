import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ListPager } from '../ListPager';

describe('ListPager', () => {
  it('shows the range, pages and changes the page size from the first page', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ListPager total={45} offset={20} perPage={20} onChange={onChange} />);
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 40, perPage: 20 });

    const size = screen.getAllByLabelText('Per page').find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(size);
    const list = await waitFor(() => document.getElementById(size.getAttribute('aria-controls') ?? '')!);
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['20', '50', '100']);
    fireEvent.click(within(list).getByRole('option', { name: '50', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 0, perPage: 50 });
  });

  it('ends the last page at the total and reads an empty list as 0–0 of 0', () => {
    const { unmount } = renderWithProviders(
      <ListPager total={45} offset={40} perPage={20} onChange={vi.fn()} />,
    );
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    unmount();
    renderWithProviders(<ListPager total={0} offset={0} perPage={20} onChange={vi.fn()} />);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('speaks the list language', () => {
    renderWithProviders(<ListPager total={45} offset={0} perPage={20} onChange={vi.fn()} />, { lang: 'fr' });
    expect(screen.getByText('1–20 sur 45')).toBeTruthy();
  });
});
