import { randomBytes } from 'node:crypto';
import {
  type AlumniProfile,
  type AlumniProfileInput,
  alumniCompletion,
  alumniProfileSchema,
  DEFAULT_CONTACT_PREFERENCE,
  type OwnAlumniProfileResponse,
  type OwnStudentProfileResponse,
  PROFILE_MESSAGES,
  type StudentProfile,
  type StudentProfileInput,
  studentCompletion,
  studentProfileSchema,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findUserSummary } from '../../platform/users/users.repository';
import { AVATAR_FOLDER, processAvatar } from './avatar-image';
import {
  type AlumniProfileRow,
  findAlumniProfile,
  findStudentProfile,
  lockAvatarKey,
  type StudentProfileRow,
  updateAccount,
  upsertAlumniProfile,
  upsertStudentProfile,
} from './profiles.repository';

type Account = NonNullable<Awaited<ReturnType<typeof findUserSummary>>>;

const EMPTY_STUDENT: Omit<StudentProfileRow, 'userId' | 'updatedAt'> = {
  firstName: null,
  lastName: null,
  phoneNumber: null,
  gender: null,
  dateOfBirth: null,
  collegeName: null,
  universityName: null,
  branch: null,
  currentYear: null,
  graduationYear: null,
  enrollmentNumber: null,
  cgpa: null,
  backlogs: null,
  technicalSkills: [],
  softSkills: [],
  careerInterests: [],
  preferredCompanies: [],
  targetRoles: [],
  resumeLink: null,
  interestedJobRole: null,
  interviewExperienceLevel: null,
  interviewPreparationStatus: null,
  linkedinProfile: null,
  githubProfile: null,
  portfolioLink: null,
  contactPreference: DEFAULT_CONTACT_PREFERENCE,
  bio: null,
};

/** The time zone is set with the mentor's availability, so a profile save never touches it. */
type AlumniProfileFields = Omit<AlumniProfileRow, 'userId' | 'updatedAt' | 'searchText' | 'timeZone'>;

const EMPTY_ALUMNI: AlumniProfileFields = {
  firstName: null,
  lastName: null,
  phoneNumber: null,
  gender: null,
  dateOfBirth: null,
  collegeName: null,
  collegeCode: null,
  universityName: null,
  branch: null,
  graduationYear: null,
  degree: null,
  academicPerformance: null,
  numberOfInterviewsFaced: null,
  currentCompany: null,
  currentPosition: null,
  totalExperience: null,
  industryDomain: null,
  previousCompanies: [],
  workLocation: null,
  technicalSkills: [],
  softSkills: [],
  careerInterests: [],
  linkedinProfile: null,
  githubProfile: null,
  portfolioLink: null,
  contactPreference: DEFAULT_CONTACT_PREFERENCE,
  bio: null,
};

function withoutKeys<T extends { userId: string; updatedAt: Date }>(
  row: T,
): Omit<T, 'userId' | 'updatedAt' | 'searchText'> {
  const {
    userId: _userId,
    updatedAt: _updatedAt,
    searchText: _searchText,
    ...rest
  } = row as T & { searchText?: string };
  return rest;
}

function toValues<T extends object>(empty: T, input: Partial<T>): T {
  const values = { ...empty };
  for (const key of Object.keys(empty) as Array<keyof T>) {
    const value = input[key];
    if (value !== undefined && value !== null) values[key] = value as T[keyof T];
  }
  return values;
}

function displayName(profile: { firstName?: string | null; lastName?: string | null }, fallback: string) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

async function requireAccount(ctx: AppContext, userId: string): Promise<Account> {
  const account = await findUserSummary(ctx.db, userId);
  if (!account) throw notFound();
  return account;
}

function studentResponse(
  account: Account,
  row: Omit<StudentProfileRow, 'userId' | 'updatedAt'>,
): OwnStudentProfileResponse {
  const profile: StudentProfile = {
    ...row,
    avatar: account.avatar,
    avatarPublicId: account.avatarKey,
  };
  return {
    _id: account.id,
    name: account.name,
    email: account.email,
    role: 'student',
    isProfileComplete: account.isProfileComplete,
    completionPercentage: studentCompletion(row as Partial<StudentProfileInput>),
    profile,
  };
}

function alumniResponse(account: Account, row: AlumniProfileFields): OwnAlumniProfileResponse {
  const profile: AlumniProfile = {
    ...row,
    avatar: account.avatar,
    avatarPublicId: account.avatarKey,
  };
  return {
    _id: account.id,
    name: account.name,
    email: account.email,
    role: 'alumni',
    isProfileComplete: account.isProfileComplete,
    completionPercentage: alumniCompletion(row as Partial<AlumniProfileInput>),
    profile,
  };
}

