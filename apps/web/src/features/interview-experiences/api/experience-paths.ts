export const INTERVIEWS_API = '/api/interviews';
export const ALUMNI_FEATURES_API = '/api/alumni-features';

export const interviewPath = (id: string) => `${INTERVIEWS_API}/${encodeURIComponent(id)}`;
export const ownExperiencePath = (id: string) =>
  `${ALUMNI_FEATURES_API}/interview-experience/${encodeURIComponent(id)}`;
