import { useCallback } from 'react';
import { useForm } from '../../../lib/i18n';

export type GreenSupplierTexts = (n: number, en: string, params?: Record<string, string>) => string;

/** The texts of form 'green-suppliers', with `{name}` placeholders filled. */
export function useGreenSupplierTexts(): GreenSupplierTexts {
  const t = useForm('green-suppliers');
  return useCallback(
    (n, en, params = {}) => t(n, en).replace(/\{(\w+)\}/g, (all, key: string) => params[key] ?? all),
    [t],
  );
}
