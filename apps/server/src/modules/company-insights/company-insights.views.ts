import type { CompanyInsight, InsightInput } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { InsightRow, InsightViewRow, NewInsight, ShownRating } from './company-insights.repository';

export function mayEdit(insight: Pick<InsightRow, 'creatorId'>, user: AuthUser) {
  return user.role === 'admin' || insight.creatorId === user.id;
}

/** Creator, ratings and averages never come from the form. */
export function toInsightColumns(input: InsightInput) {
  return {
    company: input.company,
    logo: input.logo,
    industry: input.industry,
    location: input.location,
    companySize: input.companySize,
    recruitmentPattern: input.recruitmentPattern,
    rolesOffered: input.rolesOffered,
    hiringRounds: input.hiringProcess.rounds,
    hiringDuration: input.hiringProcess.duration,
    hiringDescription: input.hiringProcess.description,
    salaryMin: input.salaryRange.min,
    salaryMax: input.salaryRange.max,
    currency: input.salaryRange.currency,
    workCulture: input.workCulture,
    benefits: input.benefits,
    tips: input.tips,
    expectTechnical: input.expectations.technical,
    expectBehavioral: input.expectations.behavioral,
    expectEducational: input.expectations.educational,
  } satisfies Partial<NewInsight>;
}

export function toRating(entry: ShownRating): CompanyInsight['ratings'][number] {
  return {
    user: entry.userId,
    userName: entry.userName,
    rating: entry.rating,
    comment: entry.comment,
    // A replaced rating counts from when it was last given.
    createdAt: new Date(Number(entry.at)).toISOString(),
  };
}

/** The viewer's own entry of `ratings`: the specification's client pre-fills its rating dialog from it. */
function withOwnRating(
  row: InsightViewRow,
  viewer: AuthUser,
  ratings: CompanyInsight['ratings'],
): CompanyInsight['ratings'] {
  if (row.myRating === null || ratings.some((entry) => entry.user === viewer.id)) return ratings;
  return [
    ...ratings,
    {
      user: viewer.id,
      userName: viewer.name,
      rating: row.myRating,
      comment: row.myComment ?? '',
      createdAt: (row.myRatedAt ?? row.insight.createdAt).toISOString(),
    },
  ];
}

/** `ratings` as given (none for a list item, the newest for one insight), and the viewer's own whenever they rated. */
export function toInsight(
  row: InsightViewRow,
  viewer: AuthUser,
  ratings: CompanyInsight['ratings'] = [],
): CompanyInsight {
  const { insight } = row;
  return {
    _id: insight.id,
    company: insight.company,
    logo: insight.logo,
    industry: insight.industry,
    location: insight.location,
    companySize: insight.companySize,
    recruitmentPattern: insight.recruitmentPattern,
    rolesOffered: insight.rolesOffered,
    hiringProcess: {
      rounds: insight.hiringRounds,
      duration: insight.hiringDuration,
      description: insight.hiringDescription,
    },
    salaryRange: { min: insight.salaryMin, max: insight.salaryMax, currency: insight.currency },
    workCulture: insight.workCulture,
    benefits: insight.benefits,
    tips: insight.tips,
    expectations: {
      technical: insight.expectTechnical,
      behavioral: insight.expectBehavioral,
      educational: insight.expectEducational,
    },
    // From the exact sum, not the stored two-decimal average, so the rounding happens once.
    averageRating:
      insight.totalRatings === 0 ? 0 : Math.round((insight.ratingSum * 10) / insight.totalRatings) / 10,
    totalRatings: insight.totalRatings,
    ratings: withOwnRating(row, viewer, ratings),
    myRating: row.myRating === null ? null : { rating: row.myRating, comment: row.myComment ?? '' },
    creator:
      insight.creatorId && row.creatorName !== null
        ? { _id: insight.creatorId, name: row.creatorName }
        : null,
    canEdit: mayEdit(insight, viewer),
    createdAt: insight.createdAt.toISOString(),
    updatedAt: insight.updatedAt.toISOString(),
  };
}
