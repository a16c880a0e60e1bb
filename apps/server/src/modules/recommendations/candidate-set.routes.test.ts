import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../test/admin-users';
import { insertAlumni, recommendedFor, studentWanting, tagged } from '../../../test/recommendations';
import { sentStatementTextsOf, statementTextsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { findRecommendedMentors } from './recommendations.repository';

const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator: the same changes on every run. */
function randomOf(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('the candidate set behind "Mentors for you"', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const isPostgres = app.ctx.database.kind === 'postgres';

  type Student = Awaited<ReturnType<typeof studentWanting>>;

  const candidateRow = async (studentId: string) => {
    const [row] = await rows<{ size: number; outsideMax: number | null; xmin: string }>(
      app,
      sql`select cardinality(alumni_ids) as size, outside_max as "outsideMax", computed_xmin::text as xmin
        from student_mentor_candidates where student_id = ${studentId}`,
    );
    return row;
  };

  /** The answer equals a ranking of every alumni, made at the same moment: mentors, order and scores. */
  const expectAsRankingAll = async (student: Student, limit = 6) => {
    const answer = await recommendedFor(app, student.headers, limit);
    const all = await findRecommendedMentors(app.ctx.db, student.id, clock.now(), limit);
    expect(answer.data.map((mentor) => [mentor._id, mentor.score])).toEqual(
      all.map((mentor) => [mentor.id, mentor.score]),
    );
    return answer.data.map((mentor) => mentor._id);
  };

  const changeProfile = async (alumniId: string, change: ReturnType<typeof sql>) => {
    await app.ctx.db.execute(sql`update alumni_profiles set ${change} where user_id = ${alumniId}`);
    await app.ctx.cache.settled();
  };

  /** Eight alumni at the target company in the student's branch (59 points), four sharing one skill (4). */
  const fixture = async () => {
    const t = tagged('set');
    const strong = await insertAlumni(
      app,
      Array.from({ length: 8 }, () => ({ company: t('Quorra'), branch: t('CSE'), skills: [t('Java')] })),
    );
    const weak = await insertAlumni(
      app,
      Array.from({ length: 4 }, () => ({ company: t('Other'), skills: [t('Java')] })),
    );
    const student = await studentWanting(app, {
      companies: [t('Quorra')],
      skills: [t('Java')],
      branch: t('CSE'),
      college: t('IIT'),
    });
    return { t, strong, weak, student };
  };

  it('keeps the alumni who could rank, and answers from them alone', async () => {
    const { strong, student } = await fixture();
    expect(await candidateRow(student.id)).toBeUndefined();
    const first = await expectAsRankingAll(student);
    expect(strong).toEqual(expect.arrayContaining(first));
    // The floor is 59 less the range of standing (-6 to 16): the four at 4 points stay out.
    expect(await candidateRow(student.id)).toMatchObject({ size: 8, outsideMax: 4 });
    await expectAsRankingAll(student, 20);
  });

  it.runIf(isPostgres)('answers from a kept set in one statement', async () => {
    const { student } = await fixture();
    await recommendedFor(app, student.headers);
    const texts = await sentStatementTextsOf(() => recommendedFor(app, student.headers));
    expect(texts.filter((text) => !/^select 1$/i.test(text.trim()))).toHaveLength(1);
    expect(texts.join('\n')).toContain('student_mentor_candidates');
  });

  it.runIf(isPostgres)(
    'runs on connections without JIT, which would compile its plan for ~200 ms',
    async () => {
      expect(await rows(app, sql`select current_setting('jit') as jit`)).toEqual([{ jit: 'off' }]);
    },
  );

  it('finds an alumni outside the set whose keys changed since, without computing the set again', async () => {
    const { t, weak, student } = await fixture();
    await recommendedFor(app, student.headers);
    const before = await candidateRow(student.id);
    // 40 + 15 + 6 + 4: above every kept candidate.
    await changeProfile(
      weak[0]!,
      sql`current_company = ${t('Quorra')}, branch = ${t('CSE')}, college_name = ${t('IIT')}`,
    );
    const texts = await statementTextsOf(app, async () => {
      expect((await expectAsRankingAll(student))[0]).toBe(weak[0]);
    });
    expect(texts.filter((text) => /insert into "student_mentor_candidates"/.test(text))).toHaveLength(0);
    expect(await candidateRow(student.id)).toEqual(before);
  });

  it('computes the set again when more alumni changed their keys since than it scores live', async () => {
    const { t, student } = await fixture();
    await recommendedFor(app, student.headers);
    const before = await candidateRow(student.id);
    // 70 new alumni, more than the 64 scored beside a set; the last one above every kept candidate.
    const added = await insertAlumni(app, [
      ...Array.from({ length: 69 }, () => ({ company: t('Other'), skills: [t('Java')] })),
      { company: t('Quorra'), branch: t('CSE'), college: t('IIT'), skills: [t('Java')] },
    ]);
    await app.ctx.cache.settled();
    const texts = await statementTextsOf(app, async () => {
      expect((await expectAsRankingAll(student))[0]).toBe(added[69]);
    });
    expect(texts.filter((text) => /insert into "student_mentor_candidates"/.test(text))).toHaveLength(1);
    expect((await candidateRow(student.id))?.xmin).not.toBe(before?.xmin);
  });

  it('scores a kept candidate whose keys were removed by its keys now', async () => {
    const { strong, student } = await fixture();
    const first = await expectAsRankingAll(student);
    await changeProfile(first[0]!, sql`branch = null`);
    const after = await expectAsRankingAll(student);
    expect(after).not.toContain(first[0]);
    expect(after).toHaveLength(6);
    expect(strong).toEqual(expect.arrayContaining(after));
  });

  it('reads the standing of a kept candidate below the best match scores when it could still rank', async () => {
    const { t, strong, student } = await fixture();
    // 40 + 4 = 44, kept (the floor is 37) but below the eight at 59; with the best standing, 60.
    const [lifted] = await insertAlumni(app, [{ company: t('Quorra'), skills: [t('Java')] }]);
    await app.ctx.db.execute(sql`insert into mentor_responsiveness
      (user_id, answered_count, reply_seconds_total, last_active_at) values (${lifted}, 3, 3600, ${clock.now()})`);
    await app.ctx.db.execute(
      sql`insert into mentor_review_stats (alumni_id, review_count, rating_sum) values (${lifted}, 3, 15)`,
    );
    const answer = await expectAsRankingAll(student);
    expect(answer[0]).toBe(lifted);
    expect(strong).toEqual(expect.arrayContaining(answer.slice(1)));
  });

  it('computes the set again when exclusions leave it unable to prove its answer', async () => {
    const { strong, weak, student } = await fixture();
    await recommendedFor(app, student.headers);
    // Four paused: the 6th best is now a weak alumni outside the set.
    await app.ctx.db.execute(sql`insert into mentor_responsiveness (user_id, paused_at)
      select id, now() from users where id in (${sql.join(
        strong.slice(0, 4).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    await app.ctx.cache.settled();
    const answer = await expectAsRankingAll(student);
    expect(weak).toEqual(expect.arrayContaining(answer.slice(4)));
    expect(await candidateRow(student.id)).toMatchObject({ size: 12, outsideMax: null });
  });

  it('allows for the most that standing adds to an alumni left out of the set', async () => {
    const t = tagged('standing');
    const strong = await insertAlumni(
      app,
      Array.from({ length: 6 }, () => ({ company: t('Quorra'), branch: t('CSE'), skills: [t('Java')] })),
    );
    const middle = await insertAlumni(app, [{ company: t('Quorra') }, { company: t('Quorra') }]);
    // 15 + 15 + 4 = 34, left out below the floor of 59 - 22; with the best standing, 34 + 16 = 50.
    const [wellRated] = await insertAlumni(app, [
      { company: t('Other'), previous: [t('Quorra')], branch: t('CSE'), skills: [t('Java')] },
    ]);
    await app.ctx.db.execute(sql`insert into mentor_responsiveness
      (user_id, answered_count, reply_seconds_total, last_active_at) values (${wellRated}, 3, 3600, ${clock.now()})`);
    await app.ctx.db.execute(
      sql`insert into mentor_review_stats (alumni_id, review_count, rating_sum) values (${wellRated}, 3, 15)`,
    );
    const student = await studentWanting(app, {
      companies: [t('Quorra')],
      skills: [t('Java')],
      branch: t('CSE'),
    });
    await expectAsRankingAll(student);
    expect(await candidateRow(student.id)).toMatchObject({ size: 8, outsideMax: 34 });
    // One strong mentor paused: the 6th kept candidate scores 40, which the one left out (50) beats.
    await app.ctx.db.execute(
      sql`insert into mentor_responsiveness (user_id, paused_at) values (${strong[0]}, now())`,
    );
    await app.ctx.cache.settled();
    const answer = await expectAsRankingAll(student);
    expect(answer[5]).toBe(wellRated);
    expect(answer).not.toEqual(expect.arrayContaining(middle));
  });

  it('computes again a set whose transaction ids came from another cluster (a restore)', async () => {
    const { t, weak, student } = await fixture();
    await recommendedFor(app, student.headers);
    await app.ctx.db.execute(sql`update student_mentor_candidates set computed_xmin = '4000000000000'
      where student_id = ${student.id}`);
    // A change after the restore has a smaller transaction id than the restored set's.
    await changeProfile(
      weak[0]!,
      sql`current_company = ${t('Quorra')}, branch = ${t('CSE')}, college_name = ${t('IIT')}`,
    );
    expect((await expectAsRankingAll(student))[0]).toBe(weak[0]);
    expect((await candidateRow(student.id))?.xmin).not.toBe('4000000000000');
  });

  it("computes the set again when the student's keys change", async () => {
    const { t, weak, student } = await fixture();
    await recommendedFor(app, student.headers);
    await app.ctx.db.execute(
      sql`update student_profiles set preferred_companies = ${sql`array[${t('Other')}]`}
        where user_id = ${student.id}`,
    );
    await app.ctx.cache.settled();
    const answer = await expectAsRankingAll(student);
    expect(weak).toEqual(expect.arrayContaining(answer.slice(0, 4)));
  });

  it('answers as a ranking of every alumni after each of 40 random changes', async () => {
    const t = tagged('random');
    const random = randomOf(20_261_128);
    const companies = ['Quorra', 'Acme', 'Initech', 'Hooli'].map(t);
    const skills = ['Java', 'Go', 'SQL', 'Rust', 'Python'].map(t);
    const branches = ['CSE', 'ECE'].map(t);
    const pick = <T>(values: T[]) => values[random(values.length)]!;
    const someSkills = () => skills.filter(() => random(3) === 0);
    const alumni = await insertAlumni(
      app,
      Array.from({ length: 30 }, () => ({
        company: pick(companies),
        previous: random(2) ? [pick(companies)] : [],
        skills: someSkills(),
        branch: pick(branches),
      })),
    );
    const students = await Promise.all(
      Array.from({ length: 3 }, () =>
        studentWanting(app, {
          companies: [pick(companies)],
          skills: [pick(skills), pick(skills)],
          branch: pick(branches),
        }),
      ),
    );
    const changes: Array<() => ReturnType<typeof sql>> = [
      () =>
        sql`update alumni_profiles set current_company = ${pick(companies)} where user_id = ${pick(alumni)}`,
      () =>
        sql`update alumni_profiles set technical_skills = ${sql`array[${sql.join(
          someSkills().map((skill) => sql`${skill}`),
          sql`, `,
        )}]::text[]`} where user_id = ${pick(alumni)}`,
      () => sql`update alumni_profiles set branch = ${pick(branches)} where user_id = ${pick(alumni)}`,
      () => sql`insert into mentor_responsiveness (user_id, paused_at) values (${pick(alumni)}, now())
        on conflict (user_id) do update set paused_at = case when mentor_responsiveness.paused_at is null
          then now() end`,
      () => sql`insert into mentor_responsiveness (user_id, answered_count, reply_seconds_total, last_active_at)
        values (${pick(alumni)}, 2, ${random(2) ? 3_600 : 900_000}, ${new Date(clock.now().getTime() - random(30) * DAY)})
        on conflict (user_id) do update set answered_count = excluded.answered_count,
          reply_seconds_total = excluded.reply_seconds_total, last_active_at = excluded.last_active_at`,
      () => sql`insert into mentor_review_stats (alumni_id, review_count, rating_sum)
        values (${pick(alumni)}, 4, ${4 + random(17)})
        on conflict (alumni_id) do update set review_count = excluded.review_count,
          rating_sum = excluded.rating_sum`,
      () => sql`update users set is_active = not is_active where id = ${pick(alumni)}`,
      () => sql`update student_profiles set technical_skills = array[${pick(skills)}]::text[]
        where user_id = ${pick(students).id}`,
    ];
    for (const student of students) await expectAsRankingAll(student);
    for (let step = 0; step < 40; step++) {
      await app.ctx.db.execute(pick(changes)());
      await app.ctx.cache.settled();
      for (const student of students) await expectAsRankingAll(student, random(2) ? 6 : 3);
    }
  });
});
