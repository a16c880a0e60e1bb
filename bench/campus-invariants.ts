/** The invariants bench/run.ts checks after its writes; each query counts the rows that break one. */
import type pg from 'pg';

const INVARIANTS = [
  [
    'workshops over capacity',
    `select count(*)::int as n from workshops w
     where (select count(*) from workshop_bookings b where b.workshop_id = w.id and b.status = 'Confirmed') > w.max_participants`,
  ],
  [
    'duplicate pending requests',
    `select count(*)::int as n from (select student_id, alumni_id from mentorship_requests where status = 'pending'
     group by 1, 2 having count(*) > 1) d`,
  ],
  [
    'students over 5 pending',
    `select count(*)::int as n from (select student_id from mentorship_requests where status = 'pending'
     group by 1 having count(*) > 5) d`,
  ],
  [
    'helpful counts differing from their votes',
    `select count(*)::int as n from interview_experiences e
     where e.helpful_count <> (select count(*) from interview_helpful_votes v where v.experience_id = e.id)`,
  ],
  [
    'insight rating totals differing from their ratings',
    `select count(*)::int as n from company_insights i
     left join (select insight_id, count(*) as n, sum(rating) as total from company_insight_ratings group by 1) r
       on r.insight_id = i.id
     where i.total_ratings <> coalesce(r.n, 0) or i.rating_sum <> coalesce(r.total, 0)`,
  ],
  [
    'points sources paid twice',
    `select count(*)::int as n from (select kind, source_type, source_id from points_ledger where not is_reversal
     group by 1, 2, 3 having count(*) > 1) d`,
  ],
] as const;

export async function checkInvariants(client: pg.Client): Promise<Array<[name: string, broken: number]>> {
  const results: Array<[string, number]> = [];
  for (const [name, query] of INVARIANTS) {
    results.push([name, (await client.query<{ n: number }>(query)).rows[0]!.n]);
  }
  return results;
}
