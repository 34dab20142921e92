import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

/** formName -> formNumber -> message, for the current language. */
export type FormTexts = ReadonlyMap<string, ReadonlyMap<number, string>>;

export interface I18nValue {
  /** App language code of 001 §1 (0 en, 1 fr, 2 de, 3 it, 4 nl, 5 en, 6 pt-br, 7 sk). */
  language: number;
  /** Texts known up front (tests); null when there is no map at all (fallback suffix '_'). */
  forms: FormTexts | null;
  /** Loads one screen's texts from the server (the app); when set, `forms` is not used. */
  fetchForm?: (formName: string, language: number) => Promise<ReadonlyMap<number, string>>;
  /** Translator switch (cookie): append message-number tags to labels. */
  showTags: boolean;
  /** Called for a message missing from a loaded form (or a form not found); the app reports it. */
  onMissing?: (formName: string, formNumber: number, english: string) => void;
  /** Menu texts known up front (tests); see lib/menus.ts. */
  menus?: MenuTexts | null;
  /** Loads every menu of a language from the server (the app); when set, `menus` is not used. */
  fetchMenus?: (language: number) => Promise<MenuTexts>;
}

/** menu number -> value -> message, in the server's order, for the current language. */
export type MenuTexts = ReadonlyMap<number, ReadonlyMap<number, string>>;

const I18nContext = createContext<I18nValue>({ language: 0, forms: null, showTags: false });

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** The state of one form for `translate`: loading shows the English text without a suffix. */
export type FormState =
  | { kind: 'loading' }
  | { kind: 'noMap' }
  | { kind: 'loaded'; items: ReadonlyMap<number, string> | undefined };

/**
 * The spec's fallbacks (000 §8, 001 §8): the original text with '_' when there is no map,
 * '_FNE' when the form is not found, '_NF' when the form has no such number.
 */
export function translateWith(
  state: FormState,
  value: Pick<I18nValue, 'showTags' | 'onMissing'>,
  formName: string,
  formNumber: number,
  english: string,
): string {
  if (state.kind === 'loading') return english;
  if (state.kind === 'noMap') return `${english}_`;
  if (!state.items || state.items.size === 0) {
    value.onMissing?.(formName, formNumber, english);
    return `${english}_FNE`;
  }
  const message = state.items.get(formNumber);
  if (message === undefined) {
    value.onMissing?.(formName, formNumber, english);
    return `${english}_NF`;
  }
  return value.showTags ? `${message} [${formName}:${formNumber}]` : message;
}

/** With static texts (tests and non-React callers). */
export function translate(value: I18nValue, formName: string, formNumber: number, english: string): string {
  const state: FormState = value.forms
    ? { kind: 'loaded', items: value.forms.get(formName) }
    : { kind: 'noMap' };
  return translateWith(state, value, formName, formNumber, english);
}

/** `const t = useForm('login'); t(1, 'Sign in')`: the English text is the source, the number its key. */
export function useForm(formName: string): (formNumber: number, english: string) => string {
  const value = useI18n();
  const { fetchForm, language } = value;
  const query = useQuery({
    queryKey: ['form', language, formName],
    queryFn: () => fetchForm!(formName, language),
    enabled: fetchForm !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  let state: FormState;
  if (!fetchForm)
    state = value.forms ? { kind: 'loaded', items: value.forms.get(formName) } : { kind: 'noMap' };
  else if (query.data) state = { kind: 'loaded', items: query.data };
  else if (query.isError) state = { kind: 'noMap' };
  else state = { kind: 'loading' };
  return (formNumber: number, english: string) => translateWith(state, value, formName, formNumber, english);
}
