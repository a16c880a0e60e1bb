import { eq } from 'drizzle-orm';
import { alumniProfiles, studentProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';
import { announceSubjectChange } from '../../platform/users/users.repository';

export type StudentProfileRow = typeof studentProfiles.$inferSelect;
export type AlumniProfileRow = typeof alumniProfiles.$inferSelect;
type StudentProfileValues = Omit<typeof studentProfiles.$inferInsert, 'userId'>;
type AlumniProfileValues = Omit<typeof alumniProfiles.$inferInsert, 'userId' | 'searchText'>;

export function directorySearchText(
  name: string,
  values: { collegeName?: string | null; currentCompany?: string | null },
) {
  return [name, values.collegeName, values.currentCompany].filter(Boolean).join(' ').toLowerCase();
}

export async function findStudentProfile(executor: Executor, userId: string) {
  const [row] = await executor.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row;
}

export async function findAlumniProfile(executor: Executor, userId: string) {
  const [row] = await executor.select().from(alumniProfiles).where(eq(alumniProfiles.userId, userId));
  return row;
}

export async function upsertStudentProfile(executor: Executor, userId: string, values: StudentProfileValues) {
  const [row] = await executor
    .insert(studentProfiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: values })
    .returning();
  return row!;
}

export async function upsertAlumniProfile(
  executor: Executor,
  userId: string,
  name: string,
  values: AlumniProfileValues,
) {
  const row = { ...values, searchText: directorySearchText(name, values) };
  const [saved] = await executor
    .insert(alumniProfiles)
    .values({ ...row, userId })
    .onConflictDoUpdate({ target: alumniProfiles.userId, set: row })
    .returning();
  return saved!;
}

export async function updateAccount(
  executor: Executor,
  userId: string,
  patch: Partial<
    Pick<typeof users.$inferInsert, 'name' | 'isProfileComplete' | 'avatar' | 'avatarKey' | 'updatedAt'>
  >,
) {
  await executor.update(users).set(patch).where(eq(users.id, userId));
  // Signed-in requests carry the name from the session cache.
  if (patch.name !== undefined) await announceSubjectChange(executor, userId);
}

export async function lockAvatarKey(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ key: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.key ?? null;
}
