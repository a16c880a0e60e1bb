import { desc, eq, sql } from 'drizzle-orm';
import { interviewExperiences as ie } from '../../db/schema/interview-experiences';
import { users } from '../../db/schema/users';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { authorName, experienceColumns } from './interview-experiences.repository';
import {
  type ExperienceFilter,
  filterParams,
  filterWhere,
  literal,
  matchCount,
  shapeOf,
  snippetSourceOf,
  tsQuery,
} from './interview-filters.repository';
import { withSnippet } from './interview-search';

/** A search's first ten pages of 20 come from one ranking, kept for all of them. */
export const RANKING_CAP = 200;

export async function rankedPage(
  reader: CachedReader,
  filter: ExperienceFilter,
  pageLimit: number,
  pageOffset: number,
) {
  const ranking = await searchRanking(reader, filter);
  const ids = ranking.ids.slice(pageOffset, pageOffset + pageLimit);
  const rows = ids.length > 0 ? (await listRankedExperiences(reader.db, filter, ids)).map(withSnippet) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows: rows.map((row) => ({ ...row, total: ranking.total })), total: ranking.total };
}

/**
 * Every match of a search (up to RANKING_CAP) in rank order, and how many match: ranking reads each match's
 * vector (tens of milliseconds for a common word), so the pages of one search share it.
 */
function searchRanking(reader: CachedReader, filter: ExperienceFilter) {
  return reader.cache.cached(
    [ie],
    `ranking:${JSON.stringify([shapeOf(filter), filterParams(filter)])}`,
    async () => {
      const name = `experiences_ranking_${shapeOf(filter)}`;
      const statement = prepared(reader.db, name, () =>
        reader.db
          .select({ id: ie.id, total: matchCount })
          .from(ie)
          .where(filterWhere(filter))
          .orderBy(desc(sql`ts_rank_cd(${ie.search}, ${tsQuery})`), desc(ie.createdAt), desc(ie.id))
          .limit(literal(RANKING_CAP))
          .prepare(name),
      );
      const rows = await statement.execute(filterParams(filter));
      return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
    },
  );
}

/** A ranked page's rows by id, with what their snippets are cut from. */
function listRankedExperiences(db: Db, filter: ExperienceFilter, ids: string[]) {
  const statement = prepared(db, 'experiences_ranked_rows', () =>
    db
      .select({ ...experienceColumns, authorName, ...snippetSourceOf(filter) })
      .from(ie)
      .leftJoin(users, eq(users.id, ie.alumniId))
      .where(sql`${ie.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('experiences_ranked_rows'),
  );
  return statement.execute({ tsQuery: filter.tsQuery, ids });
}
