import { z } from 'zod';
import {
  blankToUndefined,
  createFail,
  isBlank,
  listQuery,
  listResponseSchema,
  optionalText,
  personRefSchema,
  textOrEmpty,
} from './common';
import { successResponseSchema } from './http';

export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'E-commerce',
  'Education',
  'Entertainment',
  'Consulting',
  'Manufacturing',
  'Retail',
  'Other',
] as const;
export const COMPANY_SIZES = ['Small', 'Medium', 'Large'] as const;
export const CURRENCIES = ['USD', 'INR', 'EUR', 'GBP'] as const;
export const INSIGHT_SORTS = ['recent', 'rating', 'reviews', 'salary'] as const;
export type InsightSort = (typeof INSIGHT_SORTS)[number];

export const RATING_LABELS = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' } as const;

export const INSIGHT_LIMITS = {
  cardRoles: 3,
  logoMax: 2,
  defaultLogo: '🏢',
  defaultSize: 'Medium',
  defaultCurrency: 'USD',
  companyMax: 120,
  shortMax: 200,
  longMax: 5000,
  listMax: 30,
  listItemMax: 200,
  salaryMax: 1_000_000_000,
  roundsMax: 50,
  commentMax: 1000,
  searchMax: 200,
  defaultPageSize: 12,
  maxPageSize: 50,
  detailRatings: 50,
  /** An unauthorised edit or a failed load redirects after 2 s. */
  redirectMs: 2000,
} as const;

export const INSIGHT_MESSAGES = {
  companyRequired: 'Company name is required',
  industryRequired: 'Industry is required',
  patternRequired: 'Recruitment pattern is required',
  rolesRequired: 'At least one role is required',
  salaryMinRequired: 'Minimum salary is required',
  salaryMaxRequired: 'Maximum salary is required',
  salaryOrder: 'Maximum salary must not be below the minimum',
  currencyRequired: 'Please select a currency',
  workCultureRequired: 'Work culture is required',
  roundsRequired: 'Number of rounds is required',
  durationRequired: 'Hiring process duration is required',
  processRequired: 'Hiring process description is required',
  technicalRequired: 'Technical expectations are required',
  behavioralRequired: 'Behavioral expectations are required',
  educationalRequired: 'Educational expectations are required',
  logoMax: 'Logo must be at most 2 characters',
  ratingRequired: 'Please select a rating',
  cannotRateOwn: 'You cannot rate your own company insight',
  created: 'Company insight added successfully!',
  updated: 'Company insight updated successfully!',
  deleted: 'Company insight deleted successfully!',
  rated: 'Rating submitted successfully!',
  notFound: 'Company insight not found',
  notAuthorised: 'You are not authorized to edit this company insight',
  createDenied: 'Only alumni and admins can add company insights.',
  editDenied: 'Only alumni and admins can edit company insights.',
  deleteConfirm: 'Are you sure you want to delete this company insight?',
  loading: 'Loading company insight...',
  empty: 'No companies found',
  fetchFailed: 'Failed to fetch company insights',
  fetchOneFailed: 'Failed to fetch company insight',
  deleteFailed: 'Failed to delete company insight',
  rateFailed: 'Failed to submit rating',
  createFailed: 'Failed to create company insight',
  updateFailed: 'Failed to update company insight',
  searchTooLong: `Search text must be at most ${INSIGHT_LIMITS.searchMax} characters`,
} as const;

const M = INSIGHT_MESSAGES;
const L = INSIGHT_LIMITS;

/** A list field: a JSON list, or comma-separated text as the forms hold it; trimmed, empties dropped. */
const listField = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((items) => items.map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(L.listItemMax)).max(L.listMax, { error: `At most ${L.listMax} items` }))
  .optional()
  .default([]);

