import type { AlumniRequest, MentorshipStats, PublicUser, StudentRequest } from '@mentorbridge/shared';
import { vi } from 'vitest';

/** Test data and a fetch stand-in for the mentorship feature's tests (never imported by app code). */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type StudentRequestOverrides = Partial<Omit<StudentRequest, 'alumni'>> & {
  alumni?: Partial<Omit<StudentRequest['alumni'], 'profile'>> & {
    profile?: Partial<StudentRequest['alumni']['profile']>;
  };
};

export function createStudentRequest(overrides: StudentRequestOverrides = {}): StudentRequest {
  const n = next();
  const { alumni, ...rest } = overrides;
  return {
    _id: `request-${n}`,
    requestType: 'Career Guidance',
    message: `Could you guide me? (${n})`,
    status: 'pending',
    responseMessage: null,
    rejectionReason: null,
    meetingLink: null,
    meetingDate: null,
    meetingTime: null,
    meetingTimeZone: null,
    autoArchived: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    respondedAt: null,
    ...rest,
    alumni: {
      _id: alumni?._id ?? `alumni-${n}`,
      name: alumni?.name ?? `Alumni ${n}`,
      ...(alumni?.email ? { email: alumni.email } : {}),
      profile: {
        avatar: null,
        currentCompany: 'Acme',
        currentPosition: 'Engineer',
        linkedinProfile: null,
        ...alumni?.profile,
      },
    },
  };
}

type AlumniRequestOverrides = Partial<Omit<AlumniRequest, 'student'>> & {
  student?: Partial<Omit<AlumniRequest['student'], 'profile'>> & {
    profile?: Partial<AlumniRequest['student']['profile']>;
  };
};

export function createAlumniRequest(overrides: AlumniRequestOverrides = {}): AlumniRequest {
  const n = next();
  const { student, ...rest } = overrides;
  return {
    _id: `request-${n}`,
    requestType: 'Resume Review',
    message: `Please review my resume (${n})`,
    status: 'pending',
    responseMessage: null,
    rejectionReason: null,
    meetingLink: null,
    meetingDate: null,
    meetingTime: null,
    meetingTimeZone: null,
    autoArchived: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    respondedAt: null,
    ...rest,
    student: {
      _id: student?._id ?? `student-${n}`,
      name: student?.name ?? `Student ${n}`,
      email: student?.email ?? `student${n}@example.edu`,
      profile: {
        avatar: null,
        collegeName: 'Anna University',
        graduationYear: 2027,
        branch: 'Computer Science',
        cgpa: 8.4,
        backlogs: 0,
        currentYear: 3,
        phoneNumber: '+91 98765 43210',
        gender: 'Female',
        technicalSkills: ['React', 'SQL'],
        softSkills: ['Communication'],
        careerInterests: ['Backend'],
        linkedinProfile: 'https://linkedin.com/in/student',
        githubProfile: null,
        portfolioLink: null,
        resumeLink: null,
        interestedJobRole: 'Backend Developer',
        interviewExperienceLevel: 'Beginner',
        ...student?.profile,
      },
    },
  };
}

export function createStats(overrides: Partial<MentorshipStats> = {}): MentorshipStats {
  const stats = { pending: 0, accepted: 0, rejected: 0, archived: 0, ...overrides };
  return { ...stats, total: stats.pending + stats.accepted + stats.rejected + stats.archived };
}

export function createMentor(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'mentor-1',
    name: 'Ananya Iyer',
    role: 'alumni',
    contactVisible: false,
    profile: {
      currentCompany: 'Google',
      currentPosition: 'Senior Engineer',
      avatar: null,
    } as unknown as PublicUser['profile'],
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by 'METHOD /path?query' (exact) or 'METHOD /path' (any query). Handlers can
 * be replaced during a test; an unknown call answers 404 and is listed in `unmatched`.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const routes = new Map(Object.entries(handlers));
  const unmatched: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes.get(`${method} ${url}`) ?? routes.get(`${method} ${url.split('?')[0]}`);
    if (!handler) {
      unmatched.push(`${method} ${url}`);
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls made to `METHOD /path` (any query), with their parsed JSON bodies. */
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const [method, path] = key.split(' ');
        const url = String(input);
        return (init?.method ?? 'GET') === method && (url === path || url.split('?')[0] === path);
      })
      .map(([input, init]) => ({
        url: String(input),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      }));

  return {
    fetchMock,
    unmatched,
    calls,
    on: (key: string, handler: Handler) => routes.set(key, handler),
  };
}
