export const WORKSHOPS_API = '/api/alumni-features';

export const workshopPath = (id: string, rest = '') =>
  `${WORKSHOPS_API}/workshop/${encodeURIComponent(id)}${rest}`;
