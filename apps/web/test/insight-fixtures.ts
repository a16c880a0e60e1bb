import type { CompanyInsight } from '@mentorbridge/shared';
import { jsonResponse } from './mock-api';

/** Never imported by app code. */

export const INSIGHTS_API = '/api/company-insights';

let sequence = 0;

export function createInsight(overrides: Partial<CompanyInsight> = {}): CompanyInsight {
  sequence += 1;
  return {
    _id: `insight-${sequence}`,
    company: `Company ${sequence}`,
    logo: '🏢',
    industry: 'Technology',
    location: 'Bengaluru, India',
    companySize: 'Large',
    recruitmentPattern: 'On-campus drive in August, then referrals.',
    rolesOffered: ['Software Engineer'],
    hiringProcess: {
      rounds: 4,
      duration: '3-4 weeks',
      description: 'Online test, two technical rounds, HR.',
    },
    salaryRange: { min: 1_200_000, max: 2_400_000, currency: 'INR' },
    workCulture: 'Flexible hours and strong mentoring.',
    benefits: ['Health insurance', 'Remote work'],
    tips: 'Practise graphs and dynamic programming.',
    expectations: {
      technical: ['Data structures', 'System design'],
      behavioral: ['Ownership'],
      educational: 'B.Tech in CS or related',
    },
    averageRating: 4.2,
    totalRatings: 5,
    ratings: [],
    myRating: null,
    creator: { _id: `alumni-${sequence}`, name: 'Ananya Iyer' },
    canEdit: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export const insightListResponse = (insights: CompanyInsight[], total = insights.length) =>
  jsonResponse(200, insights, { 'X-Total-Count': String(total) });

/** The detail and the rate answer: the insight itself. */
export const insightResponse = (insight: CompanyInsight) => jsonResponse(200, insight);

export const insightSavedResponse = (insight: CompanyInsight, message: string, status = 200) =>
  jsonResponse(status, { success: true, message, data: insight });