/** Empty is 0. */
const wholeNumber = (max: number) =>
  z.preprocess(
    (value) => (isBlank(value) ? 0 : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number({ error: 'Must be a whole number' })
      .int({ error: 'Must be a whole number' })
      .min(0, { error: 'Must not be negative' })
      .max(max, { error: `Must be at most ${max}` }),
  );

const insightFields = z.object({
  company: textOrEmpty(L.companyMax),
  logo: z.preprocess(
    (value) => (isBlank(value) ? L.defaultLogo : value),
    z
      .string()
      .trim()
      .refine((logo) => Array.from(logo).length <= L.logoMax, { error: M.logoMax }),
  ),
  industry: z.preprocess(blankToUndefined, z.enum(INDUSTRIES).optional()),
  location: textOrEmpty(L.shortMax),
  companySize: z.enum(COMPANY_SIZES, { error: 'Size must be Small, Medium or Large' }).default(L.defaultSize),
  recruitmentPattern: textOrEmpty(L.longMax),
  rolesOffered: listField,
  hiringProcess: z
    .object({
      rounds: wholeNumber(L.roundsMax).optional(),
      duration: textOrEmpty(L.shortMax),
      description: textOrEmpty(L.longMax),
    })
    .optional()
    .default({ duration: '', description: '' }),
  salaryRange: z
    .object({
      min: z.preprocess((value) => (value === null ? undefined : value), wholeNumber(L.salaryMax).optional()),
      max: z.preprocess((value) => (value === null ? undefined : value), wholeNumber(L.salaryMax).optional()),
      currency: z.preprocess(blankToUndefined, z.enum(CURRENCIES, { error: M.currencyRequired }).optional()),
    })
    .optional()
    .default({}),
  workCulture: textOrEmpty(L.longMax),
  benefits: listField,
  tips: textOrEmpty(L.longMax),
  expectations: z
    .object({
      technical: listField,
      behavioral: listField,
      educational: textOrEmpty(L.longMax),
    })
    .optional()
    .default({ technical: [], behavioral: [], educational: '' }),
});

function toInsightInput(form: z.infer<typeof insightFields>) {
  return {
    company: form.company,
    logo: form.logo,
    industry: form.industry!,
    location: form.location,
    companySize: form.companySize,
    recruitmentPattern: form.recruitmentPattern,
    rolesOffered: form.rolesOffered,
    hiringProcess: {
      rounds: form.hiringProcess.rounds ?? 0,
      duration: form.hiringProcess.duration,
      description: form.hiringProcess.description,
    },
    salaryRange: {
      min: form.salaryRange.min ?? 0,
      max: form.salaryRange.max ?? 0,
      currency: form.salaryRange.currency ?? L.defaultCurrency,
    },
    workCulture: form.workCulture,
    benefits: form.benefits,
    tips: form.tips,
    expectations: form.expectations,
  };
}
export type InsightInput = ReturnType<typeof toInsightInput>;

type Fail = ReturnType<typeof createFail>;

function checkCreateRules(form: z.infer<typeof insightFields>, fail: Fail) {
  if (!form.company) fail(['company'], M.companyRequired);
  if (!form.industry) fail(['industry'], M.industryRequired);
  if (!form.recruitmentPattern) fail(['recruitmentPattern'], M.patternRequired);
  if (form.rolesOffered.length === 0) fail(['rolesOffered'], M.rolesRequired);
  const { min, max } = form.salaryRange;
  if (min !== undefined && max !== undefined && max > 0 && max < min)
    fail(['salaryRange', 'max'], M.salaryOrder);
}

/** Creator, ratings and averages are never read from the body (unknown fields are dropped). */
export const createInsightSchema = insightFields
  .superRefine((form, context) => checkCreateRules(form, createFail(context)))
  .transform(toInsightInput);

/** The edit form also requires salary, work culture, hiring process and expectations. */
export const editInsightSchema = insightFields
  .superRefine((form, context) => {
    const fail = createFail(context);
    checkCreateRules(form, fail);
    if (form.salaryRange.min === undefined) fail(['salaryRange', 'min'], M.salaryMinRequired);
    if (form.salaryRange.max === undefined) fail(['salaryRange', 'max'], M.salaryMaxRequired);
    if (!form.salaryRange.currency) fail(['salaryRange', 'currency'], M.currencyRequired);
    if (!form.workCulture) fail(['workCulture'], M.workCultureRequired);
    if (!form.hiringProcess.rounds) fail(['hiringProcess', 'rounds'], M.roundsRequired);
    if (!form.hiringProcess.duration) fail(['hiringProcess', 'duration'], M.durationRequired);
    if (!form.hiringProcess.description) fail(['hiringProcess', 'description'], M.processRequired);
    if (form.expectations.technical.length === 0) fail(['expectations', 'technical'], M.technicalRequired);
    if (form.expectations.behavioral.length === 0) fail(['expectations', 'behavioral'], M.behavioralRequired);
    if (!form.expectations.educational) fail(['expectations', 'educational'], M.educationalRequired);
  })
  .transform(toInsightInput);
export type InsightFormBody = z.input<typeof insightFields>;

export const rateInsightSchema = z.object({
  rating: z.coerce
    .number({ error: M.ratingRequired })
    .int({ error: M.ratingRequired })
    .min(1, { error: M.ratingRequired })
    .max(5, { error: M.ratingRequired }),
  comment: textOrEmpty(L.commentMax),
});
export type RateInsightInput = z.infer<typeof rateInsightSchema>;

export const insightListQuerySchema = z.object({
  q: optionalText(L.searchMax, M.searchTooLong),
  industry: z.preprocess(blankToUndefined, z.enum(INDUSTRIES, { error: 'Unknown industry' }).optional()),
  size: z.preprocess(
    blankToUndefined,
    z.enum(COMPANY_SIZES, { error: 'Size must be Small, Medium or Large' }).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(INSIGHT_SORTS, { error: 'Unknown sort' }).default('recent')),
  ...listQuery({ maxLimit: L.maxPageSize, wording: 'named' }),
});
export type InsightListQuery = z.infer<typeof insightListQuerySchema>;

const ratingSchema = z.object({
  user: z.string(),
  userName: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});

/**
 * An insight with the caller's own rating and what they may do. `ratings` holds the caller's own entry
 * whenever they rated it (the specification's client pre-fills its rating dialog from it); a list item
 * holds no other, one insight (detail, rate answer) the newest beside it.
 */
export const companyInsightSchema = z.object({
  _id: z.string(),
  company: z.string(),
  logo: z.string(),
  industry: z.string(),
  location: z.string(),
  companySize: z.string(),
  recruitmentPattern: z.string(),
  rolesOffered: z.array(z.string()),
  hiringProcess: z.object({ rounds: z.number(), duration: z.string(), description: z.string() }),
  salaryRange: z.object({ min: z.number(), max: z.number(), currency: z.string() }),
  workCulture: z.string(),
  benefits: z.array(z.string()),
  tips: z.string(),
  expectations: z.object({
    technical: z.array(z.string()),
    behavioral: z.array(z.string()),
    educational: z.string(),
  }),
  averageRating: z.number(),
  totalRatings: z.number(),
  ratings: z.array(ratingSchema),
  myRating: z.object({ rating: z.number(), comment: z.string() }).nullable(),
  /** null when the creator's account was deleted ('Former member'). */
  creator: z.nullable(personRefSchema),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyInsight = z.infer<typeof companyInsightSchema>;

export const insightListResponseSchema = listResponseSchema(companyInsightSchema);
/** The detail and the rate answer: the insight itself. */
export const insightResponseSchema = companyInsightSchema;
export const insightSavedResponseSchema = successResponseSchema.extend({ data: companyInsightSchema });
