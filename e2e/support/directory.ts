import { type APIRequestContext, expect } from '@playwright/test';

export async function findAlumniId(
  request: APIRequestContext,
  student: { email: string; password: string },
  name: string,
): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const directory = await request.get(`/api/users/alumni?q=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(directory.status()).toBe(200);
  const found = ((await directory.json()) as { _id: string; name: string }[]).find(
    (alumni) => alumni.name === name,
  );
  expect(found, `${name} in the directory`).toBeDefined();
  return found!._id;
}
