import type {
  MentorshipGoal,
  MentorshipSpace,
  MentorshipSpaceResponse,
  SessionNotes,
  SpaceSession,
} from '@mentorbridge/shared';

/** Never imported by app code. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const SPACE_ID = 'space-1';
export const SPACE_API = `/api/mentorships/${SPACE_ID}`;

export function createGoal(overrides: Partial<MentorshipGoal> = {}): MentorshipGoal {
  const n = next();
  return {
    _id: `goal-${n}`,
    text: `Goal ${n}`,
    isDone: false,
    doneAt: null,
    createdBy: 'student',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function createNotes(overrides: Partial<SessionNotes> = {}): SessionNotes {
  return { sharedNote: null, sharedNoteBy: null, sharedNoteUpdatedAt: null, ...overrides };
}

export function createSpaceSession(overrides: Partial<SpaceSession> = {}): SpaceSession {
  const n = next();
  return {
    _id: `session-${n}`,
    start: '2026-03-09T13:00:00.000Z',
    end: '2026-03-09T13:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    status: 'booked',
    meetingLink: null,
    cancelReason: null,
    cancelledBy: null,
    notes: createNotes(),
    ...overrides,
  };
}

export function createSpace(overrides: Partial<MentorshipSpace> = {}): MentorshipSpace {
  return {
    _id: SPACE_ID,
    status: 'accepted',
    requestType: 'Technical Interview Prep',
    acceptedAt: '2026-03-02T10:00:00.000Z',
    endedAt: null,
    endedBy: null,
    closingNote: null,
    student: { _id: 'asha', name: 'Asha Verma', avatar: null },
    alumni: {
      _id: 'rahul',
      name: 'Rahul Verma',
      avatar: null,
      currentPosition: 'Engineer',
      currentCompany: 'Acme',
    },
    viewerRole: 'student',
    canEdit: true,
    goals: [],
    upcoming: [],
    past: [],
    ...overrides,
  };
}

export const spaceResponse = (space: MentorshipSpace): MentorshipSpaceResponse => ({
  success: true,
  data: space,
});
