import type {
  FeedbackItem,
  OwnerWorkshop,
  StudentBooking,
  StudentWorkshop,
  WaitlistEntry,
} from '@mentorbridge/shared';

/** Never imported by app code. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const mentor = (n: number) => ({
  id: `alumni-${n}`,
  name: 'Ananya Iyer',
  company: 'Google',
  position: 'Senior Engineer',
  profilePhoto: null,
});

export function createStudentWorkshop(overrides: Partial<StudentWorkshop> = {}): StudentWorkshop {
  const n = next();
  return {
    _id: `workshop-${n}`,
    title: `System Design ${n}`,
    mentor: mentor(n),
    mentorshipType: ['System Design'],
    description: 'Design a URL shortener together.',
    sessionMode: ['Online'],
    duration: 90,
    availableSlots: 8,
    isPaidSession: false,
    sessionCharge: 0,
    availableDays: ['Tuesday'],
    availableTime: '18:30',
    scheduledDate: inDays(5),
    topics: ['Caching', 'Sharding'],
    prerequisites: null,
    myBookingStatus: null,
    ...overrides,
  };
}

export function createStudentBooking(overrides: Partial<StudentBooking> = {}): StudentBooking {
  const n = next();
  return {
    _id: `booking-${n}`,
    workshopId: `workshop-${n}`,
    workshopTitle: `Mock Interview ${n}`,
    mentor: mentor(n),
    mentorshipType: ['Mock Interview'],
    sessionMode: ['Online'],
    duration: 60,
    isPaidSession: false,
    sessionCharge: 0,
    description: 'A realistic coding round.',
    scheduledDate: inDays(3),
    scheduledTime: '18:30',
    status: 'Pending',
    meetingLink: null,
    notes: null,
    bookedAt: inDays(-1),
    hasFeedback: false,
    canCancel: true,
    cancelBlockedReason: null,
    attendance: null,
    ...overrides,
  };
}

type OwnerBooking = OwnerWorkshop['bookings'][number];

export function createOwnerBooking(overrides: Partial<OwnerBooking> = {}): OwnerBooking {
  const n = next();
  return {
    _id: `booking-${n}`,
    studentId: `student-${n}`,
    studentName: `Student ${n}`,
    studentEmail: `student${n}@example.edu`,
    status: 'Pending',
    bookedAt: inDays(-1),
    notes: null,
    scheduledDate: null,
    scheduledTime: null,
    attendance: null,
    noShowCount: 0,
    ...overrides,
  };
}

export function createOwnerWorkshop(overrides: Partial<OwnerWorkshop> = {}): OwnerWorkshop {
  const n = next();
  const base: OwnerWorkshop = {
    _id: `workshop-${n}`,
    title: `Resume Clinic ${n}`,
    description: 'We fix your resume live.',
    category: 'Resume Review',
    workshopType: 'workshop',
    isPaid: false,
    price: 0,
    isPaidSession: false,
    sessionCharge: 0,
    duration: 60,
    maxParticipants: 10,
    scheduledDate: inDays(7),
    meetingLink: 'https://meet.example.com/clinic',
    prerequisites: null,
    topics: ['ATS'],
    isActive: true,
    status: 'upcoming',
    isMarkedCompleted: false,
    confirmedCount: 0,
    heldCount: 0,
    availableSlots: 10,
    cancelCutoffHours: 2,
    bookings: [],
    ...overrides,
  };
  // As the server counts: a completed workshop's attendees still hold their seats.
  const confirmed = base.bookings.filter(
    (booking) => booking.status === 'Confirmed' || booking.status === 'Completed',
  ).length;
  return overrides.confirmedCount === undefined ? { ...base, confirmedCount: confirmed } : base;
}

export function createFeedbackItem(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  const n = next();
  return {
    _id: `feedback-${n}`,
    rating: 5,
    comment: `Great session ${n}`,
    submittedAt: '2026-03-02T10:00:00.000Z',
    workshopId: `workshop-${n}`,
    workshopTitle: `Mock Interview ${n}`,
    studentId: `student-${n}`,
    studentName: `Student ${n}`,
    ...overrides,
  };
}

export const API = '/api/alumni-features';

export function createWaitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  const n = next();
  return {
    _id: `entry-${n}`,
    workshopId: `workshop-${n}`,
    workshopTitle: `System Design ${n}`,
    scheduledDate: inDays(5),
    status: 'Waiting',
    position: 1,
    offerExpiresAt: null,
    joinedAt: inDays(-1),
    ...overrides,
  };
}
