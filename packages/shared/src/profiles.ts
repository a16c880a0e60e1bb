import { z } from 'zod';
import { tooLongMessage, trimmedText, webUrl } from './common';
import {
  ALUMNI_DEGREES,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  GENDERS,
  INTERVIEW_EXPERIENCE_LEVELS,
  PREPARATION_STATUSES,
  PROFILE_BOUNDS,
  PROFILE_MESSAGES,
} from './profiles-options';

const B = PROFILE_BOUNDS;
const M = PROFILE_MESSAGES;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An empty string clears it (stored as null). */
const clearableText = (max: number = B.textMax) =>
  z.preprocess(blankToNull, trimmedText(max).nullable().optional());
const optionalUrl = z.preprocess(
  blankToNull,
  trimmedText(500).pipe(webUrl(M.invalidUrl)).nullable().optional(),
);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blankToNull,
    z
      .enum(values, { error: `Choose one of: ${values.join(', ')}` })
      .nullable()
      .optional(),
  );
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === null ? null : value),
    z.coerce.number().pipe(schema).nullable().optional(),
  );
const dateOfBirth = z.preprocess(
  blankToNull,
  z.iso
    .date({ error: 'Enter a valid date' })
    .refine((value) => value <= new Date().toISOString().slice(0, 10), {
      error: 'Date of birth cannot be in the future',
    })
    .nullable()
    .optional(),
);
const phone = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^[+()\-\s\d]{7,20}$/, { error: 'Enter a valid phone number' })
    .nullable()
    .optional(),
);
const list = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(B.listItemMax, { error: tooLongMessage(B.listItemMax) }),
    { error: 'Must be a list' },
  )
  .max(B.listItems, { error: `At most ${B.listItems} items` })
  .default([]);
const targetList = (message: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(B.targetItemMax, { error: tooLongMessage(B.targetItemMax) }),
      { error: 'Must be a list' },
    )
    .max(B.targetItems, { error: message })
    .default([]);

/** All optional: the wizard's step rules are applied on top. */
const studentFields = z.object({
  firstName: clearableText(60),
  lastName: clearableText(60),
  phoneNumber: phone,
  gender: optionalEnum(GENDERS),
  dateOfBirth,
  collegeName: clearableText(),
  universityName: clearableText(),
  branch: clearableText(100),
  currentYear: optionalNumber(
    z.number().int().min(1, { error: 'Current year is 1 to 4' }).max(4, { error: 'Current year is 1 to 4' }),
  ),
  graduationYear: optionalNumber(
    z
      .number()
      .int()
      .min(B.studentGraduationYear.min, {
        error: `Graduation year must be between ${B.studentGraduationYear.min} and ${B.studentGraduationYear.max}`,
      })
      .max(B.studentGraduationYear.max, {
        error: `Graduation year must be between ${B.studentGraduationYear.min} and ${B.studentGraduationYear.max}`,
      }),
  ),
  enrollmentNumber: clearableText(60),
  cgpa: optionalNumber(
    z
      .number()
      .min(B.cgpa.min, { error: 'CGPA must be between 0 and 10' })
      .max(B.cgpa.max, { error: 'CGPA must be between 0 and 10' })
      .multipleOf(B.cgpa.step, { error: 'CGPA allows at most two decimals' }),
  ),
  backlogs: optionalNumber(z.number().int().min(0, { error: 'Backlogs cannot be negative' }).max(100)),
  technicalSkills: list,
  softSkills: list,
  careerInterests: list,
  /** The student's target companies (the spec's name), which mentor recommendations match first. */
  preferredCompanies: targetList(M.targetCompaniesMax),
  targetRoles: targetList(M.targetRolesMax),
  resumeLink: optionalUrl,
  interestedJobRole: clearableText(100),
  interviewExperienceLevel: optionalEnum(INTERVIEW_EXPERIENCE_LEVELS),
  interviewPreparationStatus: optionalEnum(PREPARATION_STATUSES),
  linkedinProfile: optionalUrl,
  githubProfile: optionalUrl,
  portfolioLink: optionalUrl,
  contactPreference: optionalEnum(CONTACT_PREFERENCES),
  bio: clearableText(B.bioMax),
});

