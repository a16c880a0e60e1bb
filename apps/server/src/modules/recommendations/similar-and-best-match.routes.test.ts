import type { RecommendedMentor } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { expectPartsAddUp, idsOf, insertAlumni, studentWanting, tagged } from '../../../test/recommendations';
import { createTestApp } from '../../../test/test-app';
import { mentorResponsiveness } from '../../db/schema/mentorship';

/** The same score elsewhere: mentors like one alumni, and the directory's "Best match". */
describe('similar mentors and the best-match directory', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const ids = idsOf;
  it('finds mentors similar to one, without the mentor itself, with the exclusions for a student', async () => {
    const t = tagged('similar');
    const [mentor, colleague, skillTwin, paused, stranger] = await insertAlumni(app, [
      { company: t('Quorra'), skills: [t('Go'), t('SQL')], industry: t('Fintech') },
      { company: t('Quorra'), skills: [t('Java')] },
      { company: t('Other'), skills: [t('Go'), t('SQL')], industry: t('Fintech') },
      { company: t('Quorra') },
      { company: t('Elsewhere'), skills: [t('Cobol')] },
    ]);
    await app.ctx.db.insert(mentorResponsiveness).values({ userId: paused!, pausedAt: clock.now() });
    const student = await studentWanting(app, null);
    const alumni = await createUserWithProfile(app, 'alumni');
    const similarFor = async (headers: Record<string, string>) => {
      const response = await app.inject({ method: 'GET', url: `/api/mentors/${mentor}/similar`, headers });
      expect(response.statusCode).toBe(200);
      return response.json().data as RecommendedMentor[];
    };
    const forStudent = await similarFor(student.headers);
    expect(ids(forStudent)).toEqual([colleague, skillTwin]);
    expect(forStudent[0]!.reasons).toEqual([`Also works at ${t('Quorra')}`]);
    expect(forStudent[1]!.reasons).toEqual([
      `Shares ${t('Go')} and ${t('SQL')}`,
      `Also works in ${t('Fintech')}`,
    ]);
    expectPartsAddUp(forStudent);
    const forAlumni = ids(await similarFor(bearer(alumni.token)));
    expect(forAlumni).toContain(paused);
    expect(forAlumni).not.toContain(mentor);
    expect(forAlumni).not.toContain(stranger);

    const unknown = await app.inject({
      method: 'GET',
      url: '/api/mentors/nope/similar',
      headers: student.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('orders the directory by best match for a student, by name for others', async () => {
    const t = tagged('best');
    const [zed, amy, bob] = await insertAlumni(app, [
      { name: 'Zed Best', company: t('Quorra'), branch: t('CSE') },
      { name: 'Amy Best', company: t('Quorra') },
      { name: 'Bob Best', company: t('Quorra'), branch: t('CSE'), previous: [t('Target')] },
    ]);
    const student = await studentWanting(app, { companies: [t('Target')], branch: t('CSE') });
    const list = async (headers: Record<string, string>, sort: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/users/alumni?company=${encodeURIComponent(t('Quorra'))}&sort=${sort}&page=1&limit=2`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('3');
      return (response.json() as Array<{ _id: string }>).map((item) => item._id);
    };
    expect(await list(student.headers, 'best-match')).toEqual([bob, zed]);
    expect(await list(student.headers, 'name')).toEqual([amy, bob]);
    const alumni = await createUserWithProfile(app, 'alumni');
    expect(await list(bearer(alumni.token), 'best-match')).toEqual([amy, bob]);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/users/alumni?sort=rating',
      headers: student.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
