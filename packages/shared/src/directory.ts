import { z } from 'zod';
import { optionalText, pageQuery } from './common';
import { mentorResponsivenessSchema } from './mentorship-responsiveness';
import { alumniProfileSchemaOut, studentProfileSchemaOut } from './profiles-responses';

/** `GET /api/users/alumni` query: search, filters and paging (server-rules "Profiles and the directory"). */
export const DIRECTORY_LIMITS = { defaultLimit: 20, maxLimit: 100, queryMax: 100 } as const;

const optionalFilter = optionalText(DIRECTORY_LIMITS.queryMax);

export const directoryQuerySchema = z.object({
  q: optionalFilter,
  college: optionalFilter,
  company: optionalFilter,
  branch: optionalFilter,
  ...pageQuery({ maxLimit: DIRECTORY_LIMITS.maxLimit, defaultLimit: DIRECTORY_LIMITS.defaultLimit }),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** One card of the directory: the list-item fields of part 1 section 3, plus branch and interests. */
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
  /** Reply time, last activity and whether they take new requests (issue 17). */
  responsiveness: mentorResponsivenessSchema.optional(),
});
export type AlumniListItem = z.infer<typeof alumniListItemSchema>;
/** `GET /api/users/alumni`: one page of the directory; the total is in `X-Total-Count`. */
export const alumniListResponseSchema = z.array(alumniListItemSchema);

/** `GET /api/users/alumni/filters`: the values the directory can be filtered by. */
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

/** `GET /api/users/{id}`. */
export const publicUserResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(['student', 'alumni', 'admin']),
  email: z.string().optional(),
  /** Whether the caller may see the contact details (else the page says they are shared after acceptance). */
  contactVisible: z.boolean(),
  profile: z.union([publicAlumniProfile, publicStudentProfile]).nullable(),
  /** An alumni's reply time, last activity and whether they take new requests (issue 17). */
  responsiveness: mentorResponsivenessSchema.optional(),
});
export type PublicUser = z.infer<typeof publicUserResponseSchema>;
