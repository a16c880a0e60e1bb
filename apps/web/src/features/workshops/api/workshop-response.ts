/** The body of every workshop action that answers with a sentence to show (part 2 section 8). */
export interface WorkshopActionResponse {
  success: boolean;
  message: string;
}

/** The API prefix of the workshop calls (part 2 section 7). */
export const WORKSHOPS_API = '/api/alumni-features';

/** `/workshop/{id}` and below, with the id encoded. */
export const workshopPath = (id: string, rest = '') =>
  `${WORKSHOPS_API}/workshop/${encodeURIComponent(id)}${rest}`;
