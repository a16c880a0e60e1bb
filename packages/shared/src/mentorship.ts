import { z } from 'zod';
import { listQuery, personRefSchema, tooLongMessage, webUrl } from './common';

export const REQUEST_TYPES = [
  'Career Guidance',
  'Resume Review',
  'Technical Interview Prep',
  'Behavioral Interview Prep',
  'Project Discussion',
  'Skill Development',
  'General Mentorship',
  'Job Referral',
  'Networking',
  'Other',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const DEFAULT_REQUEST_TYPE = 'Career Guidance';
/** `ended`: an accepted mentorship that either side closed with a closing note (no new sessions). */
export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'archived', 'ended'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const MENTORSHIP_LIMITS = {
  messageMax: 1000,
  maxPending: 5,
  autoArchiveDays: 7,
  meetingMinutes: 60,
  responseMax: 2000,
} as const;

export const MENTORSHIP_MESSAGES = {
  messageRequiredPage: 'Please provide a message explaining your request',
  messageRequiredDirectory: 'Please enter a message for your mentorship request.',
  messageTooLong: 'Message must be at most 1000 characters',
  requestTypeInvalid: 'Please choose a request type',
  sent: 'Mentorship request sent successfully!',
  sentDirectory: 'Mentorship request sent successfully! The alumni will be notified.',
  duplicate: 'You already have a pending request with this alumni',
  tooManyPending: 'You have 5 pending requests. Wait for a reply or withdraw one before sending another.',
  alumniNotFound: 'Alumni not found',
  requestNotFound: 'Mentorship request not found',
  alreadyAnswered: 'This request has already been answered',
  notArchivable: 'Only accepted or rejected requests can be archived',
  responseRequired: 'Please provide a response message',
  meetingDatePast: 'Meeting date cannot be in the past',
  meetingLinkInvalid: 'Please enter a valid meeting link',
  meetingTimeInvalid: 'Please enter a valid time',
  timeZoneInvalid: 'Unknown time zone',
  accepted: 'Request accepted successfully!',
  rejected: 'Request rejected',
  archived: 'Request archived',
  withdrawn: 'Request withdrawn',
  sendFailed: 'Failed to send request',
  sendFailedDirectory: 'Failed to send mentorship request. Please try again.',
  loadFailed: 'Failed to load your requests',
  mentorLoadFailed: 'Failed to load mentor details',
  fetchFailed: 'Failed to fetch mentorship requests',
  acceptFailed: 'Failed to accept request',
  rejectFailed: 'Failed to reject request',
  dashboardAlumniOnly: 'Only alumni can access the mentorship dashboard.',
  noRequests: 'No Requests Yet',
} as const;

const M = MENTORSHIP_MESSAGES;

const optionalId = z.string().trim().min(1).max(100).optional();

/**
 * The directory's `{mentorId, message}` or the mentorship page's `{alumniId, requestType, message}`; each
 * keeps its own wording for a missing message.
 */
export const createMentorshipRequestSchema = z
  .object({
    alumniId: optionalId,
    mentorId: optionalId,
    requestType: z.enum(REQUEST_TYPES, { error: M.requestTypeInvalid }).default(DEFAULT_REQUEST_TYPE),
    message: z.string({ error: M.messageRequiredPage }).trim().optional(),
  })
  .superRefine((body, context) => {
    const required = body.alumniId || !body.mentorId ? M.messageRequiredPage : M.messageRequiredDirectory;
    if (!body.alumniId && !body.mentorId)
      context.addIssue({ code: 'custom', message: M.alumniNotFound, path: ['alumniId'] });
    if (!body.message) context.addIssue({ code: 'custom', message: required, path: ['message'] });
    else if (body.message.length > MENTORSHIP_LIMITS.messageMax) {
      context.addIssue({ code: 'custom', message: M.messageTooLong, path: ['message'] });
    }
  })
  .transform((body) => ({
    alumniId: (body.alumniId ?? body.mentorId)!,
    requestType: body.requestType,
    message: body.message!,
    isDirectory: !body.alumniId,
  }));
export type CreateMentorshipRequest = z.infer<typeof createMentorshipRequestSchema>;
type CreateMentorshipRequestFields = z.input<typeof createMentorshipRequestSchema>;
export type CreateMentorshipRequestBody =
  | Required<Pick<CreateMentorshipRequestFields, 'alumniId' | 'requestType' | 'message'>>
  | Required<Pick<CreateMentorshipRequestFields, 'mentorId' | 'message'>>;

/** Unlike `blankToUndefined`, a JSON null is refused. */
const blankStringToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const acceptMentorshipRequestSchema = z.object({
  responseMessage: z
    .string({ error: M.responseRequired })
    .trim()
    .min(1, { error: M.responseRequired })
    .max(MENTORSHIP_LIMITS.responseMax, { error: tooLongMessage(MENTORSHIP_LIMITS.responseMax) }),
  meetingLink: z.preprocess(
    blankStringToUndefined,
    z.string().trim().max(500).pipe(webUrl(M.meetingLinkInvalid)).optional(),
  ),
  meetingDate: z.preprocess(
    blankStringToUndefined,
    z.iso.date({ error: 'Please enter a valid date' }).optional(),
  ),
  meetingTime: z.preprocess(
    blankStringToUndefined,
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.meetingTimeInvalid })
      .optional(),
  ),
  /** The platform's zone when absent. */
  timeZone: z.preprocess(blankStringToUndefined, z.string().max(64).optional()),
});
export type AcceptMentorshipRequest = z.infer<typeof acceptMentorshipRequestSchema>;

