/** The public list and its per-item calls (GET, helpful, report). */
export const INTERVIEWS_API = '/api/interviews';
/** The author's own calls live with the other alumni features (part 2 section 7). */
export const ALUMNI_FEATURES_API = '/api/alumni-features';

export const interviewPath = (id: string) => `${INTERVIEWS_API}/${encodeURIComponent(id)}`;
export const ownExperiencePath = (id: string) =>
  `${ALUMNI_FEATURES_API}/interview-experience/${encodeURIComponent(id)}`;
