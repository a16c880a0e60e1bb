export const mentorSessionKeys = {
  all: ['mentor-sessions'] as const,
  availability: ['mentor-sessions', 'availability'] as const,
  /** `sessionId`: the session being moved, whose own time the server then counts as free. */
  slots: (alumniId: string, sessionId?: string) =>
    ['mentor-sessions', 'slots', alumniId, sessionId ?? null] as const,
  allSlots: ['mentor-sessions', 'slots'] as const,
  mine: ['mentor-sessions', 'mine'] as const,
  /** A mentor's visible reviews, as their profile pages through them. */
  reviews: (alumniId: string) => ['mentor-sessions', 'reviews', alumniId] as const,
  /** The prefix of every mentorship space's key (features may not import each other): spaces list sessions too. */
  spaces: ['mentorship-space'] as const,
};

export const MENTOR_SESSIONS_API = '/api/mentor-sessions';

export const sessionPath = (
  id: string,
  action: 'cancel' | 'no-show' | 'reschedule' | 'calendar.ics' | 'meeting-link',
) => `${MENTOR_SESSIONS_API}/${encodeURIComponent(id)}/${action}`;
