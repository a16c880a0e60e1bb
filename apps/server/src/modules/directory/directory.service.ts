import type { AlumniListItem, DirectoryFilters, DirectoryQuery, PublicUser } from '@mentorbridge/shared';
import { PROFILE_MESSAGES } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { pageTotal } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { absoluteUrl } from '../../platform/http/public-url';
import { findUserSummary } from '../../platform/users/users.repository';
import { mentorResponsivenessOf, toMentorResponsiveness } from '../mentorship/mentorship.module';
import { getOwnAlumniProfile, getOwnStudentProfile } from '../profiles/profiles.module';
import { canSeeContactDetails } from './contact-access';
import { countAlumni, findAlumniPage, findDirectoryFilters } from './directory.repository';

/**
 * The directory is the same for every reader: its pages and filter menus are kept per instance until an
 * account or an alumni profile changes (platform/cache/read-caches.ts).
 */
function sharedDirectory<V>(ctx: AppContext, name: string) {
  return ctx.readCaches.named<V>(`directory:${name}`, {
    tables: ['users', 'alumni_profiles', 'mentor_responsiveness'],
    capacity: 200,
  });
}

type DirectoryPage = { items: AlumniListItem[]; total: number };

export async function listAlumni(ctx: AppContext, query: DirectoryQuery): Promise<DirectoryPage> {
  const page = await sharedDirectory<DirectoryPage>(ctx, 'pages').read(JSON.stringify(query), () =>
    readAlumniPage(ctx, query),
  );
  return page!;
}

async function readAlumniPage(ctx: AppContext, query: DirectoryQuery): Promise<DirectoryPage> {
  const rows = await findAlumniPage(ctx.db, query);
  // Every row carries the total; a page past the end has none and counts on its own.
  const total = await pageTotal(rows, (query.page - 1) * query.limit, () => countAlumni(ctx.db, query));
  const items = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    profile: {
      avatar: absoluteUrl(ctx.config.PUBLIC_URL, row.avatar),
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

/**
 * A person's public profile. Alumni are public to signed-in users; anyone else only to themselves and
 * admins. Contact details follow the contact rule; the date of birth is shown to its owner only.
 */
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
