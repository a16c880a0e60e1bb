import { ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Session, session } from '../../../test/admin-console';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { userStats } from '../../db/schema/leaderboard';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { workshopBookings, workshops } from '../../db/schema/workshops';

const AT = new Date('2026-03-04T05:06:07.089Z');

describe('admin console: CSV exports', async () => {
  const { app } = await createTestApp();
  const admin = await session(app, 'admin', { name: 'Site Admin' });
  const download = (file: string, caller: Session | null = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/export/${file}`, headers: caller?.headers ?? {} });
  const linesOf = (body: string) => body.split('\r\n').slice(0, -1);

  const hostile = [
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+91 98765', "'+91 98765"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['Rao, Asha', '"Rao, Asha"'],
    ['Line\nBreak', '"Line\nBreak"'],
  ] as const;
  const people: Array<Awaited<ReturnType<typeof createUser>>> = [];
  for (const [name] of hostile) {
    people.push(await createUser(app, { name, createdAt: AT, lastLoginAt: AT, isProfileComplete: true }));
  }

  it('streams the users as an attachment, with a header row and formula cells escaped', async () => {
    const response = await download('users.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mentorbridge-users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header] = linesOf(response.body);
    expect(header).toBe('ID,Name,Email,Role,Active,Verified,Profile complete,Joined,Last sign-in,Points');
    for (const [index, [, cell]] of hostile.entries()) {
      const user = people[index]!;
      expect(response.body).toContain(
        `${user.id},${cell},${user.email},student,true,true,true,2026-03-04T05:06:07.089Z,2026-03-04T05:06:07.089Z,0\r\n`,
      );
    }
    expect(response.body).toContain(`${admin.id},Site Admin,${admin.email},admin,true,true,false,`);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('exports mentorship requests and workshop attendance with the people’s names', async () => {
    const student = await createUser(app, { name: '@student' });
    const alumni = await createUser(app, { role: 'alumni', name: 'Alumni One' });
    const [request] = await app.ctx.db
      .insert(mentorshipRequests)
      .values({
        studentId: student.id,
        alumniId: alumni.id,
        requestType: '=cmd',
        message: 'Private message',
        status: 'accepted',
        createdAt: AT,
        respondedAt: AT,
        acceptedAt: AT,
      })
      .returning();
    const requests = await download('mentorship-requests.csv');
    expect(linesOf(requests.body)).toEqual([
      'ID,Created,Status,Request type,Student,Student email,Alumni,Alumni email,Answered,Accepted,Auto-archived',
      `${request!.id},2026-03-04T05:06:07.089Z,accepted,'=cmd,'@student,${student.email},Alumni One,${alumni.email},2026-03-04T05:06:07.089Z,2026-03-04T05:06:07.089Z,false`,
    ]);
    expect(requests.body).not.toContain('Private message');

    const [workshop] = await app.ctx.db
      .insert(workshops)
      .values({
        alumniId: alumni.id,
        title: '+Graphs',
        description: 'd',
        category: 'DSA',
        scheduledAt: AT,
      })
      .returning();
    const [booking] = await app.ctx.db
      .insert(workshopBookings)
      .values({ workshopId: workshop!.id, studentId: student.id, status: 'Confirmed', bookedAt: AT })
      .returning();
    const attendance = await download('workshop-attendance.csv');
    expect(linesOf(attendance.body)).toEqual([
      'Booking ID,Workshop ID,Workshop,Category,Scheduled,Host,Student,Student email,Booking status,Booked,Decided',
      `${booking!.id},${workshop!.id},'+Graphs,DSA,2026-03-04T05:06:07.089Z,Alumni One,'@student,${student.email},Confirmed,2026-03-04T05:06:07.089Z,`,
    ]);
  });

  it('exports the leaderboard in rank order with each alumni’s rank and level', async () => {
    const ranked = [];
    for (const [name, points] of [
      ['Third', 40],
      ['First', 520],
      ['Second', 150],
    ] as const) {
      const user = await createUser(app, { role: 'alumni', name });
      await app.ctx.db.update(userStats).set({ points }).where(eq(userStats.userId, user.id));
      ranked.push(user);
    }
    const lines = linesOf((await download('leaderboard.csv')).body);
    expect(lines[0]).toMatch(/^Rank,Name,Email,Level,Points,Rank score,Average rating,Ratings,/);
    expect(lines.slice(1, 4).map((line) => line.split(',').slice(0, 6))).toEqual([
      ['1', 'First', ranked[1]!.email, 'Diamond', '520', '364'],
      ['2', 'Second', ranked[2]!.email, 'Silver', '150', '105'],
      ['3', 'Third', ranked[0]!.email, 'Bronze', '40', '28'],
    ]);
  });

  it.each([
    ['secrets.csv', 400, M.exportUnknown],
    ['USERS.csv', 400, M.exportUnknown],
    ['users.xlsx', 404, undefined],
    ['users', 404, undefined],
    ['..%2F..%2Fetc%2Fpasswd.csv', 400, M.exportUnknown],
  ])('refuses the unknown export %s', async (file, status, message) => {
    const response = await download(file);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
  });

  it('is for admins only', async () => {
    const student = await session(app, 'student');
    expect((await download('users.csv', student)).statusCode).toBe(403);
    expect((await download('users.csv', null)).statusCode).toBe(401);
  });
});
