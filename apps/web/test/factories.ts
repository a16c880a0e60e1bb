import type { Session } from '@mentorbridge/shared';

let sequence = 0;

export function createSession(overrides: Partial<Session> = {}): Session {
  sequence += 1;
  return {
    _id: `user-${sequence}`,
    name: 'Asha Verma',
    email: `user${sequence}@example.edu`,
    role: 'student',
    isProfileComplete: true,
    token: `token-${sequence}`,
    ...overrides,
  };
}
