import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const score = (s: number, max: number, answered: number, questions: number) => ({
  score: s,
  maxScore: max,
  answered,
  questions,
});
const HUB = {
  ...score(13, 180, 5, 111),
  departments: [
    { id: 4, formId: 303, name: 'catering', title: 'Catering', ...score(5, 13, 1, 4), sections: [] },
    {
      id: 14,
      formId: 313,
      name: 'production',
      title: 'Production',
      ...score(8, 80, 4, 35),
      sections: [
        {
          sectionId: 'energy',
          formId: 201,
          title: 'Energy',
          ...score(5, 20, 1, 7),
        },
      ],
    },
  ],
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('peach-pear-plum hub (issue 16)', () => {
  it('shows the total, each department with its score and link, the production sections', async () => {
    mockApi((q) => {
      if (q.includes('myProfile'))
        return { myProfile: { initials: 'GG', fullName: 'Green Manager', modules: ['useGreen'] } };
      if (q.includes('GetGreenChecklist')) return { GetGreenChecklist: HUB };
      return undefined;
    });
    signInWith({ canViewGreenTable: true });
    renderApp('/peach-pear-plum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Green checklist' })).toBeTruthy();
    const total = await screen.findByTestId('checklist-total');
    expect(total.textContent).toContain('13 of 180 points');
    expect(total.textContent).toContain('5 of 111 questions answered');
    const catering = screen.getByTestId('department-catering');
    expect(within(catering).getByRole('link', { name: 'Catering' }).getAttribute('href')).toBe(
      '/peach-pear-plum/catering',
    );
    expect(within(catering).getByRole('progressbar', { name: 'Catering: 5 of 13 points' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Energy: 5 of 20 points' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PEAR report' }).getAttribute('href')).toBe(
      '/peach-pear-plum/peach-report',
    );
    expect(screen.getByRole('button', { name: 'Download the checklist (PDF)' })).toBeTruthy();
  });
});
