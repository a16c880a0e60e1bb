import { z } from 'zod';

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const studentProfileSchemaOut = z.object({
  firstName: nullableString,
  lastName: nullableString,
  phoneNumber: nullableString,
  gender: nullableString,
  dateOfBirth: nullableString,
  collegeName: nullableString,
  universityName: nullableString,
  branch: nullableString,
  currentYear: nullableNumber,
  graduationYear: nullableNumber,
  enrollmentNumber: nullableString,
  cgpa: nullableNumber,
  backlogs: nullableNumber,
  technicalSkills: z.array(z.string()),
  softSkills: z.array(z.string()),
  careerInterests: z.array(z.string()),
  preferredCompanies: z.array(z.string()),
  targetRoles: z.array(z.string()),
  resumeLink: nullableString,
  interestedJobRole: nullableString,
  interviewExperienceLevel: nullableString,
  interviewPreparationStatus: nullableString,
  linkedinProfile: nullableString,
  githubProfile: nullableString,
  portfolioLink: nullableString,
  contactPreference: z.string(),
  bio: nullableString,
  avatar: nullableString,
  avatarPublicId: nullableString,
});
export type StudentProfile = z.infer<typeof studentProfileSchemaOut>;

export const alumniProfileSchemaOut = z.object({
  firstName: nullableString,
  lastName: nullableString,
  phoneNumber: nullableString,
  gender: nullableString,
  dateOfBirth: nullableString,
  collegeName: nullableString,
  collegeCode: nullableString,
  universityName: nullableString,
  branch: nullableString,
  graduationYear: nullableNumber,
  degree: nullableString,
  academicPerformance: nullableString,
  numberOfInterviewsFaced: nullableNumber,
  currentCompany: nullableString,
  currentPosition: nullableString,
  totalExperience: nullableNumber,
  industryDomain: nullableString,
  previousCompanies: z.array(z.string()),
  workLocation: nullableString,
  technicalSkills: z.array(z.string()),
  softSkills: z.array(z.string()),
  careerInterests: z.array(z.string()),
  linkedinProfile: nullableString,
  githubProfile: nullableString,
  portfolioLink: nullableString,
  contactPreference: z.string(),
  bio: nullableString,
  avatar: nullableString,
  avatarPublicId: nullableString,
});
export type AlumniProfile = z.infer<typeof alumniProfileSchemaOut>;

export const ownStudentProfileResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('student'),
  isProfileComplete: z.boolean(),
  completionPercentage: z.number(),
  profile: studentProfileSchemaOut,
});
export const ownAlumniProfileResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('alumni'),
  isProfileComplete: z.boolean(),
  completionPercentage: z.number(),
  profile: alumniProfileSchemaOut,
});
export type OwnStudentProfileResponse = z.infer<typeof ownStudentProfileResponseSchema>;
export type OwnAlumniProfileResponse = z.infer<typeof ownAlumniProfileResponseSchema>;

export const savedStudentProfileResponseSchema = ownStudentProfileResponseSchema.extend({
  message: z.string(),
});
export type SavedStudentProfileResponse = z.infer<typeof savedStudentProfileResponseSchema>;
export const savedAlumniProfileResponseSchema = ownAlumniProfileResponseSchema.extend({
  message: z.string(),
});
export type SavedAlumniProfileResponse = z.infer<typeof savedAlumniProfileResponseSchema>;

export const profileMeResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['student', 'alumni', 'admin']),
  isProfileComplete: z.boolean(),
  avatar: z.string().nullable(),
});
export type ProfileMe = z.infer<typeof profileMeResponseSchema>;

export const avatarResponseSchema = z.object({
  message: z.string(),
  avatar: z.string().nullable(),
  avatarPublicId: z.string().nullable(),
});
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
