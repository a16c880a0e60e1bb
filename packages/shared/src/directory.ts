import { z } from 'zod';
import { blankToUndefined, listQuery, listResponseSchema, optionalText } from './common';
import { mentorRatingSchema } from './mentor-reviews';
import { mentorResponsivenessSchema } from './mentorship-responsiveness';
import { alumniProfileSchemaOut, studentProfileSchemaOut } from './profiles-responses';

export const DIRECTORY_LIMITS = { defaultLimit: 20, maxLimit: 100, queryMax: 100 } as const;
export const DIRECTORY_SORTS = ['name', 'best-match'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

const optionalFilter = optionalText(DIRECTORY_LIMITS.queryMax);

export const directoryQuerySchema = z.object({
  q: optionalFilter,
  college: optionalFilter,
  company: optionalFilter,
  branch: optionalFilter,
  /** `best-match`: a student's mentors by the recommendations' score; anyone else's by name. */
  sort: z.preprocess(blankToUndefined, z.enum(DIRECTORY_SORTS).optional()),
  ...listQuery({ maxLimit: DIRECTORY_LIMITS.maxLimit }),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const alumniListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profile: z.object({
    avatar: z.string().nullable(),
    currentCompany: z.string().nullable(),
    currentPosition: z.string().nullable(),
    graduationYear: z.number().nullable(),
    collegeName: z.string().nullable(),
    branch: z.string().nullable(),
    technicalSkills: z.array(z.string()),
    careerInterests: z.array(z.string()),
  }),
  responsiveness: mentorResponsivenessSchema.optional(),
  /** Null until the mentor has `MENTOR_REVIEW_LIMITS.minRatingsShown` visible ratings. */
  mentorRating: mentorRatingSchema.optional(),
});
export type AlumniListItem = z.infer<typeof alumniListItemSchema>;
/**
 * Every listed alumni (up to `LIST_CAP`), or with `page`/`limit` one page of `defaultLimit`; the total is in
 * `X-Total-Count`.
 */
export const alumniListResponseSchema = listResponseSchema(alumniListItemSchema);

export const directoryFiltersResponseSchema = z.object({
  colleges: z.array(z.string()),
  companies: z.array(z.string()),
  branches: z.array(z.string()),
});
export type DirectoryFilters = z.infer<typeof directoryFiltersResponseSchema>;

/** Contact details (phone, e-mail, contact preference) appear only for those allowed to see them. */
const publicAlumniProfile = alumniProfileSchemaOut
  .omit({ phoneNumber: true, contactPreference: true, dateOfBirth: true, avatarPublicId: true })
  .extend({ phoneNumber: z.string().nullable().optional(), contactPreference: z.string().optional() });
const publicStudentProfile = studentProfileSchemaOut
  .omit({ phoneNumber: true, contactPreference: true, dateOfBirth: true, avatarPublicId: true })
  .extend({ phoneNumber: z.string().nullable().optional(), contactPreference: z.string().optional() });

export const publicUserResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(['student', 'alumni', 'admin']),
  email: z.string().optional(),
  /** False: the page says contact details are shared after acceptance. */
  contactVisible: z.boolean(),
  profile: z.union([publicAlumniProfile, publicStudentProfile]).nullable(),
  responsiveness: mentorResponsivenessSchema.optional(),
  /** Alumni only: null until they have `MENTOR_REVIEW_LIMITS.minRatingsShown` visible ratings. */
  mentorRating: mentorRatingSchema.optional(),
});
export type PublicUser = z.infer<typeof publicUserResponseSchema>;
