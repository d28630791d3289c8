/**
 * The exams' reads take a change made while they were not shown: a grade entry or an exam write
 * marks them stale (examKeys.all), and the app's cache does not refetch on mount by default
 * (spec part 1 §9), so a tab opened afterwards would show the old figures ("Graded 0 / 20").
 */
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { examKeys } from '@/features/exams/api/exam-keys';
import { useExamResults } from '@/features/exams/api/get-exams';
import { makeExam, makeResults, ok } from '@/features/exams/testing/exam-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

function GradedCount() {
  const results = useExamResults(7);
  return <p>{results.data ? `Graded ${results.data.figures.gradedCount}` : 'loading'}</p>;
}

/** The results on a tab that can be left and opened again, and a grade entry's invalidation. */
function ResultsTab() {
  const [shown, setShown] = useState(true);
  const queryClient = useQueryClient();
  return (
    <>
      {shown ? <GradedCount /> : null}
      <button type="button" onClick={() => setShown((value) => !value)}>
        Results tab
      </button>
      <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: examKeys.all })}>
        Grades saved
      </button>
    </>
  );
}

it('reads the results again when a tab shows them after a change marked them stale', async () => {
  seedSession(makeSessionUser({}, ['exam:read']));
  let graded = 0;
  const spy = stubFetch({ 'GET /api/exams/7/results': () => ok(makeResults({ exam: makeExam(), figures: { ...makeResults().figures, gradedCount: graded } })) });
  const user = userEvent.setup();
  renderWithProviders(<ResultsTab />);
  expect(await screen.findByText('Graded 0')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Results tab' }));

  // Grades are saved on the grade entry tab while no results are shown.
  graded = 2;
  await user.click(screen.getByRole('button', { name: 'Grades saved' }));

  await user.click(screen.getByRole('button', { name: 'Results tab' }));
  expect(await screen.findByText('Graded 2')).toBeInTheDocument();
  expect(spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/exams/7/results'))).toHaveLength(2);
});
