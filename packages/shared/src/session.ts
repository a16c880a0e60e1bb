import { z } from 'zod';
import { roleSchema } from './role-schema';

/** Kept under `userInfo` in browser storage. */
export const sessionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  isProfileComplete: z.boolean(),
  token: z.string(),
  avatar: z.string().optional(),
});

export type Session = z.infer<typeof sessionSchema>;

export const STORAGE_KEYS = { userInfo: 'userInfo', token: 'token' } as const;
