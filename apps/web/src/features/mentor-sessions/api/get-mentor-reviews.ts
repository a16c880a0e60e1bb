import { MENTOR_REVIEW_LIMITS, type MentorReview } from '@mentorbridge/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mentorSessionKeys } from '../mentor-sessions-query-keys';

export interface MentorReviewsPage {
  items: MentorReview[];
  total: number;
}

const PAGE_SIZE = MENTOR_REVIEW_LIMITS.profileLimit;

export async function getMentorReviews(
  alumniId: string,
  page: number,
  signal?: AbortSignal,
): Promise<MentorReviewsPage> {
  const { data, headers } = await apiRequest<MentorReview[]>(
    `/api/mentors/${encodeURIComponent(alumniId)}/reviews?page=${page}&limit=${PAGE_SIZE}`,
    { signal },
  );
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}

/** Five at a time, newest first; "Show more reviews" asks for the next page. */
export function useMentorReviews(alumniId: string) {
  return useInfiniteQuery({
    queryKey: mentorSessionKeys.reviews(alumniId),
    queryFn: ({ pageParam, signal }) => getMentorReviews(alumniId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length === PAGE_SIZE && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
}
