/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../factories';
import { createTestApp } from '../test-app';

const URL = '/api/mentorship-requests';
const ISO = /^\d{4}-\d\d-\d\dT/;

/** Section 3's request fields every view reads, beside the person it shows. */
const requestFields = (overrides: Record<string, unknown> = {}) => ({
  _id: expect.any(String),
  requestType: expect.any(String),
  message: expect.any(String),
  status: expect.stringMatching(/^(pending|accepted|rejected|archived)$/),
  responseMessage: null,
  rejectionReason: null,
  meetingLink: null,
  meetingDate: null,
  meetingTime: null,
  createdAt: expect.stringMatching(ISO),
  ...overrides,
});

describe('contract: mentorship (part 2 section 7)', async () => {
  const { app, clock } = await createTestApp();
  const alumniAs = async (firstName: string, company: string, position: string) => {
    const user = await createUserWithProfile(app, 'alumni', {
      firstName,
      currentCompany: company,
      currentPosition: position,
    });
    return { ...user, headers: bearer(user.token) };
  };
  const studentAs = async (firstName: string) => {
    const user = await createUserWithProfile(app, 'student', { firstName });
    return { ...user, headers: bearer(user.token) };
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** A request sent as the mentorship page sends it; the clock moves so that "newest first" is defined. */
  const sendAs = async (
    student: { headers: Record<string, string> },
    alumniId: string,
    requestType: string,
    message: string,
  ) => {
    clock.advance(60_000);
    const response = await call('POST', URL, student.headers, { alumniId, requestType, message });
    if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
    return response.json().data._id as string;
  };
  const answer = async (
    alumni: { headers: Record<string, string> },
    id: string,
    action: string,
    payload: object = {},
  ) => {
    const response = await call('PUT', `${URL}/${id}/${action}`, alumni.headers, payload);
    if (response.statusCode !== 200) throw new Error(`${action} failed: ${response.body}`);
  };

  // One mentor whose dashboard holds one request of each status, all from one student.
  const mentor = await alumniAs('Ravi', 'Google', 'Senior Software Engineer');
  const student = await studentAs('Asha');
  const meeting = {
    meetingLink: 'https://meet.example.com/abc',
    meetingDate: '2026-11-30',
    meetingTime: '18:30',
  };
  const archivedId = await sendAs(student, mentor.id, 'Networking', 'Can we connect?');
  await answer(mentor, archivedId, 'accept', { responseMessage: 'Sure' });
  await answer(mentor, archivedId, 'archive');
  const acceptedId = await sendAs(student, mentor.id, 'Resume Review', 'Please review my resume');
  await answer(mentor, acceptedId, 'accept', { responseMessage: 'Happy to help', ...meeting });
  const rejectedId = await sendAs(student, mentor.id, 'Job Referral', 'Could you refer me?');
  await answer(mentor, rejectedId, 'reject', { rejectionReason: 'No openings right now' });
  const pendingId = await sendAs(student, mentor.id, 'Technical Interview Prep', 'Help me prepare');
  const byStatus = { pending: pendingId, accepted: acceptedId, rejected: rejectedId, archived: archivedId };

  // Mentors who answer a fresh request each, and mentors who receive the two send shapes.
  const acceptor = await alumniAs('Meera', 'Microsoft', 'Engineering Manager');
  const rejector = await alumniAs('Karan', 'Amazon', 'SDE II');
  const toAccept = await sendAs(student, acceptor.id, 'Career Guidance', 'Which team suits me?');
  const toReject = await sendAs(student, rejector.id, 'Project Discussion', 'About my capstone');
  const pageMentor = await alumniAs('Nisha', 'Adobe', 'Designer');
  const directoryMentor = await alumniAs('Arun', 'Flipkart', 'Data Scientist');
  const sender = await studentAs('Vikram');

  const admin = await createUser(app, { role: 'admin' });
  const adminHeaders = bearer((await signIn(app, admin.email)).token);
  await app.ctx.cache.settled();

  const studentList = async (caller = student) => {
    const response = await call('GET', `${URL}/student`, caller.headers);
    expect(response.statusCode).toBe(200);
    return response.json() as Array<Record<string, unknown> & { _id: string }>;
  };
  const alumniView = {
    _id: mentor.id,
    name: mentor.name,
    profile: expect.objectContaining({
      currentCompany: 'Google',
      currentPosition: 'Senior Software Engineer',
    }),
  };

  it('POST /mentorship-requests {alumniId, requestType, message} (mentorship page) sends the request', async () => {
    const payload = { alumniId: pageMentor.id, requestType: 'Skill Development', message: 'Teach me Figma' };
    const response = await call('POST', URL, sender.headers, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Mentorship request sent successfully!',
      data: { _id: expect.any(String), status: 'pending' },
    });
    const sent = (await studentList(sender)).find((item) => item._id === response.json().data._id);
    expect(sent).toMatchObject({
      requestType: 'Skill Development',
      message: 'Teach me Figma',
      status: 'pending',
    });
    expect(sent).toMatchObject({ alumni: { _id: pageMentor.id } });
  });

  it('POST /mentorship-requests {mentorId, message} (directory) sends the request as Career Guidance', async () => {
    const response = await call('POST', URL, sender.headers, {
      mentorId: directoryMentor.id,
      message: 'Hello!',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Mentorship request sent successfully! The alumni will be notified.',
      data: { _id: expect.any(String), status: 'pending' },
    });
    const sent = (await studentList(sender)).find((item) => item._id === response.json().data._id);
    expect(sent).toMatchObject({ requestType: 'Career Guidance', message: 'Hello!', status: 'pending' });
    // The directory shows 'Request Sent' for an alumni with a pending request: it matches on alumni._id.
    expect(sent).toMatchObject({ alumni: { _id: directoryMentor.id } });
  });

  it('GET /mentorship-requests/student answers an array of own requests with status and alumni', async () => {
    const body = await studentList();
    expect(Array.isArray(body)).toBe(true);
    // Newest first: the four sent to the mentor, then the two still waiting for an answer.
    expect(body.map((item) => item._id)).toEqual([
      toReject,
      toAccept,
      pendingId,
      rejectedId,
      acceptedId,
      archivedId,
    ]);
    const find = (id: string) => body.find((item) => item._id === id);
    expect(find(pendingId)).toEqual(
      expect.objectContaining(
        requestFields({
          _id: pendingId,
          requestType: 'Technical Interview Prep',
          message: 'Help me prepare',
          status: 'pending',
          alumni: expect.objectContaining(alumniView),
        }),
      ),
    );
    expect(find(acceptedId)).toEqual(
      expect.objectContaining(
        requestFields({
          _id: acceptedId,
          requestType: 'Resume Review',
          message: 'Please review my resume',
          status: 'accepted',
          responseMessage: 'Happy to help',
          ...meeting,
          alumni: expect.objectContaining(alumniView),
        }),
      ),
    );
    expect(find(rejectedId)).toEqual(
      expect.objectContaining(
        requestFields({
          _id: rejectedId,
          status: 'rejected',
          rejectionReason: 'No openings right now',
          alumni: expect.objectContaining(alumniView),
        }),
      ),
    );
    expect(find(archivedId)).toMatchObject({ status: 'archived', alumni: { _id: mentor.id } });
  });

  it('GET /users/{id} answers the mentor’s name and profile (the mentorship page’s ?mentor=)', async () => {
    const response = await call('GET', `/api/users/${mentor.id}`, student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: mentor.id,
      name: mentor.name,
      role: 'alumni',
      profile: {
        avatar: null,
        currentCompany: 'Google',
        currentPosition: 'Senior Software Engineer',
        collegeName: 'National Institute of Technology',
        branch: 'Computer Science',
        graduationYear: 2017,
        technicalSkills: ['Go', 'Kubernetes', 'React', 'SQL', 'System Design'],
      },
    });
  });

  it('GET /mentorship-requests/alumni?status={status} answers, per tab, a list with the student', async () => {
    for (const [status, id] of Object.entries(byStatus)) {
      const response = await call('GET', `${URL}/alumni?status=${status}`, mentor.headers);
      expect({ status, code: response.statusCode }).toEqual({ status, code: 200 });
      const body = response.json();
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((item: { _id: string }) => item._id)).toEqual([id]);
      expect(body[0]).toMatchObject({ _id: id, status });
    }

    const [accepted] = (await call('GET', `${URL}/alumni?status=accepted`, mentor.headers)).json();
    expect(accepted).toEqual(
      expect.objectContaining(
        requestFields({
          _id: acceptedId,
          requestType: 'Resume Review',
          message: 'Please review my resume',
          status: 'accepted',
          responseMessage: 'Happy to help',
          ...meeting,
          student: expect.anything(),
        }),
      ),
    );
    // Section 3's student, as the cards and the Full Profile modal read it (from the student's own profile).
    expect(accepted.student).toMatchObject({
      _id: student.id,
      name: student.name,
      email: student.email,
      profile: {
        avatar: null,
        collegeName: 'National Institute of Technology',
        graduationYear: 2027,
        branch: 'Computer Science',
        cgpa: 8.75,
        backlogs: 0,
        currentYear: 3,
        phoneNumber: '+91 98765 43210',
        gender: 'Female',
        technicalSkills: ['React', 'Node.js'],
        softSkills: ['Communication'],
        careerInterests: ['Web Development'],
        linkedinProfile: 'https://www.linkedin.com/in/asha',
        githubProfile: 'https://github.com/asha',
        resumeLink: 'https://example.com/resume.pdf',
        interestedJobRole: 'Frontend Engineer',
        interviewExperienceLevel: 'Beginner',
      },
    });
    expect(accepted.student.profile).toHaveProperty('portfolioLink');
    const [rejected] = (await call('GET', `${URL}/alumni?status=rejected`, mentor.headers)).json();
    expect(rejected.rejectionReason).toBe('No openings right now');
  });

  it('GET /mentorship-requests/alumni?status={status} answers every section-3 student field', async () => {
    const [pending] = (await call('GET', `${URL}/alumni?status=pending`, mentor.headers)).json();
    const { profile } = pending.student;
    expect(pending.student).toMatchObject({
      college: profile.collegeName,
      graduationYear: profile.graduationYear,
      cgpa: profile.cgpa,
      department: profile.branch,
      backlog: profile.backlogs,
      skills: profile.technicalSkills,
    });
    expect(profile.department).toBe(profile.branch);
    // The date of birth is never shown to other users (decision 006), whatever the client would read.
    expect(profile).not.toHaveProperty('dateOfBirth');
  });

  it('GET /mentorship-requests/alumni/stats answers pending, accepted, rejected, archived, ended and total', async () => {
    const response = await call('GET', `${URL}/alumni/stats`, mentor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pending: 1,
      accepted: 1,
      rejected: 1,
      archived: 1,
      ended: 0,
      total: 4,
    });
  });

  it('PUT /mentorship-requests/{id}/accept {responseMessage, meetingLink, meetingDate, meetingTime}', async () => {
    const payload = {
      responseMessage: 'Let us talk on Friday',
      meetingLink: 'https://zoom.example.com/j/42',
      meetingDate: '2026-11-27',
      meetingTime: '19:00',
    };
    const response = await call('PUT', `${URL}/${toAccept}/accept`, acceptor.headers, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Request accepted successfully!',
      data: { _id: toAccept },
    });

    // On success the list and stats reload.
    const listed = (await call('GET', `${URL}/alumni?status=accepted`, acceptor.headers)).json();
    expect(listed).toEqual([expect.objectContaining({ _id: toAccept, status: 'accepted', ...payload })]);
    expect((await call('GET', `${URL}/alumni/stats`, acceptor.headers)).json()).toEqual({
      pending: 0,
      accepted: 1,
      rejected: 0,
      archived: 0,
      ended: 0,
      total: 1,
    });
    const mine = (await studentList()).find((item) => item._id === toAccept);
    expect(mine).toMatchObject({ status: 'accepted', ...payload, alumni: { _id: acceptor.id } });
  });

  it('PUT /mentorship-requests/{id}/reject {rejectionReason}', async () => {
    const payload = { rejectionReason: 'Fully booked this month' };
    const response = await call('PUT', `${URL}/${toReject}/reject`, rejector.headers, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Request rejected',
      data: { _id: toReject },
    });

    const listed = (await call('GET', `${URL}/alumni?status=rejected`, rejector.headers)).json();
    expect(listed).toEqual([expect.objectContaining({ _id: toReject, status: 'rejected', ...payload })]);
    expect((await call('GET', `${URL}/alumni/stats`, rejector.headers)).json()).toEqual({
      pending: 0,
      accepted: 0,
      rejected: 1,
      archived: 0,
      ended: 0,
      total: 1,
    });
    const mine = (await studentList()).find((item) => item._id === toReject);
    expect(mine).toMatchObject({ status: 'rejected', ...payload, alumni: { _id: rejector.id } });
  });

  it('GET /mentorship-requests (admin) pages only when asked, with X-Total-Count and a Link header', async () => {
    const unpaged = await call('GET', URL, adminHeaders);
    expect(unpaged.headers.link).toBeUndefined();
    const paged = await call('GET', `${URL}?page=2&limit=3`, adminHeaders);
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toHaveLength(3);
    expect(paged.json().map((item: { _id: string }) => item._id)).toEqual(
      unpaged
        .json()
        .slice(3, 6)
        .map((item: { _id: string }) => item._id),
    );
    expect(paged.headers['x-total-count']).toBe('8');
    expect(paged.headers.link).toBe(
      [
        `<${URL}?page=1&limit=3>; rel="first"`,
        `<${URL}?page=1&limit=3>; rel="prev"`,
        `<${URL}?page=3&limit=3>; rel="next"`,
        `<${URL}?page=3&limit=3>; rel="last"`,
      ].join(', '),
    );
    expect((await call('GET', `${URL}?page=2`, adminHeaders)).json()).toEqual([]);
  });

  it('GET /mentorship-requests (admin) answers an array of every request with its people', async () => {
    const response = await call('GET', URL, adminHeaders);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    // Every request of this file: the mentor's four, the two answered above and the two sent above.
    expect(body).toHaveLength(8);
    expect(response.headers['x-total-count']).toBe('8');
    const accepted = body.find((item: { _id: string }) => item._id === acceptedId);
    expect(accepted).toEqual(
      expect.objectContaining(
        requestFields({
          _id: acceptedId,
          requestType: 'Resume Review',
          message: 'Please review my resume',
          status: 'accepted',
          responseMessage: 'Happy to help',
          ...meeting,
          student: expect.objectContaining({ _id: student.id, name: student.name }),
          alumni: expect.objectContaining({ _id: mentor.id, name: mentor.name }),
        }),
      ),
    );
    for (const item of body) {
      expect(item).toEqual(
        expect.objectContaining({
          ...requestFields(),
          responseMessage: expect.toBeOneOf([null, expect.any(String)]),
          rejectionReason: expect.toBeOneOf([null, expect.any(String)]),
          meetingLink: expect.toBeOneOf([null, expect.any(String)]),
          meetingDate: expect.toBeOneOf([null, expect.any(String)]),
          meetingTime: expect.toBeOneOf([null, expect.any(String)]),
          student: expect.objectContaining({ _id: expect.any(String), name: expect.any(String) }),
          alumni: expect.objectContaining({ _id: expect.any(String), name: expect.any(String) }),
        }),
      );
    }
  });
});
