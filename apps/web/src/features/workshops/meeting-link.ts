import { meetingLinkSchema } from '@mentorbridge/shared';

export function validMeetingLink(value: string): string | null {
  const result = meetingLinkSchema.safeParse({ meetingLink: value });
  return result.success ? result.data.meetingLink : null;
}
