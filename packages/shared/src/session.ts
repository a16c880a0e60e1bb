import { z } from 'zod';
import { roleSchema } from './role-schema';

/** The signed-in session kept under `userInfo` in browser storage (part 1 section 3). */
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

/** Browser storage keys (part 1 section 9). */
export const STORAGE_KEYS = { userInfo: 'userInfo', token: 'token' } as const;
