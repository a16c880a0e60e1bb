import { z } from 'zod';

/** Public files such as avatars; 404 for a folder that is not public or a name its module does not store. */
export const publicFileParamsSchema = z.object({ folder: z.string().max(40), name: z.string().max(100) });
export type PublicFileParams = z.infer<typeof publicFileParamsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const redirectResponseSchema = z.null();

/** `/api/ready` answers 503 when the database is unreachable. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
