import { MENTORSHIP_SPACE_LIMITS as L, MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createGoal, SPACE_API, SPACE_ID } from '@test/mentorship-space-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { GoalsChecklist } from './goals-checklist';

beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));
afterEach(() => vi.unstubAllGlobals());

const goalResult = (goal: ReturnType<typeof createGoal>) => ({
  success: true,
  message: M.goalUpdated,
  data: goal,
});

describe('GoalsChecklist', () => {
  it('invites the first goal when there is none, and adds one with Enter', async () => {
    const added = createGoal({ text: 'Resume review' });
    const api = mockApi({
      [`POST ${SPACE_API}/goals`]: () =>
        jsonResponse(201, { success: true, message: M.goalAdded, data: added }),
    });
    const { user } = renderWithClient(<GoalsChecklist mentorshipId={SPACE_ID} goals={[]} canEdit />);
    expect(screen.getByText(M.noGoals)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText(M.goalRequired)).toBeVisible();
    expect(api.calls(`POST ${SPACE_API}/goals`)).toHaveLength(0);

    const input = screen.getByRole('textbox', { name: 'New goal' });
    await user.type(input, 'Resume review{Enter}');
    await vi.waitFor(() =>
      expect(api.bodies(`POST ${SPACE_API}/goals`)).toEqual([{ text: 'Resume review' }]),
    );
    await vi.waitFor(() => expect(input).toHaveValue(''));
  });

  it('ticks a goal with the keyboard and removes one', async () => {
    const resume = createGoal({ _id: 'g1', text: 'Resume review' });
    const mock = createGoal({
      _id: 'g2',
      text: 'Mock interview',
      isDone: true,
      doneAt: '2026-03-03T10:00:00.000Z',
    });
    const api = mockApi({
      [`PATCH ${SPACE_API}/goals/g1`]: () => jsonResponse(200, goalResult({ ...resume, isDone: true })),
      [`DELETE ${SPACE_API}/goals/g2`]: () => jsonResponse(200, { success: true, message: M.goalRemoved }),
    });
    const { user } = renderWithClient(
      <GoalsChecklist mentorshipId={SPACE_ID} goals={[resume, mock]} canEdit />,
    );
    expect(screen.getByText('1 of 2 done')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Mock interview' })).toBeChecked();

    const box = screen.getByRole('checkbox', { name: 'Resume review' });
    box.focus();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(api.bodies(`PATCH ${SPACE_API}/goals/g1`)).toEqual([{ done: true }]));

    await user.click(screen.getByRole('button', { name: 'Remove goal: Mock interview' }));
    await vi.waitFor(() => expect(api.calls(`DELETE ${SPACE_API}/goals/g2`)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Goals' })).toHaveFocus());
  });

  it('shows the server’s refusal', async () => {
    const goal = createGoal({ _id: 'g1', text: 'Resume review' });
    mockApi({
      [`PATCH ${SPACE_API}/goals/g1`]: () => jsonResponse(422, { message: M.ended, code: 'UNPROCESSABLE' }),
    });
    const { user } = renderWithClient(<GoalsChecklist mentorshipId={SPACE_ID} goals={[goal]} canEdit />);
    await user.click(screen.getByRole('checkbox', { name: 'Resume review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.ended);
  });

  it(`stops adding at ${L.goalsMax} goals`, () => {
    const goals = Array.from({ length: L.goalsMax }, () => createGoal());
    mockApi();
    renderWithClient(<GoalsChecklist mentorshipId={SPACE_ID} goals={goals} canEdit />);
    expect(screen.getByRole('textbox', { name: 'New goal' })).toBeDisabled();
    expect(screen.getByText(M.tooManyGoals)).toBeVisible();
  });

  it('is read-only without the right to change it', () => {
    mockApi();
    const goal = createGoal({ text: 'Resume review' });
    const { unmount } = renderWithClient(
      <GoalsChecklist mentorshipId={SPACE_ID} goals={[goal]} canEdit={false} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Resume review' })).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    renderWithClient(<GoalsChecklist mentorshipId={SPACE_ID} goals={[]} canEdit={false} />);
    const section = screen.getByRole('region', { name: 'Goals' });
    expect(within(section).getByText('No goals were set.')).toBeVisible();
  });
});
