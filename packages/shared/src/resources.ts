import { z } from 'zod';
import {
  blankToUndefined,
  createFail,
  dataResponseSchema,
  isBlank,
  listQuery,
  listResponseSchema,
  optionalText,
} from './common';
import { successResponseSchema } from './http';

export const RESOURCE_CATEGORIES = [
  'Resume Template',
  'Interview Questions',
  'Aptitude Practice',
  'Technical Preparation',
  'Coding Practice',
  'Study Material',
  'Preparation Roadmap',
  'Mock Tests',
  'Soft Skills',
  'Other',
] as const;

/** Judged by the file's bytes, not its name. */
export const RESOURCE_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ResourceFileExtension = keyof typeof RESOURCE_FILE_TYPES;
export const RESOURCE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx';

/** pending is hidden from students until an admin publishes it. */
export const RESOURCE_STATUSES = ['pending', 'published', 'refused'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export const RESOURCE_STATUS_LABELS: Record<ResourceStatus, string> = {
  pending: 'Pending Review',
  published: 'Published',
  refused: 'Refused',
};

export const RESOURCE_SORTS = ['recent', 'downloads', 'rating', 'title'] as const;

export const RESOURCE_LIMITS = {
  /** Counted while streaming. */
  maxFileBytes: 10_485_760,
  titleMax: 150,
  descriptionMax: 2000,
  categoryMax: 60,
  tagsMax: 10,
  tagMax: 40,
  reasonMax: 500,
  searchMax: 200,
  defaultPageSize: 20,
  maxPageSize: 100,
  dashboardLatest: 10,
  thankYouMs: 5000,
} as const;

export const RESOURCE_MESSAGES = {
  fileRequired: 'Please select a file to upload',
  fileType: 'File type not allowed! Please upload PDF, DOC, DOCX, XLS, or XLSX files only.',
  fileSize: 'File size must be less than 10MB!',
  titleRequired: 'Title is required',
  categoryRequired: 'Please select a category',
  customCategoryRequired: 'Please enter a custom category',
  descriptionRequired: 'Description is required',
  ratingRange: 'Rating must be between 1 and 5',
  uploaded: 'Thank you! Your resource has been submitted for review.',
  reviewNote: 'An admin usually reviews new resources within 24-48 hours.',
  updated: 'Resource updated successfully!',
  deleted: 'Resource deleted successfully!',
  published: 'Resource published successfully!',
  unpublished: 'Resource unpublished successfully!',
  refused: 'Resource refused. The uploader has been told why.',
  refuseReasonRequired: 'Please give a reason for refusing this resource',
  rated: (stars: number) => `Thank you for rating this resource ${stars} stars!`,
  notFound: 'Resource not found',
  cannotRateOwn: 'You cannot rate your own resource',
  notPublished: 'Only published resources can be rated',
  deleteConfirm: 'Are you sure you want to delete this resource?',
  adminDeleteConfirm: 'This action cannot be undone.',
  pleaseLogin: 'Please Login',
  adminOnly: 'This page is only accessible to admin users.',
  downloadFailed: 'Failed to download resource. Please try again.',
  rateFailed: 'Failed to submit rating. Please try again.',
  deleteFailed: 'Failed to delete resource. Please try again.',
  updateFailed: 'Failed to update resource. Please try again.',
  uploadFailed: 'Failed to upload resource. Please try again.',
  publishFailed: 'Failed to publish resource. Please try again.',
  unpublishFailed: 'Failed to unpublish resource. Please try again.',
  searchTooLong: `Search text must be at most ${RESOURCE_LIMITS.searchMax} characters`,
} as const;

const M = RESOURCE_MESSAGES;
const L = RESOURCE_LIMITS;

/** A JSON list (the multipart field), a list, or comma-separated text. */
const tagsField = z
  .union([z.array(z.string()), z.string()])
  .transform((value, context) => {
    if (Array.isArray(value)) return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string'))
          return parsed as string[];
      } catch {
        // fall through to the message below
      }
      context.addIssue({ code: 'custom', message: 'Tags must be a list of words' });
      return z.NEVER;
    }
    return text.split(',');
  })
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(L.tagMax, { error: `Each tag must be at most ${L.tagMax} characters` }))
      .max(L.tagsMax, { error: `At most ${L.tagsMax} tags` }),
  )
  .optional()
  .default([]);

