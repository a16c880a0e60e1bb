import { MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { Side } from './mentorship-space.repository';

interface PairRow {
  studentId: string;
  alumniId: string;
}

export const sideOf = (row: PairRow, userId: string): Side | null =>
  row.studentId === userId ? 'student' : row.alumniId === userId ? 'alumni' : null;

/** Admins read every space and change none: refused before anything is looked up. */
export function refuseAdmin(user: AuthUser): void {
  if (user.role === 'admin') throw forbidden(M.readOnly);
}

/**
 * A change to the space: 404 unless the alumni once accepted, 403 unless one of the pair, 422 once the
 * mentorship has ended. Archiving only files the request away in the alumni's inbox: the space stays open.
 * Returns the writer's side.
 */
export function changingSide(
  row: (PairRow & { status: string; acceptedAt: Date | null }) | undefined,
  user: AuthUser,
): Side {
  if (!row || row.acceptedAt === null) throw notFound(M.notFound);
  const side = sideOf(row, user.id);
  if (!side) throw forbidden(M.notMember);
  if (row.status === 'ended') throw new AppError('UNPROCESSABLE', M.ended);
  return side;
}
