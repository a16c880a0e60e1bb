import { meetingLinkSchema } from '@mentorbridge/shared';

/**
 * The trimmed link when the shared meeting-link rule accepts it (an http(s) URL), else null; the caller
 * shows 'Please enter a valid meeting link' (part 2 section 5).
 */
export function validMeetingLink(value: string): string | null {
  const result = meetingLinkSchema.safeParse({ meetingLink: value });
  return result.success ? result.data.meetingLink : null;
}
