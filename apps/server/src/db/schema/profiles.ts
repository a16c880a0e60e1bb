import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    collegeName: text('college_name'),
    universityName: text('university_name'),
    branch: text('branch'),
    currentYear: integer('current_year'),
    graduationYear: integer('graduation_year'),
    enrollmentNumber: text('enrollment_number'),
    cgpa: numeric('cgpa', { precision: 4, scale: 2, mode: 'number' }),
    backlogs: integer('backlogs'),
    technicalSkills: textList('technical_skills'),
    softSkills: textList('soft_skills'),
    careerInterests: textList('career_interests'),
    preferredCompanies: textList('preferred_companies'),
    targetRoles: textList('target_roles'),
    resumeLink: text('resume_link'),
    interestedJobRole: text('interested_job_role'),
    interviewExperienceLevel: text('interview_experience_level'),
    interviewPreparationStatus: text('interview_preparation_status'),
    linkedinProfile: text('linkedin_profile'),
    githubProfile: text('github_profile'),
    portfolioLink: text('portfolio_link'),
    contactPreference: text('contact_preference').notNull().default('Email'),
    bio: text('bio'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('student_cgpa_check', sql`${table.cgpa} between 0 and 10`),
    check('student_current_year_check', sql`${table.currentYear} between 1 and 4`),
    check('student_backlogs_check', sql`${table.backlogs} >= 0`),
  ],
);

export const alumniProfiles = pgTable(
  'alumni_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    collegeName: text('college_name'),
    collegeCode: text('college_code'),
    universityName: text('university_name'),
    branch: text('branch'),
    graduationYear: integer('graduation_year'),
    degree: text('degree'),
    academicPerformance: text('academic_performance'),
    numberOfInterviewsFaced: integer('number_of_interviews_faced'),
    currentCompany: text('current_company'),
    currentPosition: text('current_position'),
    totalExperience: doublePrecision('total_experience'),
    industryDomain: text('industry_domain'),
    previousCompanies: textList('previous_companies'),
    workLocation: text('work_location'),
    technicalSkills: textList('technical_skills'),
    softSkills: textList('soft_skills'),
    careerInterests: textList('career_interests'),
    linkedinProfile: text('linkedin_profile'),
    githubProfile: text('github_profile'),
    portfolioLink: text('portfolio_link'),
    contactPreference: text('contact_preference').notNull().default('Email'),
    bio: text('bio'),
    /** IANA zone of the alumni's weekly hours; null reads as PLATFORM_TIME_ZONE. */
    timeZone: text('time_zone'),
    searchText: text('search_text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alumni_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('alumni_college_lower_idx').on(sql`lower(${table.collegeName})`),
    index('alumni_company_lower_idx').on(sql`lower(${table.currentCompany})`),
    index('alumni_branch_lower_idx').on(sql`lower(${table.branch})`),
    check('alumni_experience_check', sql`${table.totalExperience} >= 0`),
  ],
);
