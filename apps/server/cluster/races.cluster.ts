import { MENTORSHIP_MESSAGES as M } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, demoUser, newStudentWithProfile, newUser, rows, workshopForm } from './cluster-client';

/** Requests spread over both instances: the balancer's round robin, checked rather than assumed. */
function expectBothInstances(answers: Array<{ upstream: string | null }>) {
  expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
}

describe('races decided by PostgreSQL, whichever instance takes each request', () => {
  it('confirms exactly 10 of 50 simultaneous confirmations on 10 seats', async () => {
    const alumni = await demoUser('ananya.iyer@mentorbridge.demo');
    const created = await api('POST', '/api/alumni-features/workshop', {
      token: alumni.token,
      body: workshopForm(7 * 24, 10),
    });
    expect(created.status).toBe(201);
    const workshopId = created.body.data._id as string;
    const students = await Promise.all(Array.from({ length: 50 }, () => newUser('student')));
    const bookingIds: string[] = [];
    for (const student of students) {
      const booked = await api('POST', `/api/alumni-features/workshop/${workshopId}/book`, {
        token: student.token,
        body: { notes: 'Count me in' },
      });
      expect(booked.status).toBe(201);
      bookingIds.push(booked.body.data._id);
    }

    const answers = await Promise.all(
      bookingIds.map((id) =>
        api('PUT', `/api/alumni-features/workshop/${workshopId}/booking/${id}`, {
          token: alumni.token,
          body: { status: 'Confirmed', meetingLink: 'https://meet.example.com/cluster' },
        }),
      ),
    );
    expectBothInstances(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(40);
    const [counts] = await rows<{ kept: number; real: number }>(sql`
      select w.confirmed_count as kept,
        (select count(*)::int from workshop_bookings b where b.workshop_id = w.id and b.status = 'Confirmed') as real
      from workshops w where w.id = ${workshopId}`);
    expect(counts).toEqual({ kept: 10, real: 10 });
  });

  it('creates one request of 20 simultaneous duplicates, and lets one of 10 simultaneous answers win', async () => {
    const alumni = await demoUser('rahul.verma@mentorbridge.demo');
    const student = await newStudentWithProfile();
    const sent = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/api/mentorship-requests', {
          token: student.token,
          body: { alumniId: alumni.id, message: 'Could you review my system design answers?' },
        }),
      ),
    );
    expectBothInstances(sent);
    expect(sent.filter((answer) => answer.status === 201)).toHaveLength(1);
    const duplicates = sent.filter((answer) => answer.status === 409);
    expect(duplicates).toHaveLength(19);
    expect(duplicates[0]!.body.message).toBe(M.duplicate);
    const requests = await rows<{ id: string }>(
      sql`select id from mentorship_requests where student_id = ${student.id} and alumni_id = ${alumni.id}`,
    );
    expect(requests).toHaveLength(1);

    const id = requests[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? api('PUT', `/api/mentorship-requests/${id}/accept`, {
              token: alumni.token,
              body: { responseMessage: 'Happy to help!' },
            })
          : api('PUT', `/api/mentorship-requests/${id}/reject`, {
              token: alumni.token,
              body: { rejectionReason: 'Busy this month' },
            }),
      ),
    );
    expectBothInstances(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const mails = await rows<{ count: number }>(sql`
      select count(*)::int as count from mail_outbox
      where "to" = ${student.email}
        and (subject like '% accepted your mentorship request' or subject like 'Update on your mentorship request%')`);
    expect(mails[0]!.count).toBe(1);
  });
});
