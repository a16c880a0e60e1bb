import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEEKDAYS } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alumniProfilePayload } from '../test/factories';
import {
  api,
  demoUser,
  LOG_FILES,
  newStudentWithProfile,
  newUser,
  rows,
  workshopForm,
} from './cluster-client';

/**
 * The jobs whose interval (5 minutes or more) is far longer than the rounds below: each forced round must run
 * each of them exactly once in the cluster. The minute-long ones could rightly run twice in a slow round.
 */
const SLOW_JOBS = [
  'auth-cleanup',
  'idempotency-cleanup',
  'leaderboard-rank-snapshot',
  'mentor-session-reminders',
  'mentorship-auto-archive',
  'mentorship-reminders',
  'notification-digests',
  'workshop-reminders',
];
const ROUNDS = 3;

async function jobRunsSince(since: number): Promise<Array<[string, string]>> {
  const runs: Array<[string, string]> = [];
  for (const [index, file] of LOG_FILES.entries()) {
    for (const line of (await readFile(file, 'utf8')).split('\n')) {
      if (!line.includes('"job ran"')) continue;
      const entry = JSON.parse(line) as { job: string; startedAt: number };
      if (entry.startedAt >= since) runs.push([entry.job, `instance ${index}`]);
    }
  }
  return runs;
}

async function untilEveryJobRanSince(since: Date) {
  for (let i = 0; i < 150; i++) {
    const [{ waiting }] = (await rows<{ waiting: number }>(sql`
      select count(*)::int as waiting from scheduled_jobs
      where name = any(string_to_array(${SLOW_JOBS.join(',')}, ',')) and (last_run_at is null or last_run_at < ${since.toISOString()}::timestamptz or locked_until is not null)`)) as [
      { waiting: number },
    ];
    if (waiting === 0) return;
    await sleep(100);
  }
  throw new Error('the forced jobs did not all run within 15 s');
}

/** A session booked through the API at least 2 hours ahead and within the day: due its 24 h reminder. */
async function sessionDueForReminder() {
  const mentor = await newUser('alumni');
  const profile = await api('PUT', '/api/profile/alumni', {
    token: mentor.token,
    body: alumniProfilePayload(),
  });
  expect(profile.status).toBe(200);
  const hours = await api('PUT', '/api/mentor-sessions/availability', {
    token: mentor.token,
    body: {
      timeZone: 'Europe/London',
      sessionMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 2,
      weeklyCap: 40,
      weeklyHours: WEEKDAYS.map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
      blockedDates: [],
    },
  });
  expect(hours.status).toBe(200);
  const student = await newStudentWithProfile();
  const sent = await api('POST', '/api/mentorship-requests', {
    token: student.token,
    body: { alumniId: mentor.id, requestType: 'Resume Review', message: 'Could we meet today?' },
  });
  const mentorshipId = sent.body.data._id as string;
  const accepted = await api('PUT', `/api/mentorship-requests/${mentorshipId}/accept`, {
    token: mentor.token,
    body: { responseMessage: 'Happy to help' },
  });
  expect(accepted.status).toBe(200);
  const slots = await api('GET', `/api/mentor-sessions/slots/${mentor.id}`, { token: student.token });
  const booked = await api('POST', '/api/mentor-sessions', {
    token: student.token,
    body: { mentorshipId, start: slots.body.data.slots[0].start },
  });
  expect(booked.status).toBe(201);
  return [student.email, mentor.email];
}

describe('periodic jobs on two instances that both tick every second', () => {
  it('runs each due job exactly once per round, and its work (reminders, auto-archive) once', async () => {
    // A workshop tomorrow morning with three confirmed students: due for a reminder.
    const host = await demoUser('meera.nair@mentorbridge.demo');
    const created = await api('POST', '/api/alumni-features/workshop', {
      token: host.token,
      body: workshopForm(6, 5),
    });
    expect(created.status).toBe(201);
    const workshopId = created.body.data._id as string;
    const students = await Promise.all([newUser('student'), newUser('student'), newUser('student')]);
    for (const student of students) {
      const booked = await api('POST', `/api/alumni-features/workshop/${workshopId}/book`, {
        token: student.token,
        body: { notes: 'Reminder me' },
      });
      const confirmed = await api(
        'PUT',
        `/api/alumni-features/workshop/${workshopId}/booking/${booked.body.data._id}`,
        {
          token: host.token,
          body: { status: 'Confirmed', meetingLink: 'https://meet.example.com/cluster' },
        },
      );
      expect(confirmed.status).toBe(200);
    }
    // A request left unanswered for eight days: due for auto-archiving.
    const asker = await newStudentWithProfile();
    const sent = await api('POST', '/api/mentorship-requests', {
      token: asker.token,
      body: { alumniId: host.id, message: 'Could we talk about backend roles?' },
    });
    expect(sent.status).toBe(201);
    const requestId = sent.body.data._id as string;
    await rows(
      sql`update mentorship_requests set created_at = now() - interval '8 days' where id = ${requestId}`,
    );

    const sessionPair = await sessionDueForReminder();

    const perRound: Array<Array<[string, string]>> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const since = new Date();
      await rows(
        sql`update scheduled_jobs set next_run_at = now() where name = any(string_to_array(${SLOW_JOBS.join(',')}, ','))`,
      );
      await untilEveryJobRanSince(since);
      await sleep(1500); // a second run, if any instance were to make one, would start within a tick
      perRound.push((await jobRunsSince(since.getTime())).filter(([job]) => SLOW_JOBS.includes(job)));
    }
    for (const runs of perRound) expect(runs.map(([job]) => job).sort()).toEqual([...SLOW_JOBS].sort());

    const reminders = await rows<{ to: string; count: number }>(sql`
      select "to", count(*)::int as count from mail_outbox where subject = ${`Tomorrow: ${created.body.data.title}`} group by "to"`);
    expect(reminders.sort((x, y) => x.to.localeCompare(y.to))).toEqual(
      students.map((student) => ({ to: student.email, count: 1 })).sort((x, y) => x.to.localeCompare(y.to)),
    );
    const [archived] = await rows<{ status: string; mails: number; penalties: number }>(sql`
      select r.status,
        (select count(*)::int from mail_outbox m where m."to" = ${asker.email} and m.subject like '%was archived') as mails,
        (select count(*)::int from points_ledger p where p.source_id = r.id::text and p.kind = 'request_missed') as penalties
      from mentorship_requests r where r.id = ${requestId}`);
    expect(archived).toEqual({ status: 'archived', mails: 1, penalties: 1 });
    const sessionReminders = await rows<{ to: string; count: number }>(sql`
      select "to", count(*)::int as count from mail_outbox
      where subject like 'Coming up: session with %' and "to" = any(string_to_array(${sessionPair.join(',')}, ','))
      group by "to"`);
    expect(sessionReminders.sort((x, y) => x.to.localeCompare(y.to))).toEqual(
      sessionPair.map((to) => ({ to, count: 1 })).sort((x, y) => x.to.localeCompare(y.to)),
    );
  });
});
