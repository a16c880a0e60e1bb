import { PROFILE_MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  alumniProfilePayload,
  bearer,
  createUser,
  signIn,
  studentProfilePayload,
} from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

describe('own profiles', async () => {
  const { app } = await createTestApp();
  const session = async (role: 'student' | 'alumni' | 'admin') => {
    const user = await createUser(app, { role });
    return { user, headers: bearer((await signIn(app, user.email)).token) };
  };
  const put = (role: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/profile/${role}`, headers, payload });

  it('starts empty for a new student, with 0% completion', async () => {
    const { headers, user } = await session('student');
    const response = await app.inject({ method: 'GET', url: '/api/profile/student', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: user.id,
      email: user.email,
      role: 'student',
      isProfileComplete: false,
      completionPercentage: 0,
      profile: { firstName: null, technicalSkills: [], contactPreference: 'Email', avatar: null },
    });
  });

  it('saves a complete student profile, completes the account and renames it', async () => {
    const { headers, user } = await session('student');
    const response = await put('student', headers, studentProfilePayload());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(PROFILE_MESSAGES.saved);
    expect(body).toMatchObject({ name: 'Asha Rao', isProfileComplete: true, completionPercentage: 100 });
    expect(body.profile).toMatchObject({ cgpa: 8.75, backlogs: 0, currentYear: 3, portfolioLink: null });
    const login = await signIn(app, user.email);
    expect(login.isProfileComplete).toBe(true);
  });

  it('computes completion from the 9 items: without phone and LinkedIn it is 78%', async () => {
    const { headers } = await session('student');
    const response = await put(
      'student',
      headers,
      studentProfilePayload({ phoneNumber: '', linkedinProfile: '' }),
    );
    expect(response.json()).toMatchObject({ isProfileComplete: true, completionPercentage: 78 });
  });

  it.each([
    [{ firstName: '' }, PROFILE_MESSAGES.studentStep1],
    [{ lastName: undefined }, PROFILE_MESSAGES.studentStep1],
    [{ collegeName: '' }, PROFILE_MESSAGES.studentStep2],
    [{ backlogs: '' }, PROFILE_MESSAGES.studentStep2],
    [{ cgpa: null }, PROFILE_MESSAGES.studentStep2],
    [{ technicalSkills: [] }, PROFILE_MESSAGES.studentStep3],
    [{ careerInterests: [] }, PROFILE_MESSAGES.studentStep3],
    [{ linkedinProfile: '', resumeLink: '' }, PROFILE_MESSAGES.studentStep4],
    [{ graduationYear: 2019 }, 'Graduation year must be between 2020 and 2030'],
    [{ graduationYear: 2031 }, 'Graduation year must be between 2020 and 2030'],
    [{ cgpa: 10.01 }, 'CGPA must be between 0 and 10'],
    [{ cgpa: 8.123 }, 'CGPA allows at most two decimals'],
    [{ backlogs: -1 }, 'Backlogs cannot be negative'],
    [{ currentYear: 5 }, 'Current year is 1 to 4'],
    [{ githubProfile: 'not a url' }, PROFILE_MESSAGES.invalidUrl],
    [{ githubProfile: 'javascript:alert(1)' }, PROFILE_MESSAGES.invalidUrl],
    [{ gender: 'Robot' }, 'Choose one of: Male, Female, Other, Prefer not to say'],
  ])('refuses the student profile %o', async (patch, message) => {
    const { headers } = await session('student');
    const response = await put('student', headers, studentProfilePayload(patch));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });

  it('accepts 0 backlogs, a CGPA of 10 and the bounds of graduation year', async () => {
    const { headers } = await session('student');
    for (const patch of [
      { backlogs: 0, cgpa: 10, graduationYear: 2020 },
      { cgpa: 0, graduationYear: 2030 },
    ]) {
      expect((await put('student', headers, studentProfilePayload(patch))).statusCode).toBe(200);
    }
  });

  it('clears optional fields with empty strings', async () => {
    const { headers } = await session('student');
    await put('student', headers, studentProfilePayload());
    const cleared = await put(
      'student',
      headers,
      studentProfilePayload({ bio: '', githubProfile: '', softSkills: [] }),
    );
    expect(cleared.json().profile).toMatchObject({ bio: null, githubProfile: null, softSkills: [] });
  });

  it('saves a complete alumni profile', async () => {
    const { headers } = await session('alumni');
    const response = await put('alumni', headers, alumniProfilePayload());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ravi Kumar',
      role: 'alumni',
      isProfileComplete: true,
      completionPercentage: 100,
    });
    expect(response.json().profile).toMatchObject({ totalExperience: 7.5, previousCompanies: ['Infosys'] });
  });

  it.each([
    [{ phoneNumber: '' }, 'Phone Number is required'],
    [{ collegeCode: undefined }, 'College Code is required'],
    [{ degree: '' }, 'Degree is required'],
    [{ softSkills: [] }, 'Soft Skills is required'],
    [{ portfolioLink: '' }, 'Portfolio Link is required'],
    [{ bio: '   ' }, 'Bio is required'],
    [{ graduationYear: 1979 }, 'Graduation year must be between 1980 and 2025'],
    [{ graduationYear: 2026 }, 'Graduation year must be between 1980 and 2025'],
    [{ totalExperience: 1.3 }, 'Total experience goes in steps of 0.5 years'],
    [{ totalExperience: -1 }, 'Total experience cannot be negative'],
    [{ numberOfInterviewsFaced: -2 }, 'Cannot be negative'],
    [{ degree: 'BA' }, 'Choose one of: B.E., B.Tech, M.Tech, MBA, M.Sc, B.Sc, BCA, MCA, PhD, Other'],
  ])('refuses the alumni profile %o', async (patch, message) => {
    const { headers } = await session('alumni');
    const response = await put('alumni', headers, alumniProfilePayload(patch));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });

  it('keeps each role to its own profile', async () => {
    const student = await session('student');
    const alumni = await session('alumni');
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile/alumni', headers: student.headers })).statusCode,
    ).toBe(403);
    expect((await put('student', alumni.headers, studentProfilePayload())).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/profile/student' })).statusCode).toBe(401);
  });

  it('GET /api/profile/me answers for every role', async () => {
    for (const role of ['student', 'alumni', 'admin'] as const) {
      const { headers, user } = await session(role);
      const response = await app.inject({ method: 'GET', url: '/api/profile/me', headers });
      expect(response.json()).toEqual({
        _id: user.id,
        name: user.name,
        email: user.email,
        role,
        isProfileComplete: false,
        avatar: null,
      });
    }
  });
});
