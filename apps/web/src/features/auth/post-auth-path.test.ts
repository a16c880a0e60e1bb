import { describe, expect, it } from 'vitest';
import { loginErrorPath, postAuthPath } from './post-auth-path';

describe('postAuthPath', () => {
  it.each([
    ['student', false, '/complete-profile'],
    ['student', true, '/student-dashboard'],
    ['alumni', false, '/complete-alumni-profile'],
    ['alumni', true, '/alumni-dashboard'],
    ['admin', false, '/admin-dashboard'],
    ['admin', true, '/admin-dashboard'],
  ] as const)('sends a %s with isProfileComplete=%s to %s', (role, isProfileComplete, path) => {
    expect(postAuthPath({ role, isProfileComplete })).toBe(path);
  });
});

describe('loginErrorPath', () => {
  it('puts the code in the error query parameter, encoded', () => {
    expect(loginErrorPath('invalid_token')).toBe('/login?error=invalid_token');
    expect(loginErrorPath('a&b')).toBe('/login?error=a%26b');
  });
});
