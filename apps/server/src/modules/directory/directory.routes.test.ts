import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn, updateUserRow } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

describe('alumni directory and public profiles', async () => {
  const { app } = await createTestApp();
  const alumni = [
    await createUserWithProfile(app, 'alumni', {
      firstName: 'Priya',
      lastName: 'Sharma',
      collegeName: 'IIT Bombay',
      currentCompany: 'Google',
      branch: 'Computer Science',
    }),
    await createUserWithProfile(app, 'alumni', {
      firstName: 'Rahul',
      lastName: 'Gupta',
      collegeName: 'IIT Delhi',
      currentCompany: 'Microsoft',
      branch: 'Electrical',
    }),
    await createUserWithProfile(app, 'alumni', {
      firstName: 'Meera',
      lastName: 'Nair',
      collegeName: 'NIT Trichy',
      currentCompany: 'Google',
      branch: 'Computer Science',
    }),
    await createUserWithProfile(app, 'alumni', {
      firstName: 'Karan',
      lastName: '100% Singh',
      collegeName: 'BITS Pilani',
      currentCompany: 'Flipkart',
      branch: 'Mechanical',
    }),
  ];
  const inactive = await createUserWithProfile(app, 'alumni', { firstName: 'Gone', lastName: 'Away' });
  await updateUserRow(app, inactive.id, { isActive: false });
  const incomplete = await createUser(app, { role: 'alumni', name: 'No Profile' });
  const student = await createUserWithProfile(app, 'student');
  const admin = await createUser(app, { role: 'admin' });
  const adminHeaders = bearer((await signIn(app, admin.email)).token);
  const studentHeaders = bearer(student.token);

  const list = (query = '') =>
    app.inject({ method: 'GET', url: `/api/users/alumni${query}`, headers: studentHeaders });
  const names = (response: Awaited<ReturnType<typeof list>>) =>
    response.json().map((item: { name: string }) => item.name);

  it('lists only active alumni with complete profiles, by name, with the total in X-Total-Count', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Karan 100% Singh', 'Meera Nair', 'Priya Sharma', 'Rahul Gupta']);
    expect(response.headers['x-total-count']).toBe('4');
    expect(names(response)).not.toContain(inactive.name);
    expect(names(response)).not.toContain(incomplete.name);
  });

  it('returns only the list-item fields', async () => {
    const [item] = (await list('?q=priya')).json();
    expect(Object.keys(item).sort()).toEqual(['_id', 'mentorRating', 'name', 'profile', 'responsiveness']);
    expect(item.mentorRating).toBeNull();
    expect(Object.keys(item.responsiveness).sort()).toEqual([
      'isAcceptingRequests',
      'lastActiveAt',
      'replyWithinDays',
    ]);
    expect(Object.keys(item.profile).sort()).toEqual(
      [
        'avatar',
        'branch',
        'careerInterests',
        'collegeName',
        'currentCompany',
        'currentPosition',
        'graduationYear',
        'technicalSkills',
      ].sort(),
    );
    expect(JSON.stringify(item)).not.toMatch(/@|\+91|1995-02-11|WhatsApp/);
  });

  it('searches name, college and company case-insensitively and literally', async () => {
    expect(names(await list('?q=MEERA'))).toEqual(['Meera Nair']);
    expect(names(await list('?q=iit'))).toEqual(['Priya Sharma', 'Rahul Gupta']);
    expect(names(await list('?q=google'))).toEqual(['Meera Nair', 'Priya Sharma']);
    expect(names(await list('?q=100%25'))).toEqual(['Karan 100% Singh']);
    expect(names(await list('?q=%25'))).toEqual(['Karan 100% Singh']);
    expect(names(await list('?q=_'))).toEqual([]);
    expect(names(await list('?q=nobody'))).toEqual([]);
  });

  it('filters by college, company and branch, combined with search', async () => {
    expect(names(await list('?company=google'))).toEqual(['Meera Nair', 'Priya Sharma']);
    expect(names(await list('?company=Google&branch=computer%20science&college=NIT%20Trichy'))).toEqual([
      'Meera Nair',
    ]);
    expect(names(await list('?branch=Mechanical&q=karan'))).toEqual(['Karan 100% Singh']);
    expect((await list('?company=Google&q=rahul')).headers['x-total-count']).toBe('0');
  });

  it('pages the results and keeps the total', async () => {
    const first = await list('?limit=3&page=1');
    const second = await list('?limit=3&page=2');
    const past = await list('?limit=3&page=5');
    expect(names(first)).toEqual(['Karan 100% Singh', 'Meera Nair', 'Priya Sharma']);
    expect(names(second)).toEqual(['Rahul Gupta']);
    expect(names(past)).toEqual([]);
    for (const response of [first, second, past]) expect(response.headers['x-total-count']).toBe('4');
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=101')).statusCode).toBe(400);
    expect((await list('?page=abc')).statusCode).toBe(400);
  });

  it('offers the filter values', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/alumni/filters',
      headers: studentHeaders,
    });
    expect(response.json()).toEqual({
      colleges: ['BITS Pilani', 'IIT Bombay', 'IIT Delhi', 'NIT Trichy'],
      companies: ['Flipkart', 'Google', 'Microsoft'],
      branches: ['Computer Science', 'Electrical', 'Mechanical'],
    });
  });

  it('requires a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/alumni' })).statusCode).toBe(401);
  });

  it('shows a student an alumni profile without contact details or date of birth', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/${alumni[0]!.id}`,
      headers: studentHeaders,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id: alumni[0]!.id,
      name: 'Priya Sharma',
      role: 'alumni',
      contactVisible: false,
    });
    expect(body).not.toHaveProperty('email');
    expect(body.profile).not.toHaveProperty('phoneNumber');
    expect(body.profile).not.toHaveProperty('contactPreference');
    expect(body.profile).not.toHaveProperty('dateOfBirth');
    expect(body.profile).toMatchObject({
      currentCompany: 'Google',
      technicalSkills: expect.any(Array),
      numberOfInterviewsFaced: 12,
    });
    expect(response.body).not.toContain(alumni[0]!.email);
    expect(response.body).not.toContain('+91');
  });

  it('shows contact details to the alumni themselves and to admins, never the date of birth to others', async () => {
    const own = await app.inject({
      method: 'GET',
      url: `/api/users/${alumni[0]!.id}`,
      headers: bearer(alumni[0]!.token),
    });
    expect(own.json()).toMatchObject({
      email: alumni[0]!.email,
      contactVisible: true,
      profile: { phoneNumber: '+91 91234 56789', contactPreference: 'WhatsApp' },
    });
    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/users/${alumni[0]!.id}`,
      headers: adminHeaders,
    });
    expect(byAdmin.json()).toMatchObject({ email: alumni[0]!.email, contactVisible: true });
    expect(byAdmin.json().profile).not.toHaveProperty('dateOfBirth');
  });

  it('hides inactive alumni and other students, and answers unknown ids with 404', async () => {
    for (const id of [inactive.id, student.id, '00000000-0000-0000-0000-000000000000']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: bearer(alumni[1]!.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Alumni profile not found');
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${inactive.id}`, headers: adminHeaders }))
        .statusCode,
    ).toBe(200);
  });

  it('never takes a word for an id: /api/users/someone is an unknown route, not a missing profile', async () => {
    for (const url of ['/api/users/someone', '/api/users/not-an-id']) {
      for (const headers of [adminHeaders, bearer(alumni[1]!.token)]) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `Route GET ${url} not found`, code: 'NOT_FOUND' });
      }
    }
  });
});

describe('alumni directory: the whole list, or a page', async () => {
  const { app } = await createTestApp();
  const reader = await createUserWithProfile(app, 'student');
  // More than the old default page of 20.
  for (let i = 0; i < 22; i++) {
    await createUserWithProfile(app, 'alumni', {
      firstName: 'Everyone',
      lastName: String(i).padStart(2, '0'),
    });
  }
  const list = (query = '') =>
    app.inject({ method: 'GET', url: `/api/users/alumni${query}`, headers: bearer(reader.token) });
  const names = (response: Awaited<ReturnType<typeof list>>) =>
    response.json().map((item: { name: string }) => item.name);
  const everyone = Array.from({ length: 22 }, (_, i) => `Everyone ${String(i).padStart(2, '0')}`);

  it('answers every listed alumni as an array without page or limit, with the total and no Link', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(everyone);
    expect(response.headers['x-total-count']).toBe('22');
    expect(response.headers.link).toBeUndefined();
    expect(names(await list('?q=everyone'))).toEqual(everyone);
  });

  it('answers a page of 20 by default with page, and a Link header to the other pages', async () => {
    const second = await list('?q=everyone&page=2');
    expect(names(second)).toEqual(everyone.slice(20));
    expect(second.headers['x-total-count']).toBe('22');
    expect(second.headers.link).toBe(
      [
        '</api/users/alumni?q=everyone&page=1&limit=20>; rel="first"',
        '</api/users/alumni?q=everyone&page=1&limit=20>; rel="prev"',
        '</api/users/alumni?q=everyone&page=2&limit=20>; rel="last"',
      ].join(', '),
    );
    const first = await list('?limit=5');
    expect(names(first)).toEqual(everyone.slice(0, 5));
    expect(first.headers['x-total-count']).toBe('22');
    expect(first.headers.link).toContain('</api/users/alumni?limit=5&page=2>; rel="next"');
  });

  it.each([
    ['?limit=0', 'Too small: expected number to be >=1'],
    ['?limit=101', 'Too big: expected number to be <=100'],
    ['?page=0', 'Too small: expected number to be >=1'],
    ['?page=abc', 'Invalid input: expected number, received NaN'],
  ])('refuses %s with its 400 message', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([message]);
  });
});
