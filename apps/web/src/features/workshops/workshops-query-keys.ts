/** Query keys of the workshops feature, all under 'workshops' so they never clash with another feature's. */
export const workshopKeys = {
  all: ['workshops'] as const,
  /** The student's list of open workshops, per search text (and the unfiltered total). */
  studentLists: ['workshops', 'student-list'] as const,
  studentList: (q: string) => ['workshops', 'student-list', q] as const,
  studentTotal: ['workshops', 'student-list', 'total'] as const,
  myBookings: ['workshops', 'my-bookings'] as const,
  /** The student's waitlist entries (positions and held seats). */
  myWaitlists: ['workshops', 'my-waitlists'] as const,
  /** The alumni's own workshops with their bookings. */
  mine: ['workshops', 'mine'] as const,
  myFeedback: ['workshops', 'my-feedback'] as const,
};
