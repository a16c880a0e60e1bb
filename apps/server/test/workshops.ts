import { sql } from 'drizzle-orm';
import type { AppInstance } from '../src/platform/context';
import { bearer } from './factories';

export function workshopPayload(app: AppInstance, overrides: Record<string, unknown> = {}, daysAhead = 7) {
  return {
    title: 'System Design Deep Dive',
    description: 'Design a URL shortener together, then review your own designs.',
    category: 'System Design',
    workshopType: 'workshop',
    scheduledDate: new Date(app.ctx.clock.now().getTime() + daysAhead * 24 * 60 * 60 * 1000).toISOString(),
    isPaid: false,
    price: 0,
    duration: 90,
    maxParticipants: 10,
    meetingLink: 'https://meet.example.com/sd-101',
    prerequisites: 'Basic networking',
    topics: ['Caching', 'Sharding'],
    ...overrides,
  };
}

export async function createWorkshopAs(
  app: AppInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/workshop',
    headers: bearer(token),
    payload: workshopPayload(app, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`workshop create failed: ${response.body}`);
  return response.json().data as { _id: string; maxParticipants: number };
}

let ip = 0;
export async function bookAs(app: AppInstance, token: string, workshopId: string, notes = 'Looking forward') {
  return app.inject({
    method: 'POST',
    url: `/api/alumni-features/workshop/${workshopId}/book`,
    headers: bearer(token),
    payload: { notes },
    remoteAddress: `10.60.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
}

/**
 * Workshops whose maintained columns differ from the truth: `confirmed_count` from the count of their
 * Confirmed bookings, `host_active` from their host's `is_active`. Empty when every one is exact.
 */
export async function workshopCountMismatches(app: AppInstance) {
  const result = await app.ctx.db.execute(sql`
    select w.id::text as id, w.confirmed_count as kept,
      (select count(*) from workshop_bookings b where b.workshop_id = w.id and b.status = 'Confirmed')::int as real
    from workshops w
    where w.confirmed_count <> (select count(*) from workshop_bookings b where b.workshop_id = w.id and b.status = 'Confirmed')
      or w.host_active <> (select u.is_active from users u where u.id = w.alumni_id)`);
  return (result as unknown as { rows: Array<{ id: string; kept: number; real: number }> }).rows;
}
