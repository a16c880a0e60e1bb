import type {
  AlumniListItem,
  DirectoryFilters,
  DirectoryQuery,
  ListWindow,
  PublicUser,
} from '@mentorbridge/shared';
import { DIRECTORY_LIMITS, listWindow, PROFILE_MESSAGES } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import { isKeptSize } from '../../platform/cache/kept-pages';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { pageTotal } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { findUserSummary } from '../../platform/users/users.repository';
import { mentorResponsivenessOf, toMentorResponsiveness } from '../mentorship/mentorship.module';
import { getOwnAlumniProfile, getOwnStudentProfile } from '../profiles/profiles.module';
import { canSeeContactDetails } from './contact-access';
import { countAlumni, findAlumniPage, findDirectoryFilters } from './directory.repository';

function sharedDirectory<V>(ctx: AppContext, name: string) {
  return ctx.readCaches.named<V>(`directory:${name}`, {
    tables: ['users', 'alumni_profiles', 'mentor_responsiveness'],
    capacity: 200,
  });
}

type DirectoryPage = { items: AlumniListItem[]; total: number };

export async function listAlumni(
  ctx: AppContext,
  query: DirectoryQuery,
): Promise<DirectoryPage & { window: ListWindow }> {
  const window = listWindow(query, DIRECTORY_LIMITS.defaultLimit);
  const { q, college, company, branch } = query;
  const key = JSON.stringify([q, college, company, branch, window.limit, window.offset]);
  const page = await sharedDirectory<DirectoryPage>(ctx, 'pages').read(
    key,
    () => readAlumniPage(ctx, query, window),
    isKeptSize,
  );
  return { ...page!, window };
}

async function readAlumniPage(
  ctx: AppContext,
  query: DirectoryQuery,
  window: ListWindow,
): Promise<DirectoryPage> {
  const rows = await findAlumniPage(ctx.db, query, window.limit, window.offset);
  const total = await pageTotal(rows, window.offset, () => countAlumni(ctx.db, query));
  const items = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    profile: {
      avatar: row.avatar,
      currentCompany: row.currentCompany,
      currentPosition: row.currentPosition,
      graduationYear: row.graduationYear,
      collegeName: row.collegeName,
      branch: row.branch,
      technicalSkills: row.technicalSkills,
      careerInterests: row.careerInterests,
    },
    responsiveness: toMentorResponsiveness(row.responsiveness),
  }));
  return { items, total };
}

export async function listDirectoryFilters(ctx: AppContext): Promise<DirectoryFilters> {
  const filters = await sharedDirectory<DirectoryFilters>(ctx, 'filters').read('all', () =>
    findDirectoryFilters(ctx.db),
  );
  return filters!;
}

/** The date of birth is shown to its owner only. */
export async function getPublicUser(ctx: AppContext, viewer: AuthUser, id: string): Promise<PublicUser> {
  if (!isUuid(id)) throw notFound(PROFILE_MESSAGES.alumniNotFound);
  const target = await findUserSummary(ctx.db, id);
  const isPrivileged = viewer.id === id || viewer.role === 'admin';
  if (!target || (!isPrivileged && (target.role !== 'alumni' || !target.isActive))) {
    throw notFound(PROFILE_MESSAGES.alumniNotFound);
  }
  const contactVisible = await canSeeContactDetails(ctx, viewer, id);
  const subject = { id: target.id, name: target.name, email: target.email, role: target.role };
  const own =
    target.role === 'alumni'
      ? await getOwnAlumniProfile(ctx, subject)
      : target.role === 'student'
        ? await getOwnStudentProfile(ctx, subject)
        : null;
  let profile: PublicUser['profile'] = null;
  if (own) {
    const {
      phoneNumber,
      contactPreference,
      dateOfBirth: _dateOfBirth,
      avatarPublicId: _key,
      ...rest
    } = own.profile;
    profile = contactVisible ? { ...rest, phoneNumber, contactPreference } : rest;
  }
  return {
    _id: target.id,
    name: target.name,
    role: target.role,
    ...(contactVisible ? { email: target.email } : {}),
    contactVisible,
    profile,
    ...(target.role === 'alumni' ? { responsiveness: await mentorResponsivenessOf(ctx, target.id) } : {}),
  };
}
