import {
  type OwnerWorkshop,
  parseList,
  type SESSION_TYPES,
  WORKSHOP_LIMITS,
  type WorkshopFormBody,
  workshopFormSchema,
} from '@mentorbridge/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toDateTimeInput } from './format';

export interface WorkshopFormValues {
  title: string;
  description: string;
  category: string;
  workshopType: string;
  scheduledDate: string;
  isPaid: boolean;
  price: string;
  duration: string;
  maxParticipants: string;
  meetingLink: string;
  prerequisites: string;
  topics: string;
  cancelCutoffHours: string;
}

export const SESSION_TYPE_LABELS: Record<(typeof SESSION_TYPES)[number], string> = {
  mentorship: 'Mentorship',
  workshop: 'Workshop',
  'mock-interview': 'Mock Interview',
  'career-guidance': 'Career Guidance',
};

export const TOPICS_INVALID = 'Up to 30 topics of at most 60 characters each';

export function emptyWorkshopValues(): WorkshopFormValues {
  return {
    title: '',
    description: '',
    category: '',
    workshopType: WORKSHOP_LIMITS.defaultType,
    scheduledDate: '',
    isPaid: false,
    price: '0',
    duration: String(WORKSHOP_LIMITS.defaultDuration),
    maxParticipants: String(WORKSHOP_LIMITS.defaultMaxParticipants),
    meetingLink: '',
    prerequisites: '',
    topics: '',
    cancelCutoffHours: String(WORKSHOP_LIMITS.defaultCancelCutoffHours),
  };
}

export function workshopToValues(workshop: OwnerWorkshop): WorkshopFormValues {
  return {
    title: workshop.title,
    description: workshop.description,
    category: workshop.category,
    workshopType: workshop.workshopType,
    scheduledDate: toDateTimeInput(workshop.scheduledDate),
    isPaid: workshop.isPaid,
    price: String(workshop.price),
    duration: String(workshop.duration),
    maxParticipants: String(workshop.maxParticipants),
    meetingLink: workshop.meetingLink ?? '',
    prerequisites: workshop.prerequisites ?? '',
    topics: workshop.topics.join(', '),
    cancelCutoffHours: String(workshop.cancelCutoffHours),
  };
}

/** The shared schema's first failing rule is the message; the date is sent as an ISO instant. */
export function workshopResolver(
  now: () => Date = () => new Date(),
): Resolver<WorkshopFormValues, unknown, WorkshopFormBody> {
  const schema = workshopFormSchema(now);
  return async (values) => {
    const result = schema.safeParse({ ...values, topics: parseList(values.topics) });
    if (result.success) {
      const form = result.data;
      return {
        values: {
          title: form.title,
          description: form.description,
          category: form.category,
          workshopType: form.workshopType,
          scheduledDate: form.scheduledAt.toISOString(),
          isPaid: form.isPaid,
          price: form.price,
          duration: form.duration,
          maxParticipants: form.maxParticipants,
          topics: form.topics,
          cancelCutoffHours: form.cancelCutoffHours,
          ...(form.meetingLink ? { meetingLink: form.meetingLink } : {}),
          ...(form.prerequisites ? { prerequisites: form.prerequisites } : {}),
        },
        errors: {},
      };
    }
    const errors: FieldErrors<WorkshopFormValues> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'title') as keyof WorkshopFormValues;
      if (errors[field]) continue;
      errors[field] = {
        type: issue.code,
        message: field === 'topics' ? TOPICS_INVALID : issue.message,
      };
    }
    return { values: {}, errors };
  };
}
