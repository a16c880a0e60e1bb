import { z } from 'zod';

/** `review`: a student's review of a mentor session. */
export const REPORT_KINDS = ['experience', 'insight', 'resource', 'profile', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'Inaccurate or misleading',
  'Spam or advertising',
  'Offensive or inappropriate',
  'Confidential or personal information',
  'Copied from elsewhere',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = { detailsMax: 1000 } as const;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason',
  detailsMax: `Details must be at most ${REPORT_LIMITS.detailsMax} characters`,
  sent: 'Thank you. Our team will review this report.',
  duplicate: 'You have already reported this; our team is reviewing it.',
  own: 'You cannot report your own content',
  failed: 'Failed to send report. Please try again.',
} as const;

/** Body of `POST /api/interviews/{id}/report` and `POST /api/company-insights/{id}/report`. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(REPORT_LIMITS.detailsMax, { error: REPORT_MESSAGES.detailsMax })
    .optional()
    .default(''),
});
export type ReportInput = z.infer<typeof reportSchema>;
