import { mentorSessions } from '../src/db/schema/mentor-sessions';
import type { AppInstance } from '../src/platform/context';
import { type Caller, INSIGHT_FORM } from './authorization-matrix';
import { bearer, createUser, signIn } from './factories';
import { publishedResource, uploadResource } from './resources';

export interface MatrixFixture {
  tokens: Partial<Record<Caller, string>>;
  ids: Partial<Record<Caller, string>>;
  rows: Record<string, string>;
  fill(text: string): string;
}

export async function buildMatrixFixture(app: AppInstance): Promise<MatrixFixture> {
  const tokens: Partial<Record<Caller, string>> = {};
  const ids: Partial<Record<Caller, string>> = {};
  for (const [caller, role] of [
    ['student', 'student'],
    ['alumni', 'alumni'],
    ['otherAlumni', 'alumni'],
    ['admin', 'admin'],
    ['otherStudent', 'student'],
  ] as const) {
    const user = await createUser(app, { role });
    ids[caller] = user.id;
    tokens[caller] = (await signIn(app, user.email)).token;
  }

  // A request from the student to "alumni", already accepted, so each caller's answer is deterministic: its
  // student cannot withdraw it any more (409), its alumni can archive it (200), another alumni cannot see it (404).
  const sent = await app.inject({
    method: 'POST',
    url: '/api/mentorship-requests',
    headers: bearer(tokens.student!),
    payload: { alumniId: ids.alumni, message: 'Matrix' },
  });
  const requestId = sent.json().data._id as string;
  await app.inject({
    method: 'PUT',
    url: `/api/mentorship-requests/${requestId}/accept`,
    headers: bearer(tokens.alumni!),
    payload: { responseMessage: 'Yes' },
  });

  // A booked session of that mentorship a week ahead: only "alumni" may change its meeting link.
  const sessionStart = new Date(app.ctx.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000);
  const [session] = await app.ctx.db
    .insert(mentorSessions)
    .values({
      mentorshipId: requestId,
      studentId: ids.student!,
      alumniId: ids.alumni!,
      startsAt: sessionStart,
      endsAt: new Date(sessionStart.getTime() + 30 * 60 * 1000),
      timeZone: 'Asia/Kolkata',
    })
    .returning({ id: mentorSessions.id });

  // A workshop of "alumni" with one pending booking by the student, who has also booked it already
  // (so booking again is a conflict); a second workshop of "otherAlumni" that only its owner may delete.
  const workshopForm = {
    title: 'Matrix',
    description: 'Matrix workshop',
    category: 'Other',
    scheduledDate: new Date(app.ctx.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/workshop',
    headers: bearer(tokens.alumni!),
    payload: workshopForm,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const workshopId = created.json().data._id as string;
  const otherCreated = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/workshop',
    headers: bearer(tokens.otherAlumni!),
    payload: workshopForm,
  });
  const otherWorkshopId = otherCreated.json().data._id as string;
  const booked = await app.inject({
    method: 'POST',
    url: `/api/alumni-features/workshop/${workshopId}/book`,
    headers: bearer(tokens.student!),
    payload: {},
  });
  const bookingId = booked.json().data._id as string;
  // Cancelled by the alumni: deciding again is a conflict, and so are the student's cancel and calendar.
  await app.inject({
    method: 'PUT',
    url: `/api/alumni-features/workshop/${workshopId}/booking/${bookingId}`,
    headers: bearer(tokens.alumni!),
    payload: { status: 'Cancelled' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/alumni-features/workshop/${workshopId}/book`,
    headers: bearer(tokens.student!),
    payload: {},
  });
  // A company insight of "alumni" (others may rate and report it) and one of "otherAlumni" to delete.
  const insightOf = async (caller: Caller) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/company-insights',
      headers: bearer(tokens[caller]!),
      payload: INSIGHT_FORM,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data._id as string;
  };
  const insightId = await insightOf('alumni');
  const otherInsightId = await insightOf('otherAlumni');
  // An interview experience of "alumni" (others may vote on and report it) and one of "otherAlumni" to delete.
  const experienceOf = async (caller: Caller) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: bearer(tokens[caller]!),
      payload: { companyName: 'Matrix Co', questions: [{ questionText: 'Why us?' }] },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data._id as string;
  };
  const experienceId = await experienceOf('alumni');
  const otherExperienceId = await experienceOf('otherAlumni');
  // A published and a pending resource of "alumni", and a pending one of "otherAlumni" to delete.
  const resourceId = (await publishedResource(app, bearer(tokens.alumni!), bearer(tokens.admin!)))._id;
  const pendingResourceId = (await uploadResource(app, bearer(tokens.alumni!)))._id;
  const otherResourceId = (await uploadResource(app, bearer(tokens.otherAlumni!)))._id;
  // A second mentorship of the pair, left accepted for its space: one goal, and a session eight days ahead.
  const space = await spaceOf(app, tokens, ids);
  const rows: Record<string, string> = {
    alumni: ids.alumni!,
    experience: experienceId,
    otherExperience: otherExperienceId,
    request: requestId,
    space: space.id,
    spaceGoal: space.goalId,
    spaceSession: space.sessionId,
    session: session!.id,
    workshop: workshopId,
    otherWorkshop: otherWorkshopId,
    booking: bookingId,
    insight: insightId,
    otherInsight: otherInsightId,
    resource: resourceId,
    pendingResource: pendingResourceId,
    otherResource: otherResourceId,
  };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) => rows[name] ?? placeholder);
  return { tokens, ids, rows, fill };
}

async function spaceOf(
  app: AppInstance,
  tokens: Partial<Record<Caller, string>>,
  ids: Partial<Record<Caller, string>>,
) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/mentorship-requests',
    headers: bearer(tokens.student!),
    payload: { alumniId: ids.alumni, message: 'Matrix space' },
  });
  const id = sent.json().data._id as string;
  await app.inject({
    method: 'PUT',
    url: `/api/mentorship-requests/${id}/accept`,
    headers: bearer(tokens.alumni!),
    payload: { responseMessage: 'Yes' },
  });
  const goal = await app.inject({
    method: 'POST',
    url: `/api/mentorships/${id}/goals`,
    headers: bearer(tokens.student!),
    payload: { text: 'Resume review' },
  });
  if (goal.statusCode !== 201) throw new Error(goal.body);
  const start = new Date(app.ctx.clock.now().getTime() + 8 * 24 * 60 * 60 * 1000);
  const [session] = await app.ctx.db
    .insert(mentorSessions)
    .values({
      mentorshipId: id,
      studentId: ids.student!,
      alumniId: ids.alumni!,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60 * 1000),
      timeZone: 'Asia/Kolkata',
    })
    .returning({ id: mentorSessions.id });
  return { id, goalId: goal.json().data._id as string, sessionId: session!.id };
}
