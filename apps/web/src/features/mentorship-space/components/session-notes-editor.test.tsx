import { MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createNotes, SPACE_ID } from '@test/mentorship-space-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { SessionNotesEditor } from './session-notes-editor';

const NOTES_API = 'PUT /api/mentor-sessions/s1/notes';
const LABEL = 'Mon, 9 Mar, 2026, 6:30 pm IST';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});
beforeEach(() => setSession(createSession({ token: 'token' })));
afterEach(() => vi.unstubAllGlobals());

/** The other side's save arrives as new props, as the space's refetch brings it. */
function Harness() {
  const [notes, setNotes] = useState(createNotes({ privateNote: null, privateNoteUpdatedAt: null }));
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setNotes(
            createNotes({
              privateNote: null,
              privateNoteUpdatedAt: null,
              sharedNote: 'From Rahul',
              sharedNoteBy: 'alumni',
              sharedNoteUpdatedAt: '2026-03-09T14:00:00.000Z',
            }),
          )
        }
      >
        Other side saves
      </button>
      <SessionNotesEditor
        mentorshipId={SPACE_ID}
        sessionId="s1"
        notes={notes}
        writer="student"
        otherName="Rahul Verma"
        sessionLabel={LABEL}
      />
    </>
  );
}

describe('SessionNotesEditor', () => {
  it('gives the student private and shared notes, and sends only what changed', async () => {
    const api = mockApi({
      [NOTES_API]: ({ body }) =>
        jsonResponse(200, {
          success: true,
          message: M.notesSaved,
          data: {
            sessionId: 's1',
            privateNote: (body as { privateNote: string }).privateNote,
            privateNoteUpdatedAt: '2026-03-09T14:00:00.000Z',
            sharedNote: 'Agenda: resume',
            sharedNoteBy: 'alumni',
            sharedNoteUpdatedAt: '2026-03-08T10:00:00.000Z',
          },
        }),
    });
    const notes = createNotes({
      privateNote: null,
      privateNoteUpdatedAt: null,
      sharedNote: 'Agenda: resume',
      sharedNoteBy: 'alumni',
      sharedNoteUpdatedAt: '2026-03-08T10:00:00.000Z',
    });
    const { user } = renderWithClient(
      <SessionNotesEditor
        mentorshipId={SPACE_ID}
        sessionId="s1"
        notes={notes}
        writer="student"
        otherName="Rahul Verma"
        sessionLabel={LABEL}
      />,
    );
    const shared = screen.getByRole('textbox', { name: `Shared with your mentor, ${LABEL}` });
    expect(shared).toHaveValue('Agenda: resume');
    expect(screen.getByText('Last written by Rahul Verma on Sun, 8 Mar, 2026, 3:30 pm IST')).toBeVisible();
    expect(screen.getByText('Only you can see these.')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: `Private notes, ${LABEL}` }), 'Ask about referrals');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent(M.notesSaved);
    expect(api.bodies(NOTES_API)).toEqual([{ privateNote: 'Ask about referrals' }]);
    expect(save).toBeDisabled();
    expect(screen.getByRole('textbox', { name: `Private notes, ${LABEL}` })).toHaveValue(
      'Ask about referrals',
    );
  });

  it('gives the alumni the shared notes only', async () => {
    const api = mockApi({
      [NOTES_API]: () =>
        jsonResponse(200, {
          success: true,
          message: M.notesSaved,
          data: {
            sessionId: 's1',
            sharedNote: 'Practise two graph problems',
            sharedNoteBy: 'alumni',
            sharedNoteUpdatedAt: '2026-03-09T14:00:00.000Z',
          },
        }),
    });
    const { user } = renderWithClient(
      <SessionNotesEditor
        mentorshipId={SPACE_ID}
        sessionId="s1"
        notes={createNotes()}
        writer="alumni"
        otherName="Asha Verma"
        sessionLabel={LABEL}
      />,
    );
    expect(screen.queryByRole('textbox', { name: /private/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.type(
      screen.getByRole('textbox', { name: `Shared notes, ${LABEL}` }),
      'Practise two graph problems',
    );
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.notesSaved);
    expect(api.bodies(NOTES_API)).toEqual([{ sharedNote: 'Practise two graph problems' }]);
  });

  it('shows the server’s refusal and keeps the text', async () => {
    mockApi({ [NOTES_API]: () => jsonResponse(422, { message: M.ended, code: 'UNPROCESSABLE' }) });
    const { user, client } = renderWithClient(
      <SessionNotesEditor
        mentorshipId={SPACE_ID}
        sessionId="s1"
        notes={createNotes()}
        writer="alumni"
        otherName="Asha Verma"
        sessionLabel={LABEL}
      />,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const field = screen.getByRole('textbox', { name: `Shared notes, ${LABEL}` });
    await user.type(field, 'Too late');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.ended);
    expect(field).toHaveValue('Too late');
    // Refused because the mentorship ended meanwhile: the space is read again to show it.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['mentorship-space', SPACE_ID] });
  });

  it('shows what the other side saved meanwhile, without touching what is being typed', async () => {
    mockApi();
    const { user } = renderWithClient(<Harness />);
    const mine = screen.getByRole('textbox', { name: `Private notes, ${LABEL}` });
    await user.type(mine, 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Other side saves' }));
    expect(screen.getByRole('textbox', { name: `Shared with your mentor, ${LABEL}` })).toHaveValue(
      'From Rahul',
    );
    expect(mine).toHaveValue('Half a thought');
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeEnabled();
  });
});
