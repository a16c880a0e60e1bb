import type { AlumniProfileInput, StudentProfileInput } from './profiles';

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';

function percentage(items: unknown[]): number {
  return Math.round((items.filter(filled).length / items.length) * 100);
}

export function studentCompletion(p: Partial<StudentProfileInput>): number {
  return percentage([
    p.firstName,
    p.lastName,
    p.phoneNumber,
    p.collegeName,
    p.branch,
    p.cgpa,
    p.technicalSkills,
    p.careerInterests,
    p.linkedinProfile,
  ]);
}

export function alumniCompletion(p: Partial<AlumniProfileInput>): number {
  return percentage([
    p.firstName,
    p.lastName,
    p.phoneNumber,
    p.currentCompany,
    p.currentPosition,
    p.collegeName,
    p.branch,
    p.graduationYear,
    p.technicalSkills,
    p.linkedinProfile,
  ]);
}

export const COMPLETION_THRESHOLDS = { banner: 100, callToAction: 30 } as const;