export type StudentProfileInput = z.infer<typeof studentFields>;

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Each returns its message or null. */
export const STUDENT_STEP_RULES: Array<(profile: Partial<StudentProfileInput>) => string | null> = [
  (p) => (present(p.firstName) && present(p.lastName) ? null : M.studentStep1),
  (p) =>
    [p.collegeName, p.branch, p.currentYear, p.graduationYear, p.cgpa, p.backlogs].every(present)
      ? null
      : M.studentStep2,
  (p) =>
    (p.technicalSkills?.length ?? 0) > 0 && (p.careerInterests?.length ?? 0) > 0 ? null : M.studentStep3,
  (p) => (present(p.linkedinProfile) || present(p.resumeLink) ? null : M.studentStep4),
];

export const studentProfileSchema = studentFields.superRefine((profile, context) => {
  for (const rule of STUDENT_STEP_RULES) {
    const message = rule(profile);
    if (message) context.addIssue({ code: 'custom', message, path: [] });
  }
});

export const ALUMNI_REQUIRED_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  gender: 'Gender',
  dateOfBirth: 'Date of Birth',
  collegeName: 'College Name',
  collegeCode: 'College Code',
  universityName: 'University Name',
  branch: 'Branch',
  graduationYear: 'Graduation Year',
  degree: 'Degree',
  academicPerformance: 'Academic Performance',
  currentCompany: 'Current Company',
  currentPosition: 'Current Position',
  totalExperience: 'Total Experience',
  industryDomain: 'Industry Domain',
  workLocation: 'Work Location',
  numberOfInterviewsFaced: 'Number of Interviews Faced',
  technicalSkills: 'Technical Skills',
  softSkills: 'Soft Skills',
  linkedinProfile: 'LinkedIn Profile',
  githubProfile: 'GitHub Profile',
  portfolioLink: 'Portfolio Link',
  contactPreference: 'Contact Preference',
  bio: 'Bio',
} as const;

const alumniFields = z.object({
  firstName: clearableText(60),
  lastName: clearableText(60),
  phoneNumber: phone,
  gender: optionalEnum(GENDERS),
  dateOfBirth,
  collegeName: clearableText(),
  collegeCode: clearableText(30),
  universityName: clearableText(),
  branch: clearableText(100),
  graduationYear: optionalNumber(
    z
      .number()
      .int()
      .min(B.alumniGraduationYear.min, {
        error: `Graduation year must be between ${B.alumniGraduationYear.min} and ${B.alumniGraduationYear.max}`,
      })
      .max(B.alumniGraduationYear.max, {
        error: `Graduation year must be between ${B.alumniGraduationYear.min} and ${B.alumniGraduationYear.max}`,
      }),
  ),
  degree: optionalEnum(ALUMNI_DEGREES),
  academicPerformance: clearableText(60),
  numberOfInterviewsFaced: optionalNumber(z.number().int().min(0, { error: 'Cannot be negative' }).max(1000)),
  currentCompany: clearableText(),
  currentPosition: clearableText(),
  totalExperience: optionalNumber(
    z
      .number()
      .min(0, { error: 'Total experience cannot be negative' })
      .max(60)
      .multipleOf(B.totalExperienceStep, { error: 'Total experience goes in steps of 0.5 years' }),
  ),
  industryDomain: clearableText(100),
  previousCompanies: list,
  workLocation: clearableText(100),
  technicalSkills: list,
  softSkills: list,
  careerInterests: list,
  linkedinProfile: optionalUrl,
  githubProfile: optionalUrl,
  portfolioLink: optionalUrl,
  contactPreference: optionalEnum(CONTACT_PREFERENCES),
  bio: clearableText(B.bioMax),
});

export type AlumniProfileInput = z.infer<typeof alumniFields>;

export function missingAlumniField(
  profile: Partial<AlumniProfileInput>,
): { path: string; message: string } | null {
  for (const [field, label] of Object.entries(ALUMNI_REQUIRED_FIELDS)) {
    const value = profile[field as keyof AlumniProfileInput];
    if (!present(value) || (Array.isArray(value) && value.length === 0))
      return { path: field, message: `${label} is required` };
  }
  return null;
}

export const alumniProfileSchema = alumniFields.superRefine((profile, context) => {
  for (const [field, label] of Object.entries(ALUMNI_REQUIRED_FIELDS)) {
    const value = profile[field as keyof AlumniProfileInput];
    if (!present(value) || (Array.isArray(value) && value.length === 0)) {
      context.addIssue({ code: 'custom', message: `${label} is required`, path: [field] });
    }
  }
});

export { DEFAULT_CONTACT_PREFERENCE };
