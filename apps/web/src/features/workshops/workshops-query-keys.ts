export const workshopKeys = {
  all: ['workshops'] as const,
  studentLists: ['workshops', 'student-list'] as const,
  studentList: (q: string) => ['workshops', 'student-list', q] as const,
  studentTotal: ['workshops', 'student-list', 'total'] as const,
  myBookings: ['workshops', 'my-bookings'] as const,
  myWaitlists: ['workshops', 'my-waitlists'] as const,
  mine: ['workshops', 'mine'] as const,
  myFeedback: ['workshops', 'my-feedback'] as const,
};
