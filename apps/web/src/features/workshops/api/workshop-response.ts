/** The API prefix of the workshop calls (part 2 section 7). */
export const WORKSHOPS_API = '/api/alumni-features';

/** `/workshop/{id}` and below, with the id encoded. */
export const workshopPath = (id: string, rest = '') =>
  `${WORKSHOPS_API}/workshop/${encodeURIComponent(id)}${rest}`;
