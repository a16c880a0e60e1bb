export const mentorshipSpaceKeys = {
  all: ['mentorship-space'] as const,
  space: (id: string) => ['mentorship-space', id] as const,
};

export const MENTORSHIPS_API = '/api/mentorships';

export const spacePath = (id: string) => `${MENTORSHIPS_API}/${encodeURIComponent(id)}`;

export const goalPath = (id: string, goalId: string) =>
  `${spacePath(id)}/goals/${encodeURIComponent(goalId)}`;

export const notesPath = (sessionId: string) => `/api/mentor-sessions/${encodeURIComponent(sessionId)}/notes`;
