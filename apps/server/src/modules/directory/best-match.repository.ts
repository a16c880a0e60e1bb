import type { DirectoryQuery } from '@mentorbridge/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { mentorReviewStats } from '../../db/schema/mentor-reviews';
import { mentorResponsiveness } from '../../db/schema/mentorship';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { standingScore, studentHits, studentMatchScore } from '../recommendations/recommendations.module';
import {
  directoryFilter,
  literalLimit,
  responsivenessColumns,
  reviewColumns,
  variant,
} from './directory.repository';

/**
 * A page of the directory in the recommendations' order for one student: the same score (alumni matching
 * nothing score their responsiveness and rating only), then name. Per reader, so never kept.
 */
export async function findBestMatchPage(
  db: Db,
  query: DirectoryQuery,
  studentId: string,
  now: Date,
  limit: number,
  offset: number,
) {
  const { active, key, values } = variant(query);
  const name = `directory_best_match_${key}_${limit}`;
  const statement = prepared(db, name, () => {
    // The directory leaves nobody out: every listed alumni is ordered, those matching nothing last.
    const hits = studentHits(db, sql`select null::uuid where false`);
    const score = sql<number>`${studentMatchScore(hits)} + ${standingScore}`;
    const base = db
      .select({
        id: users.id,
        score: score.as('score'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(users)
      .$dynamic();
    // Every listed alumni has a saved profile: it is read only to filter.
    const page = (active.length ? base.innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id)) : base)
      .leftJoin(hits, eq(hits.alumniId, users.id))
      .leftJoin(mentorResponsiveness, eq(mentorResponsiveness.userId, users.id))
      .leftJoin(mentorReviewStats, eq(mentorReviewStats.alumniId, users.id))
      .where(directoryFilter(active))
      .orderBy(desc(sql`score`), asc(users.name), asc(users.id))
      .limit(literalLimit(limit))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        id: users.id,
        name: users.name,
        avatar: users.avatar,
        currentCompany: alumniProfiles.currentCompany,
        currentPosition: alumniProfiles.currentPosition,
        graduationYear: alumniProfiles.graduationYear,
        collegeName: alumniProfiles.collegeName,
        branch: alumniProfiles.branch,
        technicalSkills: alumniProfiles.technicalSkills,
        careerInterests: alumniProfiles.careerInterests,
        responsiveness: responsivenessColumns,
        reviews: reviewColumns,
        total: page.total,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
      .leftJoin(mentorResponsiveness, eq(mentorResponsiveness.userId, users.id))
      .leftJoin(mentorReviewStats, eq(mentorReviewStats.alumniId, users.id))
      .orderBy(desc(page.score), asc(users.name), asc(users.id))
      .prepare(name);
  });
  return statement.execute({ ...values, studentId, now: now.toISOString(), offset });
}
