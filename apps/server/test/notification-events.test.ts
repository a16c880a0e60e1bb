import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentReports } from '../src/db/schema/content-reports';
import { archiveUnanswered } from '../src/modules/mentorship/mentorship.service';
import { sendWorkshopReminders } from '../src/modules/workshops/workshops.jobs';
import { experienceForm, postAs, reportAs, session } from './admin-console';
import { bearer, createUserWithProfile } from './factories';
import { rowsOf } from './notifications';
import { uploadResource, verify } from './resources';
import { createTestApp } from './test-app';
import { bookAs, createWorkshopAs } from './workshops';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each state change that mails someone leaves one notification for that person, and none for anyone else. */
describe('notifications of each event', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const bystander = await createUserWithProfile(app, 'student');
  const titlesOf = async (userId: string) => (await rowsOf(app, userId)).map((row) => row.title);
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload });

  async function changesOf(userIds: string[], change: () => Promise<unknown>) {
    const before = new Set(
      (await Promise.all(userIds.map((id) => rowsOf(app, id)))).flat().map((row) => row.id),
    );
    await change();
    const after = await Promise.all(userIds.map((id) => rowsOf(app, id)));
    return after.map((rows) => rows.filter((row) => !before.has(row.id)).map(({ id: _id, ...row }) => row));
  }

  it('mentorship: request received, accepted, rejected, auto-archived', async () => {
    const student = await createUserWithProfile(app, 'student');
    const alumni = await createUserWithProfile(app, 'alumni');
    const ids = [student.id, alumni.id, bystander.id];
    const send = (to: string) =>
      call('POST', '/api/mentorship-requests', student.token, { alumniId: to, message: 'Please guide me' });

    let requestId = '';
    const [toStudent, toAlumni, toBystander] = await changesOf(ids, async () => {
      requestId = (await send(alumni.id)).json().data._id;
    });
    expect(toAlumni).toEqual([
      {
        category: 'mentorship',
        title: `New mentorship request from ${student.name}`,
        body: `${student.name} asked you for Career Guidance.`,
        link: '/mentorship-dashboard',
      },
    ]);
    expect([toStudent, toBystander]).toEqual([[], []]);

    const accepted = await changesOf(ids, () =>
      call('PUT', `/api/mentorship-requests/${requestId}/accept`, alumni.token, {
        responseMessage: 'Happy to',
      }),
    );
    expect(accepted.map((rows) => rows.map((row) => row.title))).toEqual([
      [`${alumni.name} accepted your mentorship request`],
      [],
      [],
    ]);
    expect(accepted[0]![0]).toMatchObject({ category: 'mentorship', link: '/mentorship' });

    const other = await createUserWithProfile(app, 'alumni');
    const secondId = (await send(other.id)).json().data._id;
    const rejected = await changesOf([student.id, other.id, bystander.id], () =>
      call('PUT', `/api/mentorship-requests/${secondId}/reject`, other.token, {
        rejectionReason: 'Fully booked',
      }),
    );
    expect(rejected).toEqual([
      [
        {
          category: 'mentorship',
          title: `${other.name} can't take your request right now`,
          body: 'Reason: Fully booked',
          link: '/mentorship',
        },
      ],
      [],
      [],
    ]);

    const silent = await createUserWithProfile(app, 'alumni');
    await send(silent.id);
    clock.advance(8 * DAY_MS);
    const archived = await changesOf([student.id, silent.id, bystander.id], () => archiveUnanswered(app.ctx));
    expect(archived.map((rows) => rows.map((row) => row.title))).toEqual([
      [`Your request to ${silent.name} was archived`],
      [],
      [],
    ]);
  });

  it('workshops: booking arrived, confirmed, rejected, meeting link changed, reminder, cancelled', async () => {
    const host = await createUserWithProfile(app, 'alumni');
    const student = await createUserWithProfile(app, 'student');
    const rejectedStudent = await createUserWithProfile(app, 'student');
    const ids = [host.id, student.id, rejectedStudent.id, bystander.id];
    const workshop = await createWorkshopAs(app, host.token, {
      title: 'Notice Workshop',
      scheduledDate: new Date(clock.now().getTime() + 30 * 60 * 60 * 1000).toISOString(),
    });
    const W = `/api/alumni-features/workshop/${workshop._id}`;

    let bookingId = '';
    const booked = await changesOf(ids, async () => {
      bookingId = (await bookAs(app, student.token, workshop._id)).json().data._id;
    });
    expect(booked).toEqual([
      [
        {
          category: 'workshops',
          title: 'New booking for “Notice Workshop”',
          body: `${student.name} booked your workshop. Confirm or reject the booking from your dashboard.`,
          link: '/alumni-dashboard',
        },
      ],
      [],
      [],
      [],
    ]);

    const confirmed = await changesOf(ids, () =>
      call('PUT', `${W}/booking/${bookingId}`, host.token, { status: 'Confirmed' }),
    );
    expect(confirmed.map((rows) => rows.map((row) => row.title))).toEqual([
      [],
      ['Booking confirmed: Notice Workshop'],
      [],
      [],
    ]);
    expect(confirmed[1]![0]).toMatchObject({ category: 'workshops', link: '/student-dashboard' });

    const otherBooking = (await bookAs(app, rejectedStudent.token, workshop._id)).json().data._id;
    const rejected = await changesOf(ids, () =>
      call('PUT', `${W}/booking/${otherBooking}`, host.token, { status: 'Cancelled' }),
    );
    expect(rejected).toEqual([
      [],
      [],
      [
        {
          category: 'workshops',
          title: 'Booking cancelled: Notice Workshop',
          body: 'The host could not accept this booking.',
          link: '/student-dashboard',
        },
      ],
      [],
    ]);

    const relinked = await changesOf(ids, () =>
      call('PATCH', `${W}/meeting-link`, host.token, { meetingLink: 'https://meet.example.com/new-room' }),
    );
    expect(relinked.map((rows) => rows.map((row) => row.body))).toEqual([
      [],
      ['The link is now https://meet.example.com/new-room'],
      [],
      [],
    ]);

    clock.advance(7 * 60 * 60 * 1000);
    const reminded = await changesOf(ids, () => sendWorkshopReminders(app.ctx));
    expect(reminded.map((rows) => rows.map((row) => row.title))).toEqual([
      [],
      ['Coming up: Notice Workshop'],
      [],
      [],
    ]);

    const cancelled = await changesOf(ids, () => call('DELETE', W, host.token));
    expect(cancelled).toEqual([
      [],
      [
        {
          category: 'workshops',
          title: 'Booking cancelled: Notice Workshop',
          body: 'The workshop was cancelled by its host.',
          link: '/student-dashboard',
        },
      ],
      [],
      [],
    ]);
  });

  it('resources: published and refused, to the uploader only', async () => {
    const uploader = await session(app, 'alumni');
    const admin = await session(app, 'admin');
    const ids = [uploader.id, admin.id, bystander.id];
    const first = await uploadResource(app, uploader.headers, {});
    const published = await changesOf(ids, () => verify(app, admin.headers, first._id, { isVerified: true }));
    expect(published.map((rows) => rows.map((row) => [row.category, row.link]))).toEqual([
      [['resources', '/resources']],
      [],
      [],
    ]);
    expect(published[0]![0]!.title).toContain('is published');

    const second = await uploadResource(app, uploader.headers, {});
    const refused = await changesOf(ids, () =>
      verify(app, admin.headers, second._id, { isVerified: false, reason: 'The file is blurry' }),
    );
    expect(refused.map((rows) => rows.map((row) => row.body))).toEqual([
      ['Reason: The file is blurry'],
      [],
      [],
    ]);
  });

  it('moderation: content removed after a report, to its author only', async () => {
    const author = await session(app, 'alumni');
    const reporter = await session(app, 'student');
    const admin = await session(app, 'admin');
    const experienceId = await postAs(
      app,
      author,
      'experience',
      experienceForm({ companyName: 'Removed Co' }),
    );
    await reportAs(app, reporter, 'experience', experienceId);
    const [report] = await app.ctx.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.targetId, experienceId));
    const removed = await changesOf([author.id, reporter.id, admin.id, bystander.id], () =>
      call('PUT', `/api/admin/reports/${report!.id}`, admin.token, {
        decision: 'remove',
        reason: 'Off topic',
      }),
    );
    expect(removed).toEqual([
      [
        {
          category: 'moderation',
          title: expect.stringContaining('was removed'),
          body: 'Members reported it, and our team removed it after review. Reason: Off topic',
          link: '/interviews',
        },
      ],
      [],
      [],
      [],
    ]);
    expect(await titlesOf(bystander.id)).toEqual([]);
  });
});
