import type { AlumniFormValues, StudentFormValues } from './profile-fields';
import type { WizardStep } from './use-profile-wizard';

export const STUDENT_STEPS = [
  { title: 'Personal Information', fields: ['firstName', 'lastName', 'gender', 'dateOfBirth', 'bio'] },
  {
    title: 'College / Academic Details',
    fields: [
      'collegeName',
      'universityName',
      'branch',
      'currentYear',
      'graduationYear',
      'enrollmentNumber',
      'cgpa',
      'backlogs',
    ],
  },
  {
    title: 'Skills and Career Interests',
    fields: [
      'technicalSkills',
      'careerInterests',
      'softSkills',
      'preferredCompanies',
      'targetRoles',
      'interestedJobRole',
      'interviewExperienceLevel',
      'interviewPreparationStatus',
    ],
  },
  {
    title: 'Contact & Social Links',
    fields: [
      'phoneNumber',
      'contactPreference',
      'linkedinProfile',
      'resumeLink',
      'githubProfile',
      'portfolioLink',
    ],
  },
] as const satisfies readonly WizardStep<StudentFormValues>[];

export const ALUMNI_STEPS = [
  {
    title: 'Personal & Educational Information',
    fields: [
      'firstName',
      'lastName',
      'phoneNumber',
      'gender',
      'dateOfBirth',
      'collegeName',
      'collegeCode',
      'universityName',
      'branch',
      'graduationYear',
      'degree',
      'academicPerformance',
    ],
  },
  {
    title: 'Professional Information',
    fields: [
      'currentCompany',
      'currentPosition',
      'totalExperience',
      'industryDomain',
      'workLocation',
      'numberOfInterviewsFaced',
      'previousCompanies',
    ],
  },
  {
    title: 'Skills & Social Links',
    fields: [
      'technicalSkills',
      'softSkills',
      'careerInterests',
      'linkedinProfile',
      'githubProfile',
      'portfolioLink',
      'contactPreference',
      'bio',
    ],
  },
] as const satisfies readonly WizardStep<AlumniFormValues>[];

export const LIST_HINT = 'Separate items with commas.';
/** Target companies and roles pick the mentors suggested on the dashboard. */
export const TARGET_LIST_HINT = 'Up to 30, separated by commas. We suggest mentors who match them.';
export const NAME_HINT = 'This is the name others see on MentorBridge.';
