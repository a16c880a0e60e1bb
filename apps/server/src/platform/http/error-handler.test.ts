import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { AppError } from '../errors';

describe('error bodies', async () => {
  const { app } = await createTestApp({
    beforeReady(instance) {
      instance.get('/api/test/boom', async () => {
        throw new Error('secret internal detail: password=hunter2');
      });
      instance.get('/api/test/conflict', async () => {
        throw new AppError('CONFLICT', 'Already done', { requiresVerification: true });
      });
    },
  });

  it('answers an unknown API route with 404 in the error body shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/does-not-exist not found',
      code: 'NOT_FOUND',
    });
  });

  it('answers unknown non-API routes with 404 when no web build is present', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers validation failures with 400, the first message and every field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Name is required');
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
  });

  it('answers text with a NUL character (which PostgreSQL cannot store) with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: {
        name: 'Nul\u0000Byte',
        email: 'nul@example.com',
        subject: 'A subject',
        message: 'A message long enough to pass.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Text must not contain NUL characters.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers a lone surrogate in text stored as JSON with 400, not 500 (found by the route fuzzing)', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: { ...bearer((await signIn(app, alumni.email)).token), 'content-type': 'application/json' },
      // Valid JSON, but \ud800 pairs with nothing: PostgreSQL refuses it in the questions' jsonb.
      payload: '{"companyName":"Fuzz Co","questions":[{"questionText":"Why?\\ud800"}]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Text must be valid Unicode.', code: 'VALIDATION_ERROR' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps AppError to its status and keeps extra fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Already done',
      code: 'CONFLICT',
      requiresVerification: true,
    });
  });

  it('answers unexpected failures with 500 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('sends the security headers and the content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI reference generated from the route schemas', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.info.title).toBe('MentorBridge API');
    expect(
      spec.paths['/api/contact/send'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['name', 'email', 'subject', 'message']);
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
