import type { AlumniListItem } from '@mentorbridge/shared';

let sequence = 0;

export function createAlumniListItem(
  name: string,
  profile: Partial<AlumniListItem['profile']> = {},
): AlumniListItem {
  sequence += 1;
  return {
    _id: `alumni-${sequence}`,
    name,
    profile: {
      avatar: null,
      currentCompany: 'Google',
      currentPosition: 'Software Engineer',
      graduationYear: 2018,
      collegeName: 'IIT Bombay',
      branch: 'Computer Science',
      technicalSkills: ['React'],
      careerInterests: ['Backend'],
      ...profile,
    },
  };
}
