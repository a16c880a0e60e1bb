import { RECOMMENDATION_WEIGHTS as W } from '@mentorbridge/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../test/admin-users';
import {
  idsOf,
  insertAlumni,
  mentorIn,
  recommendedFor,
  studentWanting,
  tagged,
} from '../../../test/recommendations';
import { createTestApp } from '../../../test/test-app';
import { interviewExperiences } from '../../db/schema/interview-experiences';
import { users } from '../../db/schema/users';
import { workshops } from '../../db/schema/workshops';

const DAY = 24 * 60 * 60 * 1000;

/** The keys the triggers keep for each alumni, as recommendations read them. */
describe('mentor match keys', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const ids = idsOf;
  it('counts interview experiences posted for a target company, as they are posted and deleted', async () => {
    const t = tagged('exp');
    const [mentor] = await insertAlumni(app, [{ company: t('Other') }]);
    const student = await studentWanting(app, { companies: [t('Google')] });
    const post = () =>
      app.ctx.db
        .insert(interviewExperiences)
        .values({ alumniId: mentor!, company: ` ${t('google')} `, questions: [] })
        .returning({ id: interviewExperiences.id });
    const [first] = await post();
    await post();
    await post();
    let found = mentorIn((await recommendedFor(app, student.headers)).data, mentor!);
    expect(found?.reasons).toEqual([`Posted 3 interview experiences for ${t('google')}`]);
    expect(found?.score).toBe(3 * W.experience.points);

    await app.ctx.db.delete(interviewExperiences).where(eq(interviewExperiences.id, first!.id));
    found = mentorIn((await recommendedFor(app, student.headers)).data, mentor!);
    expect(found?.reasons).toEqual([`Posted 2 interview experiences for ${t('google')}`]);
  });

  it('counts the topics of active workshops, and forgets a cancelled one', async () => {
    const t = tagged('topic');
    const [mentor] = await insertAlumni(app, [{ company: t('Other') }]);
    const student = await studentWanting(app, { skills: [t('GraphQL')], interests: [t('Caching')] });
    const [workshop] = await app.ctx.db
      .insert(workshops)
      .values({
        alumniId: mentor!,
        title: 'APIs',
        description: 'APIs in practice',
        category: 'Other',
        topics: [t('GraphQL'), t('Caching'), t('REST')],
        scheduledAt: new Date(clock.now().getTime() + 7 * DAY),
      })
      .returning({ id: workshops.id });
    const found = mentorIn((await recommendedFor(app, student.headers)).data, mentor!);
    expect(found?.reasons).toEqual([`Runs workshops on ${t('Caching')} and ${t('GraphQL')}`]);

    await app.ctx.db.update(workshops).set({ isActive: false }).where(eq(workshops.id, workshop!.id));
    expect(ids((await recommendedFor(app, student.headers)).data)).not.toContain(mentor);
  });

  it('matches a target role inside a longer position, and the interested job role too', async () => {
    const t = tagged('role');
    const [senior, other] = await insertAlumni(app, [
      { company: t('Other'), position: `Senior ${t('Data')} Engineer II` },
      { company: t('Other'), position: `${t('Data')} Analyst` },
    ]);
    const student = await studentWanting(app, { roles: [`${t('data')}-engineer`], skills: [t('none')] });
    const { data } = await recommendedFor(app, student.headers);
    expect(ids(data)).toEqual([senior]);
    expect(data[0]!.reasons).toEqual([`Works as Senior ${t('Data')} Engineer II, a role you target`]);
    const byJobRole = await studentWanting(app, { jobRole: `${t('Data')} Analyst`, skills: [t('none')] });
    expect(ids((await recommendedFor(app, byJobRole.headers)).data)).toEqual([other]);
  });

  it('keeps every alumni key in step with the profile through the triggers', async () => {
    const t = tagged('keys');
    const [mentor] = await insertAlumni(app, [
      { company: t('Acme'), previous: [t('Acme'), `  ${t('beta')}  `], skills: [t('Go'), t('go')] },
    ]);
    const keys = await rows<{ key: string; kind: string }>(
      app,
      sql`select key, kind from mentor_match_keys where alumni_id = ${mentor} order by key`,
    );
    const lower = (value: string) => value.toLowerCase();
    expect(keys.filter((key) => key.kind !== 'interest').map((key) => key.key)).toEqual(
      [
        `company:${lower(t('Acme'))}`,
        `previous:${lower(t('Acme'))}`,
        `previous:${lower(t('beta'))}`,
        `skill:${lower(t('Go'))}`,
      ].sort(),
    );
    await app.ctx.db.delete(users).where(eq(users.id, mentor!));
    expect(await rows(app, sql`select 1 from mentor_match_keys where alumni_id = ${mentor}`)).toEqual([]);
  });
});
