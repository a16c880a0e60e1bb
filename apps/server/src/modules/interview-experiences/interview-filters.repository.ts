import { and, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { interviewExperiences as ie } from '../../db/schema/interview-experiences';

/** User values reach SQL only as bound parameters; `tsQuery` holds letter-and-digit tokens only. */
export interface ExperienceFilter {
  tsQuery: string | null;
  textPattern: string | null;
  companyPattern: string | null;
  outcome: string | null;
  difficulty: string | null;
  round: string | null;
}

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An InitPlan: in a generic plan, an inline `to_tsquery($1)` is parsed again for every row. */
export const tsQuery = sql`(select to_tsquery('english', ${sql.placeholder('tsQuery')}))`;

export function filterWhere(filter: ExperienceFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.tsQuery) conditions.push(sql`${ie.search} @@ ${tsQuery}`);
  else if (filter.textPattern) {
    const pattern = sql.placeholder('textPattern');
    conditions.push(or(ilike(ie.company, pattern), ilike(ie.role, pattern)));
  }
  if (filter.companyPattern) conditions.push(ilike(ie.company, sql.placeholder('companyPattern')));
  if (filter.outcome) conditions.push(eq(ie.outcome, sql.placeholder('outcome')));
  if (filter.difficulty) conditions.push(eq(ie.difficulty, sql.placeholder('difficulty')));
  if (filter.round) {
    // jsonb containment (a question with this type, or this round), the value bound as JSON text.
    conditions.push(
      or(
        sql`${ie.questions} @> ${sql.placeholder('withType')}::jsonb`,
        sql`${ie.questions} @> ${sql.placeholder('inRound')}::jsonb`,
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function shapeOf(filter: ExperienceFilter): string {
  const parts = [
    filter.tsQuery ? 't' : filter.textPattern ? 'x' : '',
    filter.companyPattern ? 'c' : '',
    filter.outcome ? 'o' : '',
    filter.difficulty ? 'd' : '',
    filter.round ? 'r' : '',
  ];
  return parts.join('') || 'all';
}

export function filterParams(filter: ExperienceFilter) {
  return {
    ...(filter.tsQuery
      ? { tsQuery: filter.tsQuery }
      : filter.textPattern
        ? { textPattern: filter.textPattern }
        : {}),
    ...(filter.companyPattern ? { companyPattern: filter.companyPattern } : {}),
    ...(filter.outcome ? { outcome: filter.outcome } : {}),
    ...(filter.difficulty ? { difficulty: filter.difficulty } : {}),
    ...(filter.round
      ? {
          withType: JSON.stringify([{ types: [filter.round] }]),
          inRound: JSON.stringify([{ round: filter.round }]),
        }
      : {}),
  };
}

/**
 * A bound LIMIT counts as a tenth of the table in a generic plan, so every execution would be replanned.
 * OFFSET 0 keeps a sub-query apart (Drizzle drops a plain 0).
 */
export function literal(value: number): Placeholder {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  // Drizzle types LIMIT and OFFSET as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
}

export const matchCount = sql<number>`(count(*) over ())::int`;

/**
 * What a search snippet is cut from (interview-search.ts `snippetOf`): the searched text and the query's
 * lexemes, or nulls when the filter has no full-text query.
 */
export function snippetSourceOf(filter: ExperienceFilter) {
  return filter.tsQuery
    ? {
        snippetText: sql<
          string | null
        >`concat_ws(' · ', ${ie.company}, nullif(${ie.role}, ''), nullif(${ie.searchText}, ''))`,
        queryText: sql<string | null>`${tsQuery}::text`,
      }
    : { snippetText: sql<string | null>`null::text`, queryText: sql<string | null>`null::text` };
}
