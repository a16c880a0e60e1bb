/** The avatar calls invalidate everything under `ownProfile`. */
export const PROFILE_QUERY_KEYS = {
  ownProfile: ['profiles', 'own'],
  student: ['profiles', 'own', 'student'],
  alumni: ['profiles', 'own', 'alumni'],
  publicProfile: (id: string) => ['profiles', 'public', id],
} as const;
