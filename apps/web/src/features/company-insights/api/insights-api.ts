import type { CompanyInsight } from '@mentorbridge/shared';
import type { QueryClient } from '@tanstack/react-query';
import { insightKeys } from '../insights-query-keys';

/** One page of the list and, from X-Total-Count, how many insights match in all. */
export interface InsightPage {
  insights: CompanyInsight[];
  total: number;
}

/** The API prefix of the company-insight calls (part 2 section 7). */
export const INSIGHTS_API = '/api/company-insights';

/** `/api/company-insights/{id}` and below, with the id encoded. */
export const insightPath = (id: string, rest = '') => `${INSIGHTS_API}/${encodeURIComponent(id)}${rest}`;

/**
 * Puts the server's answer for one insight in every cached page that shows it and in its detail entry
 * (part 2 section 4: a rating replaces the company record with the server's response).
 */
export function replaceCachedInsight(queryClient: QueryClient, insight: CompanyInsight) {
  queryClient.setQueriesData<InsightPage>({ queryKey: insightKeys.lists }, (page) =>
    page
      ? {
          ...page,
          insights: page.insights.map((item) =>
            // Lists carry no ratings; keep the page's shape.
            item._id === insight._id ? { ...insight, ratings: item.ratings } : item,
          ),
        }
      : page,
  );
  queryClient.setQueryData(insightKeys.detail(insight._id), insight);
}

/** Takes a deleted insight out of every cached page and drops its detail entry. */
export function removeCachedInsight(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<InsightPage>({ queryKey: insightKeys.lists }, (page) =>
    page?.insights.some((item) => item._id === id)
      ? {
          insights: page.insights.filter((item) => item._id !== id),
          total: Math.max(0, page.total - 1),
        }
      : page,
  );
  queryClient.removeQueries({ queryKey: insightKeys.detail(id) });
}
