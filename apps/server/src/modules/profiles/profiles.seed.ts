import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import type { SeedStep } from '../../platform/module';
import { findUserByEmail } from '../../platform/users/users.repository';
import { DEMO_ACCOUNTS, insertUser } from '../auth/auth.module';
import { generateAvatar } from './avatar-generator';
import { updateAccount, upsertAlumniProfile, upsertStudentProfile } from './profiles.repository';
import {
  BRANCHES,
  COLLEGES,
  COMPANIES,
  FIRST_NAMES,
  INTERESTS,
  LAST_NAMES,
  pick,
  SKILLS,
} from './profiles.seed-data';
import { AVATAR_URL_PREFIX } from './profiles.service';

export const EXTRA_ALUMNI = 36;
export const EXTRA_ALUMNI_PASSWORD = 'alumni-demo-123';

async function storeAvatar(tx: Executor, ctx: AppContext, userId: string, name: string) {
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  await ctx.storage.put(key, await generateAvatar(name));
  await updateAccount(tx, userId, { avatar: `${AVATAR_URL_PREFIX}${key}`, avatarKey: key });
}

function alumniProfile(i: number, firstName: string, lastName: string) {
  const [collegeName, collegeCode, universityName] = COLLEGES[i % COLLEGES.length]!;
  const [currentCompany, currentPosition, industryDomain] = COMPANIES[(i * 3) % COMPANIES.length]!;
  const graduationYear = 2008 + (i % 17);
  const slug = `${firstName}-${lastName}`.toLowerCase();
  return {
    firstName,
    lastName,
    phoneNumber: `+91 98${String(10_000_000 + i * 7919).slice(0, 8)}`,
    gender: i % 3 === 0 ? 'Female' : i % 3 === 1 ? 'Male' : 'Prefer not to say',
    dateOfBirth: `${graduationYear - 22}-0${(i % 9) + 1}-1${i % 9}`,
    collegeName,
    collegeCode,
    universityName,
    branch: BRANCHES[i % BRANCHES.length]!,
    graduationYear,
    degree: i % 4 === 0 ? 'M.Tech' : 'B.Tech',
    academicPerformance: `${(7 + (i % 30) / 10).toFixed(1)} CGPA`,
    numberOfInterviewsFaced: 3 + (i % 25),
    currentCompany,
    currentPosition,
    totalExperience: Math.max(0.5, 2025 - graduationYear - (i % 2) * 0.5),
    industryDomain,
    previousCompanies: pick(
      COMPANIES.map(([name]) => name),
      i + 1,
      2,
    ).filter((name) => name !== currentCompany),
    workLocation: ['Bengaluru', 'Hyderabad', 'Pune', 'Mumbai', 'Gurugram', 'Chennai'][i % 6]!,
    technicalSkills: pick(SKILLS, i, 4 + (i % 4)),
    softSkills: pick(['Mentoring', 'Communication', 'Leadership', 'Public Speaking', 'Teamwork'], i, 2),
    careerInterests: pick(INTERESTS, i, 2 + (i % 4)),
    linkedinProfile: `https://www.linkedin.com/in/${slug}`,
    githubProfile: `https://github.com/${slug}`,
    portfolioLink: `https://${slug}.dev`,
    contactPreference: ['Email', 'WhatsApp', 'Telegram', 'Phone'][i % 4]!,
    bio: `${currentPosition} at ${currentCompany}. Happy to help juniors with interviews and career choices.`,
  };
}

function studentProfile(i: number, firstName: string, lastName: string) {
  const [collegeName, , universityName] = COLLEGES[i % COLLEGES.length]!;
  const slug = `${firstName}-${lastName}`.toLowerCase();
  return {
    firstName,
    lastName,
    phoneNumber: `+91 97${String(20_000_000 + i * 104_729).slice(0, 8)}`,
    gender: i % 2 === 0 ? 'Male' : 'Female',
    dateOfBirth: `2004-0${i + 2}-1${i}`,
    collegeName,
    universityName,
    branch: BRANCHES[i % BRANCHES.length]!,
    currentYear: 3,
    graduationYear: 2027,
    enrollmentNumber: `ENR2023${String(100 + i)}`,
    cgpa: 8.2 + i / 10,
    backlogs: 0,
    technicalSkills: pick(SKILLS, i + 4, 4),
    softSkills: ['Communication'],
    careerInterests: pick(INTERESTS, i + 2, 2),
    preferredCompanies: ['Google', 'Microsoft'],
    resumeLink: `https://example.com/${slug}/resume.pdf`,
    interestedJobRole: 'Software Engineer',
    interviewExperienceLevel: 'Beginner',
    interviewPreparationStatus: 'In Progress',
    linkedinProfile: `https://www.linkedin.com/in/${slug}`,
    githubProfile: `https://github.com/${slug}`,
    portfolioLink: null,
    contactPreference: 'Email',
    bio: 'Final-year student preparing for placements.',
  };
}

export const profilesSeed: SeedStep = {
  name: 'profiles',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    let alumniIndex = 0;
    let studentIndex = 0;
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === 'admin') continue;
      const user = (await findUserByEmail(tx, account.email))!;
      const [firstName, lastName = ''] = account.name.split(' ');
      if (account.role === 'alumni') {
        await upsertAlumniProfile(tx, user.id, account.name, {
          ...alumniProfile(alumniIndex++, firstName!, lastName),
          updatedAt: now,
        });
      } else {
        await upsertStudentProfile(tx, user.id, {
          ...studentProfile(studentIndex++, firstName!, lastName),
          updatedAt: now,
        });
      }
      await updateAccount(tx, user.id, { isProfileComplete: true });
      await storeAvatar(tx, ctx, user.id, account.name);
    }

    const passwordHash = await hashPassword(EXTRA_ALUMNI_PASSWORD);
    for (let i = 0; i < EXTRA_ALUMNI; i++) {
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
      const lastName = LAST_NAMES[(i * 5) % LAST_NAMES.length]!;
      const name = `${firstName} ${lastName}`;
      const user = await insertUser(tx, {
        name,
        email: `${firstName}.${lastName}.${i}@alumni.mentorbridge.demo`.toLowerCase(),
        role: 'alumni',
        passwordHash,
        isVerified: true,
        isProfileComplete: true,
        createdAt: now,
        updatedAt: now,
      });
      await upsertAlumniProfile(tx, user.id, name, {
        ...alumniProfile(i + 3, firstName, lastName),
        updatedAt: now,
      });
      // Every third extra alumni keeps the initial-letter fallback, as real directories have gaps.
      if (i % 3 !== 2) await storeAvatar(tx, ctx, user.id, name);
    }
    return [
      `complete profiles with avatars for the demo alumni and students`,
      `${EXTRA_ALUMNI} more alumni for the directory (password: ${EXTRA_ALUMNI_PASSWORD})`,
    ];
  },
};
