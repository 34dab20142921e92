import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_TAGS_COOKIE, writeCookie } from '../../lib/cookies';
import { useForm } from '../../lib/i18n';
import { SessionProvider } from '../../lib/session-context';
import { signInWith } from '../../test/app-test-kit';
import { TextsProvider } from '../TextsProvider';

type Call = { query: string; variables: Record<string, unknown> };

/** The server's answers for texts: form `login` has only number 1. */
function mockTexts() {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const call = JSON.parse(String(init?.body)) as Call;
    calls.push(call);
    const data = call.query.includes('GetAllFormsContent')
      ? { GetAllFormsContent: [{ formName: 'login', formNumber: 1, message: 'Se connecter' }] }
      : { ReportMissingMessage: true };
    return new Response(JSON.stringify({ data }));
  });
  return calls;
}

function Labels() {
  const t = useForm('login');
  return (
    <>
      <span>{t(1, 'Sign in')}</span>
      <span>{t(99, 'Forgot?')}</span>
    </>
  );
}

function renderTexts(copies = 1) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <TextsProvider>
          {Array.from({ length: copies }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of identical copies
            <Labels key={i} />
          ))}
        </TextsProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const reports = (calls: Call[]) => calls.filter((c) => c.query.includes('ReportMissingMessage'));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  writeCookie(TRANSLATION_TAGS_COOKIE, '', 0);
});

describe('texts of the app (000 §2, 001 §7.1, §8)', () => {
  it('loads the form in the token language and reports a missing message once', async () => {
    signInWith({ Language: 1 });
    const calls = mockTexts();
    const { rerender } = renderTexts(2);
    expect(await screen.findAllByText('Se connecter')).toHaveLength(2);
    expect(screen.getAllByText('Forgot?_NF')).toHaveLength(2);
    rerender(<span />);
    await waitFor(() => expect(reports(calls)).toHaveLength(1));
    expect(reports(calls)[0]!.variables).toEqual({
      WebForm: 'login',
      FormNumber: 99,
      Message: 'Forgot?',
      TargetLanguage: 1,
    });
    expect(calls.find((c) => c.query.includes('GetAllFormsContent'))?.variables).toEqual({
      WebForm: 'login',
      TargetLanguage: 1,
    });
    expect(document.documentElement.lang).toBe('fr');
  });

  it('before sign-in uses the browser language and reports nothing', async () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-CH');
    const calls = mockTexts();
    const { rerender } = renderTexts();
    await screen.findByText('Forgot?_NF');
    // Signed in, this is when the report is sent (first test): the render is over and its queued calls have run.
    rerender(<span />);
    await act(async () => {});
    expect(calls[0]?.variables).toEqual({ WebForm: 'login', TargetLanguage: 2 });
    expect(reports(calls)).toEqual([]);
  });

  it('shows message-number tags only to a translator with the cookie set', async () => {
    writeCookie(TRANSLATION_TAGS_COOKIE, '1');
    signInWith({ Language: 1, isTranslator: true });
    mockTexts();
    renderTexts();
    expect(await screen.findByText('Se connecter [login:1]')).toBeTruthy();
  });

  it('shows no tags to anyone else, cookie or not', async () => {
    writeCookie(TRANSLATION_TAGS_COOKIE, '1');
    signInWith({ Language: 1 });
    mockTexts();
    renderTexts();
    expect(await screen.findByText('Se connecter')).toBeTruthy();
  });
});
