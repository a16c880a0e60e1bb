import type { CompanyInsight } from '@mentorbridge/shared';

export interface InsightPermissions {
  /** A deleted creator's insight belongs to no one. */
  isOwn: boolean;
  canRate: boolean;
  canReport: boolean;
  /** As the server says (canEdit). */
  canEdit: boolean;
}

export function insightPermissions(insight: CompanyInsight, userId: string | undefined): InsightPermissions {
  const isOwn = Boolean(userId) && insight.creator?._id === userId;
  return { isOwn, canRate: !isOwn, canReport: !isOwn, canEdit: insight.canEdit };
}
