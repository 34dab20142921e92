import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, type MenuTexts } from '../i18n';
import { menuLabel, useMenu } from '../menus';

const MENUS: MenuTexts = new Map([[1008, new Map([[8, 'Validé']])]]);

describe('menuLabel: the menu fallbacks of 001 §8', () => {
  it.each([
    ['a known value', MENUS, 1008, 8, 'Validé'],
    ['an unknown value', MENUS, 1008, 3, 'Not found'],
    ['an unknown menu', MENUS, 7, 8, 'not found'],
    ['no menus at all', null, 1008, 8, 'Not loaded yet'],
  ])('%s', (_label, menus, menu, value, expected) => {
    expect(menuLabel(menus, menu, value)).toBe(expected);
  });
});

function Status({ value }: { value: number }) {
  const menu = useMenu(1008);
  return <span data-testid="status">{menu.label(value)}</span>;
}

describe('useMenu', () => {
  it('shows nothing while loading, then the message, loading every menu once per language', async () => {
    let release: (menus: MenuTexts) => void = () => {};
    const fetchMenus = vi.fn(() => new Promise<MenuTexts>((resolve) => (release = resolve)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider value={{ language: 1, forms: null, showTags: false, fetchMenus }}>
          <Status value={8} />
          <Status value={3} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(screen.getAllByTestId('status').map((e) => e.textContent)).toEqual(['', '']);
    release(MENUS);
    expect(await screen.findByText('Validé')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(fetchMenus).toHaveBeenCalledOnce();
    expect(fetchMenus).toHaveBeenCalledWith(1);
  });
});