export const rejectMentorshipRequestSchema = z.object({
  rejectionReason: z.preprocess(blankStringToUndefined, z.string().trim().max(1000).optional()),
});
export type RejectMentorshipRequest = z.infer<typeof rejectMentorshipRequestSchema>;

export const alumniRequestsQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'Unknown status' }).optional(),
});
export type AlumniRequestsQuery = z.infer<typeof alumniRequestsQuerySchema>;

export const adminRequestsQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'Unknown status' }).optional(),
  q: z.string().trim().max(100).optional(),
  ...listQuery({ maxLimit: 100 }),
});
/** The admin's request list pages 20 at a time when a page is asked for. */
export const ADMIN_REQUESTS_PAGE_SIZE = 20;
export type AdminRequestsQuery = z.infer<typeof adminRequestsQuerySchema>;

const requestBase = {
  _id: z.string(),
  requestType: z.string(),
  message: z.string(),
  status: z.enum(REQUEST_STATUSES),
  responseMessage: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  meetingLink: z.string().nullable(),
  meetingDate: z.string().nullable(),
  meetingTime: z.string().nullable(),
  meetingTimeZone: z.string().nullable(),
  autoArchived: z.boolean(),
  /** Accepted once: its mentorship space is readable (also once archived or ended). */
  hasSpace: z.boolean(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** null once answered or archived. */
  expiresAt: z.string().nullable().optional(),
};

/** The alumni's contact details appear once accepted. */
export const studentRequestSchema = z.object({
  ...requestBase,
  alumni: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string().optional(),
    profile: z.object({
      avatar: z.string().nullable(),
      currentCompany: z.string().nullable(),
      currentPosition: z.string().nullable(),
      phoneNumber: z.string().nullable().optional(),
      contactPreference: z.string().optional(),
      linkedinProfile: z.string().nullable(),
    }),
  }),
});
export type StudentRequest = z.infer<typeof studentRequestSchema>;
export const studentRequestsResponseSchema = z.array(studentRequestSchema);

export const alumniRequestSchema = z.object({
  ...requestBase,
  student: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    college: z.string().nullable(),
    graduationYear: z.number().nullable(),
    cgpa: z.number().nullable(),
    department: z.string().nullable(),
    backlog: z.number().nullable(),
    skills: z.array(z.string()),
    profile: z.object({
      avatar: z.string().nullable(),
      collegeName: z.string().nullable(),
      graduationYear: z.number().nullable(),
      branch: z.string().nullable(),
      department: z.string().nullable(),
      cgpa: z.number().nullable(),
      backlogs: z.number().nullable(),
      currentYear: z.number().nullable(),
      phoneNumber: z.string().nullable(),
      gender: z.string().nullable(),
      technicalSkills: z.array(z.string()),
      softSkills: z.array(z.string()),
      careerInterests: z.array(z.string()),
      linkedinProfile: z.string().nullable(),
      githubProfile: z.string().nullable(),
      portfolioLink: z.string().nullable(),
      resumeLink: z.string().nullable(),
      interestedJobRole: z.string().nullable(),
      interviewExperienceLevel: z.string().nullable(),
    }),
  }),
});
export type AlumniRequest = z.infer<typeof alumniRequestSchema>;
export const alumniRequestsResponseSchema = z.array(alumniRequestSchema);

export const adminRequestSchema = z.object({
  ...requestBase,
  student: personRefSchema,
  alumni: personRefSchema,
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export const adminRequestsResponseSchema = z.array(adminRequestSchema);

/** Further request fields may follow `_id` and `status`. */
export const mentorshipResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), status: z.enum(REQUEST_STATUSES) }).passthrough(),
});
export type MentorshipResult = z.infer<typeof mentorshipResultSchema>;

export const mentorshipStatsSchema = z.object({
  pending: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  archived: z.number(),
  ended: z.number(),
  total: z.number(),
});
export type MentorshipStats = z.infer<typeof mentorshipStatsSchema>;

export function acceptGreeting(studentName: string, requestType: string): string {
  const firstName = studentName.split(' ')[0] || studentName;
  return `Hi ${firstName}, thanks for reaching out about ${requestType.toLowerCase()}! I'd be happy to help. I'm usually available on weekday evenings — let's connect at the time below.`;
}
