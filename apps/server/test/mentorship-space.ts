import type { MentorshipSpace } from '@mentorbridge/shared';
import type { AppInstance } from '../src/platform/context';
import { bearer } from './factories';

type Caller = { token: string };

export function spaceOf(app: AppInstance, user: Caller, id: string) {
  return app.inject({ method: 'GET', url: `/api/mentorships/${id}`, headers: bearer(user.token) });
}

export async function spaceData(app: AppInstance, user: Caller, id: string): Promise<MentorshipSpace> {
  const response = await spaceOf(app, user, id);
  if (response.statusCode !== 200) throw new Error(`space: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function addGoalAs(app: AppInstance, user: Caller, id: string, text: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/mentorships/${id}/goals`,
    headers: bearer(user.token),
    payload: { text },
  });
}

export function patchGoalAs(app: AppInstance, user: Caller, id: string, goalId: string, body: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/mentorships/${id}/goals/${goalId}`,
    headers: bearer(user.token),
    payload: body,
  });
}

export function removeGoalAs(app: AppInstance, user: Caller, id: string, goalId: string) {
  return app.inject({
    method: 'DELETE',
    url: `/api/mentorships/${id}/goals/${goalId}`,
    headers: bearer(user.token),
  });
}

export function notesAs(app: AppInstance, user: Caller, sessionId: string, body: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/mentor-sessions/${sessionId}/notes`,
    headers: bearer(user.token),
    payload: body,
  });
}

export function endAs(app: AppInstance, user: Caller, id: string, closingNote: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/mentorships/${id}/end`,
    headers: bearer(user.token),
    payload: { closingNote },
  });
}
