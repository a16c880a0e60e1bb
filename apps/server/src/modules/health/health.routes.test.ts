import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('health and readiness', () => {
  it('GET /api/health answers while the process is alive', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/ready answers 200 with the database up and 503 with it closed', async () => {
    const { app, testDb } = await createTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    await testDb.database.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: 'The database is not reachable.', code: 'SERVICE_UNAVAILABLE' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 in the error body on any route whose query fails because the database is down', async () => {
    const { app, testDb } = await createTestApp();
    await testDb.database.close();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
