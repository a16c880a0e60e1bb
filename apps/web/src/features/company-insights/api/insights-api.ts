import type { CompanyInsight } from '@mentorbridge/shared';
import type { QueryClient } from '@tanstack/react-query';
import { insightKeys } from '../insights-query-keys';

export interface InsightPage {
  insights: CompanyInsight[];
  total: number;
}

export const INSIGHTS_API = '/api/company-insights';

export const insightPath = (id: string, rest = '') => `${INSIGHTS_API}/${encodeURIComponent(id)}${rest}`;

/** A rating replaces the record with the server's answer everywhere it is cached. */
export function replaceCachedInsight(queryClient: QueryClient, insight: CompanyInsight, userId?: string) {
  // A list item carries no ratings but the caller's own; keep the page's shape.
  const listed = { ...insight, ratings: insight.ratings.filter((entry) => entry.user === userId) };
  queryClient.setQueriesData<InsightPage>({ queryKey: insightKeys.lists }, (page) =>
    page
      ? { ...page, insights: page.insights.map((item) => (item._id === insight._id ? listed : item)) }
      : page,
  );
  queryClient.setQueryData(insightKeys.detail(insight._id), insight);
}

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
