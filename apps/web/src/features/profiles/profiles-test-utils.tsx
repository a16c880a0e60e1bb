import type { OwnAlumniProfileResponse, OwnStudentProfileResponse, PublicUser } from '@mentorbridge/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createTestQueryClient } from '../../test/render';

/** Test helpers for the profile screens: data factories, a router around one page, a fetch per route. */

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (the query string is not part of the key; handlers read
 * it from `url`). Anything else answers 404 with a message naming the missing stub.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler({ url, body }) : json(404, { message: `No stub for ${key}`, code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one 'METHOD /path', with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === key;
    })
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}

/** Every other path shows its own pathname and search as the heading, so a test can see where it went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

/** Mounts `element` at `path` and starts at `entry` (defaults to `path`). */
export function renderPage(element: ReactNode, path: string, entry: string = path) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [entry] },
  );
  const client = createTestQueryClient();
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}

export function createStudentProfileResponse(
  overrides: Partial<OwnStudentProfileResponse['profile']> = {},
  completionPercentage = 100,
): OwnStudentProfileResponse {
  return {
    _id: 'student-1',
    name: 'Asha Verma',
    email: 'asha@example.edu',
    role: 'student',
    isProfileComplete: true,
    completionPercentage,
    profile: {
      firstName: 'Asha',
      lastName: 'Verma',
      phoneNumber: '+91 98765 43210',
      gender: 'Female',
      dateOfBirth: '2003-04-12',
      collegeName: 'IIT Delhi',
      universityName: 'IIT Delhi',
      branch: 'Computer Science',
      currentYear: 3,
      graduationYear: 2027,
      enrollmentNumber: 'IITD-21-042',
      cgpa: 8.75,
      backlogs: 0,
      technicalSkills: ['React', 'TypeScript', 'SQL'],
      softSkills: ['Communication'],
      careerInterests: ['Web Development'],
      preferredCompanies: ['Google', 'Razorpay'],
      resumeLink: null,
      interestedJobRole: 'Frontend Developer',
      interviewExperienceLevel: 'Beginner',
      interviewPreparationStatus: 'In Progress',
      linkedinProfile: 'https://www.linkedin.com/in/asha',
      githubProfile: 'https://github.com/asha',
      portfolioLink: null,
      contactPreference: 'Email',
      bio: 'Final-year student who loves building web apps.',
      avatar: null,
      avatarPublicId: null,
      ...overrides,
    },
  };
}

export function createAlumniProfileResponse(
  overrides: Partial<OwnAlumniProfileResponse['profile']> = {},
  completionPercentage = 100,
): OwnAlumniProfileResponse {
  return {
    _id: 'alumni-1',
    name: 'Ananya Iyer',
    email: 'ananya@example.com',
    role: 'alumni',
    isProfileComplete: true,
    completionPercentage,
    profile: {
      firstName: 'Ananya',
      lastName: 'Iyer',
      phoneNumber: '+91 99887 76655',
      gender: 'Female',
      dateOfBirth: '1995-02-01',
      collegeName: 'NIT Trichy',
      collegeCode: 'NITT',
      universityName: 'National Institute of Technology Tiruchirappalli',
      branch: 'Computer Science',
      graduationYear: 2017,
      degree: 'B.Tech',
      academicPerformance: '8.9 CGPA',
      numberOfInterviewsFaced: 14,
      currentCompany: 'Google',
      currentPosition: 'Senior Software Engineer',
      totalExperience: 7.5,
      industryDomain: 'Technology',
      previousCompanies: ['Flipkart', 'Infosys'],
      workLocation: 'Bengaluru',
      technicalSkills: ['Go', 'Kubernetes'],
      softSkills: ['Mentoring'],
      careerInterests: ['Backend', 'Career Guidance'],
      linkedinProfile: 'https://www.linkedin.com/in/ananya',
      githubProfile: 'https://github.com/ananya',
      portfolioLink: 'https://ananya.dev',
      contactPreference: 'Email',
      bio: 'I help students prepare for backend interviews.',
      avatar: null,
      avatarPublicId: null,
      ...overrides,
    },
  };
}

/** GET /api/users/{id}; with `contactVisible` it carries the e-mail, phone and contact preference. */
export function createPublicUser({ contactVisible = false }: { contactVisible?: boolean } = {}): PublicUser {
  const { profile } = createAlumniProfileResponse();
  const { dateOfBirth: _dob, avatarPublicId: _key, phoneNumber, contactPreference, ...rest } = profile;
  const user: PublicUser = {
    _id: 'alumni-1',
    name: 'Ananya Iyer',
    role: 'alumni',
    contactVisible,
    profile: contactVisible ? { ...rest, phoneNumber, contactPreference } : rest,
  };
  if (contactVisible) user.email = 'ananya@example.com';
  return user;
}
