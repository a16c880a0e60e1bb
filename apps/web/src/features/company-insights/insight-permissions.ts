import type { CompanyInsight } from '@mentorbridge/shared';

export interface InsightPermissions {
  /** The caller wrote it (a deleted creator's insight belongs to no one). */
  isOwn: boolean;
  /** Rate and Report are for other people's insights. */
  canRate: boolean;
  canReport: boolean;
  /** Edit and Delete: the creator or an admin, as the server says (canEdit). */
  canEdit: boolean;
}

export function insightPermissions(insight: CompanyInsight, userId: string | undefined): InsightPermissions {
  const isOwn = Boolean(userId) && insight.creator?._id === userId;
  return { isOwn, canRate: !isOwn, canReport: !isOwn, canEdit: insight.canEdit };
}
