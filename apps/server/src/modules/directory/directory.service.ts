import type {
  AlumniListItem,
  DirectoryFilters,
  DirectoryQuery,
  ListWindow,
  PublicUser,
} from '@mentorbridge/shared';
import { DIRECTORY_LIMITS, listWindow, mentorRatingOf, PROFILE_MESSAGES } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { pageTotal } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { findUserSummary } from '../../platform/users/users.repository';
import { mentorResponsivenessOf, toMentorResponsiveness } from '../mentorship/mentorship.module';
import { getOwnAlumniProfile, getOwnStudentProfile } from '../profiles/profiles.module';
import { findBestMatchPage } from './best-match.repository';
import { canSeeContactDetails } from './contact-access';
import { alumniPage, countAlumni, directoryFilters, findPublicAlumni } from './directory.repository';

type CardRow = Parameters<Parameters<typeof alumniPage>[4]>[0];

function toAlumniCard(row: CardRow): AlumniListItem {
  return {
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
    mentorRating: mentorRatingOf(row.reviews.sum, row.reviews.count),
  };
}

/** "Best match" is a student's order (by the recommendations' score); anyone else's list stays by name. */
export async function listAlumni(
  ctx: AppContext,
  query: DirectoryQuery,
  viewer?: AuthUser,
): Promise<{ items: AlumniListItem[]; total: number; window: ListWindow }> {
  const window = listWindow(query, DIRECTORY_LIMITS.defaultLimit);
  if (query.sort === 'best-match' && viewer?.role === 'student') {
    const rows = await findBestMatchPage(
      ctx.db,
      query,
      viewer.id,
      ctx.clock.now(),
      window.limit,
      window.offset,
    );
    const total = await pageTotal(rows, window.offset, () => countAlumni(ctx.db, query));
    return { items: rows.map(toAlumniCard), total, window };
  }
  const page = await alumniPage(ctx, query, window.limit, window.offset, toAlumniCard);
  return { ...page, window };
}

export function listDirectoryFilters(ctx: AppContext): Promise<DirectoryFilters> {
  return directoryFilters(ctx);
}

/** The date of birth is shown to its owner only; an alumni's page is one statement. */
export async function getPublicUser(ctx: AppContext, viewer: AuthUser, id: string): Promise<PublicUser> {
  if (!isUuid(id)) throw notFound(PROFILE_MESSAGES.alumniNotFound);
  const alumni = await findPublicAlumni(ctx.db, viewer.id, id);
  if (alumni?.role === 'alumni' && alumni.profile) {
    if (!alumni.isActive && viewer.id !== id && viewer.role !== 'admin') {
      throw notFound(PROFILE_MESSAGES.alumniNotFound);
    }
    const contactVisible =
      viewer.id === id || viewer.role === 'admin' || (viewer.role === 'student' && alumni.hasAccepted);
    const {
      userId: _userId,
      updatedAt: _updatedAt,
      searchText: _searchText,
      dateOfBirth: _dateOfBirth,
      // Shown beside each slot instead (mentor sessions); the public profile's schema has no such field.
      timeZone: _timeZone,
      phoneNumber,
      contactPreference,
      ...rest
    } = alumni.profile;
    const shown = { ...rest, avatar: alumni.avatar };
    return {
      _id: alumni.id,
      name: alumni.name,
      role: 'alumni',
      ...(contactVisible ? { email: alumni.email } : {}),
      contactVisible,
      profile: contactVisible ? { ...shown, phoneNumber, contactPreference } : shown,
      responsiveness: toMentorResponsiveness(alumni.responsiveness),
      mentorRating: mentorRatingOf(alumni.reviews.sum, alumni.reviews.count),
    };
  }
  return getOtherUser(ctx, viewer, id);
}

/** Students and admins are seen by themselves and admins; an alumni without a profile yet, by anyone. */
async function getOtherUser(ctx: AppContext, viewer: AuthUser, id: string): Promise<PublicUser> {
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
