import { describe, expect, it } from 'vitest';
import { session } from '../../../test/admin-console';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import { mentorshipRequests } from '../../db/schema/mentorship';

const HEADER =
  'Session ID,Mentorship ID,Student,Alumni,Starts at (UTC),Ends at (UTC),Time zone,Status,Cancelled by,Cancel reason,Outcome,Booked at (UTC),Completed at (UTC)';
const BOOKED_AT = '2026-03-01T09:30:00.000Z';

describe('admin console: sessions CSV export', async () => {
  const { app } = await createTestApp();
  const admin = await session(app, 'admin');
  const download = (headers: Record<string, string> = admin.headers) =>
    app.inject({ method: 'GET', url: '/api/admin/export/sessions.csv', headers });
  const linesOf = (body: string) => body.split('\r\n').slice(0, -1);

  const student = await createUser(app, { name: '=HYPERLINK("http://evil.example")' });
  const alumni = await createUser(app, { role: 'alumni', name: 'Rao, Asha' });
  const [request] = await app.ctx.db
    .insert(mentorshipRequests)
    .values({
      studentId: student.id,
      alumniId: alumni.id,
      requestType: 'Career Guidance',
      message: 'Private message',
      status: 'accepted',
      acceptedAt: new Date('2026-03-01T00:00:00Z'),
    })
    .returning();
  const add = async (
    startsAt: string,
    status: 'booked' | 'cancelled' | 'completed' | 'no_show',
    extra = {},
  ) => {
    const [row] = await app.ctx.db
      .insert(mentorSessions)
      .values({
        mentorshipId: request!.id,
        studentId: student.id,
        alumniId: alumni.id,
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 45 * 60 * 1000),
        timeZone: 'America/Los_Angeles',
        status,
        meetingLink: 'https://meet.example.com/secret-room',
        createdAt: new Date(BOOKED_AT),
        ...extra,
      })
      .returning({ id: mentorSessions.id });
    return row!.id;
  };
  const ids = {
    booked: await add('2026-03-10T17:00:00.000Z', 'booked'),
    cancelled: await add('2026-03-11T17:00:00.000Z', 'cancelled', {
      cancelledBy: 'student',
      cancelReason: '@SUM(A1:A9)\nexam',
      cancelledAt: new Date('2026-03-05T00:00:00Z'),
    }),
    completed: await add('2026-03-12T17:00:00.000Z', 'completed', {
      completedAt: new Date('2026-03-12T17:45:00Z'),
    }),
    noShow: await add('2026-03-13T17:00:00.000Z', 'no_show'),
  };

  it('streams one row per session in UTC, formula cells escaped, nothing private', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mentorbridge-sessions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const people = `${request!.id},"'=HYPERLINK(""http://evil.example"")","Rao, Asha"`;
    const expected = [
      `${ids.booked},${people},2026-03-10T17:00:00.000Z,2026-03-10T17:45:00.000Z,America/Los_Angeles,booked,,,,${BOOKED_AT},`,
      `${ids.cancelled},${people},2026-03-11T17:00:00.000Z,2026-03-11T17:45:00.000Z,America/Los_Angeles,cancelled,student,"'@SUM(A1:A9)\nexam",,${BOOKED_AT},`,
      `${ids.completed},${people},2026-03-12T17:00:00.000Z,2026-03-12T17:45:00.000Z,America/Los_Angeles,completed,,,Completed,${BOOKED_AT},2026-03-12T17:45:00.000Z`,
      `${ids.noShow},${people},2026-03-13T17:00:00.000Z,2026-03-13T17:45:00.000Z,America/Los_Angeles,no_show,,,No-show,${BOOKED_AT},`,
    ].sort();
    // The line break inside the quoted reason is a bare LF; rows end in CRLF.
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe(HEADER);
    expect(rows.sort()).toEqual(expected);
    expect(response.body).not.toContain('Private message');
    expect(response.body).not.toContain('secret-room');
    expect(response.body).not.toContain(student.email);
  });

  it('is for admins only', async () => {
    const student = await session(app, 'student');
    const mentor = await session(app, 'alumni');
    expect((await download(student.headers)).statusCode).toBe(403);
    expect((await download(mentor.headers)).statusCode).toBe(403);
    expect((await download({})).statusCode).toBe(401);
  });
});
