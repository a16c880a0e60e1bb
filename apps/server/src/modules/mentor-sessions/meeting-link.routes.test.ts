import { MENTOR_SESSION_MESSAGES as M, tooLongMessage } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import {
  bookAt,
  cancelAs,
  menteeOf,
  mentorWithHours,
  SESSIONS_NOW,
  type SessionUser,
  sessionsOf,
  setHours,
} from '../../../test/mentor-sessions';
import { rowsOf } from '../../../test/notifications';
import { createTestApp } from '../../../test/test-app';

const DEFAULT_LINK = 'https://meet.example.com/mentor';
const OWN_LINK = 'https://zoom.example.com/j/42';

const field = (ics: string, name: string) => ics.match(new RegExp(`^${name}:(.*)$`, 'm'))?.[1]?.trim();

describe('the meeting link of one session', async () => {
  const { app, mail, clock } = await createTestApp({ now: SESSIONS_NOW });

  const setLink = (user: { token: string }, id: string, meetingLink: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/mentor-sessions/${id}/meeting-link`,
      headers: bearer(user.token),
      payload: { meetingLink },
    });
  const linkMails = async (user: SessionUser) =>
    (await mailsTo(app, mail, user.email)).filter((sent) => /meeting link/i.test(sent.subject));
  const inviteOf = (sent: { attachments: Array<{ content: string }> }) =>
    Buffer.from(sent.attachments[0]!.content, 'base64').toString('utf8');

  it('lets the alumni set it: the student sees it and gets a new invitation under the same UID', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-03T17:00:00.000Z')).json().data._id as string;

    const saved = await setLink(alumni, id, `  ${OWN_LINK} `);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: M.meetingLinkSaved,
      data: { _id: id, meetingLink: OWN_LINK },
    });
    expect((await sessionsOf(app, student)).find((session) => session._id === id)?.meetingLink).toBe(
      OWN_LINK,
    );

    const [told] = await linkMails(student);
    expect(told!.subject).toBe(`New meeting link: session with ${alumni.name}`);
    expect(told!.text).toContain(`Meeting link: ${OWN_LINK}`);
    const ics = inviteOf(told!);
    expect(field(ics, 'UID')).toBe(`mentor-session-${id}@mentorbridge`);
    expect(field(ics, 'SEQUENCE')).toBe('1');
    expect(field(ics, 'METHOD')).toBe('PUBLISH');
    expect(field(ics, 'URL')).toBe(OWN_LINK);
    expect(await linkMails(alumni)).toEqual([]);
    const [notice] = (await rowsOf(app, student.id)).filter((row) =>
      row.title.startsWith('New meeting link'),
    );
    expect(notice).toMatchObject({ category: 'mentorship', link: '/sessions' });

    const file = await app.inject({
      method: 'GET',
      url: `/api/mentor-sessions/${id}/calendar.ics`,
      headers: bearer(student.token),
    });
    expect(field(file.body, 'SEQUENCE')).toBe('1');
    expect(field(file.body, 'URL')).toBe(OWN_LINK);

    // The same link again changes nothing and tells nobody.
    expect((await setLink(alumni, id, OWN_LINK)).statusCode).toBe(200);
    expect(await linkMails(student)).toHaveLength(1);

    // Cleared, the session goes back to the default link: a change of the event again.
    const cleared = await setLink(alumni, id, null);
    expect(cleared.json()).toMatchObject({
      message: M.meetingLinkCleared,
      data: { meetingLink: DEFAULT_LINK },
    });
    const mails = await linkMails(student);
    expect(mails).toHaveLength(2);
    expect(field(inviteOf(mails[1]!), 'SEQUENCE')).toBe('2');
    expect(field(inviteOf(mails[1]!), 'URL')).toBe(DEFAULT_LINK);

    // The default link typed in as the session's own leaves the student's link as it was: nobody is told.
    const typedDefault = await setLink(alumni, id, DEFAULT_LINK);
    expect(typedDefault.json().data.meetingLink).toBe(DEFAULT_LINK);
    expect(await linkMails(student)).toHaveLength(2);
    const after = await app.inject({
      method: 'GET',
      url: `/api/mentor-sessions/${id}/calendar.ics`,
      headers: bearer(alumni.token),
    });
    expect(field(after.body, 'SEQUENCE')).toBe('2');
  });

  it('keeps the default typed in as no link of its own, so a later default reaches the session', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-03T18:00:00.000Z')).json().data._id as string;
    // What the dialog sends when the alumni saves the link it shows unchanged.
    const unchanged = await setLink(alumni, id, DEFAULT_LINK);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.meetingLink).toBe(DEFAULT_LINK);
    expect(await linkMails(student)).toEqual([]);

    const moved = 'https://meet.example.com/new-room';
    expect((await setHours(app, alumni, { meetingLink: moved })).statusCode).toBe(200);
    expect((await sessionsOf(app, student)).find((session) => session._id === id)?.meetingLink).toBe(moved);
  });

  it('answers 422 once the session’s end has passed, though it is still booked', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-11T17:00:00.000Z')).json().data._id as string;
    const session = (await sessionsOf(app, student)).find((row) => row._id === id) as unknown as {
      end: string;
    };
    clock.set(new Date(session.end));
    try {
      alumni.token = (await signIn(app, alumni.email)).token;
      const late = await setLink(alumni, id, OWN_LINK);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(M.meetingLinkSessionOver);
      expect(await linkMails(student)).toEqual([]);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('tells the student when no link is left at all, and takes a blank link as none', async () => {
    const alumni = await mentorWithHours(app, { meetingLink: null });
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-04T17:00:00.000Z')).json().data._id as string;
    expect((await setLink(alumni, id, OWN_LINK)).statusCode).toBe(200);
    const blank = await setLink(alumni, id, '   ');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.meetingLink).toBeNull();
    const removed = (await linkMails(student)).at(-1)!;
    expect(removed.subject).toBe(`Meeting link removed: session with ${alumni.name}`);
    expect(removed.text).not.toContain('Meeting link:');
    expect(field(inviteOf(removed), 'URL')).toBeUndefined();
  });

  it.each([
    ['an ftp link', 'ftp://files.example.com/room', M.meetingLinkInvalid],
    ['a script', 'javascript:alert(1)', M.meetingLinkInvalid],
    ['words', 'meet me in the lab', M.meetingLinkInvalid],
    ['501 characters', `https://meet.example.com/${'a'.repeat(476)}`, tooLongMessage(500)],
    ['a number', 42, M.meetingLinkInvalid],
    ['no link at all', undefined, M.meetingLinkInvalid],
  ])('refuses %s with 400', async (_name, link, message) => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-05T17:00:00.000Z')).json().data._id as string;
    const response = await setLink(alumni, id, link);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(message);
    expect(await linkMails(student)).toEqual([]);
  });

  it('is only for the session’s alumni: 403 for anyone else, 404 for an unknown session', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-06T17:00:00.000Z')).json().data._id as string;
    const otherAlumni = await createUserWithProfile(app, 'alumni');
    const adminUser = await createUser(app, { role: 'admin' });
    const admin = { token: (await signIn(app, adminUser.email)).token };

    const foreign = await setLink(otherAlumni, id, OWN_LINK);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(M.meetingLinkNotYours);
    expect((await setLink(student, id, OWN_LINK)).statusCode).toBe(403);
    expect((await setLink(admin, id, OWN_LINK)).statusCode).toBe(403);
    const unknown = await setLink(alumni, '00000000-0000-4000-8000-000000000000', OWN_LINK);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.sessionNotFound);
    expect((await setLink(alumni, 'not-a-session', OWN_LINK)).statusCode).toBe(404);
    expect((await sessionsOf(app, student))[0]!.meetingLink).toBe(DEFAULT_LINK);
  });

  it('answers 422 once the session is cancelled or marked a no-show', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const cancelled = (await bookAt(app, student, '2026-03-09T16:00:00.000Z')).json().data._id as string;
    const missed = (await bookAt(app, student, '2026-03-10T16:00:00.000Z')).json().data._id as string;
    expect((await cancelAs(app, student, cancelled, 'Exam')).statusCode).toBe(200);
    const afterCancel = await setLink(alumni, cancelled, OWN_LINK);
    expect(afterCancel.statusCode).toBe(422);
    expect(afterCancel.json().message).toBe(M.meetingLinkNotBooked);

    clock.set(new Date('2026-03-10T16:10:00Z'));
    alumni.token = (await signIn(app, alumni.email)).token;
    const noShow = await app.inject({
      method: 'POST',
      url: `/api/mentor-sessions/${missed}/no-show`,
      headers: bearer(alumni.token),
    });
    expect(noShow.statusCode).toBe(200);
    expect((await setLink(alumni, missed, OWN_LINK)).statusCode).toBe(422);
    clock.set(SESSIONS_NOW);
  });
});
