import type { AlumniRequest, MentorshipStats, PublicUser, StudentRequest } from '@mentorbridge/shared';

/** Never imported by app code. */

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
    hasSpace: rest.status === 'accepted' || rest.status === 'ended',
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
    hasSpace: rest.status === 'accepted' || rest.status === 'ended',
    createdAt: '2026-03-02T10:00:00.000Z',
    respondedAt: null,
    ...rest,
    student: {
      _id: student?._id ?? `student-${n}`,
      name: student?.name ?? `Student ${n}`,
      email: student?.email ?? `student${n}@example.edu`,
      college: 'Anna University',
      graduationYear: 2027,
      cgpa: 8.4,
      department: 'Computer Science',
      backlog: 0,
      skills: ['React', 'SQL'],
      profile: {
        avatar: null,
        collegeName: 'Anna University',
        graduationYear: 2027,
        branch: 'Computer Science',
        department: 'Computer Science',
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
  const stats = { pending: 0, accepted: 0, rejected: 0, archived: 0, ended: 0, ...overrides };
  return { ...stats, total: stats.pending + stats.accepted + stats.rejected + stats.archived + stats.ended };
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
