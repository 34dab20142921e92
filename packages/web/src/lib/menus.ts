import { useQuery } from '@tanstack/react-query';
import { type MenuTexts, useI18n } from './i18n';

/** 001 §8 fallbacks of a menu lookup. */
export const MENU_FALLBACK = { noMap: 'Not loaded yet', noMenu: 'not found', noValue: 'Not found' } as const;

export interface MenuValue {
  /** The menu's entries in the server's order; empty while loading or when the menu does not exist. */
  items: { value: number; message: string }[];
  isLoading: boolean;
  /** The message of one value: 'not found' for an unknown menu, 'Not found' for an unknown value. */
  label: (value: number) => string;
}

export function menuLabel(menus: MenuTexts | null | undefined, menuNumber: number, value: number): string {
  if (!menus) return MENU_FALLBACK.noMap;
  const menu = menus.get(menuNumber);
  if (!menu || menu.size === 0) return MENU_FALLBACK.noMenu;
  return menu.get(value) ?? MENU_FALLBACK.noValue;
}

/**
 * `useMenu(1008).label(status)`: menu texts (GetAllMenus) for the app language, loaded once per language.
 * While they load, labels are empty rather than a fallback, so nothing flashes.
 */
export function useMenu(menuNumber: number): MenuValue {
  const { fetchMenus, menus: staticMenus, language } = useI18n();
  const query = useQuery({
    queryKey: ['menus', language],
    queryFn: () => fetchMenus!(language),
    enabled: fetchMenus !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const isLoading = fetchMenus !== undefined && query.isPending;
  const menus = fetchMenus ? (query.data ?? null) : (staticMenus ?? null);
  const menu = menus?.get(menuNumber);
  return {
    items: menu ? [...menu].map(([value, message]) => ({ value, message })) : [],
    isLoading,
    label: (value) => (isLoading ? '' : menuLabel(menus, menuNumber, value)),
  };
}
