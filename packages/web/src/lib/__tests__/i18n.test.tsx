import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FormTexts, I18nProvider, type I18nValue, translate, useForm } from '../i18n';

const FORMS: FormTexts = new Map([['login', new Map([[1, 'Se connecter']])]]);
const base: I18nValue = { language: 1, forms: FORMS, showTags: false };

describe('translate: the fallbacks of 000 §8 / 001 §8', () => {
  it('answers the message of the form and number', () => {
    expect(translate(base, 'login', 1, 'Sign in')).toBe('Se connecter');
  });

  it.each([
    ['no map at all', { ...base, forms: null }, 'login', 1, 'Sign in_'],
    ['an unknown form', base, 'nowhere', 1, 'Sign in_FNE'],
    ['an unknown number', base, 'login', 9, 'Sign in_NF'],
  ])('%s', (_label, value, form, n, expected) => {
    expect(translate(value, form, n, 'Sign in')).toBe(expected);
  });

  it('reports a number missing from a loaded form', () => {
    const onMissing = vi.fn();
    translate({ ...base, onMissing }, 'login', 9, 'Forgot?');
    expect(onMissing).toHaveBeenCalledWith('login', 9, 'Forgot?');
  });

  it('reports a message of a form not found, but nothing while there is no map at all', () => {
    const onMissing = vi.fn();
    expect(translate({ ...base, onMissing }, 'nowhere', 2, 'Back')).toBe('Back_FNE');
    expect(onMissing).toHaveBeenCalledWith('nowhere', 2, 'Back');
    onMissing.mockClear();
    translate({ ...base, forms: null, onMissing }, 'login', 2, 'Back');
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('does not report a message that exists', () => {
    const onMissing = vi.fn();
    translate({ ...base, onMissing }, 'login', 1, 'Sign in');
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('appends message-number tags for translators', () => {
    expect(translate({ ...base, showTags: true }, 'login', 1, 'Sign in')).toBe('Se connecter [login:1]');
  });
});

function Label() {
  const t = useForm('login');
  return <span>{t(1, 'Sign in')}</span>;
}

describe('useForm with texts loaded from the server', () => {
  it('shows the English text while loading, then the loaded message', async () => {
    let release: (value: ReadonlyMap<number, string>) => void = () => {};
    const fetchForm = vi.fn(() => new Promise<ReadonlyMap<number, string>>((resolve) => (release = resolve)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider value={{ language: 2, forms: null, fetchForm, showTags: false }}>
          <Label />
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Sign in')).toBeTruthy();
    release(new Map([[1, 'Anmelden']]));
    expect(await screen.findByText('Anmelden')).toBeTruthy();
    expect(fetchForm).toHaveBeenCalledWith('login', 2);
  });
});
