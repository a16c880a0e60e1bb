import { randomBytes } from 'node:crypto';
import { RECOMMENDATION_LIMITS, RECOMMENDATION_WEIGHTS as W } from '@mentorbridge/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { acceptRequest, requestMentorship } from '../../../test/mentor-sessions';
import { endAs } from '../../../test/mentorship-space';
import {
  expectPartsAddUp,
  idsOf,
  insertAlumni,
  mentorIn,
  recommendedFor,
  studentWanting,
  tagged,
} from '../../../test/recommendations';
import { statementTextsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { mentorResponsiveness, mentorshipRequests } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';

const DAY = 24 * 60 * 60 * 1000;

describe('mentor recommendations', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });

  const ids = idsOf;
  const waitingRequests = async (alumniId: string, count: number) => {
    const suffix = randomBytes(3).toString('hex');
    const students = await app.ctx.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          name: `Waiting ${index}`,
          email: `waiting-${suffix}-${index}@example.com`,
          role: 'student' as const,
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    await app.ctx.db.insert(mentorshipRequests).values(
      students.map((student) => ({
        studentId: student.id,
        alumniId,
        requestType: 'Career Guidance',
        message: 'Could you guide me?',
      })),
    );
    return students.map((student) => student.id);
  };

  it('asks a student with no target company and no skill to fill them in, and suggests nobody', async () => {
    const t = tagged('empty');
    await insertAlumni(app, [{ company: t('Acme'), skills: [t('Java')] }]);
    const noProfile = await studentWanting(app, null);
    expect(await recommendedFor(app, noProfile.headers)).toEqual({
      success: true,
      needsProfile: true,
      hasTargetCompanies: false,
      data: [],
    });
    const interestsOnly = await studentWanting(app, { interests: [t('Cloud')], branch: t('CSE') });
    expect((await recommendedFor(app, interestsOnly.headers)).needsProfile).toBe(true);

    const skillsOnly = await studentWanting(app, { skills: [t('Java')] });
    const answer = await recommendedFor(app, skillsOnly.headers);
    expect(answer).toMatchObject({ needsProfile: false, hasTargetCompanies: false });
    expect(answer.data).toHaveLength(1);
  });

  it('ranks the mentor at a target company first and says why, truly', async () => {
    const t = tagged('rank');
    const [atTarget, sharesSkills, unrelated] = await insertAlumni(app, [
      {
        name: 'Target Mentor',
        company: t('Quorra'),
        position: 'Engineer',
        branch: t('CSE'),
        graduationYear: 2021,
      },
      { name: 'Skills Mentor', company: t('Other'), skills: [t('Java'), t('SQL'), t('Rust')] },
      { name: 'Unrelated Mentor', company: t('Elsewhere'), skills: [t('Cobol')] },
    ]);
    const student = await studentWanting(app, {
      companies: [t('Quorra')],
      skills: [t('Java'), t('sql')],
      branch: t('CSE'),
    });
    await recommendedFor(app, student.headers);
    let answer: Awaited<ReturnType<typeof recommendedFor>> | undefined;
    // The student's keys are read inside the ranking statement: one statement per answer.
    const texts = await statementTextsOf(app, async () => {
      answer = await recommendedFor(app, student.headers);
    });
    expect(texts.filter((text) => /"mentor_match_keys"|"student_wanted_keys"/.test(text))).toHaveLength(1);
    const { data } = answer!;
    expect(ids(data)).toEqual([atTarget, sharesSkills]);
    expect(ids(data)).not.toContain(unrelated);
    expect(data[0]!.reasons).toEqual([
      `Works at ${t('Quorra')}, on your target list`,
      `Same branch (${t('CSE')}), graduated 2021`,
    ]);
    expect(data[0]!.score).toBe(W.targetCompany.points + W.sameBranch.points);
    // Matching is case-insensitive; the reason uses the mentor's own spelling.
    expect(data[1]!.reasons).toEqual([`Shares ${t('Java')} and ${t('SQL')}`]);
    expect(data[1]!.score).toBe(2 * W.sharedSkill.points);
    expectPartsAddUp(data);
  });

  it('drops a reason, and the mentor, when the data behind it changes', async () => {
    const t = tagged('change');
    const [mentor] = await insertAlumni(app, [{ company: t('Quorra'), skills: [t('Go')] }]);
    const student = await studentWanting(app, { companies: [t('Quorra')], skills: [t('Go')] });
    const before = mentorIn((await recommendedFor(app, student.headers)).data, mentor!);
    expect(before?.reasons).toContain(`Works at ${t('Quorra')}, on your target list`);

    await app.ctx.db.execute(
      sql`update alumni_profiles set current_company = ${t('Elsewhere')} where user_id = ${mentor}`,
    );
    await app.ctx.cache.settled();
    const after = mentorIn((await recommendedFor(app, student.headers)).data, mentor!);
    expect(after?.reasons).toEqual([`Shares ${t('Go')}`]);
    expect(after?.parts.map((part) => part.label).join(' ')).not.toContain(t('Quorra'));

    await app.ctx.db.execute(
      sql`update alumni_profiles set technical_skills = '{}' where user_id = ${mentor}`,
    );
    await app.ctx.cache.settled();
    expect(ids((await recommendedFor(app, student.headers)).data)).not.toContain(mentor);
  });

  it('leaves out paused mentors, mentors at the pending cap, deactivated and unverified ones', async () => {
    const t = tagged('out');
    const [open, paused, atCap, belowCap, deactivated, unverified] = await insertAlumni(app, [
      { company: t('Quorra') },
      { company: t('Quorra') },
      { company: t('Quorra') },
      { company: t('Quorra') },
      { company: t('Quorra'), isActive: false },
      { company: t('Quorra'), isVerified: false },
    ]);
    await app.ctx.db
      .insert(mentorResponsiveness)
      .values({ userId: paused!, pausedAt: clock.now(), consecutiveExpiries: 3 });
    await waitingRequests(atCap!, RECOMMENDATION_LIMITS.mentorPendingCap);
    await waitingRequests(belowCap!, RECOMMENDATION_LIMITS.mentorPendingCap - 1);
    const student = await studentWanting(app, { companies: [t('Quorra')] });
    const shown = ids((await recommendedFor(app, student.headers)).data);
    expect(shown.sort()).toEqual([open!, belowCap!].sort());
    expect(shown).not.toContain(paused);
    expect(shown).not.toContain(atCap);
    expect(shown).not.toContain(deactivated);
    expect(shown).not.toContain(unverified);

    // An answer frees a place under the cap; the count is kept by the request table's trigger.
    await app.ctx.db.execute(
      sql`update mentorship_requests set status = 'rejected', responded_at = now()
          where id = (select id from mentorship_requests where alumni_id = ${atCap} limit 1)`,
    );
    expect(ids((await recommendedFor(app, student.headers)).data)).toContain(atCap);
  });

  const quorraMentorAndStudent = async (tag: string) => {
    const t = tagged(tag);
    const alumni = await createUserWithProfile(app, 'alumni', {
      currentCompany: t('Quorra'),
      technicalSkills: [t('Go')],
      previousCompanies: [],
    });
    const student = await studentWanting(app, { companies: [t('Quorra')] });
    return { alumni, student };
  };

  it('leaves out a mentor the student asked or had as mentor, until the request is answered no', async () => {
    const { alumni, student } = await quorraMentorAndStudent('asked');
    expect(ids((await recommendedFor(app, student.headers)).data)).toEqual([alumni.id]);
    const requestId = await requestMentorship(app, student, alumni);
    expect(ids((await recommendedFor(app, student.headers)).data)).toEqual([]);
    await acceptRequest(app, alumni, requestId);
    expect(ids((await recommendedFor(app, student.headers)).data)).toEqual([]);

    // Archived after acceptance it is still the student's mentorship (its space stays).
    await app.ctx.db
      .update(mentorshipRequests)
      .set({ status: 'archived' })
      .where(eq(mentorshipRequests.id, requestId));
    expect(ids((await recommendedFor(app, student.headers)).data)).toEqual([]);
    await app.ctx.db
      .update(mentorshipRequests)
      .set({ status: 'rejected', acceptedAt: null })
      .where(eq(mentorshipRequests.id, requestId));
    expect(ids((await recommendedFor(app, student.headers)).data)).toEqual([alumni.id]);
  });

  it('leaves out a mentor whose mentorship with the student ended', async () => {
    const { alumni, student } = await quorraMentorAndStudent('ended');
    const requestId = await requestMentorship(app, student, alumni);
    await acceptRequest(app, alumni, requestId);
    expect((await endAs(app, alumni, requestId, 'We covered the goals.')).statusCode).toBe(200);
    expect(ids((await recommendedFor(app, student.headers)).data)).toEqual([]);
  });

  it('raises the score of a mentor who replies fast, was active lately and is well rated', async () => {
    const t = tagged('standing');
    const [quiet, lively] = await insertAlumni(app, [
      { name: 'Aaron Quiet', company: t('Quorra') },
      { name: 'Zoe Lively', company: t('Quorra') },
    ]);
    await app.ctx.db.insert(mentorResponsiveness).values({
      userId: lively!,
      answeredCount: 2,
      replySecondsTotal: 2 * 3600,
      lastActiveAt: new Date(clock.now().getTime() - DAY),
    });
    await app.ctx.db.execute(
      sql`insert into mentor_review_stats (alumni_id, review_count, rating_sum) values (${lively}, 3, 14)`,
    );
    const student = await studentWanting(app, { companies: [t('Quorra')] });
    const { data } = await recommendedFor(app, student.headers);
    expect(ids(data)).toEqual([lively, quiet]);
    expect(data[0]!.parts.map((part) => part.label)).toEqual([
      `Works at ${t('Quorra')}, on your target list`,
      'Usually replies within a day',
      'Rated 4.7 in 3 reviews',
      `Active in the last ${RECOMMENDATION_LIMITS.recentlyActiveDays} days`,
    ]);
    expect(data[0]!.score).toBe(W.targetCompany.points + W.fastReply.points + W.recentlyActive.points + 5);
    expectPartsAddUp(data);
  });

  it('answers 1 to 20 mentors, 6 unless asked', async () => {
    const t = tagged('limit');
    await insertAlumni(
      app,
      Array.from({ length: 8 }, () => ({ skills: [t('Kotlin')] })),
    );
    const student = await studentWanting(app, { skills: [t('Kotlin')] });
    expect((await recommendedFor(app, student.headers)).data).toHaveLength(6);
    expect((await recommendedFor(app, student.headers, 7)).data).toHaveLength(7);
    for (const limit of [0, 21, 'x']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/mentors/recommended?limit=${limit}`,
        headers: student.headers,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('is for students only', async () => {
    const alumni = await createUserWithProfile(app, 'alumni');
    const response = await app.inject({
      method: 'GET',
      url: '/api/mentors/recommended',
      headers: bearer(alumni.token),
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/mentors/recommended' })).statusCode).toBe(401);
  });
});