export async function getOwnStudentProfile(ctx: AppContext, user: AuthUser) {
  const account = await requireAccount(ctx, user.id);
  const row = await findStudentProfile(ctx.db, user.id);
  return studentResponse(account, row ? withoutKeys(row) : EMPTY_STUDENT);
}

export async function getOwnAlumniProfile(ctx: AppContext, user: AuthUser) {
  const account = await requireAccount(ctx, user.id);
  const row = await findAlumniProfile(ctx.db, user.id);
  return alumniResponse(account, row ? withoutKeys(row) : EMPTY_ALUMNI);
}

export async function saveStudentProfile(ctx: AppContext, user: AuthUser, input: StudentProfileInput) {
  const now = ctx.clock.now();
  const values = toValues(EMPTY_STUDENT, input as Partial<typeof EMPTY_STUDENT>);
  const isComplete = studentProfileSchema.safeParse(values).success;
  await ctx.db.transaction(async (tx) => {
    await upsertStudentProfile(tx, user.id, { ...values, updatedAt: now });
    await updateAccount(tx, user.id, {
      name: displayName(values, user.name),
      isProfileComplete: isComplete,
      updatedAt: now,
    });
  });
  // The name travels with the session: other instances forget it on the commit's notification, this one now.
  ctx.sessions.evict(user.id);
  return { ...(await getOwnStudentProfile(ctx, user)), message: PROFILE_MESSAGES.saved };
}

export async function saveAlumniProfile(ctx: AppContext, user: AuthUser, input: AlumniProfileInput) {
  const now = ctx.clock.now();
  const values = toValues(EMPTY_ALUMNI, input as Partial<typeof EMPTY_ALUMNI>);
  const isComplete = alumniProfileSchema.safeParse(values).success;
  const name = displayName(values, user.name);
  await ctx.db.transaction(async (tx) => {
    await upsertAlumniProfile(tx, user.id, name, { ...values, updatedAt: now });
    await updateAccount(tx, user.id, {
      name,
      isProfileComplete: isComplete,
      updatedAt: now,
    });
  });
  ctx.sessions.evict(user.id);
  return { ...(await getOwnAlumniProfile(ctx, user)), message: PROFILE_MESSAGES.saved };
}

export async function getProfileMe(ctx: AppContext, user: AuthUser) {
  const account = await requireAccount(ctx, user.id);
  return {
    _id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    isProfileComplete: account.isProfileComplete,
    avatar: account.avatar,
  };
}

export const AVATAR_URL_PREFIX = '/api/files/';

export async function replaceAvatar(ctx: AppContext, user: AuthUser, bytes: Buffer) {
  const messages = user.role === 'alumni' ? ALUMNI_AVATAR_MESSAGES : PROFILE_MESSAGES;
  const image = await processAvatar(bytes, messages);
  const key = `${AVATAR_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
  await ctx.storage.put(key, image);
  const avatar = `${AVATAR_URL_PREFIX}${key}`;
  let previous: string | null = null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const old = await lockAvatarKey(tx, user.id);
      await updateAccount(tx, user.id, { avatar, avatarKey: key, updatedAt: ctx.clock.now() });
      return old;
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (previous) await ctx.storage.delete(previous);
  return {
    message: PROFILE_MESSAGES.avatarUploaded,
    avatar,
    avatarPublicId: key,
  };
}

export async function removeAvatar(ctx: AppContext, user: AuthUser) {
  const previous = await ctx.db.transaction(async (tx) => {
    const old = await lockAvatarKey(tx, user.id);
    await updateAccount(tx, user.id, { avatar: null, avatarKey: null, updatedAt: ctx.clock.now() });
    return old;
  });
  if (previous) await ctx.storage.delete(previous);
  return { message: PROFILE_MESSAGES.avatarDeleted, avatar: null, avatarPublicId: null };
}

/** The alumni screens word the avatar errors with an exclamation mark. */
export const ALUMNI_AVATAR_MESSAGES = {
  ...PROFILE_MESSAGES,
  avatarType: PROFILE_MESSAGES.avatarTypeAlumni,
  avatarSize: PROFILE_MESSAGES.avatarSizeAlumni,
};

export function avatarTooLarge(user: AuthUser): AppError {
  const message = user.role === 'alumni' ? PROFILE_MESSAGES.avatarSizeAlumni : PROFILE_MESSAGES.avatarSize;
  return new AppError('PAYLOAD_TOO_LARGE', message);
}
