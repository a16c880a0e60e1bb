export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export const CURRENT_YEARS = [1, 2, 3, 4] as const;
export const INTERVIEW_EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const PREPARATION_STATUSES = ['Not Started', 'In Progress', 'Ready'] as const;
export const CONTACT_PREFERENCES = ['Email', 'WhatsApp', 'Telegram', 'Phone'] as const;
export const DEFAULT_CONTACT_PREFERENCE = 'Email';
export const ALUMNI_DEGREES = [
  'B.E.',
  'B.Tech',
  'M.Tech',
  'MBA',
  'M.Sc',
  'B.Sc',
  'BCA',
  'MCA',
  'PhD',
  'Other',
] as const;

export const PROFILE_BOUNDS = {
  studentGraduationYear: { min: 2020, max: 2030 },
  alumniGraduationYear: { min: 1980, max: 2025 },
  cgpa: { min: 0, max: 10, step: 0.01 },
  totalExperienceStep: 0.5,
  textMax: 200,
  bioMax: 2000,
  listItems: 30,
  listItemMax: 60,
  /** Target companies and roles, which mentor recommendations match: as many as any list (profiles saved with more would refuse their next save), longer names. */
  targetItems: 30,
  targetItemMax: 100,
} as const;

export const AVATAR_LIMITS = {
  maxBytes: 3_145_728,
  types: ['image/png', 'image/jpeg'],
  maxPixels: 512,
} as const;

export const PROFILE_MESSAGES = {
  studentStep1: 'First Name and Last Name are required fields',
  studentStep2: 'College Name, Branch, Current Year, Graduation Year, CGPA, and Backlogs are required fields',
  studentStep3: 'Technical Skills and Career Interests are required fields',
  studentStep4: 'Either LinkedIn Profile or Resume Link is required',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  loadFailed: 'Failed to load profile data',
  avatarType: 'Only PNG and JPG images are allowed',
  avatarTypeAlumni: 'Only PNG and JPG images are allowed!',
  avatarSize: 'File size must be less than 3MB',
  avatarSizeAlumni: 'File size must be less than 3MB!',
  avatarMissing: 'Please choose an image to upload',
  avatarUploaded: 'Profile picture updated successfully!',
  avatarDeleted: 'Profile picture deleted successfully!',
  avatarUploadFailed: 'Failed to upload profile picture',
  avatarDeleteFailed: 'Failed to delete profile picture',
  avatarDeleteConfirm: 'Are you sure you want to delete your profile picture?',
  publicProfileFailed: 'Failed to load alumni profile',
  alumniNotFound: 'Alumni profile not found',
  noAlumni: 'No alumni found',
  invalidUrl: 'Please enter a valid URL',
  contactHidden: 'Contact details are shared once a mentorship request is accepted.',
  targetCompaniesMax: 'At most 30 target companies',
  targetRolesMax: 'At most 30 target roles',
} as const;

export function parseList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
