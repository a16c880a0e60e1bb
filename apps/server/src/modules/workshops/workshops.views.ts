import type { OwnerWorkshop, StudentBooking, StudentWorkshop } from '@mentorbridge/shared';
import { cancelCutoffMessage, workshopDisplayStatus } from '@mentorbridge/shared';
import type { BookingRow } from './bookings.repository';
import type { StudentWorkshopRow, WorkshopRow } from './workshops.repository';

interface MentorColumns {
  mentorName: string;
  mentorAvatar: string | null;
  company: string | null;
  position: string | null;
}

// Intl formatters are costly to build (about a millisecond each): one pair per time zone, reused.
const formatters = new Map<string, { weekday: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function weekdayAndTime(date: Date, timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      weekday: new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }),
      time: new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
    };
    formatters.set(timeZone, pair);
  }
  return { weekday: pair.weekday.format(date), time: pair.time.format(date) };
}

const mentor = (workshop: Pick<WorkshopRow, 'alumniId'>, columns: MentorColumns) => ({
  id: workshop.alumniId,
  name: columns.mentorName,
  company: columns.company,
  position: columns.position,
  profilePhoto: columns.mentorAvatar,
});

const sessionMode = (link: string | null) => (link ? ['Online'] : ['To be announced']);

const HOUR_MS = 60 * 60 * 1000;

export function isInsideCutoff(workshop: Pick<WorkshopRow, 'scheduledAt' | 'cancelCutoffHours'>, now: Date) {
  return workshop.scheduledAt.getTime() - now.getTime() < workshop.cancelCutoffHours * HOUR_MS;
}

const attendance = (booking: BookingRow) =>
  booking.status === 'Completed' ? (booking.noShow ? ('no-show' as const) : ('attended' as const)) : null;

export function toStudentWorkshop(
  workshop: StudentWorkshopRow,
  columns: MentorColumns & { myStatus: string | null },
  timeZone: string,
): StudentWorkshop {
  const { weekday, time } = weekdayAndTime(workshop.scheduledAt, timeZone);
  return {
    _id: workshop.id,
    title: workshop.title,
    mentor: mentor(workshop, columns),
    mentorshipType: [workshop.category],
    description: workshop.description,
    sessionMode: sessionMode(workshop.meetingLink),
    duration: workshop.duration,
    // Seats held for waitlisted students are not free.
    availableSlots: Math.max(0, workshop.maxParticipants - workshop.confirmedCount - workshop.heldCount),
    isPaidSession: workshop.isPaid,
    sessionCharge: workshop.price,
    availableDays: [weekday],
    availableTime: time,
    scheduledDate: workshop.scheduledAt.toISOString(),
    topics: workshop.topics,
    prerequisites: workshop.prerequisites,
    myBookingStatus: (columns.myStatus as StudentWorkshop['myBookingStatus']) ?? null,
  };
}

export function ownerStatus(workshop: WorkshopRow, now: Date): OwnerWorkshop['status'] {
  if (!workshop.isActive) return 'cancelled';
  if (workshop.completedAt) return 'completed';
  return workshopDisplayStatus(true, workshop.scheduledAt, now);
}

export function toOwnerWorkshop(
  workshop: WorkshopRow,
  bookings: Array<{ booking: BookingRow; studentName: string; studentEmail: string; noShowCount: number }>,
  now: Date,
): OwnerWorkshop {
  // A completed workshop's confirmed bookings became Completed: they are its attendees, still its seats.
  const confirmed = bookings.filter(
    ({ booking }) => booking.status === 'Confirmed' || booking.status === 'Completed',
  ).length;
  return {
    _id: workshop.id,
    title: workshop.title,
    description: workshop.description,
    category: workshop.category,
    workshopType: workshop.workshopType,
    isPaid: workshop.isPaid,
    price: workshop.price,
    isPaidSession: workshop.isPaid,
    sessionCharge: workshop.price,
    duration: workshop.duration,
    maxParticipants: workshop.maxParticipants,
    scheduledDate: workshop.scheduledAt.toISOString(),
    meetingLink: workshop.meetingLink,
    prerequisites: workshop.prerequisites,
    topics: workshop.topics,
    isActive: workshop.isActive,
    status: ownerStatus(workshop, now),
    isMarkedCompleted: workshop.completedAt !== null,
    confirmedCount: confirmed,
    heldCount: workshop.heldCount,
    availableSlots: Math.max(0, workshop.maxParticipants - confirmed - workshop.heldCount),
    cancelCutoffHours: workshop.cancelCutoffHours,
    bookings: bookings.map(({ booking, studentName, studentEmail, noShowCount }) => ({
      _id: booking.id,
      studentId: booking.studentId,
      studentName,
      studentEmail,
      status: booking.status,
      bookedAt: booking.bookedAt.toISOString(),
      notes: booking.notes,
      scheduledDate: booking.preferredDate,
      scheduledTime: booking.preferredTime,
      attendance: attendance(booking),
      noShowCount,
    })),
  };
}

export function toStudentBooking(
  row: { booking: BookingRow; workshop: WorkshopRow; feedbackId: string | null } & MentorColumns,
  now: Date,
  timeZone: string,
): StudentBooking {
  const { booking, workshop } = row;
  const link = booking.meetingLink ?? workshop.meetingLink;
  const { time } = weekdayAndTime(workshop.scheduledAt, timeZone);
  const isActive =
    (booking.status === 'Pending' || booking.status === 'Confirmed') &&
    workshop.scheduledAt.getTime() > now.getTime();
  const isLate = isActive && isInsideCutoff(workshop, now);
  return {
    _id: booking.id,
    workshopId: workshop.id,
    workshopTitle: workshop.title,
    mentor: mentor(workshop, row),
    mentorshipType: [workshop.category],
    sessionMode: sessionMode(link),
    duration: workshop.duration,
    isPaidSession: workshop.isPaid,
    sessionCharge: workshop.price,
    description: workshop.description,
    scheduledDate: workshop.scheduledAt.toISOString(),
    scheduledTime: time,
    status: booking.status,
    meetingLink: booking.status === 'Confirmed' ? link : null,
    notes: booking.notes,
    bookedAt: booking.bookedAt.toISOString(),
    hasFeedback: row.feedbackId !== null,
    canCancel: isActive && !isLate,
    cancelBlockedReason: isLate ? cancelCutoffMessage(workshop.cancelCutoffHours) : null,
    attendance: attendance(booking),
  };
}