const resourceFields = z.object({
  title: z
    .string()
    .trim()
    .max(L.titleMax, { error: `Title must be at most ${L.titleMax} characters` })
    .optional(),
  description: z
    .string()
    .trim()
    .max(L.descriptionMax, { error: `Description must be at most ${L.descriptionMax} characters` })
    .optional(),
  category: z.string().trim().max(L.categoryMax).optional(),
  customCategory: z.string().trim().max(L.categoryMax).optional(),
  tags: tagsField,
});

/** Category Other needs a custom category, which is stored instead. */
export const resourceDetailsSchema = resourceFields
  .superRefine((form, context) => {
    const fail = createFail(context);
    if (isBlank(form.title)) fail('title', M.titleRequired);
    const category = form.category ?? '';
    if (!(RESOURCE_CATEGORIES as readonly string[]).includes(category)) fail('category', M.categoryRequired);
    else if (category === 'Other' && isBlank(form.customCategory))
      fail('customCategory', M.customCategoryRequired);
    if (isBlank(form.description)) fail('description', M.descriptionRequired);
  })
  .transform((form) => ({
    title: form.title!,
    description: form.description!,
    category: form.category === 'Other' ? form.customCategory! : form.category!,
    tags: form.tags,
  }));
export type ResourceDetails = z.infer<typeof resourceDetailsSchema>;
export type ResourceDetailsBody = z.input<typeof resourceFields>;

export const rateResourceSchema = z.object({
  rating: z.coerce
    .number({ error: M.ratingRange })
    .int({ error: M.ratingRange })
    .min(1, { error: M.ratingRange })
    .max(5, { error: M.ratingRange }),
});

export const verifyResourceSchema = z.object({
  isVerified: z.boolean({ error: 'isVerified must be true or false' }),
  reason: z
    .string()
    .trim()
    .max(L.reasonMax, { error: `Reason must be at most ${L.reasonMax} characters` })
    .optional(),
});
export type VerifyResourceInput = z.infer<typeof verifyResourceSchema>;

export const resourceListQuerySchema = z.object({
  q: optionalText(L.searchMax, M.searchTooLong),
  category: optionalText(L.categoryMax),
  status: z.preprocess(blankToUndefined, z.enum(RESOURCE_STATUSES, { error: 'Unknown status' }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(RESOURCE_SORTS, { error: 'Unknown sort' }).default('recent')),
  ...listQuery({ maxLimit: L.maxPageSize, wording: 'named' }),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** null when the uploader's account was deleted ('Former member'). */
  uploadedBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  isVerified: z.boolean(),
  status: z.enum(RESOURCE_STATUSES),
  refusalReason: z.string().nullable(),
  averageRating: z.number(),
  totalRatings: z.number(),
  myRating: z.number().nullable(),
  downloads: z.number(),
  views: z.number(),
  fileName: z.string(),
  fileExtension: z.string(),
  fileSize: z.number(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListResponseSchema = listResponseSchema(resourceSchema);
export const resourceResponseSchema = dataResponseSchema(resourceSchema);
export const resourceSavedResponseSchema = successResponseSchema.extend({ data: resourceSchema });

export const resourceStatsSchema = z.object({
  totalUploads: z.number(),
  averageRating: z.number(),
  totalDownloads: z.number(),
  pending: z.number(),
  published: z.number(),
  refused: z.number(),
});
export const resourceStatsResponseSchema = dataResponseSchema(resourceStatsSchema);
export type ResourceStats = z.infer<typeof resourceStatsSchema>;

/** The admin dashboard's load: resources of every status, newest first; the counts are `GET /resources/stats`. */
export const placementResourcesQuerySchema = z.object({
  ...listQuery({ maxLimit: L.maxPageSize, wording: 'named' }),
});
export type PlacementResourcesQuery = z.infer<typeof placementResourcesQuerySchema>;
export const placementResourcesResponseSchema = listResponseSchema(resourceSchema);
export type PlacementResourcesResponse = z.infer<typeof placementResourcesResponseSchema>;
