import type { OwnAlumniProfileResponse, OwnStudentProfileResponse, PublicUser } from '@mentorbridge/shared';

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
      targetRoles: ['Frontend Developer'],
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

/** With `contactVisible` it carries the e-mail, phone and contact preference. */
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
