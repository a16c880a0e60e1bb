import { MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import {
  createGoal,
  createNotes,
  createSpace,
  createSpaceSession,
  SPACE_API,
  SPACE_ID,
  spaceResponse,
} from '@test/mentorship-space-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MentorshipSpace } from './mentorship-space';

const GET = `GET ${SPACE_API}`;
const NOW = new Date('2026-03-09T10:00:00.000Z');

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  setSession(createSession({ token: 'token' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const upcoming = createSpaceSession({
  _id: 'up',
  start: '2026-03-10T13:00:00.000Z',
  end: '2026-03-10T14:00:00.000Z',
  timeZone: 'America/New_York',
  meetingLink: 'https://meet.example.com/rahul',
});
const past = createSpaceSession({
  _id: 'past',
  start: '2026-03-05T13:00:00.000Z',
  end: '2026-03-05T14:00:00.000Z',
  status: 'completed',
  notes: createNotes({
    sharedNote: 'Revise heaps',
    sharedNoteBy: 'alumni',
    sharedNoteUpdatedAt: '2026-03-05T15:00:00.000Z',
  }),
});

describe('MentorshipSpace', () => {
  it('shows the pair, the goals and the sessions with the mentor’s time beside', async () => {
    mockApi({
      [GET]: () =>
        jsonResponse(
          200,
          spaceResponse(
            createSpace({
              goals: [createGoal({ text: 'Resume review' })],
              upcoming: [upcoming],
              past: [past],
            }),
          ),
        ),
    });
    renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    expect(await screen.findByRole('heading', { name: 'Asha Verma and Rahul Verma' })).toBeVisible();
    expect(screen.getByText('Mentor · Engineer at Acme')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Resume review' })).not.toBeChecked();

    const upcomingGroup = screen.getByRole('region', { name: 'Upcoming (1)' });
    const next = within(upcomingGroup).getByRole('article', { name: 'Tue, 10 Mar, 2026, 6:30 pm IST' });
    expect(next).toHaveTextContent('9:00 am GMT-4 for Rahul Verma');
    expect(within(next).getByRole('link', { name: /join meeting/i })).toHaveAttribute(
      'href',
      'https://meet.example.com/rahul',
    );
    const done = within(screen.getByRole('region', { name: 'Past (1)' })).getByRole('article');
    expect(done).toHaveTextContent('Completed');
    expect(within(done).getByRole('textbox', { name: /^Shared with your mentor/ })).toHaveValue(
      'Revise heaps',
    );
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      `/mentorship/${SPACE_ID}/book`,
    );
  });

  it('says so when there are no sessions, with a link to book for the student', async () => {
    mockApi({ [GET]: () => jsonResponse(200, spaceResponse(createSpace())) });
    renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByText(M.noSessions)).toBeVisible();
    expect(within(sessions).getByRole('link', { name: 'Book a session' })).toBeVisible();
    expect(screen.getByText(M.noGoals)).toBeVisible();
  });

  it('names who cancelled a session, and offers no notes editor once ended', async () => {
    const cancelled = createSpaceSession({
      status: 'cancelled',
      cancelledBy: 'alumni',
      cancelReason: 'Travelling',
    });
    mockApi({
      [GET]: () =>
        jsonResponse(200, spaceResponse(createSpace({ status: 'ended', canEdit: false, past: [cancelled] }))),
    });
    renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    const session = await screen.findByRole('article');
    expect(session).toHaveTextContent('Cancelled by Rahul Verma: Travelling');
    expect(within(session).getByText('No notes on this session.')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets an admin read the shared notes and change nothing', async () => {
    mockApi({
      [GET]: () =>
        jsonResponse(
          200,
          spaceResponse(
            createSpace({
              viewerRole: 'admin',
              canEdit: false,
              goals: [createGoal({ text: 'Resume review' })],
              past: [past],
            }),
          ),
        ),
    });
    renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    const done = await screen.findByRole('article');
    expect(done).toHaveTextContent('Revise heaps');
    expect(done).toHaveTextContent('Last written by Rahul Verma on Thu, 5 Mar, 2026, 8:30 pm IST');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Resume review' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'End mentorship' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument();
  });

  it('ends the mentorship with a closing note', async () => {
    let space = createSpace({ viewerRole: 'alumni', upcoming: [upcoming] });
    const api = mockApi({
      [GET]: () => jsonResponse(200, spaceResponse(space)),
      [`POST ${SPACE_API}/end`]: ({ body }) => {
        const { closingNote } = body as { closingNote: string };
        space = {
          ...space,
          status: 'ended',
          canEdit: false,
          endedAt: NOW.toISOString(),
          endedBy: 'alumni',
          closingNote,
        };
        return jsonResponse(200, {
          success: true,
          message: M.mentorshipEnded,
          data: {
            _id: SPACE_ID,
            status: 'ended',
            endedAt: NOW.toISOString(),
            endedBy: 'alumni',
            closingNote,
            cancelledSessions: 1,
          },
        });
      },
    });
    const onEnded = vi.fn();
    const { user } = renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} onEnded={onEnded} />);
    await user.click(await screen.findByRole('button', { name: 'End mentorship' }));
    const dialog = screen.getByRole('dialog', { name: 'End mentorship' });
    expect(dialog).toHaveTextContent('Your upcoming session is cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'End mentorship' }));
    expect(await within(dialog).findByText(M.closingNoteRequired)).toBeVisible();
    expect(api.calls(`POST ${SPACE_API}/end`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /closing note/i }), 'All the best, Asha!');
    await user.click(within(dialog).getByRole('button', { name: 'End mentorship' }));
    expect(await screen.findByText(M.mentorshipEnded)).toBeVisible();
    expect(api.bodies(`POST ${SPACE_API}/end`)).toEqual([{ closingNote: 'All the best, Asha!' }]);
    expect(onEnded).toHaveBeenCalledTimes(1);
    const header = screen.getByRole('region', { name: 'Asha Verma and Rahul Verma' });
    await vi.waitFor(() => expect(header).toHaveTextContent('Ended by you on 9 Mar 2026'));
    expect(header).toHaveTextContent('All the best, Asha!');
    expect(header).toHaveTextContent('Ended');
    expect(screen.queryByRole('button', { name: 'End mentorship' })).not.toBeInTheDocument();
  });

  it('counts only sessions not started as cancelled by the end: one in progress runs on', async () => {
    const inProgress = createSpaceSession({
      _id: 'now',
      start: '2026-03-09T09:45:00.000Z',
      end: '2026-03-09T10:15:00.000Z',
    });
    mockApi({
      [GET]: () =>
        jsonResponse(
          200,
          spaceResponse(createSpace({ viewerRole: 'alumni', upcoming: [inProgress, upcoming] })),
        ),
    });
    const { user } = renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    await user.click(await screen.findByRole('button', { name: 'End mentorship' }));
    const dialog = screen.getByRole('dialog', { name: 'End mentorship' });
    expect(dialog).toHaveTextContent('Your upcoming session is cancelled');
    expect(dialog).not.toHaveTextContent('Your 2 upcoming sessions');
  });

  it('says nothing is cancelled when the only booked session is in progress', async () => {
    const inProgress = createSpaceSession({
      _id: 'now',
      start: '2026-03-09T09:45:00.000Z',
      end: '2026-03-09T10:15:00.000Z',
    });
    mockApi({
      [GET]: () =>
        jsonResponse(200, spaceResponse(createSpace({ viewerRole: 'alumni', upcoming: [inProgress] }))),
    });
    const { user } = renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    await user.click(await screen.findByRole('button', { name: 'End mentorship' }));
    const dialog = screen.getByRole('dialog', { name: 'End mentorship' });
    expect(dialog).not.toHaveTextContent('cancelled');
  });

  it('shows a refusal without a retry, and a failure with one', async () => {
    const api = mockApi({ [GET]: () => jsonResponse(403, { message: M.notMember, code: 'FORBIDDEN' }) });
    const { unmount } = renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notMember);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();

    api.on(GET, () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL_ERROR' }));
    renderWithClient(<MentorshipSpace mentorshipId={SPACE_ID} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
