import { z } from 'zod';

/**
 * Params of `GET /api/files/{folder}/{name}` (public files such as avatars); the server answers 404 for a
 * folder that is not public or a name its module does not store.
 */
export const publicFileParamsSchema = z.object({ folder: z.string().max(40), name: z.string().max(100) });
export type PublicFileParams = z.infer<typeof publicFileParamsSchema>;

/** An answer with only a sentence to show, e.g. `POST /api/auth/resend-verification`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * An action's answer with the sentence to show, e.g. `POST /api/auth/verify-email`,
 * `DELETE /api/mentorship-requests/{id}`, `PATCH /api/alumni-features/workshop/{id}/complete`.
 */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** A redirect (`302`): the answer has no body, the browser follows `Location`. */
export const redirectResponseSchema = z.null();

/** `GET /api/health` and `GET /api/ready` (the latter answers 503 when the database is unreachable). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
