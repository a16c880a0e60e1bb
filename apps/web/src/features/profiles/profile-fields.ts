import {
  type AlumniProfile,
  type AlumniProfileInput,
  DEFAULT_CONTACT_PREFERENCE,
  parseList,
  type StudentProfile,
  type StudentProfileInput,
} from '@mentorbridge/shared';

/** Inputs are always strings; lists are comma-separated in the input and arrays in the body. */
type FieldKind = 'text' | 'number' | 'list';

export const STUDENT_FIELD_KINDS = {
  firstName: 'text',
  lastName: 'text',
  phoneNumber: 'text',
  gender: 'text',
  dateOfBirth: 'text',
  collegeName: 'text',
  universityName: 'text',
  branch: 'text',
  currentYear: 'number',
  graduationYear: 'number',
  enrollmentNumber: 'text',
  cgpa: 'number',
  backlogs: 'number',
  technicalSkills: 'list',
  softSkills: 'list',
  careerInterests: 'list',
  preferredCompanies: 'list',
  targetRoles: 'list',
  resumeLink: 'text',
  interestedJobRole: 'text',
  interviewExperienceLevel: 'text',
  interviewPreparationStatus: 'text',
  linkedinProfile: 'text',
  githubProfile: 'text',
  portfolioLink: 'text',
  contactPreference: 'text',
  bio: 'text',
} as const satisfies Record<keyof StudentProfileInput, FieldKind>;

export const ALUMNI_FIELD_KINDS = {
  firstName: 'text',
  lastName: 'text',
  phoneNumber: 'text',
  gender: 'text',
  dateOfBirth: 'text',
  collegeName: 'text',
  collegeCode: 'text',
  universityName: 'text',
  branch: 'text',
  graduationYear: 'number',
  degree: 'text',
  academicPerformance: 'text',
  numberOfInterviewsFaced: 'number',
  currentCompany: 'text',
  currentPosition: 'text',
  totalExperience: 'number',
  industryDomain: 'text',
  previousCompanies: 'list',
  workLocation: 'text',
  technicalSkills: 'list',
  softSkills: 'list',
  careerInterests: 'list',
  linkedinProfile: 'text',
  githubProfile: 'text',
  portfolioLink: 'text',
  contactPreference: 'text',
  bio: 'text',
} as const satisfies Record<keyof AlumniProfileInput, FieldKind>;

export type StudentFormValues = Record<keyof typeof STUDENT_FIELD_KINDS, string>;
export type AlumniFormValues = Record<keyof typeof ALUMNI_FIELD_KINDS, string>;
export type StudentField = keyof StudentFormValues;
export type AlumniField = keyof AlumniFormValues;

type StoredValue = string | number | readonly string[] | null | undefined;

function toInputValue(value: StoredValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function toBodyValue(kind: FieldKind, value: string): string | number | string[] | null {
  if (kind === 'list') return parseList(value);
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return kind === 'number' ? Number(trimmed) : trimmed;
}

function formValues<K extends string>(
  kinds: Record<K, FieldKind>,
  stored: Partial<Record<K, StoredValue>> | null | undefined,
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of Object.keys(kinds) as K[]) values[field] = toInputValue(stored?.[field]);
  return values;
}

function body<K extends string>(kinds: Record<K, FieldKind>, values: Record<K, string>) {
  const result = {} as Record<K, string | number | string[] | null>;
  for (const field of Object.keys(kinds) as K[])
    result[field] = toBodyValue(kinds[field], values[field] ?? '');
  return result;
}

/** "Anna Maria Rossi" -> first "Anna Maria", last "Rossi": the last word is the family name. */
export function splitAccountName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? words.pop()! : '';
  return { firstName: words.join(' '), lastName };
}

/** The wizard's name fields replace the account name, so a profile without one starts from it. */
function withAccountName(values: { firstName: string; lastName: string }, accountName = '') {
  if (values.firstName.trim() || values.lastName.trim()) return;
  Object.assign(values, splitAccountName(accountName));
}

export function toStudentFormValues(
  profile?: StudentProfile | null,
  accountName?: string,
): StudentFormValues {
  const values = formValues<StudentField>(STUDENT_FIELD_KINDS, profile);
  values.contactPreference ||= DEFAULT_CONTACT_PREFERENCE;
  withAccountName(values, accountName);
  return values;
}

export function toAlumniFormValues(profile?: AlumniProfile | null, accountName?: string): AlumniFormValues {
  const values = formValues<AlumniField>(ALUMNI_FIELD_KINDS, profile);
  values.contactPreference ||= DEFAULT_CONTACT_PREFERENCE;
  withAccountName(values, accountName);
  return values;
}

/** The option fields are checked by the shared schema, not here. */
export function toStudentBody(values: StudentFormValues): StudentProfileInput {
  return body(STUDENT_FIELD_KINDS, values) as StudentProfileInput;
}

export function toAlumniBody(values: AlumniFormValues): AlumniProfileInput {
  return body(ALUMNI_FIELD_KINDS, values) as AlumniProfileInput;
}
