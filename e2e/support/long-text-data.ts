import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createVerifiedAccount } from './auth-helpers';

/* The longest unbroken text the contract accepts, made through the API. */

export function longWord(prefix: string, length: number): string {
  const filler = 'abcdefghijklmnopqrstuvwxyz';
  let word = prefix;
  while (word.length < length) word += filler;
  return word.slice(0, length);
}

/** As long as most mail servers accept. */
function longEmail(label: string, tag: string): string {
  return `${longWord(`${label}${tag}`, 60)}@mentorbridge-long-text.example.com`;
}

export interface SessionInfo {
  _id: string;
  name: string;
  email: string;
  role: 'student' | 'alumni' | 'admin';
  isProfileComplete: boolean;
  token: string;
}

export interface LongTextWorld {
  alumni: SessionInfo;
  student: SessionInfo;
  pendingStudent: SessionInfo;
  admin: SessionInfo;
  text: {
    alumniName: string;
    studentName: string;
    pendingStudentName: string;
    bio: string;
    message: string;
    workshopTitle: string;
    meetingLink: string;
    notes: string;
    feedback: string;
  };
}

async function login(request: APIRequestContext, email: string, password: string): Promise<SessionInfo> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionInfo;
}

async function call(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: unknown,
): Promise<unknown> {
  const response = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

function dateTimeInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

async function createStudent(
  request: APIRequestContext,
  name: string,
  email: string,
  bio: string,
): Promise<SessionInfo> {
  const account = await createVerifiedAccount(request, { name, email, role: 'student' });
  const session = await login(request, account.email, account.password);
  await call(request, session.token, 'put', '/api/profile/student', {
    firstName: name,
    lastName: longWord('Surname', 40),
    phoneNumber: '+91 98200 12345',
    collegeName: longWord('College', 200),
    universityName: longWord('University', 200),
    branch: longWord('Branch', 100),
    currentYear: 3,
    graduationYear: 2027,
    cgpa: 8.5,
    backlogs: 0,
    technicalSkills: [longWord('Skill', 60), 'Python'],
    softSkills: [longWord('Soft', 60)],
    careerInterests: [longWord('Interest', 60)],
    preferredCompanies: [longWord('Company', 60)],
    interestedJobRole: longWord('Role', 100),
    linkedinProfile: `https://www.linkedin.com/in/${longWord('profile', 200)}`,
    githubProfile: `https://github.com/${longWord('github', 200)}`,
    portfolioLink: `https://${longWord('portfolio', 200)}.example.com/`,
    bio,
  });
  return login(request, account.email, account.password);
}

/** About ten API calls and three verification mails: build it once. */
export async function createLongTextWorld(request: APIRequestContext): Promise<LongTextWorld> {
  const tag = Date.now().toString(36);
  const text = {
    alumniName: longWord(`Alumni${tag}`, 60),
    studentName: longWord(`Student${tag}`, 60),
    pendingStudentName: longWord(`Pending${tag}`, 60),
    bio: longWord(`Bio${tag}`, 300),
    message: longWord(`Message${tag}`, 300),
    workshopTitle: longWord(`Workshop${tag}`, 150),
    meetingLink: `https://meet.example.com/${longWord(`room${tag}`, 300)}`,
    notes: longWord(`Notes${tag}`, 300),
    feedback: longWord(`Feedback${tag}`, 300),
  };

  const alumniAccount = await createVerifiedAccount(request, {
    name: text.alumniName,
    email: longEmail('alumni', tag),
    role: 'alumni',
  });
  let alumni = await login(request, alumniAccount.email, alumniAccount.password);
  await call(request, alumni.token, 'put', '/api/profile/alumni', {
    firstName: text.alumniName,
    lastName: longWord('Surname', 40),
    phoneNumber: '+91 98200 12345',
    gender: 'Female',
    dateOfBirth: '1990-01-01',
    collegeName: longWord('College', 200),
    collegeCode: longWord('Code', 30),
    universityName: longWord('University', 200),
    branch: longWord('Branch', 100),
    graduationYear: 2014,
    degree: 'B.Tech',
    academicPerformance: longWord('Grade', 60),
    numberOfInterviewsFaced: 12,
    currentCompany: longWord('Company', 200),
    currentPosition: longWord('Position', 200),
    totalExperience: 9.5,
    industryDomain: longWord('Industry', 100),
    previousCompanies: [longWord('Previous', 60)],
    workLocation: longWord('Location', 100),
    technicalSkills: [longWord('Skill', 60), 'Java', 'SQL', 'AWS', 'Kafka', 'Go'],
    softSkills: [longWord('Soft', 60)],
    careerInterests: [longWord('Expertise', 60)],
    linkedinProfile: `https://www.linkedin.com/in/${longWord('profile', 200)}`,
    githubProfile: `https://github.com/${longWord('github', 200)}`,
    portfolioLink: `https://${longWord('portfolio', 200)}.example.com/`,
    contactPreference: 'Email',
    bio: text.bio,
  });
  alumni = await login(request, alumniAccount.email, alumniAccount.password);

  const student = await createStudent(request, text.studentName, longEmail('student', tag), text.bio);
  const pendingStudent = await createStudent(
    request,
    text.pendingStudentName,
    longEmail('pending', tag),
    text.bio,
  );

  const send = (from: SessionInfo) =>
    call(request, from.token, 'post', '/api/mentorship-requests', {
      alumniId: alumni._id,
      requestType: 'Resume Review',
      message: text.message,
    }) as Promise<{ data: { _id: string } }>;
  const accepted = await send(student);
  await send(pendingStudent);
  await call(request, alumni.token, 'put', `/api/mentorship-requests/${accepted.data._id}/accept`, {
    responseMessage: text.message,
    meetingLink: text.meetingLink,
    meetingDate: dateTimeInDays(5).slice(0, 10),
    meetingTime: '18:30',
  });

  const workshop = (body: Record<string, unknown>) =>
    call(request, alumni.token, 'post', '/api/alumni-features/workshop', {
      title: text.workshopTitle,
      description: text.message,
      category: 'Career Guidance',
      workshopType: 'mentorship',
      scheduledDate: dateTimeInDays(7),
      duration: 60,
      maxParticipants: 5,
      meetingLink: text.meetingLink,
      prerequisites: text.notes,
      topics: [longWord('Topic', 60), 'Resumes'],
      ...body,
    }) as Promise<{ data: { _id: string } }>;
  const upcoming = await workshop({});
  const finished = await workshop({ scheduledDate: dateTimeInDays(8) });
  for (const { data } of [upcoming, finished]) {
    const booked = (await call(
      request,
      student.token,
      'post',
      `/api/alumni-features/workshop/${data._id}/book`,
      { notes: text.notes },
    )) as { data: { _id: string } };
    await call(
      request,
      alumni.token,
      'put',
      `/api/alumni-features/workshop/${data._id}/booking/${booked.data._id}`,
      { status: 'Confirmed', meetingLink: text.meetingLink },
    );
  }
  await call(
    request,
    alumni.token,
    'patch',
    `/api/alumni-features/workshop/${finished.data._id}/complete`,
    {},
  );
  await call(request, student.token, 'post', '/api/alumni-features/feedback', {
    workshopId: finished.data._id,
    rating: 5,
    comment: text.feedback,
  });

  const admin = await login(request, 'admin@mentorbridge.demo', 'admin-demo-123');
  return { alumni, student, pendingStudent, admin, text };
}

export async function useSession(page: Page, session: SessionInfo): Promise<void> {
  await page.addInitScript((value) => {
    // The script runs in every frame, and a frame such as the PDF viewer of a resource preview has no storage.
    if (window !== window.top) return;
    window.localStorage.setItem('userInfo', JSON.stringify(value));
    window.localStorage.setItem('token', value.token);
  }, session);
}

export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
