import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  interviewExperiences as ie,
  interviewHelpfulVotes as votes,
} from '../../db/schema/interview-experiences';
import { users } from '../../db/schema/users';
import { countedPage, isKeptSize, MAX_KEPT_ROWS } from '../../platform/cache/page-size';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { authorName, experienceColumns, type PublicExperienceRow } from './interview-experiences.repository';
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
import { RANKING_CAP, rankedPage } from './interview-ranking.repository';
import { withSnippet } from './interview-search';

const offset = sql.placeholder('offset');

/** A search ranks only its matches: OFFSET 0 keeps the ranking in the scan, so the window carries no vectors. */
function pageOf(db: Db, filter: ExperienceFilter, pageLimit: number) {
  const limit = literal(pageLimit);
  const where = filterWhere(filter);
  if (!where) {
    return db
      .select({
        id: ie.id,
        rank: sql<number>`0::real`.as('rank'),
        total: sql<number>`(select count(*) from ${ie})::int`.as('total'),
      })
      .from(ie)
      .orderBy(desc(ie.createdAt), desc(ie.id))
      .limit(limit)
      .offset(offset)
      .as('page');
  }
  if (!filter.tsQuery) {
    return db
      .select({ id: ie.id, rank: sql<number>`0::real`.as('rank'), total: matchCount.as('total') })
      .from(ie)
      .where(where)
      .orderBy(desc(ie.createdAt), desc(ie.id))
      .limit(limit)
      .offset(offset)
      .as('page');
  }
  const matches = db
    .select({
      id: ie.id,
      createdAt: ie.createdAt,
      rank: sql<number>`ts_rank_cd(${ie.search}, ${tsQuery})`.as('rank'),
    })
    .from(ie)
    .where(where)
    .offset(literal(0))
    .as('matches');
  return db
    .select({ id: matches.id, rank: matches.rank, total: matchCount.as('total') })
    .from(matches)
    .orderBy(desc(matches.rank), desc(matches.createdAt), desc(matches.id))
    .limit(limit)
    .offset(offset)
    .as('page');
}

export type SharedExperienceRow = Omit<PublicExperienceRow, 'isHelpful'> & { total: number };

/** The page is chosen in a sub-query, so authors and snippet sources are read for its rows only. */
export async function listPublicExperiences(
  db: Db,
  filter: ExperienceFilter,
  pageLimit: number,
  pageOffset: number,
): Promise<SharedExperienceRow[]> {
  const name = `experiences_list_${shapeOf(filter)}_${pageLimit}`;
  const statement = prepared(db, name, () => {
    const page = pageOf(db, filter, pageLimit);
    return db
      .select({ ...experienceColumns, authorName, ...snippetSourceOf(filter), total: page.total })
      .from(page)
      .innerJoin(ie, eq(ie.id, page.id))
      .leftJoin(users, eq(users.id, ie.alumniId))
      .orderBy(desc(page.rank), desc(ie.createdAt), desc(ie.id))
      .prepare(name);
  });
  const rows = await statement.execute({ offset: pageOffset, ...filterParams(filter) });
  return rows.map(withSnippet);
}

export interface HelpfulPart {
  helpfulCount: number;
  isHelpful: boolean;
}

/** The helpful counts of a page's experiences and the viewer's own votes, read afresh for every answer. */
export async function helpfulAmong(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<Map<string, HelpfulPart>> {
  const statement = prepared(db, 'experiences_helpful_among', () =>
    db
      .select({
        id: ie.id,
        helpfulCount: ie.helpfulCount,
        isHelpful: sql<boolean>`${votes.userId} is not null`,
      })
      .from(ie)
      .leftJoin(votes, and(eq(votes.experienceId, ie.id), eq(votes.userId, sql.placeholder('viewerId'))))
      .where(sql`${ie.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('experiences_helpful_among'),
  );
  const rows = await statement.execute({ viewerId, ids });
  return new Map(rows.map(({ id, ...part }) => [id, part]));
}

/**
 * Kept until an experience or an author's shown fields change; a vote changes neither (the trigger leaves out
 * `helpful_count`), so the counts and the viewer's votes are read beside the page.
 */
export function publicExperiencePage(
  reader: CachedReader,
  filter: ExperienceFilter,
  pageLimit: number,
  pageOffset: number,
) {
  return reader.cache.cached(
    [ie, users],
    `public:${publicPageKey(filter, pageLimit, pageOffset)}`,
    async () => ({
      ...(filter.tsQuery && pageOffset + pageLimit <= RANKING_CAP
        ? await rankedPage(reader, filter, pageLimit, pageOffset)
        : await countedPage(
            await listPublicExperiences(reader.db, filter, pageLimit, pageOffset),
            pageOffset,
            () => countPublicExperiences(reader.db, filter),
          )),
      read: ++pageReads,
    }),
    isKeptSize,
  );
}

/** Numbers each read of a page: an answer is kept under the read it was made from (`commonExperienceAnswer`). */
let pageReads = 0;

const isAnswerKept = (answer: unknown) => !Array.isArray(answer) || answer.length <= MAX_KEPT_ROWS;

function publicPageKey(filter: ExperienceFilter, pageLimit: number, pageOffset: number) {
  return JSON.stringify([shapeOf(filter), filterParams(filter), pageLimit, pageOffset]);
}

/**
 * The answer of a page to every reader with no vote and no experience of their own on it, kept under the read
 * of the page it was made from and its helpful counts: a page of 20 is about 80 KB of JSON, written and
 * compressed once instead of per request (7.7 ms of CPU per request on the hot-key bench). A reader who took
 * a page just before a change keeps their answer under that page's read, which no later reader asks for.
 */
export function commonExperienceAnswer<A>(
  reader: CachedReader,
  page: { read: number; helpfulCounts: number[] },
  build: () => A,
) {
  const key = `answer:${page.read}:${page.helpfulCounts.join(',')}`;
  return reader.cache.cached([ie, users], key, async () => build(), isAnswerKept);
}

export async function countPublicExperiences(db: Db, filter: ExperienceFilter): Promise<number> {
  const name = `experiences_count_${shapeOf(filter)}`;
  const statement = prepared(db, name, () =>
    db.select({ n: count() }).from(ie).where(filterWhere(filter)).prepare(name),
  );
  const [row] = await statement.execute(filterParams(filter));
  return row?.n ?? 0;
}
